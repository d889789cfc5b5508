import Foundation
import Testing
@testable import LayoutDumpSupport

/// The platform-neutral pieces the UIKit and AppKit walkers rely on.
@Suite("Walker helpers: ids, class names, priorities, names, samples, guides, files")
struct HelperTests {
    final class Box {}

    @Test("an object's id is its address in lower-case hex, stable for the object and distinct between objects")
    func objectIDs() throws {
        let first = Box(), second = Box()
        let id = Dump.objectID(first)
        #expect(id.hasPrefix("0x"))
        #expect(id.dropFirst(2).allSatisfy { "0123456789abcdef".contains($0) })
        #expect(UInt(id.dropFirst(2), radix: 16) == UInt(bitPattern: ObjectIdentifier(first)))
        #expect(Dump.objectID(first) == id)
        #expect(Dump.objectID(second) != id)
    }

    @Test("class names as Swift prints them, without __C. or key-value observing's subclass prefix")
    func classNames() {
        #expect(Dump.className(of: Box()) == String(reflecting: Box.self))
        #expect(Dump.className(of: Box()).hasSuffix("HelperTests.Box"))
        #expect(Dump.cleanClassName("__C.UILabel") == "UILabel")
        #expect(Dump.cleanClassName("NSKVONotifying_UILabel") == "UILabel")
        #expect(Dump.cleanClassName("__C.NSKVONotifying_NSTextField") == "NSTextField")
        #expect(Dump.cleanClassName("MyApp.CardView") == "MyApp.CardView")
        #expect(Dump.cleanClassName("_UILayoutSpacer") == "_UILayoutSpacer")
    }

    @Test("Float priorities become their shortest decimal (250.1, not 250.10000610351562), clamped to 1...1000", arguments: [
        (Float(250), 250.0), (Float(999), 999), (Float(250.1), 250.1), (Float(750.5), 750.5), (Float(251.3), 251.3),
        (Float(1.1), 1.1),
        (Float(0), 1), (Float(-5), 1), (Float(2000), 1000), (Float.greatestFiniteMagnitude, 1000),
    ] as [(Float, Double)])
    func priorities(value: Float, expected: Double) {
        #expect(Dump.priority(value) == expected)
    }

    @Test("a NaN priority stays NaN, so the encoder reports it")
    func nanPriority() {
        #expect(Dump.priority(.nan).isNaN)
    }

    @Test("names are one trimmed line of at most 60 characters")
    func shortenedNames() {
        #expect(Dump.shortened(nil) == nil)
        #expect(Dump.shortened("   ") == nil)
        #expect(Dump.shortened("\n\n") == nil)
        #expect(Dump.shortened("  Save  ") == "Save")
        #expect(Dump.shortened("Line one\nline two\r\nthree") == "Line one line two three")
        let long = String(repeating: "abcdefghij", count: 7)
        let short = Dump.shortened(long)
        #expect(short?.count == 60)
        #expect(short?.hasSuffix("…") == true)
        #expect(short?.hasPrefix("abcdefghij") == true)
        #expect(Dump.shortened(String(repeating: "x", count: 60))?.count == 60)
        #expect(Dump.shortened("👩‍💻👩‍💻👩‍💻", limit: 2) == "👩‍💻…")
    }

    @Test("height-for-width sample widths: factors × width, whole points, ascending, no duplicates")
    func sampleWidths() {
        #expect(Dump.sampleWidths(currentWidth: 358, factors: [0.5, 0.75, 1, 1.5, 2]) == [179, 269, 358, 537, 716])
        #expect(Dump.sampleWidths(currentWidth: 100, factors: [2, 1, 1, 0.5]) == [50, 100, 200])
        #expect(Dump.sampleWidths(currentWidth: 100, factors: [-1, 0, .nan, .infinity, 0.001]) == [])
        #expect(Dump.sampleWidths(currentWidth: 0, factors: [1]) == [])
        #expect(Dump.sampleWidths(currentWidth: .nan, factors: [1]) == [])
        #expect(Dump.sampleWidths(currentWidth: 320, factors: []) == [])
    }

    @Test("insets of a guide's frame inside its view, with AppKit's upward y when not flipped")
    func insets() {
        let outer = Dump.Rect(x: 0, y: 0, width: 320, height: 100)
        let inner = Dump.Rect(x: 10, y: 30, width: 300, height: 60)
        #expect(Dump.insets(of: inner, in: outer, flipped: true) == Dump.Insets(top: 30, left: 10, bottom: 10, right: 10))
        #expect(Dump.insets(of: inner, in: outer, flipped: false) == Dump.Insets(top: 10, left: 10, bottom: 30, right: 10))
        let scrolled = Dump.Rect(x: 0, y: 500, width: 320, height: 100)  // bounds origin moved by scrolling
        let guide = Dump.Rect(x: 16, y: 508, width: 288, height: 84)
        #expect(Dump.insets(of: guide, in: scrolled, flipped: true) == Dump.Insets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test("system guides are recognised by identifier first, then confirmed by identity", arguments: [
        ("UIViewSafeAreaLayoutGuide", Dump.GuideRole.safeArea),
        ("UIViewLayoutMarginsGuide", .layoutMargins),
        ("UIViewReadableContentGuide", .readableContent),
        ("UIScrollView-contentLayoutGuide", .scrollContent),
        ("UIScrollView-frameLayoutGuide", .scrollFrame),
        ("NSViewSafeAreaLayoutGuide", .safeArea),
        ("NSViewLayoutMarginsGuide", .layoutMargins),
    ])
    func candidateRoles(identifier: String, role: Dump.GuideRole) {
        #expect(Dump.candidateGuideRole(identifier: identifier) == role)
    }

    @Test("custom and private guides are not candidates", arguments: [
        "", "header", "UIScrollViewContentMarginsGuide", "UISV-alignment-spanner", "UISV-distributing", "MyMarginGuide",
    ])
    func notCandidates(identifier: String) {
        #expect(Dump.candidateGuideRole(identifier: identifier) == nil)
    }

    @Test("content-size and autoresizing constraints are left to synthesis; prototyping ones are the app's")
    func constraintClasses() {
        #expect(Dump.isLeftToSynthesis(constraintClass: "NSContentSizeLayoutConstraint"))
        #expect(Dump.isLeftToSynthesis(constraintClass: "NSAutoresizingMaskLayoutConstraint"))
        #expect(!Dump.isLeftToSynthesis(constraintClass: "NSLayoutConstraint"))
        #expect(!Dump.isLeftToSynthesis(constraintClass: "NSIBPrototypingLayoutConstraint"))
        #expect(Dump.statedOrigin(constraintClass: "NSIBPrototypingLayoutConstraint") == .user)
        #expect(Dump.statedOrigin(constraintClass: "NSLayoutConstraint") == nil)
        #expect(Dump.statedOrigin(constraintClass: "_UILayoutSupportConstraint") == nil)
    }

    @Test("Rect keeps the platform's origin and size as given (negative sizes are not standardised)")
    func rectFromCGRect() {
        let rect = Dump.Rect(CGRect(x: 10, y: -2.5, width: -5, height: 3))
        #expect(rect == Dump.Rect(x: 10, y: -2.5, width: -5, height: 3))
    }

    @Test("LAYOUTLINT_DUMP_DIR names the UI-test dump directory; file names are sanitised")
    func requestedFiles() {
        #expect(Dump.requestedDirectory(environment: [:]) == nil)
        #expect(Dump.requestedDirectory(environment: ["LAYOUTLINT_DUMP_DIR": ""]) == nil)
        let directory = Dump.requestedDirectory(environment: ["LAYOUTLINT_DUMP_DIR": "/tmp/dumps"])
        #expect(directory?.path == "/tmp/dumps")
        let relative = Dump.requestedDirectory(environment: ["LAYOUTLINT_DUMP_DIR": "layout-dumps/run 1"])
        #expect(relative?.path == FileManager.default.temporaryDirectory.appendingPathComponent("layout-dumps/run 1").path)
        let base = URL(fileURLWithPath: "/tmp/dumps", isDirectory: true)
        #expect(Dump.fileURL(in: base, name: "Home").lastPathComponent == "Home.layoutdump.json")
        #expect(Dump.fileURL(in: base, name: "Home Screen/Detail:1").lastPathComponent == "Home-Screen-Detail-1.layoutdump.json")
        #expect(Dump.fileURL(in: base, name: "../../etc/passwd").lastPathComponent == "-..-etc-passwd.layoutdump.json")
        #expect(Dump.fileURL(in: base, name: ".hidden").lastPathComponent == "hidden.layoutdump.json")
        #expect(Dump.fileURL(in: base, name: "").lastPathComponent == "layout.layoutdump.json")
        #expect(Dump.fileURL(in: base, name: "Über").lastPathComponent == "-ber.layoutdump.json")
        #expect(Dump.fileURL(in: base, name: "a").deletingLastPathComponent().path == "/tmp/dumps")
    }

    @Test("writeReporting creates the directory and writes the dump; it returns nil when it cannot")
    func writeReporting() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdump-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = Dump.fileURL(in: directory.appendingPathComponent("nested"), name: "Profile")
        #expect(Dump.writeReporting(Samples.small, to: url) == url)
        #expect(try Data(contentsOf: url) == Samples.small.jsonData())
        // A file where the directory should be.
        let blocked = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocked)
        #expect(Dump.writeReporting(Samples.small, to: blocked.appendingPathComponent("x.layoutdump.json")) == nil)
        // An invalid document is not written.
        var invalid = Samples.small
        invalid.views = []
        #expect(Dump.writeReporting(invalid, to: directory.appendingPathComponent("invalid.layoutdump.json")) == nil)
    }

    @Test("the debugger helper writes a timestamped file and returns its path, or says what is wrong")
    func writeForDebugger() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000.1234)
        let path = Dump.writeForDebugger(Samples.fuller, stats: Dump.WalkStats(), now: now)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(path.hasSuffix("/layoutlint-1700000000123.layoutdump.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Samples.fuller.jsonData())
        var invalid = Samples.small
        invalid.views[1].superview = nil
        let message = Dump.writeForDebugger(invalid, stats: Dump.WalkStats(), now: now)
        #expect(message.hasPrefix("layoutlint: the layout dump is not valid: $.views[1].superview: "))
    }

    @Test("the debugger summary counts what was written and what was left out")
    func summary() {
        #expect(Dump.summary(Samples.small, Dump.WalkStats()) == "2 views, 0 layout guides, 2 constraints")
        let stats = Dump.WalkStats(leftToSynthesis: 3, outside: 1, unsupported: 2)
        #expect(Dump.summary(Samples.fuller, stats) == "5 views, 2 layout guides, 8 constraints "
                + "(3 content-size/autoresizing left to layoutlint; 1 reaching outside the hierarchy left out; "
                + "2 with private attributes left out)")
    }

    @Test("the generator names the toolkit and the OS version")
    func generator() {
        let text = Dump.generator(toolkit: "UIKit")
        #expect(text.hasPrefix("LayoutDump.swift (UIKit) on "))
        #expect(text.count > "LayoutDump.swift (UIKit) on ".count)
    }
}
