import Foundation
import Testing
@testable import LayoutDumpSupport

@Suite("docs/dump-format.md and docs/layout-dump.schema.json agree with the encoder")
struct DocumentationTests {
    static let fullerMarker = "<!-- fuller-example: the encoder's output for Samples.fuller (Tests/LayoutDumpSupportTests) -->"

    /// The contents of every ```json block of `markdown` (each ending with a newline), with the
    /// line before its opening fence.
    static func jsonBlocks(in markdown: String) -> [(lineBefore: String, body: String)] {
        var blocks: [(String, String)] = []
        var previous = "", body: [Substring] = [], inside = false, before = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if inside {
                if line == "```" {
                    blocks.append((before, body.map { $0 + "\n" }.joined()))
                    inside = false
                } else {
                    body.append(line)
                }
            } else if line == "```json" {
                inside = true
                body = []
                before = previous
            }
            previous = String(line)
        }
        return blocks
    }

    @Test("the fuller example in the documentation is exactly what the encoder writes")
    func fullerExample() throws {
        let markdown = try Samples.text("docs/dump-format.md")
        let block = try #require(Self.jsonBlocks(in: markdown).first { $0.lineBefore == Self.fullerMarker })
        #expect(block.body == (try Samples.fuller.jsonString()))
    }

    @Test("every JSON example in the documentation parses, and the complete ones are valid dumps")
    func examplesParse() throws {
        let blocks = Self.jsonBlocks(in: try Samples.text("docs/dump-format.md"))
        #expect(blocks.count >= 3)
        var dumps = 0
        for block in blocks {
            // Fragments (a member such as "layoutPasses": [...]) parse once wrapped in an object.
            let text = block.body.hasPrefix("{") ? block.body : "{\(block.body)}"
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            if let dump = object as? [String: Any], dump["format"] as? String == "layoutlint-dump" {
                dumps += 1
                #expect(dump["version"] != nil && dump["platform"] != nil && dump["views"] != nil)
            }
        }
        #expect(dumps >= 2)
    }

    static func schema() throws -> [String: Any] {
        let data = Data(try Samples.text("docs/layout-dump.schema.json").utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func definition(_ name: String, in schema: [String: Any]) -> [String: Any] {
        (schema["$defs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    static func propertyNames(_ object: [String: Any]) -> Set<String> {
        Set(((object["properties"] as? [String: Any]) ?? [:]).keys)
    }

    static func enumeration(_ object: Any?) -> [String] {
        ((object as? [String: Any])?["enum"] as? [Any])?.compactMap { $0 as? String } ?? []
    }

    @Test("the schema lists exactly the keys the encoder writes, object by object")
    func schemaKeys() throws {
        let schema = try Self.schema()
        let data = try Samples.kitchenSink.jsonData()
        let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        func union(_ objects: [[String: Any]]) -> Set<String> { objects.reduce(into: []) { $0.formUnion($1.keys) } }
        let views = try #require(top["views"] as? [[String: Any]])
        let stacks = views.compactMap { $0["stack"] as? [String: Any] }
        let spacings = stacks.flatMap { $0["customSpacing"] as? [[String: Any]] ?? [] }
        let guides = try #require(top["layoutGuides"] as? [[String: Any]])
        let constraints = try #require(top["constraints"] as? [[String: Any]])
        let passes = try #require(top["layoutPasses"] as? [[String: Any]])
        let frames = passes.flatMap { $0["frames"] as? [[String: Any]] ?? [] }

        #expect(Set(top.keys) == Self.propertyNames(schema))
        #expect(union(views) == Self.propertyNames(Self.definition("view", in: schema)))
        #expect(union(stacks) == Self.propertyNames(Self.definition("stack", in: schema)))
        #expect(union(spacings) == Self.propertyNames(Self.definition("customSpacing", in: schema)))
        #expect(union(guides) == Self.propertyNames(Self.definition("layoutGuide", in: schema)))
        #expect(union(constraints) == Self.propertyNames(Self.definition("constraint", in: schema)))
        #expect(union(passes) == Self.propertyNames(Self.definition("layoutPass", in: schema)))
        #expect(union(frames) == Self.propertyNames(Self.definition("frameRecord", in: schema)))
        // Every object the schema closes is closed; the top level is open.
        for name in ["view", "stack", "customSpacing", "layoutGuide", "constraint", "layoutPass", "frameRecord"] {
            #expect(Self.definition(name, in: schema)["additionalProperties"] as? Bool == false, "\(name)")
        }
        #expect(schema["additionalProperties"] == nil)
    }

    @Test("the schema's enumerations are the encoder's")
    func schemaEnumerations() throws {
        let schema = try Self.schema()
        let view = (Self.definition("view", in: schema)["properties"] as? [String: Any]) ?? [:]
        let stack = (Self.definition("stack", in: schema)["properties"] as? [String: Any]) ?? [:]
        let guide = (Self.definition("layoutGuide", in: schema)["properties"] as? [String: Any]) ?? [:]
        let constraint = (Self.definition("constraint", in: schema)["properties"] as? [String: Any]) ?? [:]
        let properties = (schema["properties"] as? [String: Any]) ?? [:]

        #expect(Self.enumeration(properties["platform"]) == Dump.Platform.allCases.map(\.rawValue))
        #expect(Self.enumeration(Self.definition("attribute", in: schema))
                == Dump.Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue))
        #expect(Self.enumeration(view["role"]) == Dump.ViewRole.allCases.map(\.rawValue))
        #expect(Self.enumeration(view["layoutDirection"]) == Dump.LayoutDirection.allCases.map(\.rawValue))
        #expect(Self.enumeration(stack["axis"]) == Dump.Axis.allCases.map(\.rawValue))
        #expect(Self.enumeration(stack["distribution"]) == Dump.Distribution.allCases.map(\.rawValue))
        #expect(Self.enumeration(stack["alignment"]) == Dump.Alignment.allCases.map(\.rawValue))
        #expect(Self.enumeration(guide["role"]) == Dump.GuideRole.allCases.map(\.rawValue))
        #expect(Self.enumeration(constraint["origin"]) == Dump.ConstraintOrigin.allCases.map(\.rawValue))
        #expect(Set(Self.enumeration(constraint["relation"])) == Set(Dump.Relation.allCases.map(\.rawValue)))
        #expect((properties["format"] as? [String: Any])?["const"] as? String == Dump.formatName)
        #expect(JSONValues.number((properties["version"] as? [String: Any])?["const"]) == Double(Dump.formatVersion))
    }
}
