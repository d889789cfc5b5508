import LayoutModel

/// Where the text baseline of an AppKit control sits, which Interface Builder does not store.
///
/// Baseline constraints between AppKit controls are common in real files (labels beside pop-up
/// buttons, text fields and push buttons), and the stored frames tell how far apart the
/// baselines of two controls are: for `a.firstBaseline == b.firstBaseline` in one superview,
/// the difference of their frames' bottoms is the difference of their baselines' heights
/// above those bottoms. Measured so over `../shared/corpus/ib` (macOS files; pairs of unmarked
/// siblings), relative to a regular 13 pt label (see docs/appkit-metrics.md for the table):
///
/// | control (regular size) | frame | baseline above frame bottom | pairs agreeing | repositories |
/// |---|---:|---:|---:|---:|
/// | label (borderless text field, system 13 pt) | 16 | 4 (the reference) | — | — |
/// | bezeled text field, system 13 pt | 21 | 7 (label + 3) | 28 of 28 | 2 |
/// | rounded pop-up button | 25 | 11 (label + 7) | 23 of 28 | 4 |
/// | rounded push button | 32 | 14 (label + 10) | 5 of 6 | 5 |
/// | check box | 18 | 5 (label + 1) | 4 of 6 | 2 |
///
/// Only differences are measured; the label's own 4 pt (San Francisco's 3.1 pt descender at
/// 13 pt, rounded to whole points as AppKit lays text out) is an estimate that affects no
/// frame unless a baseline is tied to a view without text. Rows seen in one repository only
/// (small pop-ups, large push buttons) are left out.
enum AppKitBaselines {
    /// A control's baselines: the first below its frame's top, the last above its bottom.
    struct Offsets: Equatable {
        var firstFromFrameTop: Double
        var lastFromFrameBottom: Double
    }

    /// The baselines of `element`, or nil when the table has no row for it.
    static func offsets(of element: XMLElementNode) -> Offsets? {
        switch element.name {
        case "textField":
            guard let cell = element.child("textFieldCell"), isRegular(cell), isSystem13(cell.child("font", key: "font")) else { return nil }
            // A bezeled field draws its text 3 pt higher inside its 21 pt bezel than a label does.
            return cell["borderStyle"] == nil && cell["bezelStyle"] == nil ? Offsets(firstFromFrameTop: 12, lastFromFrameBottom: 4)
                                                                           : Offsets(firstFromFrameTop: 14, lastFromFrameBottom: 7)
        case "popUpButton":
            guard let cell = element.child("popUpButtonCell"), cell["bezelStyle"] == "rounded", isRegular(cell) else { return nil }
            return Offsets(firstFromFrameTop: 14, lastFromFrameBottom: 11)
        case "button":
            guard let cell = element.child("buttonCell"), isRegular(cell) else { return nil }
            if cell["type"] == "check" { return Offsets(firstFromFrameTop: 13, lastFromFrameBottom: 5) }
            guard cell["type"] == "push", cell["bezelStyle"] == "rounded" else { return nil }
            return Offsets(firstFromFrameTop: 18, lastFromFrameBottom: 14)
        default:
            return nil
        }
    }

    static func isRegular(_ cell: XMLElementNode) -> Bool {
        cell["controlSize"] == nil || cell["controlSize"] == "regular"
    }

    /// The regular system font (`metaFont="system"`, bold too) at its default 13 pt.
    static func isSystem13(_ font: XMLElementNode?) -> Bool {
        guard let font, font["metaFont"] == "system" || font["metaFont"] == "systemBold" else { return false }
        return font["size"] == nil || font["size"] == "13"
    }
}
