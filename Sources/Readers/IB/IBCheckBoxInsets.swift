import LayoutModel

/// The alignment rectangles of AppKit check boxes and radio buttons (docs/appkit-metrics.md,
/// "check box" and "radio button" rows).
extension IBElementKinds {
    /// A checkbox's frame reaches 2 pt before its box and 1 pt above it, and at the
    /// regular size 1 pt below it too (check boxes pinned by their bottom edge in
    /// vienna-rss and iina: 12 of 12). Radio buttons are drawn the same way (regular
    /// ones 2 pt before the button in iina, vienna-rss and simplenote-macos: 6 of 6).
    ///
    /// `cell` is the button's cell (`type="check"` or `"radio"`), `frame` its stored frame.
    static func checkBoxInsets(_ cell: XMLElementNode, toolsVersion: Double, frame: Rect) -> EdgeInsets {
        // Xcode 26 stores macOS 26's regular check boxes and radio buttons 16 pt tall,
        // the frame on the rectangle (NetNewsWire, vienna-rss: 11 of 11); an 18 pt
        // frame is one Xcode kept from before and keeps the old insets.
        if toolsVersion >= IBLayoutBuilder.firstXcode26ToolsVersion, AppKitBaselines.isRegular(cell), frame.height == 16 { return .zero }
        switch cell["controlSize"] {
        case nil, "regular":
            // Before macOS 11's controls (Xcode 12) the regular box is drawn 2 pt inside
            // its 18 pt frame above and below (outside the corpus: MonitorControl's Xcode
            // 9.2 column of check boxes 6 of 6, Aerial's Xcode 7 one, MacDown's Xcode 8
            // rows 20 pt apart at 6 pt spacing; pock's Xcode 10.1 pane, check boxes held
            // 20 pt tall in a stack stored 24; Max's and iGlance's Xcode 11 preferences);
            // Xcode 12's and later files have 1 (OpenEmu, vienna-rss, iina). One Xcode 11
            // file outside has 1 (a MonitorControl fork's, 4 check boxes): CORPUS.md.
            let frameToBox: Double = drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) ? 2 : 1
            // Before tools version 17701 the frame also reaches 2 pt past the end of the title (a
            // check box pinned by its trailing edge in MacDown's Xcode 7 file, outside the
            // corpus; OpenEmu's Xcode 12.2 grid, its check boxes' frames ending with its
            // labels'); from 17701 it ends there (MultiPatch's Xcode 12.5 file outside the
            // corpus; vienna-rss, Sparkle: 6 of 6).
            // Without a title the frame is the box's alone, 2 pt past it at both sides, in
            // every version (iina's plug-in list, a label 8 pt after it; Monolingual's
            // language table outside the corpus, centred in their cells: 4 of 4).
            let untitled = (cell["title"] ?? "").isEmpty
            let after: Double = untitled || savedBefore(firstWiderBezelToolsVersion, toolsVersion: toolsVersion) ? 2 : 0
            // Before macOS 11 a radio button was a 16 pt circle, not a 14 pt box: 1 pt
            // inside its 18 pt frame above, below and before it (vienna-rss's Xcode 9
            // export options in the corpus: two in a leading-aligned stack, their frames
            // at x = −1 and 6 pt apart at the stack's 8 pt spacing; outside it 13 radio
            // buttons of 7 repositories, Xcode 8 to 11, two of them held 16 pt tall in
            // 18 pt frames: CotEditor, LyricsX, Menu Bar Dock, GhosterySafari,
            // BMICalculator, MenuBarNBA, SwiftBeanCountImporter; docs/appkit-metrics.md).
            if cell["type"] == "radio", !untitled, frame.height == 18, drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) {
                return EdgeInsets(top: 1, left: 1, bottom: 1, right: after)
            }
            return EdgeInsets(top: frameToBox, left: 2, bottom: frameToBox, right: after)
        // Small check boxes: 1 pt before the box and 1 below (iina, Sparkle: 3 of 3 each).
        // Before Xcode 12 a small check box kept the regular size's 18 pt frame, its
        // 12 pt box 3 pt inside above and below and 3 after the leading edge, and the
        // frame 2 pt past the title (outside the corpus: MacDown's Xcode 6 pane, 8 pt
        // between it and the views above and below, its edges aligned with a regular
        // check box's; Subler's Xcode 8 movie pane, two stacked 8 pt apart and 20 above
        // their superview's bottom, aligned with a small pop-up at both sides; Aerial's
        // Xcode 10 table cell, 5 pt after the cell's edge, a label 5 pt after it).
        case "small" where cell["type"] == "check" && frame.height == 18 && drawsControlsBeforeMacOS11(toolsVersion: toolsVersion):
            return EdgeInsets(top: 3, left: 3, bottom: 3, right: 2)
        case "small": return EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
        // macOS 11's large check boxes and radio buttons, stored 22 pt tall at a half
        // point, draw a 17 pt rectangle 2.5 pt inside the frame above and below and 3 pt
        // after its leading edge (outside the corpus: Aerial's check boxes, Xcode 13;
        // AerialCompanion's radio buttons pinned by their leading edge and top, Xcode 12: 5 of 5).
        case "large" where frame.height == 22: return EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0)
        default: return EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        }
    }
}
