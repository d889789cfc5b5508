import Foundation
import Testing

@Suite("layoutlint solve on Interface Builder files")
struct InterfaceBuilderSolveTests {
    @Test("a xib: one table per top-level view, Xcode's misplaced marker shown beside the stored frame")
    func solvesInterfaceBuilderFile() {
        let output = layoutlint("solve", Fixture.path("solvesInterfaceBuilderFile.xib"))
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == """
            == UIView Rot-00-001 ==
            VIEW          CLASS        NAME     FRAME (x, y, width, height)
            Rot-00-001    UIView       'Badge'  (0, 0, 240, 64)
              Lbl-00-002  UILabel      'New'    (16, 22, 31, 20.5)
              Img-00-003  UIImageView  -        (192, 16, 32, 32)
              Bar-00-004  UIView       'Bar'    (16, 62, 208, 2)  stored (16, 60, 100, 2)  [misplaced in Xcode]

            """)
    }

    @Test("--format json: IB object ids, solved and stored frames, Xcode's markers, platform and layout")
    func solvesInterfaceBuilderFileAsJSON() throws {
        let path = Fixture.path("solvesInterfaceBuilderFile.xib")
        let output = layoutlint("solve", path, "--format", "json")
        #expect(output.exitCode == .success)
        let views = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["Rot-00-001", "Lbl-00-002", "Img-00-003", "Bar-00-004"])
        #expect(views[1]["line"] as? Int == 10)
        #expect(views[1]["file"] as? String == path)
        #expect(views[2]["frame"] as? [Double] == [192, 16, 32, 32])
        #expect(views[2]["storedFrame"] as? [Double] == [192, 16, 32, 32])
        #expect(views[3]["misplacedMarker"] as? Bool == true)
        #expect(views[3]["ambiguousMarker"] as? Bool == false)
        #expect(views.allSatisfy { $0["platform"] as? String == "ios" && $0["layout"] as? String == "UIView Rot-00-001" })
        #expect(views.allSatisfy { $0["autoLayout"] as? Bool == true })
    }

    @Test("views a size-class variation leaves out of the configuration laid out are printed as not laid out, with the reason")
    func printsViewsNotLaidOut() throws {
        let path = Fixture.packageRoot.appendingPathComponent("Fixtures/ReadersTests/IB/readsIB-not-installed.storyboard").path
        let text = layoutlint("solve", path)
        #expect(text.exitCode == .success)
        #expect(text.standardOutput.hasSuffix("""

            == not laid out ==
            VIEW        CLASS        NAME    LINE    WHY
            Nin-fm-007  UIView       'Form'  24:140  a size-class variation leaves it out of the base configuration (any width, any height), the one laid out
            Nin-tf-008  UITextField  -       27:304  a size-class variation leaves it out of the base configuration (any width, any height), the one laid out

            """))
        let output = layoutlint("solve", path, "--format", "json")
        #expect(output.exitCode == .success)
        let views = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["Nin-vw-005", "Nin-lb-006", "Nin-fm-007", "Nin-tf-008"])
        let form = try #require(views.first { $0["id"] as? String == "Nin-fm-007" })
        #expect(form["modelled"] as? Bool == false)
        #expect((form["reason"] as? String)?.hasPrefix("a size-class variation leaves it out") == true)
        #expect(form["frame"] is NSNull)
        #expect(form["storedFrame"] as? [Double] == [16, 89, 343, 76])
        #expect(form["layout"] as? String == "viewController Nin-vc-001" && form["line"] as? Int == 24)
        // The views that are laid out say nothing of it, as before.
        #expect(views.filter { $0["modelled"] != nil }.count == 2)
        // They are kept out of findings.
        #expect(layoutlint("lint", path).exitCode == .success)
    }

    @Test("--format json lists what the analysis finds free beside Xcode's marker, whatever verifyAmbiguity says")
    func listsAmbiguityBesideMarkers() throws {
        let path = Fixture.path("reportsAmbiguityLikeXcode.xib")
        let output = layoutlint("solve", path, "--format", "json")
        #expect(output.exitCode == .success)
        let views = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let free = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as? String ?? "", $0["ambiguous"] as? [String] ?? ["?"]) })
        // Two 17 pt labels need 20.5 pt each, not the 21 stored: the spare point can go to either.
        #expect(free["Amb-lb-002"] == ["height"])
        #expect(free["Amb-lb-003"] == ["y", "height"])
        // verifyAmbiguity="ignoreSizes" silences Xcode's warnings, not its marker, nor our analysis.
        #expect(free["Amb-vw-004"] == ["width", "height"])
        #expect(free["Amb-rt-001"] == [])
        #expect(views.filter { $0["ambiguousMarker"] as? Bool == true }.count == 3)
    }

    @Test("lint reports the labels' tie once and honours verifyAmbiguity on the canvas")
    func lintHonoursVerifyAmbiguity() {
        let path = Fixture.path("reportsAmbiguityLikeXcode.xib")
        let output = layoutlint("lint", path)
        #expect(output.exitCode == .failure)
        let findings = output.standardOutput.split(separator: "\n").filter { $0.contains("[ambiguous_layout]") }
        #expect(findings.count == 1)
        #expect(findings.first?.contains("tie over who grows vertically") == true)
        #expect(!output.standardOutput.contains("Canvas"))
    }

    @Test("a stack view with no arranged views sits at 0 × 0 where nothing else sizes it, keeps any size its constraints give, and is not ambiguous")
    func fitsEmptyStackViews() throws {
        let path = Fixture.path("fitsEmptyStackViews.xib")
        let solved = layoutlint("solve", path, "--format", "json")
        let views = try #require(try JSONSerialization.jsonObject(with: Data(solved.standardOutput.utf8)) as? [[String: Any]])
        let centred = try #require(views.first { $0["id"] as? String == "Est-cx-002" })
        #expect(centred["frame"] as? [Double] == [150, 80, 0, 0])
        #expect(centred["ambiguous"] as? [String] == [])
        // Its own height at 900 wins over a stack hugging priority of 1000: with no views, the
        // stack's hugging has nothing to act on.
        let sized = try #require(views.first { $0["id"] as? String == "Est-ht-004" })
        #expect(sized["frame"] as? [Double] == [140, 20, 200, 40])
        let lint = layoutlint("lint", path)
        #expect(lint.exitCode == .success)
        #expect(!lint.standardOutput.contains("[ambiguous_layout]"))
    }

    @Test("a view placed by a placeholder constraint is where Xcode shows it, not ambiguous, and the placeholder is no duplicate")
    func trustsPlaceholderConstraints() throws {
        let path = Fixture.path("trustsPlaceholderConstraints.xib")
        let solved = layoutlint("solve", path, "--format", "json")
        let views = try #require(try JSONSerialization.jsonObject(with: Data(solved.standardOutput.utf8)) as? [[String: Any]])
        let bubble = try #require(views.first { $0["id"] as? String == "Plc-vw-002" })
        #expect(bubble["frame"] as? [Double] == [16, 50, 300, 50])
        #expect(bubble["ambiguous"] as? [String] == [])
        let lint = layoutlint("lint", path)
        #expect(lint.exitCode == .success)
        #expect(!lint.standardOutput.contains("[ambiguous_layout]"))
        #expect(!lint.standardOutput.contains("[duplicate_constraint]") && !lint.standardOutput.contains("[redundant_constraint]"))
    }

    @Test("--format json lists a scroll view's undecided content size as contentWidth/contentHeight, whatever verifyAmbiguity says")
    func listsScrollContentAmbiguity() throws {
        let output = layoutlint("solve", Fixture.path("listsScrollContentAmbiguity.xib"), "--format", "json")
        #expect(output.exitCode == .success)
        let views = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let free = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as? String ?? "", $0["ambiguous"] as? [String] ?? ["?"]) })
        // Each content view is as wide as its scroll view, but nothing gives it a height.
        #expect(free["Sca-sv-002"] == ["contentHeight"])
        #expect(free["Sca-ct-003"] == ["height"])
        // verifyAmbiguity="off" silences Xcode's warnings, not the analysis.
        #expect(free["Sca-sv-004"] == ["contentHeight"])
        #expect(free["Sca-ct-005"] == ["height"])
        #expect(free["Sca-rt-001"] == [])
        #expect(views.first { $0["id"] as? String == "Sca-sv-004" }?["verifyAmbiguity"] as? String == "off")
    }

    @Test("lint reports an undecided scrollable content size only where verifyAmbiguity is not off")
    func lintHonoursVerifyAmbiguityOnScrollViews() {
        let output = layoutlint("lint", Fixture.path("listsScrollContentAmbiguity.xib"))
        #expect(output.exitCode == .failure)
        let findings = output.standardOutput.split(separator: "\n").filter { $0.contains("[scroll_content_size]") }
        #expect(findings.count == 1, "\(output.standardOutput)")
        #expect(findings.first?.contains("UIScrollView'Checked Scroll''s scrollable content height is not decided") == true,
                "\(output.standardOutput)")
        #expect(!findings.contains { $0.contains("Unchecked") })
    }

    @Test("a broken IB file exits 2 with file, line and column; it never crashes")
    func brokenFile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cases = [
            ("truncated.xib", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\">"),
            ("entity.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>"),
            ("binary.storyboard", "\u{0}\u{1}\u{2}garbage"),
            ("empty.xib", ""),
        ]
        for (name, text) in cases {
            let url = scratch.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            let run = try BuiltBinary.run(["solve", url.path])
            #expect(run.exited, "\(name) crashed")
            #expect(run.status == 2, "\(name): \(run.standardError)")
            #expect(run.standardError.hasPrefix(url.path + ":"), "\(name): \(run.standardError)")
            #expect(run.standardError.contains(": error: "), "\(name): \(run.standardError)")
        }
    }
}
