import LayoutModel

/// The alignment rectangle of AppKit's bordered bevel buttons (docs/appkit-metrics.md,
/// "bevel button" row).
extension IBElementKinds {
    /// A regular bordered bevel button (`type="bevel"`, `bezelStyle="regularSquare"`, with a
    /// border) of macOS 11 and later (Xcode 12 on) draws its bezel and shadow 3 pt past the
    /// rectangle its constraints act on above and at each side, 4 pt below. Outside the corpus:
    /// kju's Xcode 13 document window (seven image buttons held at 35 × 12 by constraints and
    /// stored 41 × 19, a row of them pinned to each other) and VLC's Xcode 14 library hero
    /// view (a titled button pinned to the leading, trailing and bottom edges of a 250 pt stack,
    /// stored at x = −3, y = −4, 256 wide). Older files, borderless and small ones: nil (on the
    /// frame; Couch-Slouch's Xcode 5 grid is 2 pt at the sides, one repository).
    static func borderedBevelInsets(_ cell: XMLElementNode, toolsVersion: Double) -> EdgeInsets? {
        guard cell["type"] == "bevel", cell["bezelStyle"] == "regularSquare", cell["borderStyle"] == "border",
              AppKitBaselines.isRegular(cell), !drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) else { return nil }
        return EdgeInsets(top: 3, left: 3, bottom: 4, right: 3)
    }
}
