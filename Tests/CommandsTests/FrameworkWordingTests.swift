import Foundation
import Testing

/// Findings name the framework that runs the constraints: AppKit for a Mac layout or AppKit
/// code, UIKit otherwise.
@Suite("Findings name UIKit or AppKit, as the layout's platform is")
struct FrameworkWordingTests {
    @Test("a conflict in an AppKit xib: AppKit will break one; in a UIKit dump: UIKit will")
    func conflicts() {
        let mac = layoutlint("lint", Fixture.path("reportsConflictInAppKitXib.xib"))
        #expect(mac.standardOutput.contains("error: 2 required constraints cannot all hold; AppKit will break one — break `NSView'Badge'.width == 120` [unsatisfiable_constraints]"))
        #expect(!mac.standardOutput.contains("UIKit"))
        let ios = layoutlint("lint", Fixture.path("reportsConflictInDump.json"))
        #expect(ios.standardOutput.contains("UIKit will break one"))
        #expect(!ios.standardOutput.contains("AppKit"))
    }

    @Test("a stack's own constraints: AppKit's names where its logs print them, else what they do; never UIKit's UISV names on a Mac")
    func appKitStackConstraints() {
        let mac = layoutlint("lint", Fixture.path("reportsStackConflictsInAppKitXib.xib")).standardOutput
        #expect(mac.contains("NSStackView'Options'.leading <= NSView'Outdented option'.leading  (added by NSStackView 'NSStackView.Edge.Leading': keeps an arranged view inside the stack)"))
        // Its fill-equally row holds views fixed at 60 and 80 pt: no conflict, as an NSStackView
        // keeps equal lengths only as much as possible (the wording of that constraint is
        // checked where it is made: InterfaceBuilderAppKitEqualStacksTests).
        #expect(!mac.contains("Save place"))
        #expect(!mac.contains("UISV"))
        #expect(!mac.contains("UIKit"))
    }

    @Test("a UIKit stack's constraints keep the UISV identifiers UIKit prints in its logs, with what they do")
    func uiKitStackConstraints() {
        let ios = layoutlint("lint", Fixture.path("reportsStackConflictInUIKitXib.xib")).standardOutput
        #expect(ios.contains("UIView'Save place'.width == UIView'Cancel place'.width  (added by UIStackView 'UISV-fill-equally': makes the arranged views equally long (fill equally))"))
        #expect(!ios.contains("AppKit"))
    }

    @Test("constraints made on every layout pass: AppKit calls an NSView's updateConstraints, UIKit a UIView's")
    func codeRules() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        func source(_ superclass: String) -> String {
            """
            final class BadgeView: \(superclass) {
                private let label = \(superclass == "NSView" ? "NSTextField()" : "UILabel()")

                override func updateConstraints() {
                    super.updateConstraints()
                    label.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            """
        }
        let mac = layoutlint("lint", try workspace.write("Mac/BadgeView.swift", source("NSView")))
        #expect(mac.standardOutput.contains("creates and activates 1 constraint on every call, and AppKit calls it on every layout pass"))
        let ios = layoutlint("lint", try workspace.write("Phone/BadgeView.swift", source("UIView")))
        #expect(ios.standardOutput.contains("creates and activates 1 constraint on every call, and UIKit calls it on every layout pass"))
    }
}
