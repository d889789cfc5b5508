import Commands
import Foundation
import Testing

@Suite("layoutlint explain --source")
struct ExplainSourceTests {
    static let folder = Fixture.path("explainSource")

    @Test("each member of the minimal set is traced to its line: identifier, SnapKit location, or a unique match")
    func tracesAConflictToTheSources() {
        let log = Self.folder + "/app.log"
        let app = Self.folder + "/App"
        let output = layoutlint("explain", "--source", app, log)
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        let traced = output.standardOutput.components(separatedBy: "\n\n").last ?? ""
        #expect(traced == """
            \(log):1: where the conflicting constraints were made:
              \(log):7: UIImageView:0x7f8e1c40a2b0.width == 64  →  \(app)/AvatarViewController.swift:13:21 (high: identifier 'avatar-width')
              \(log):8: UIImageView:0x7f8e1c40a2b0.leading == UIView:0x7f8e1c409e00.leading + 20  →  \(app)/AvatarViewController.swift:17:13 (medium: the only constraint with these attributes, relation, constant and classes)
              \(log):9: UILabel:0x7f8e1c40a4d0.leading == UIImageView:0x7f8e1c40a2b0.trailing + 12  →  \(app)/AvatarViewController.swift:18:13 (medium: the only constraint with these attributes, relation, constant and classes)
              \(log):10: UILabel:0x7f8e1c40a4d0.trailing == UIView:0x7f8e1c409e00.trailing - 20  →  \(app)/AvatarViewController.swift:19:13 (medium: the only constraint with these attributes, relation, constant and classes)
              \(log):11: UILabel:0x7f8e1c40a4d0.width >= 300  →  \(app)/AvatarViewController.swift:20:13 (medium: the only constraint with these attributes, relation, constant and classes)
              \(log):12: UIView:0x7f8e1c409e00.width == 375  →  added by UITableView or UICollectionView to hold the cell at the width of the table or column
            \(log):20: where the conflicting constraints were made:
              \(log):23: UILabel:0x7f9a10d0c2a0.height == 44  →  \(app)/ToastView.swift:13:13 (high: SnapKit location ToastView.swift#13)
              \(log):24: UILabel:0x7f9a10d0c2a0.top == ToastView:0x7f9a10d0be10.top  →  \(app)/ToastView.swift:10:13 (high: SnapKit location ToastView.swift#10)
              \(log):25: UILabel:0x7f9a10d0c2a0.bottom == ToastView:0x7f9a10d0be10.bottom  →  \(app)/ToastView.swift:10:13 (high: SnapKit location ToastView.swift#10)
              \(log):26: ToastView:0x7f9a10d0be10.height == 60  →  \(app)/ToastView.swift:16:13 (high: SnapKit location ToastView.swift#16)

            """)
    }

    @Test("a constraint printed the other way round, two equal candidates, and no candidate")
    func swappedAmbiguousAndMissing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("App/Card.swift", """
            final class Card: UIView {
                let a = UIView()
                let b = UIView()
                func f() {
                    NSLayoutConstraint.activate([
                        b.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                        a.widthAnchor.constraint(equalToConstant: 10),
                        b.widthAnchor.constraint(equalToConstant: 10),
                    ])
                }
            }
            """)
        let log = try workspace.write("c.log", """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.trailing == UIView:0xb.trailing - 8   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.trailing == UIView:0xb.trailing - 20   (active)>"
            )
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x3 UIView:0xa.width == 10   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0xa.width == 12   (active)>"
            )
            """)
        let output = layoutlint("explain", "--source", workspace.path("App"), log)
        let lines = output.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("→") }
        #expect(lines.contains { $0.contains("trailing - 8") && $0.hasSuffix("Card.swift:6:13 (medium: the only constraint with these attributes, relation, constant and classes)") },
                "\(lines)")
        #expect(lines.contains { $0.contains("trailing - 20") && $0.hasSuffix("→  not found in the sources") }, "\(lines)")
        #expect(lines.contains { $0.contains("width == 10") && $0.hasSuffix("Card.swift:7:13 (low: first of 2 constraints that match as well)") },
                "\(lines)")
    }
}
