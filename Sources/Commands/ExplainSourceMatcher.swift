#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel
import Readers
import Configuration

/// `explain --source DIR`: for each constraint of a conflict's minimal set, the source line
/// that most likely created it — from SnapKit's `@File.swift#88`, from the constraint's
/// `identifier`, or by matching its attributes, relation, multiplier, constant and classes
/// against the constraints the source reader finds — with how sure the match is.
struct ExplainSourceMatcher {
    /// One candidate line and why.
    struct Match: Equatable {
        var location: SourceLocation
        /// `high` (SnapKit location, identifier), `medium` (the one constraint with the same
        /// attributes, relation, constant and classes), `low` (the best of several, or with
        /// unknown parts).
        var confidence: String
        var reason: String
    }

    /// A constraint of the sources, with the class of each of its items when known.
    struct Candidate {
        var constraint: CodeConstraint
        var firstClass: String?
        var secondClass: String?
    }

    var files: [CodeFile] = []
    var candidates: [Candidate] = []
    var errors: [String] = []

    /// Reads every source file under `folder` (unreadable ones are reported, not fatal).
    init(folder: String) {
        switch LintCommand.discover(folder) {
        case .failure(let message):
            errors.append(message)
        case .success(let found):
            for file in found where SourceReader.handles(file) {
                do {
                    files.append(try SourceReader.read(URL(fileURLWithPath: file)))
                } catch {
                    errors.append(error.description)
                }
            }
        }
        for file in files {
            for type in file.types {
                var classes: [String: String] = [:]
                for method in type.methods {
                    for event in method.events {
                        if case .createsView(let view, let name) = event.kind, let path = view.path { classes[path] = name }
                    }
                }
                classes["self"] = type.name
                if type.ownerKind == .viewController { classes["view"] = "UIView" }
                for constraint in type.methods.flatMap(\.constraints) {
                    func className(_ item: CodeItem?) -> String? {
                        guard let item, item.guide == nil, let path = item.path else { return nil }
                        return classes[path]
                    }
                    candidates.append(Candidate(constraint: constraint, firstClass: className(constraint.firstItem),
                                                secondClass: className(constraint.secondItem)))
                }
            }
        }
    }

    /// The most likely source of `logged`, or nil when nothing in the sources fits.
    func match(_ logged: LoggedConstraint) -> Match? {
        if let hint = logged.sourceHint, let match = snapKitLocation(hint) { return match }
        if let identifier = logged.identifier,
           let found = candidates.first(where: { $0.constraint.identifier == identifier }) {
            return Match(location: found.constraint.location, confidence: "high", reason: "identifier '\(identifier)'")
        }
        guard case .success(let equation) = logged.equation else { return nil }
        var scored: [(score: Int, candidate: Candidate)] = []
        for candidate in candidates {
            if let score = Self.score(candidate, equation) { scored.append((score, candidate)) }
        }
        guard let best = scored.map(\.score).max() else { return nil }
        let top = scored.filter { $0.score == best }
        guard let first = top.first else { return nil }
        if top.count == 1 && best >= 5 {
            return Match(location: first.candidate.constraint.location, confidence: "medium",
                         reason: "the only constraint with these attributes, relation, constant and classes")
        }
        return Match(location: first.candidate.constraint.location, confidence: "low",
                     reason: top.count == 1 ? "attributes and relation match; other parts unknown in the source"
                                            : "first of \(top.count) constraints that match as well")
    }

    /// SnapKit's `File.swift#88`: the file of that name among the sources, at that line
    /// (at the column of the constraint the reader found there, when it found one).
    func snapKitLocation(_ hint: String) -> Match? {
        guard let hash = hint.lastIndex(of: "#"), let line = Int(hint[hint.index(after: hash)...]) else { return nil }
        let name = String(hint[..<hash])
        let base = PathText.lastComponent(name)
        guard let file = files.first(where: { $0.file == name || PathText.lastComponent($0.file) == base }) else { return nil }
        let column = file.constraints.first { $0.location.line == line }?.location.column ?? 1
        return Match(location: SourceLocation(file: file.file, line: line, column: column), confidence: "high",
                     reason: "SnapKit location \(hint)")
    }

    /// How well a source constraint fits a logged one, or nil when a known part differs.
    /// The log may print the constraint the other way round (`a.trailing == b.trailing - 8`
    /// for `b.trailing == a.trailing + 8`).
    static func score(_ candidate: Candidate, _ equation: LoggedEquation) -> Int? {
        let code = candidate.constraint
        func fits(swapped: Bool) -> Int? {
            let firstAttribute = swapped ? code.secondAttribute : code.firstAttribute
            let secondAttribute = swapped ? code.firstAttribute : code.secondAttribute
            let relation = swapped ? code.relation.flipped : code.relation
            guard (code.secondItem == nil) == (equation.second == nil), firstAttribute == equation.first.attribute,
                  secondAttribute == (equation.second?.attribute ?? .notAnAttribute), relation == equation.relation else { return nil }
            if swapped && (code.multiplier != 1 || equation.multiplier != 1) { return nil }
            var score = 0
            if let constant = code.constant {
                guard abs((swapped ? -constant : constant) - equation.constant) < 1e-6 else { return nil }
                score += 3
            }
            if let multiplier = code.multiplier, !swapped {
                guard abs(multiplier - equation.multiplier) < 1e-9 else { return nil }
                score += 1
            }
            let classes = swapped ? (candidate.secondClass, candidate.firstClass) : (candidate.firstClass, candidate.secondClass)
            for (known, logged) in [(classes.0, equation.first.item.className), (classes.1, equation.second?.item.className)] {
                guard let known, let logged else { continue }
                guard known == logged else { return nil }
                score += 1
            }
            return score
        }
        return [fits(swapped: false), fits(swapped: true)].compactMap { $0 }.max()
    }
}

extension LayoutRelation {
    /// The relation with its sides exchanged.
    var flipped: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
