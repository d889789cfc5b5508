import LayoutModel

/// The alignment rectangle of AppKit combo boxes (docs/appkit-metrics.md, "combo box" row).
extension IBElementKinds {
    /// How far a combo box's stored frame reaches past the rectangle its constraints act on.
    ///
    /// A regular combo box stored 26 pt tall (Xcode 7 to 10) or 25 pt (Xcode 11 to 13) draws
    /// its field on the rectangle and its arrow button's bezel 3 pt past its trailing end, and
    /// the frame reaches 2 pt above the rectangle and 4 pt below it (its shadow). Pinned by
    /// both sides, the frame is 3 pt wider than the room between the pins; pinned above and
    /// below, 2 pt above the top pin and 4 pt below the bottom one. Outside the corpus (whose
    /// constrained combo boxes are macOS 26's): pixelspark's Warp (Xcode 7 and 8: held 20 pt
    /// tall, pinned 5 pt inside their superview's sides, a label 5 pt above and 10 below), Earth
    /// View Wallpapers (Xcode 7: pinned 20 pt above the bottom and trailing edges), ShadowsocksX-NG
    /// (Xcode 8), Subler (Xcode 9), SwiftBeanCountImporter and Max (Xcode 11), ResForge (Xcode 11
    /// and 12.5: pinned 20 pt below its superview's top) and SignalCorrelation (Xcode 13: held
    /// 125 wide, stored 128). macOS 26's 24 pt combo box and small ones have no evidence: on
    /// the frame.
    static func comboBoxInsets(_ element: XMLElementNode, frame: Rect) -> EdgeInsets {
        guard element.cell.map(AppKitBaselines.isRegular) ?? true, frame.height == 25 || frame.height == 26 else { return .zero }
        return EdgeInsets(top: 2, left: 0, bottom: 4, right: 3)
    }
}
