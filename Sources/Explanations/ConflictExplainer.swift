import Analysis
import LayoutModel
import Readers
import Rules

/// Explains an "Unable to simultaneously satisfy constraints" block: rebuilds the printed
/// constraints, solves them, and reports the minimal conflicting set, the arithmetic, the
/// constraint UIKit broke against the one we would break, the root cause and the fix.
enum ConflictExplainer {
    static func explain(_ block: LogBlock) -> Explanation {
        if block.constraints.isEmpty && block.broken == nil {
            return redacted(block)
        }
        let layout = LogGraphBuilder.build(block, platform: PlatformGuess.platform(of: block))
        let (system, conflicts) = RequiredConflicts.find(in: layout.graph)
        let graph = system.graph
        var loggedBySource: [SourceLocation: Int] = [:]
        for (index, constraint) in layout.logged.enumerated() {
            loggedBySource[SourceLocation(file: "log", line: constraint.line, column: constraint.column)] = index
        }
        func logged(_ systemIndex: Int) -> Int? {
            system.constraints[systemIndex].provenance.source.flatMap { loggedBySource[$0] }
        }
        let uikitBroken = block.broken?.address
        // One message is one conflict; when the list holds several, the one UIKit broke.
        let conflict = conflicts.first { fact in fact.members.contains { logged($0).map { layout.logged[$0].address } == uikitBroken } }
            ?? conflicts.first
        let memberLogged = Set(conflict?.members.compactMap(logged) ?? [])
        var explanation = Explanation(kind: .unsatisfiable, line: block.line, endLine: block.endLine,
                                      constraints: explainedConstraints(layout, system: system, logged: logged, members: memberLogged),
                                      verdict: conflict == nil ? .notReproduced : .confirmed,
                                      conflict: layout.logged.indices.filter(memberLogged.contains).compactMap { layout.logged[$0].address },
                                      implicitMembers: (conflict?.members ?? []).filter { system.constraints[$0].origin == .implicit }
                                          .map { graph.describe(system.constraints[$0]) + " (sizes are never negative)" },
                                      broken: uikitBroken, suggested: nil, agreesWithUIKit: nil, rootCause: nil,
                                      explanation: "", arithmetic: nil, fix: "")
        let members: [RootCause.Member]
        var suggestedConstraint: LayoutConstraint?
        if let conflict {
            let broken = system.constraints[conflict.broken]
            suggestedConstraint = broken
            explanation.suggested = logged(conflict.broken).flatMap { layout.logged[$0].address }
            explanation.arithmetic = ConflictArithmetic.sentence(conflict, broken, graph)
            members = conflict.members.map { RootCause.Member(constraint: system.constraints[$0], logged: logged($0).map { layout.logged[$0] }) }
        } else {
            members = system.constraints.indices.filter { system.constraints[$0].origin != .implicit }
                .map { RootCause.Member(constraint: system.constraints[$0], logged: logged($0).map { layout.logged[$0] }) }
        }
        if let ours = explanation.suggested, let theirs = uikitBroken { explanation.agreesWithUIKit = ours == theirs }
        explanation.framework = graph.platform.layoutFramework
        if conflict == nil, layout.logged.allSatisfy({ if case .success = $0.equation { true } else { false } }) {
            explanation.unshown = UnshownQuantities.probe(layout)
        }
        let cause = RootCause.classify(members, suggested: suggestedConstraint, confirmed: conflict != nil, in: graph)
        explanation.rootCause = cause.keyword
        explanation.explanation = summary(explanation, block: block, layout: layout, conflicts: conflicts.count, cause: cause)
        explanation.fix = cause.fix
        explanation.diagram = ConflictDiagramBuilder.diagram(system: system, members: conflict?.members,
                                                             suggested: conflict?.broken, uikitBroken: uikitBroken)
        return explanation
    }

    /// Every printed constraint with its readable equation or its parse error.
    static func explainedConstraints(_ layout: LogLayout, system: RuntimeSystem, logged: (Int) -> Int?,
                                     members: Set<Int>) -> [ExplainedConstraint] {
        var equations: [Int: String] = [:]
        for index in system.constraints.indices {
            if let loggedIndex = logged(index) { equations[loggedIndex] = system.graph.describe(system.constraints[index]) }
        }
        return layout.logged.enumerated().map { index, constraint in
            var error: String?
            var equation = equations[index]
            var origin = ConstraintOriginWords.words(for: constraint, framework: layout.graph.platform.layoutFramework)
            switch constraint.equation {
            case .failure(let problem): error = problem.message
            case .success(let parsed) where parsed.hasUnnamedAttribute:
                equation = MessageExplainer.readable(parsed)
                origin = [origin, "its attribute is printed as (null) (a frame position, minX or minY, unsaid which), so it takes no part in the solve"]
                    .compactMap { $0 }.joined(separator: "; ")
            case .success: break
            }
            return ExplainedConstraint(address: constraint.address, text: constraint.text, line: constraint.line,
                                       column: constraint.column, equation: error == nil ? equation : nil, error: error,
                                       origin: origin, inConflict: members.contains(index))
        }
    }

    /// What happened, in a few sentences.
    static func summary(_ explanation: Explanation, block: LogBlock, layout: LogLayout, conflicts: Int, cause: RootCause) -> String {
        var sentences: [String] = []
        let framework = layout.graph.platform.layoutFramework
        let printed = layout.logged.count
        let unparsed = layout.logged.filter { if case .failure = $0.equation { true } else { false } }.count
        let cutOff = layout.logged.filter { if case .failure(let problem) = $0.equation { problem.message.contains("cut off") } else { false } }.count
        if explanation.verdict == .confirmed {
            let size = explanation.conflict.count + explanation.implicitMembers.count
            if printed == 1 {
                sentences.append("The one constraint \(framework) listed cannot hold even on its own.")
            } else {
                sentences.append(size < printed
                    ? "Only \(size) of the \(printed) constraints \(framework) listed are needed to produce the conflict."
                    : "All \(printed) constraints \(framework) listed are needed to produce the conflict.")
            }
        } else if unparsed > 0, unparsed == cutOff {
            sentences.append("The paste ends in the middle of a description, so the list is incomplete: the \(printed - cutOff) readable constraints can hold together without the rest.")
        } else if unparsed > 0 {
            sentences.append("\(unparsed) of the \(printed) printed constraints could not be read, and the rest can hold together; the conflict involves the unreadable ones.")
        } else if let unshown = explanation.unshown {
            sentences.append(unshown)
        } else if !block.listOpened {
            sentences.append("The printed constraints can all hold together, and the paste starts inside the list (nothing opens it before its first entry): the constraints before it are missing.")
        } else if !block.listClosed {
            sentences.append("The printed constraints can all hold together, and the paste ends inside the list (nothing closes it after its last entry): the constraints after it are missing.")
        } else if block.header == nil || block.broken == nil {
            sentences.append("The printed constraints can all hold together: the list looks incomplete (cut off when it was pasted?).")
        } else {
            sentences.append("The printed constraints can all hold together in our solver: the conflict depends on something the log does not show (margins other than \(framework)'s default 8 pt, a spacing \(framework) computes, or constraints cut from the paste; an intrinsic content size takes part only at priority 1000, and the log then lists it).")
        }
        if conflicts > 1 { sentences.append("The list holds \(conflicts) separate conflicts; this is the one \(framework) broke.") }
        sentences.append(cause.sentence)
        let classes = layout.graph.items.map(\.className)
        if let host = HostFramework.detect(block.hostFramework, classes: classes), let sentence = HostFramework.sentence(for: host) {
            sentences.append(sentence)
        }
        if block.mergedDoubleReport { sentences.append("AppKit reported this conflict twice (\"Conflicting constraints detected\", then the classic message); it is one conflict.") }
        switch explanation.agreesWithUIKit {
        case true?: sentences.append("\(framework) broke the same constraint we would.")
        case false?: sentences.append("\(framework) broke a different constraint from the one we would break; either removes the conflict, but ours is the one that is most likely wrong.")
        case nil where explanation.broken == nil && explanation.verdict == .confirmed:
            sentences.append("The log does not say which constraint \(framework) broke.")
        default: break
        }
        return sentences.joined(separator: " ")
    }

    static func redacted(_ block: LogBlock) -> Explanation {
        let sentence = block.isRedacted
            ? "The unified log redacted the constraints (<private>), so there is nothing to analyse."
            : "The message lists no constraints."
        return Explanation(kind: .unsatisfiable, line: block.line, endLine: block.endLine, constraints: [],
                           verdict: .redacted, conflict: [], implicitMembers: [], broken: nil, suggested: nil,
                           agreesWithUIKit: nil, rootCause: block.isRedacted ? "redacted-log" : nil,
                           explanation: sentence, arithmetic: nil,
                           fix: "Reproduce it with the app run from Xcode (its console shows the constraints in full), or stop on the symbolic breakpoint UIViewAlertForUnsatisfiableConstraints (LAYOUT_CONSTRAINTS_NOT_SATISFIABLE on macOS) and print them; then paste that output into layoutlint explain.")
    }
}

/// Which platform a block comes from, judged by its class names.
enum PlatformGuess {
    static func platform(of block: LogBlock) -> Platform {
        var appKit = 0
        var uiKit = 0
        for constraint in block.constraints + (block.broken.map { [$0] } ?? []) {
            guard case .success(let equation) = constraint.equation else { continue }
            for item in [equation.first.item] + (equation.second.map { [$0.item] } ?? []) {
                let name = item.className
                if name.hasPrefix("NS") { appKit += 1 } else if name.hasPrefix("UI") || name.hasPrefix("_UI") { uiKit += 1 }
            }
        }
        return appKit > uiKit ? .macOS : .iOS
    }
}
