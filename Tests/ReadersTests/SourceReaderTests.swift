import Foundation
import LayoutModel
import Readers
import Testing

@Suite struct SourceReaderTests {
    func read(_ name: String) throws -> CodeFile {
        try SourceReader.read(Fixtures.url("Source/" + name))
    }

    func texts(_ code: CodeFile) -> [String] { code.constraints.map(\.text) }

    @Test func anchorsWithTheirConstantsMultipliersPrioritiesAndGuides() throws {
        let code = try read("Anchors.swift")
        let texts = texts(code)
        #expect(texts.contains("avatar.top == self.safeAreaLayoutGuide.top + 16"))
        #expect(texts.contains("avatar.leading == self.layoutMarginsGuide.leading"))
        #expect(texts.contains("name.trailing <= self.readableContentGuide.trailing"))
        #expect(texts.contains("name.leading == avatar.trailing + 12"), "a local let constant is known")
        #expect(texts.contains("bio.bottom >= self.bottom - 8"))
        #expect(texts.contains("bio.height == 60 @999"), "UILayoutPriority(999) set before activation")
        #expect(texts.contains("name.top == avatar.top @750"), ".defaultHigh, then isActive = true")
        #expect(texts.contains("bio.top == name.bottom + ?"), "system spacing is not known statically")
        #expect(texts.contains("name.width == ?"), "a computed constant stays unknown")
        #expect(code.constraints.allSatisfy { $0.activation == .active && $0.idiom == .anchor })
        let first = try #require(code.constraints.first { $0.text.hasPrefix("avatar.top") })
        #expect(first.location.description.hasSuffix("Anchors.swift:20:13"))
    }

    @Test func itemAttributeAndVisualFormatWithLiteralMetricsAndViews() throws {
        let code = try read("ItemAttributeAndVisualFormat.swift")
        let texts = texts(code)
        #expect(texts.contains("titleLabel.centerY == contentView.centerY"))
        #expect(texts.contains("field.width >= 120"))
        #expect(texts.contains("titleLabel.leading == contentView.leading + 16"), "metrics: margin = 16")
        #expect(texts.contains("field.leading == titleLabel.trailing + 8"))
        #expect(texts.contains("field.width >= 80 @750"))
        #expect(texts.contains("contentView.trailing == field.trailing + ?"), "a bare - is the standard spacing")
        #expect(texts.contains("titleLabel.centerY == field.centerY"), ".alignAllCenterY")
        #expect(texts.contains("field.top == contentView.top"), "views from a local dictionary literal")
        #expect(Set(code.constraints.map(\.idiom)) == [.itemAttribute, .visualFormat])
    }

    @Test func snapKitOffsetsInsetsPrioritiesAndUpdates() throws {
        let code = try read("SnapKit.swift")
        let texts = texts(code)
        #expect(texts.contains("icon.leading == self.leading + 16"))
        #expect(texts.contains("icon.width == 24") && texts.contains("icon.height == 24"), "size expands to width and height")
        #expect(texts.contains("message.top == self.top + 12"), "inset on top adds")
        #expect(texts.contains("message.trailing <= self.trailing - 16"), "inset on trailing subtracts")
        #expect(texts.contains("message.bottom == self.safeAreaLayoutGuide.bottom @750"))
        #expect(texts.contains("message.width == 4 × icon.width"))
        let stored = try #require(code.constraints.first { $0.storedIn == "topConstraint" })
        #expect(stored.firstAttribute == .top)
        let updates = code.constraints.filter(\.updatesExisting)
        #expect(updates.map(\.text) == ["message.top == ?.top + 20"], "the superview is another method's: unknown")
        #expect(texts.filter { $0.hasPrefix("icon.") && $0.contains("?.") }.count == 4, "edges: top, left, bottom, right")
    }

    @Test func masonryAndObjectiveCConstraints() throws {
        let code = try read("Masonry.m")
        let texts = texts(code)
        #expect(texts.contains("label.left == superview.left + 10"), "a number relates a position to the superview")
        #expect(texts.contains("label.width == 80 @750"))
        #expect(texts.contains("label.centerY == superview.centerY"))
        #expect(texts.contains("label.top == superview.top + ?"), "a struct field stays unknown")
        #expect(texts.contains("line.height == 1"))
        #expect(texts.contains("?.width == 90"), "subviews.firstObject is no name")
        let type = try #require(code.types.first)
        #expect(type.name == "BadgeView")
        #expect(type.methods.map(\.name) == ["initWithFrame", "updateConstraints"])
        let events = type.methods[0].events
        #expect(events.contains(CodeEvent(.setsTranslatesAutoresizingMask(view: CodeItem(path: "line"), value: false),
                                          at: SourceLocation(file: Fixtures.url("Source/Masonry.m").path, line: 21, column: 5))))
    }

    @Test func stackViewsOutletsAndHelpersAtTheirCallSites() throws {
        let code = try read("StackViewsAndHelpers.swift")
        let controller = try #require(code.types.first { $0.name == "SettingsViewController" })
        #expect(controller.ownerKind == .viewController)
        #expect(controller.outlets == ["footer"])
        #expect(controller.createdViews.keys.sorted() == ["background", "stack", "subtitle", "titleLabel"])
        let events = controller.methods.flatMap(\.events).map(\.kind)
        #expect(events.contains(.addSubview(parent: CodeItem(path: "stack"), child: CodeItem(path: "titleLabel"), arranged: true)))
        #expect(events.contains(.addSubview(parent: CodeItem(path: "stack"), child: CodeItem(path: "subtitle"), arranged: true)))
        #expect(events.contains(.addSubview(parent: CodeItem(path: "view"), child: CodeItem(path: "stack"), arranged: false)))
        let helper = code.constraints.filter { $0.idiom == .helper }
        #expect(helper.map(\.text) == ["background.top == view.top", "background.leading == view.leading",
                                       "background.trailing == view.trailing", "background.bottom == view.bottom"])
        #expect(events.contains(.setsTranslatesAutoresizingMask(view: CodeItem(path: "background"), value: false)))
    }

    @Test func makerStatementsInsideABranchUseTheBlocksMaker() throws {
        let text = "func f() {\n v.snp.makeConstraints { make in\n  if wide {\n   make.width.equalTo(other)\n  }\n  make.top.equalTo(other)\n }\n}\n"
        let code = try SourceReader.parse(data: Data(text.utf8), fileName: "b.swift", language: .swift)
        #expect(code.constraints.map(\.text) == ["v.width == other.width", "v.top == other.top"])
        let events = code.types.flatMap(\.methods).flatMap(\.events).filter {
            if case .constraint = $0.kind { return true } else { return false }
        }
        #expect(events.map(\.isConditional) == [true, false])
    }

    @Test func typesDeclaredInsideFunctionBodiesAreRead() throws {
        let text = """
            final class Host: UIViewController {
                override func loadView() {
                    if true {
                        final class Inner: UIView {
                            override func layoutSubviews() { super.layoutSubviews() }
                        }
                        view = Inner()
                    }
                }
            }
            """
        let code = try SourceReader.parse(data: Data(text.utf8), fileName: "nested.swift", language: .swift)
        #expect(code.types.map(\.name) == ["Host", "Inner"])
        #expect(code.types.last?.methods.map(\.name) == ["layoutSubviews"])
        #expect(code.types.last?.ownerKind == .view)
    }

    @Test func forInOverAnArrayLiteralRunsOncePerElement() throws {
        let text = """
            func f() {
                for view in [title, subtitle] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                }
                for view in others {
                    view.widthAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            """
        let code = try SourceReader.parse(data: Data(text.utf8), fileName: "loop.swift", language: .swift)
        let events = code.types.flatMap(\.methods).flatMap(\.events)
        let cleared = events.compactMap { event -> String? in
            if case .setsTranslatesAutoresizingMask(let view, false) = event.kind, !event.isConditional { return view.path }
            return nil
        }
        #expect(cleared == ["title", "subtitle"])
        #expect(code.constraints.map(\.text) == ["?.width == 10"])
        #expect(events.contains { if case .constraint = $0.kind { return $0.isConditional } else { return false } })
    }

    @Test(arguments: ["UnterminatedString.swift", "UnterminatedComment.swift"])
    func hostileFixturesAreLocatedErrors(_ name: String) {
        #expect(throws: ReaderError.self) { try self.read(name) }
    }

    @Test func deeplyNestedClosuresAreReadWithoutExhaustingTheStack() throws {
        let depth = 5_000
        let text = "func f() {\n" + String(repeating: "run { ", count: depth) + "a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true"
            + String(repeating: " }", count: depth) + "\n}\n"
        let code = try SourceReader.parse(data: Data(text.utf8), fileName: "deep.swift", language: .swift)
        #expect(code.types.count == 1)
        let brackets = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        _ = try SourceReader.parse(data: Data(("let x = " + brackets).utf8), fileName: "deep.swift", language: .swift)
        _ = try SourceReader.parse(data: Data(("[" + brackets).utf8), fileName: "deep.m", language: .objectiveC)
    }

    /// Long chains, by name (the texts themselves are too long to print in test names).
    static let longChains: [String: (text: String, language: SourceLanguage)] = [
        "200,000 prefix minuses": ("let x = " + String(repeating: "- ", count: 200_000) + "1", .swift),
        "200,000 additions": ("let x = " + String(repeating: "1 + ", count: 200_000) + "1", .swift),
        "200,000 members": ("let x = a" + String(repeating: ".b", count: 200_000), .swift),
        "100,000 calls": ("let x = f" + String(repeating: "()", count: 100_000), .swift),
        "10,000 nested interpolations": ("let x = " + String(repeating: "\"\\(", count: 10_000), .swift),
        "100,000 Objective-C ifs without braces": ("void f() { " + String(repeating: "if (a) ", count: 100_000) + "x = 1; }", .objectiveC),
    ]

    @Test(arguments: longChains.keys.sorted())
    func longChainsAreReadWithoutDeepRecursion(_ name: String) throws {
        let chain = try #require(Self.longChains[name])
        let wrapped = chain.language == .swift ? "func f() {\n" + chain.text + "\n}\n" : chain.text
        do {
            _ = try SourceReader.parse(data: Data(wrapped.utf8), fileName: "long", language: chain.language)
        } catch {
            #expect(error.line != nil && error.column != nil, "\(error)")
        }
    }

    @Test func aFiftyThousandLineFileIsRead() throws {
        var text = "final class Big: UIView {\n"
        for index in 0..<12_500 {
            text += "    func f\(index)() {\n        let v = UIView()\n        v.widthAnchor.constraint(equalToConstant: \(index)).isActive = true\n    }\n"
        }
        text += "}\n"
        #expect(text.split(separator: "\n").count > 50_000)
        let code = try SourceReader.parse(data: Data(text.utf8), fileName: "big.swift", language: .swift)
        #expect(code.constraints.count == 12_500)
        #expect(code.constraints.last?.location.line == 50_000)
    }

    @Test func randomBytesGiveAResultOrALocatedError() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("{}()[]\"'#/*\\@^.,:;=!?<>- abcxyz0123\n`$".utf8)
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &random)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            for language in [SourceLanguage.swift, .objectiveC] {
                do {
                    _ = try SourceReader.parse(data: Data(bytes), fileName: "r", language: language)
                } catch {
                    #expect(error.line != nil && error.column != nil, "\(error)")
                }
            }
        }
    }
}
