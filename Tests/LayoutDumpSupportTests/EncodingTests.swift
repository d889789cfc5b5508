import Foundation
import Testing
@testable import LayoutDumpSupport

@Suite("The dump encoder writes format v1 exactly and deterministically")
struct EncodingTests {
    @Test("compact output of a small dump, byte for byte")
    func compactGolden() throws {
        let expected = #"{"format":"layoutlint-dump","version":1,"platform":"ios","views":["#
            + #"{"id":"root","class":"UIView","frame":[0,0,320,44],"translatesAutoresizingMaskIntoConstraints":true,"role":"rootView"},"#
            + #"{"id":"title","class":"UILabel","name":"Hello","superview":"root","translatesAutoresizingMaskIntoConstraints":false,"#
            + #""intrinsicContentSize":[42.5,null]}],"constraints":["#
            + #"{"firstItem":"title","firstAttribute":"leading","secondItem":"root","secondAttribute":"leadingMargin","constant":0.1},"#
            + #"{"firstItem":"title","firstAttribute":"width","relation":"<=","constant":200,"priority":999}]}"#
        #expect(try Samples.small.jsonString(style: .compact) == expected)
    }

    @Test("pretty output of a small dump: views one key per line, constraints one per line, number arrays inline")
    func prettyGolden() throws {
        let expected = """
            {
              "format": "layoutlint-dump",
              "version": 1,
              "platform": "ios",
              "views": [
                {
                  "id": "root",
                  "class": "UIView",
                  "frame": [0, 0, 320, 44],
                  "translatesAutoresizingMaskIntoConstraints": true,
                  "role": "rootView"
                },
                {
                  "id": "title",
                  "class": "UILabel",
                  "name": "Hello",
                  "superview": "root",
                  "translatesAutoresizingMaskIntoConstraints": false,
                  "intrinsicContentSize": [42.5, null]
                }
              ],
              "constraints": [
                {"firstItem": "title", "firstAttribute": "leading", "secondItem": "root", "secondAttribute": "leadingMargin", "constant": 0.1},
                {"firstItem": "title", "firstAttribute": "width", "relation": "<=", "constant": 200, "priority": 999}
              ]
            }

            """
        #expect(try Samples.small.jsonString() == expected)
    }

    @Test("stack settings, custom spacing, guides and layout passes in the pretty style")
    func prettyNestedGolden() throws {
        let document = Dump.Document(platform: .macos, views: [
            Dump.View(id: "s", className: "NSStackView", frame: Dump.Rect(x: 0, y: 0, width: 100, height: 20), role: .stackView,
                      stack: Dump.Stack(axis: .horizontal, arrangedSubviews: ["b"],
                                        customSpacing: [Dump.CustomSpacing(after: "b", spacing: 12)],
                                        isLayoutMarginsRelativeArrangement: true)),
            Dump.View(id: "b", className: "NSButton", superview: "s", frame: Dump.Rect(x: 0, y: 0, width: 80, height: 20),
                      heightForWidth: [Dump.Size(width: 40, height: 40), Dump.Size(width: 80, height: 20)]),
        ], layoutGuides: [
            Dump.Guide(id: "g", owningView: "s", layoutFrame: Dump.Rect(x: 0, y: 0, width: 100, height: 20)),
        ], layoutPasses: [
            Dump.LayoutPass(frames: [Dump.FrameRecord(view: "b", frame: Dump.Rect(x: 0, y: 0, width: 81, height: 20))]),
        ])
        let expected = """
            {
              "format": "layoutlint-dump",
              "version": 1,
              "platform": "macos",
              "views": [
                {
                  "id": "s",
                  "class": "NSStackView",
                  "frame": [0, 0, 100, 20],
                  "translatesAutoresizingMaskIntoConstraints": false,
                  "role": "stackView",
                  "stack": {
                    "axis": "horizontal",
                    "distribution": "fill",
                    "alignment": "fill",
                    "spacing": 0,
                    "arrangedSubviews": ["b"],
                    "customSpacing": [
                      {"after": "b", "spacing": 12}
                    ],
                    "layoutMarginsRelativeArrangement": true,
                    "baselineRelativeArrangement": false
                  }
                },
                {
                  "id": "b",
                  "class": "NSButton",
                  "superview": "s",
                  "frame": [0, 0, 80, 20],
                  "translatesAutoresizingMaskIntoConstraints": false,
                  "heightForWidth": [[40, 40], [80, 20]]
                }
              ],
              "layoutGuides": [
                {"id": "g", "owningView": "s", "layoutFrame": [0, 0, 100, 20]}
              ],
              "layoutPasses": [
                {
                  "frames": [
                    {"view": "b", "frame": [0, 0, 81, 20]}
                  ]
                }
              ]
            }

            """
        #expect(try document.jsonString() == expected)
    }

    @Test("the same document always gives the same bytes, in both styles and every way of asking")
    func deterministic() throws {
        for document in [Samples.small, Samples.fuller, Samples.kitchenSink] {
            for style in [Dump.OutputStyle.pretty, .compact] {
                let first = try document.jsonBytes(style: style)
                for _ in 0..<20 {
                    #expect(try document.jsonBytes(style: style) == first)
                }
                let copy = document  // an equal value built separately encodes identically
                #expect(try copy.jsonBytes(style: style) == first)
                #expect(try Array(document.jsonData(style: style)) == first)
                #expect(try Array(document.jsonString(style: style).utf8) == first)
            }
        }
    }

    @Test("write(to:) writes exactly jsonData(), replacing an existing file")
    func writesFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdump-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("screen.layoutdump.json")
        try Data("old contents, much longer than the new ones would be if they were short".utf8).write(to: url)
        try Samples.small.write(to: url, style: .compact)
        #expect(try Data(contentsOf: url) == Samples.small.jsonData(style: .compact))
    }

    @Test("the output parses with Foundation's JSONSerialization and holds the document's values")
    func parsesWithJSONSerialization() throws {
        for style in [Dump.OutputStyle.pretty, .compact] {
            let data = try Samples.fuller.jsonData(style: style)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["format"] as? String == "layoutlint-dump")
            #expect(JSONValues.number(object["version"]) == 1)
            #expect(object["platform"] as? String == "ios")
            let views = try #require(object["views"] as? [[String: Any]])
            #expect(views.count == Samples.fuller.views.count)
            #expect(views[0]["superview"] == nil)
            #expect(views[1]["superview"] as? String == Samples.fuller.views[0].id)
            #expect(JSONValues.numbers(views[0]["frame"]) == [0, 0, 390, 844])
            let stack = try #require(views[1]["stack"] as? [String: Any])
            #expect(stack["arrangedSubviews"] as? [String] == [Samples.fuller.views[2].id, Samples.fuller.views[3].id])
            let samples = try #require(views[3]["heightForWidth"] as? [Any])
            #expect(JSONValues.numbers(samples.first) == [179, 100])
            let constraints = try #require(object["constraints"] as? [[String: Any]])
            #expect(constraints.count == Samples.fuller.constraints.count)
            #expect(JSONValues.number(constraints.last?["priority"]) == 999)
            #expect(constraints.last?["secondItem"] == nil)
            let passes = try #require(object["layoutPasses"] as? [[String: Any]])
            #expect(passes.count == 2)
        }
    }

    @Test("no intrinsic metric is written as null, and only there")
    func noIntrinsicMetricIsNull() throws {
        var document = Samples.small
        document.views[1].intrinsicContentSize = Dump.IntrinsicSize(width: nil, height: 20)
        document.views[0].intrinsicContentSize = Dump.IntrinsicSize(width: nil, height: nil)
        let text = try document.jsonString(style: .compact)
        #expect(text.contains(#""intrinsicContentSize":[null,20]"#))
        #expect(text.contains(#""intrinsicContentSize":[null,null]"#))
        #expect(text.components(separatedBy: "null").count - 1 == 3)
    }
}

@Suite("Strings are escaped as RFC 8259 requires")
struct EscapingTests {
    @Test("hostile strings are escaped exactly", arguments: [
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\path\"#, #""C:\\path\\""#),
        ("line\nfeed\ttab\rreturn\u{8}back\u{C}form", #""line\nfeed\ttab\rreturn\bback\fform""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
        ("\u{7F} stays", "\"\u{7F} stays\""),
        ("👩‍💻 naïve 日本", "\"👩‍💻 naïve 日本\""),
        ("</script> & 'quotes'", #""</script> & 'quotes'""#),
        ("", #""""#),
    ])
    func escapes(text: String, literal: String) {
        #expect(Dump.quoted(text) == literal)
    }

    static let hostile = [#"say "hi""#, #"C:\path\"#, "line\nfeed\ttab\r\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
                          "a\u{2028}b\u{2029}c", "👩‍💻 naïve 日本", "zero\u{FEFF}width", "e\u{301}"]

    @Test("hostile ids, names, classes and identifiers survive a round trip through JSONSerialization")
    func roundTrip() throws {
        var views: [Dump.View] = []
        for (index, text) in Self.hostile.enumerated() {
            views.append(Dump.View(id: "\(text)#\(index)", className: text, name: text,
                                   superview: index == 0 ? nil : "\(Self.hostile[0])#0"))
        }
        let document = Dump.Document(platform: .ios, generator: Self.hostile.joined(), views: views, constraints: [
            Dump.Constraint(identifier: Self.hostile[4], firstItem: views[1].id, firstAttribute: .width, constant: 10),
        ])
        for style in [Dump.OutputStyle.pretty, .compact] {
            let data = try document.jsonData(style: style)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["generator"] as? String == Self.hostile.joined())
            let parsed = try #require(object["views"] as? [[String: Any]])
            #expect(parsed.compactMap { $0["id"] as? String } == views.map(\.id))
            #expect(parsed.compactMap { $0["class"] as? String } == Self.hostile)
            #expect(parsed.compactMap { $0["name"] as? String } == Self.hostile)
            let constraints = try #require(object["constraints"] as? [[String: Any]])
            #expect(constraints.first?["identifier"] as? String == Self.hostile[4])
            // Only printable ASCII, UTF-8 sequences and the escapes: no raw control characters.
            #expect(!data.contains { $0 < 0x20 && $0 != 0x0A })
        }
    }
}

@Suite("Numbers: shortest round-trip text, finite only")
struct NumberTests {
    @Test("numbers print in their shortest round-trip form", arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-3, "-3"), (320, "320"), (0.5, "0.5"), (0.1, "0.1"), (4.35, "4.35"),
        (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"), (-2.0 / 3, "-0.6666666666666666"),
        (1e-5, "1e-05"), (123456.789, "123456.789"), (1e300, "1e+300"), (-1e-300, "-1e-300"),
        (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992"), (1e16, "1e+16"),
        (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ] as [(Double, String)])
    func shortest(value: Double, text: String) throws {
        #expect(Dump.formatNumber(value) == text)
        #expect(Double(text) == value)
        // And JSONSerialization reads a dump's numbers back (to the last bit on Apple platforms;
        // Linux's JSONSerialization can be one unit in the last place off).
        var document = Samples.small
        document.constraints[1].constant = value
        let object = try JSONSerialization.jsonObject(with: try document.jsonData(style: .compact)) as? [String: Any]
        let constraints = object?["constraints"] as? [[String: Any]]
        let parsed = try #require(JSONValues.number(constraints?[1]["constant"]))
        #expect(parsed == value || abs(parsed - value) <= value.magnitude.ulp)
    }

    @Test("formatNumber has no text for NaN and infinities", arguments: [Double.nan, .infinity, -.infinity])
    func noTextForNonFinite(value: Double) {
        #expect(Dump.formatNumber(value) == nil)
    }

    /// Where a non-finite number can hide, and the JSON path the error names.
    enum Place: String, CaseIterable {
        case frame, intrinsicSize, hugging, margins, safeArea, firstBaseline, stackSpacing, customSpacing, heightForWidth
        case guideFrame, guideLength, multiplier, constant, priority, passFrame

        func put(_ value: Double, into document: inout Dump.Document) -> String {
            switch self {
            case .frame:
                document.views[1].frame = Dump.Rect(x: 0, y: value, width: 1, height: 1)
                return "$.views[1].frame[1]"
            case .intrinsicSize:
                document.views[1].intrinsicContentSize = Dump.IntrinsicSize(width: nil, height: value)
                return "$.views[1].intrinsicContentSize[1]"
            case .hugging:
                document.views[1].contentHuggingPriority = Dump.AxisPair(horizontal: value, vertical: 250)
                return "$.views[1].contentHuggingPriority[0]"
            case .margins:
                document.views[0].layoutMargins = Dump.Insets(top: 0, left: 0, bottom: 0, right: value)
                return "$.views[0].layoutMargins[3]"
            case .safeArea:
                document.views[0].safeAreaInsets = Dump.Insets(top: value, left: 0, bottom: 0, right: 0)
                return "$.views[0].safeAreaInsets[0]"
            case .firstBaseline:
                document.views[1].firstBaseline = value
                return "$.views[1].firstBaseline"
            case .stackSpacing:
                document.views[0].role = .stackView
                document.views[0].stack = Dump.Stack(axis: .vertical, spacing: value, arrangedSubviews: ["title"])
                return "$.views[0].stack.spacing"
            case .customSpacing:
                document.views[0].role = .stackView
                document.views[0].stack = Dump.Stack(axis: .vertical, arrangedSubviews: ["title"],
                                                     customSpacing: [Dump.CustomSpacing(after: "title", spacing: value)])
                return "$.views[0].stack.customSpacing[0].spacing"
            case .heightForWidth:
                document.views[1].heightForWidth = [Dump.Size(width: 10, height: 10), Dump.Size(width: value, height: 5)]
                return "$.views[1].heightForWidth[1][0]"
            case .guideFrame:
                document.layoutGuides = [Dump.Guide(id: "g", owningView: "root",
                                                    layoutFrame: Dump.Rect(x: 0, y: 0, width: value, height: 0))]
                return "$.layoutGuides[0].layoutFrame[2]"
            case .guideLength:
                document.layoutGuides = [Dump.Guide(id: "g", owningView: "root", role: .keyboard, length: value)]
                return "$.layoutGuides[0].length"
            case .multiplier:
                document.constraints[0].multiplier = value
                return "$.constraints[0].multiplier"
            case .constant:
                document.constraints[1].constant = value
                return "$.constraints[1].constant"
            case .priority:
                document.constraints[1].priority = value
                return "$.constraints[1].priority"
            case .passFrame:
                document.layoutPasses = [Dump.LayoutPass(frames: [
                    Dump.FrameRecord(view: "title", frame: Dump.Rect(x: value, y: 0, width: 0, height: 0)),
                ])]
                return "$.layoutPasses[0].frames[0].frame[0]"
            }
        }
    }

    @Test("a NaN or infinity anywhere is refused with its JSON path, never written (not even as null)",
          arguments: Place.allCases, [Double.nan, .infinity, -.infinity])
    func nonFiniteIsRejected(place: Place, value: Double) {
        var document = Samples.small
        let path = place.put(value, into: &document)
        for style in [Dump.OutputStyle.pretty, .compact] {
            let error = #expect(throws: Dump.EncodingError.self) { try document.jsonBytes(style: style) }
            #expect(error?.path == path)
            #expect(error?.message.contains("is not a finite number") == true)
        }
        #expect(throws: Dump.EncodingError.self) { try document.validate() }
        // The same place with a finite value is fine: the test puts numbers where they belong.
        var fine = Samples.small
        _ = place.put(7, into: &fine)
        #expect(throws: Never.self) { try fine.validate() }
    }
}

/// Numbers as JSONSerialization returns them (NSNumber on Apple platforms; Int or Double on Linux).
enum JSONValues {
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap(number)
        return numbers.count == array.count ? numbers : nil
    }
}
