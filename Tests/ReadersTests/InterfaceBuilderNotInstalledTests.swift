import Foundation
import LayoutModel
import Readers
import Testing

/// Views a size-class variation leaves out of the configuration layoutlint lays out: reported,
/// never silently dropped.
@Suite("Interface Builder views not installed in the configuration laid out")
struct InterfaceBuilderNotInstalledTests {
    let name = "readsIB-not-installed.storyboard"

    @Test("without a device the base configuration is laid out; a view only a size class installs is reported with the views inside it")
    func reportedWithoutDevice() throws {
        let document = try InterfaceBuilderReader.parse(data: try Fixtures.data("IB/" + name), fileName: name)
        #expect(document.notLaidOut.map(\.id) == ["Nin-fm-007", "Nin-tf-008"])
        #expect(document.notLaidOut.first?.storedFrame == Rect(x: 16, y: 89, width: 343, height: 76))
        #expect(document.notLaidOut.first?.className == "UIView" && document.notLaidOut.last?.className == "UITextField")
        #expect(document.notLaidOut.allSatisfy { $0.reason.contains("base configuration (any width, any height)") })
        #expect(!document.layouts.flatMap(\.graph.items).contains { $0.id == "Nin-fm-007" })
    }

    @Test("on a device whose size classes install it, it is laid out and nothing is reported")
    func laidOutOnItsDevice() throws {
        let document = try resaved(name, [("<dependencies>", "<device id=\"retina4_7\" orientation=\"portrait\"/>\n    <dependencies>")])
        #expect(document.notLaidOut.isEmpty)
        #expect(document.layouts.flatMap(\.graph.items).contains { $0.id == "Nin-tf-008" })
    }

    @Test("on a device whose size classes leave it out, the reason names that configuration")
    func reportedOnItsDevice() throws {
        let document = try resaved(name, [("<dependencies>", "<device id=\"ipad9_7\" orientation=\"portrait\"/>\n    <dependencies>")])
        #expect(document.notLaidOut.map(\.id) == ["Nin-fm-007", "Nin-tf-008"])
        #expect(document.notLaidOut.first?.reason.contains("its device's configuration (regular width, regular height)") == true)
    }
}
