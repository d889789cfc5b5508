import Analysis
import Foundation
import LayoutModel
import Readers
import Rules
import Testing

/// One example of one rule.
struct RuleExample: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var triggering: Bool
    /// The position among the rule's triggering or non-triggering examples.
    var index: Int
    var json: String

    var testDescription: String { "\(ruleID) \(triggering ? "triggering" : "non-triggering") example \(index + 1)" }

    /// Every example of every rule, in registry order.
    static var all: [RuleExample] {
        RuleRegistry.all.flatMap { rule -> [RuleExample] in
            let description = rule.description
            return description.triggeringExamples.enumerated().map { RuleExample(ruleID: description.id, triggering: true, index: $0, json: $1) }
                + description.nonTriggeringExamples.enumerated().map { RuleExample(ruleID: description.id, triggering: false, index: $0, json: $1) }
        }
    }
}

/// What one rule found in one dump.
struct RuleRun {
    var facts: LayoutFacts
    var diagnostics: [Diagnostic]

    /// Reads `json` as a layout dump, analyses it and runs the rule `ruleID`.
    init(_ json: String, ruleID: String, fileName: String) throws {
        let rule = try #require(RuleRegistry.rule(ruleID), "no rule \(ruleID)")
        let dump = try LayoutDumpReader.parse(data: Data(json.utf8), fileName: fileName)
        facts = try LayoutAnalysis.analyze(dump.graph)
        diagnostics = rule.check(facts)
    }
}

/// The same layout written differently: views, guides and constraints renamed and listed in
/// another order (the root first, and every view after its superview, as the format asks).
struct DumpVariant {
    /// The rewritten dump (pretty-printed, so every constraint sits on lines of its own and
    /// source order is the shuffled order).
    var json: String
    /// New item id → original item id.
    var original: [String: String]

    /// The deterministic new name of an item id.
    static func renamed(_ id: String) -> String { "x-" + String(id.reversed()) }

    /// `reorder`: also shuffle the views (parents first), guides and constraints.
    init(of json: String, seed: UInt64, reorder: Bool = true) throws {
        var random = SplitMix64(seed: seed)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        var document = try #require(parsed as? [String: Any], "not a JSON object")
        var original: [String: String] = [:]
        func rename(_ value: Any?) -> Any? {
            guard let id = value as? String else { return value }
            original[Self.renamed(id)] = id
            return Self.renamed(id)
        }

        // Views: renamed, then reordered with the root first and parents before children.
        var views = (document["views"] as? [[String: Any]]) ?? []
        for index in views.indices {
            views[index]["id"] = rename(views[index]["id"])
            if views[index]["superview"] != nil { views[index]["superview"] = rename(views[index]["superview"]) }
            if var stack = views[index]["stack"] as? [String: Any] {
                if let arranged = stack["arrangedSubviews"] as? [String] { stack["arrangedSubviews"] = arranged.map { rename($0)! } }
                if let custom = stack["customSpacing"] as? [[String: Any]] {
                    stack["customSpacing"] = custom.map { entry in
                        var entry = entry
                        entry["after"] = rename(entry["after"])
                        return entry
                    }
                }
                views[index]["stack"] = stack
            }
        }
        document["views"] = views
        if reorder && !views.isEmpty {
            var placed: Set<String> = [views[0]["id"] as? String ?? ""]
            var ordered = [views[0]]
            var waiting = Array(views.dropFirst())
            while !waiting.isEmpty {
                let ready = waiting.indices.filter { placed.contains(waiting[$0]["superview"] as? String ?? "") }
                // A superview the dump does not list leaves the rest in order (the reader reports it).
                let next = ready.isEmpty ? waiting.startIndex : random.pick(ready)
                placed.insert(waiting[next]["id"] as? String ?? "")
                ordered.append(waiting.remove(at: next))
            }
            document["views"] = ordered
        }

        if let guides = document["layoutGuides"] as? [[String: Any]] {
            let renamedGuides = guides.map { guide in
                var guide = guide
                guide["id"] = rename(guide["id"])
                guide["owningView"] = rename(guide["owningView"])
                return guide
            }
            document["layoutGuides"] = reorder ? random.shuffled(renamedGuides) : renamedGuides
        }
        if let constraints = document["constraints"] as? [[String: Any]] {
            let renamedConstraints = constraints.map { constraint in
                var constraint = constraint
                for key in ["firstItem", "secondItem", "owner"] where constraint[key] != nil {
                    constraint[key] = rename(constraint[key])
                }
                return constraint
            }
            document["constraints"] = reorder ? random.shuffled(renamedConstraints) : renamedConstraints
        }
        if let passes = document["layoutPasses"] as? [[String: Any]] {
            document["layoutPasses"] = passes.map { pass in
                var pass = pass
                pass["frames"] = (pass["frames"] as? [[String: Any]])?.map { frame in
                    var frame = frame
                    frame["view"] = rename(frame["view"])
                    return frame
                }
                return pass
            }
        }
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        self.json = String(decoding: data, as: UTF8.self)
        self.original = original
    }

    /// `text` with every new id turned back into the original (longest first, so an id
    /// that contains another is restored whole).
    func restoringNames(_ text: String) -> String {
        original.keys.sorted { ($0.count, $0) > ($1.count, $1) }.reduce(text) { text, new in
            text.replacingOccurrences(of: new, with: original[new]!)
        }
    }
}

@Suite struct RuleExampleTests {
    static let variantsPerExample: UInt64 = 4

    /// Every example does what it says, and says it again when the same layout is written
    /// with other names and in another order.
    @Test(arguments: RuleExample.all)
    func exampleBehavesAsDocumented(_ example: RuleExample) throws {
        let run = try RuleRun(example.json, ruleID: example.ruleID, fileName: "\(example.ruleID).json")
        if example.triggering {
            #expect(!run.diagnostics.isEmpty, "\(example.testDescription) should be flagged but is not")
        } else {
            #expect(run.diagnostics.isEmpty, "\(example.testDescription) should not be flagged: \(run.diagnostics.map(\.message))")
        }
        #expect(run.diagnostics.allSatisfy { $0.ruleID == example.ruleID })

        // Renamed only: nothing but the names may change, down to the last word.
        let renamed = try DumpVariant(of: example.json, seed: 0, reorder: false)
        let plain = try RuleRun(renamed.json, ruleID: example.ruleID, fileName: "renamed.json")
        #expect(plain.diagnostics.map { Self.summary($0, renamed.restoringNames) } == run.diagnostics.map { Self.summary($0, { $0 }) },
                "\(example.testDescription), renamed:\n\(renamed.json)")
        #expect(Self.conflicts(plain.facts, renamed.restoringNames) == Self.conflicts(run.facts, { $0 }),
                "\(example.testDescription), renamed:\n\(renamed.json)")

        // Renamed and listed in other orders: the same findings of the same rules, worded
        // the same (notes in any order), and the same conflicts with the same constraint to
        // break.
        for variant in 0..<Self.variantsPerExample {
            let seed = stableHash(example.json) &+ variant
            let rewritten = try DumpVariant(of: example.json, seed: seed)
            let again = try RuleRun(rewritten.json, ruleID: example.ruleID, fileName: "variant.json")
            let context = "\(example.testDescription), shuffled and renamed with seed \(seed):\n\(rewritten.json)"
            #expect(again.diagnostics.count == run.diagnostics.count, "\(context)")
            #expect(again.diagnostics.map(\.ruleID).sorted() == run.diagnostics.map(\.ruleID).sorted(), "\(context)")
            #expect(again.diagnostics.map { Self.summary($0, rewritten.restoringNames) }.sorted()
                        == run.diagnostics.map { Self.summary($0, { $0 }) }.sorted(),
                    "the findings' wording depends on the order of the dump: \(context)")
            #expect(Self.conflicts(again.facts, rewritten.restoringNames) == Self.conflicts(run.facts, { $0 }),
                    "the conflict (its members or the constraint to break) depends on the order of the dump: \(context)")
        }
    }

    /// A finding without its location (lines move when the dump is rewritten): rule,
    /// message, and the notes in a canonical order.
    static func summary(_ diagnostic: Diagnostic, _ restore: (String) -> String) -> String {
        ([diagnostic.ruleID, restore(diagnostic.message)] + diagnostic.notes.map { restore($0.message) }.sorted())
            .joined(separator: "\n")
    }

    /// Every conflict as (the broken constraint, its members sorted), described with the
    /// original names, in a canonical order.
    static func conflicts(_ facts: LayoutFacts, _ restore: (String) -> String) -> [String] {
        let graph = facts.system.graph
        return facts.conflicts.map { conflict in
            let broken = restore(graph.describe(facts.system.constraints[conflict.broken]))
            let members = conflict.members.map { restore(graph.describe(facts.system.constraints[$0])) }.sorted()
            return "break \(broken) of {\(members.joined(separator: "; "))}"
        }.sorted()
    }

    /// Two members equal in every respect the break key looks at (same relation, attribute,
    /// constant, depth) on different views: the choice must still not follow the file order.
    @Test func tiedCandidatesAreBrokenTheSameWayInEitherOrder() throws {
        func dump(_ first: String, _ second: String) -> String {
            """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "a", "class": "UIView", "superview": "root"},
                       {"id": "b", "class": "UIView", "superview": "root"}],
             "constraints": [
               {"firstItem": "\(first)", "firstAttribute": "width", "constant": 100},
               {"firstItem": "\(second)", "firstAttribute": "width", "constant": 100},
               {"firstItem": "a", "firstAttribute": "width", "secondItem": "b", "secondAttribute": "width", "constant": 10}]}
            """
        }
        let one = try RuleRun(dump("a", "b"), ruleID: "unsatisfiable_constraints", fileName: "ab.json")
        let other = try RuleRun(dump("b", "a"), ruleID: "unsatisfiable_constraints", fileName: "ba.json")
        #expect(one.facts.conflicts.count == 1 && other.facts.conflicts.count == 1)
        #expect(Self.conflicts(one.facts, { $0 }) == Self.conflicts(other.facts, { $0 }))
    }

    @Test func variantRenamesEveryItemAndKeepsTheRootFirst() throws {
        let json = """
            {"format": "layoutlint-dump", "version": 1, "platform": "ios",
             "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 320, 480], "role": "rootView"},
                       {"id": "a", "class": "UIView", "superview": "root"},
                       {"id": "b", "class": "UIView", "superview": "a"},
                       {"id": "c", "class": "UIView", "superview": "root", "hidden": true}],
             "layoutGuides": [{"id": "g", "owningView": "a"}],
             "constraints": [
               {"firstItem": "b", "firstAttribute": "width", "constant": 10},
               {"firstItem": "g", "firstAttribute": "top", "secondItem": "a", "secondAttribute": "top"}]}
            """
        for seed: UInt64 in 0..<20 {
            let variant = try DumpVariant(of: json, seed: seed)
            let graph = try LayoutDumpReader.parse(data: Data(variant.json.utf8), fileName: "variant.json").graph
            #expect(graph.items.map(\.id).sorted() == ["x-a", "x-b", "x-c", "x-g", "x-toor"])
            #expect(graph.items[0].id == "x-toor")
            #expect(graph.items.first { $0.id == "x-c" }?.isHidden == true)
            #expect(graph.constraints.count == 2)
            #expect(variant.restoringNames("UIView:x-toor.top == UIView:x-a.top") == "UIView:root.top == UIView:a.top")
        }
        let renamedOnly = try DumpVariant(of: json, seed: 0, reorder: false)
        let graph = try LayoutDumpReader.parse(data: Data(renamedOnly.json.utf8), fileName: "renamed.json").graph
        #expect(graph.items.map(\.id) == ["x-toor", "x-a", "x-b", "x-c", "x-g"])
        #expect(graph.constraints.map(\.firstAttribute) == [.width, .top])
    }
}

/// Every rule's description is complete and lives where its identifier says.
@Suite struct RuleDescriptionTests {
    /// Rules that have no triggering example, and why: the test fails if one is missing here
    /// or listed here without reason.
    static let withoutTriggeringExamples: [String: String] = [
        "misplaced_view": "it checks only Interface Builder files (stored design-time frames); a layout dump's frames are the ones the app laid out, so no dump can trigger it",
    ]

    static var ruleIDs: [String] { RuleRegistry.all.map { $0.description.id } }

    @Test(arguments: ruleIDs)
    func descriptionIsWellFormed(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(ruleID)).description
        #expect(rule.id.wholeMatch(of: /[a-z][a-z0-9]*(_[a-z0-9]+)*/) != nil, "\(rule.id) is not snake_case")
        let file = Package.url("Sources/Rules/\(rule.id).swift")
        let source = try? String(contentsOf: file, encoding: .utf8)
        #expect(source != nil, "the rule \(rule.id) must live in Sources/Rules/\(rule.id).swift")
        #expect(source?.contains("id: \"\(rule.id)\"") == true, "Sources/Rules/\(rule.id).swift must declare the rule \(rule.id)")
        for (field, text) in [("name", rule.name), ("summary", rule.summary), ("rationale", rule.rationale)] {
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(rule.id) has an empty \(field)")
        }
        #expect(!rule.nonTriggeringExamples.isEmpty || !rule.sourceNonTriggeringExamples.isEmpty,
                "\(rule.id) needs at least one non-triggering example")
        if rule.triggeringExamples.isEmpty && rule.sourceTriggeringExamples.isEmpty {
            #expect(Self.withoutTriggeringExamples[rule.id] != nil,
                    "\(rule.id) has no triggering example; add one, or list it in withoutTriggeringExamples with the reason")
        } else {
            #expect(Self.withoutTriggeringExamples[rule.id] == nil,
                    "\(rule.id) has triggering examples now; remove it from withoutTriggeringExamples")
        }
    }

    @Test func identifiersAreUniqueAndSorted() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count, "duplicate rule ids: \(Self.ruleIDs)")
        #expect(Self.ruleIDs == Self.ruleIDs.sorted())
    }

    @Test func exceptionsNameRealRules() {
        for (id, reason) in Self.withoutTriggeringExamples {
            #expect(Self.ruleIDs.contains(id), "withoutTriggeringExamples lists \(id), which is no rule")
            #expect(!reason.isEmpty)
        }
    }

    /// A rule file that declares a rule the registry does not list would be silently skipped.
    @Test func everyRuleFileIsRegistered() throws {
        let directory = Package.url("Sources/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        for file in files {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            guard source.contains("RuleDescription(") && source.contains(": Rule {") else { continue }
            let id = String(file.dropLast(".swift".count))
            #expect(Self.ruleIDs.contains(id), "Sources/Rules/\(file) declares a rule that RuleRegistry.all does not list (or its id differs from the file name)")
        }
    }
}
