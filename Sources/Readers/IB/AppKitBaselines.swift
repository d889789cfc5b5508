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
/// | bezeled text field, small, system 11 pt | 19 | 6 (small label + 2) | 9 of 9 | 2 |
/// | rounded pop-up button, small | 22 | 9 (small label + 5) | 23 of 33 | 3 (2 outside) |
/// | rounded pop-up button | 25 | 11 (label + 7) | 23 of 28 | 4 |
/// | rounded pop-up button, stored 26 pt before Xcode 12 | 26 | 10 (label + 6) | 7 of 14 | 3 outside (2 at + 7) |
/// | rounded push button | 32 | 14 (label + 10) | 5 of 6 | 5 |
/// | check box | 18 | 5 (label + 1) | 4 of 6 | 2 |
///
/// Only differences are measured; the label's own 4 pt (San Francisco's 3.1 pt descender at
/// 13 pt, rounded to whole points as AppKit lays text out) is an estimate that affects no
/// frame unless a baseline is tied to a view without text. Rows seen in one repository only
/// (large push buttons) are left out.
enum AppKitBaselines {
    /// A control's baselines: the first below its frame's top, the last above its bottom.
    struct Offsets: Equatable {
        var firstFromFrameTop: Double
        var lastFromFrameBottom: Double
    }

    /// The baselines of `element`, or nil when the table has no row for it. A row applies
    /// only to a control stored at the row's frame height (other macOS versions draw the
    /// same control at another height, with other offsets: 21 pt push buttons, macOS 26's
    /// 24 pt controls; the 26 pt pop-up has a row of its own), and to a label of any height
    /// (its first and last lines keep their offsets).
    static func offsets(of element: XMLElementNode, frameHeight: Double, toolsVersion: Double) -> Offsets? {
        if let label = labelOffsets(of: element, frameHeight: frameHeight) { return label }
        guard let row = row(of: element, frameHeight: frameHeight, toolsVersion: toolsVersion) else { return nil }
        return row.firstFromFrameTop + row.lastFromFrameBottom == frameHeight ? row : nil
    }

    /// A label's baselines from its font's metrics (`NSFont.descender`, which the last
    /// baseline follows): the last baseline above the frame's bottom by San Francisco's
    /// descender, 0.241 em, rounded to whole points as AppKit lays text out, plus the 1 pt the
    /// 13 pt reference has besides (4 = round(3.13) + 1); the first baseline one line below
    /// the top — the frame's own height less the last baseline's for a one-line label (Xcode
    /// stores one-line labels at their fitting height), San Francisco's line height
    /// (1.19336 em, rounded up) less it for a taller, wrapping one. Nil for a label whose font
    /// size is unknown (not a system metafont).
    static func labelOffsets(of element: XMLElementNode, frameHeight: Double) -> Offsets? {
        guard element.name == "textField", let cell = element.child("textFieldCell"),
              cell["borderStyle"] == nil, cell["bezelStyle"] == nil,
              let size = systemFontSize(cell.child("font", key: "font"), controlSize: cell["controlSize"]) else { return nil }
        let last = (descenderPerPoint * size).rounded() + 1
        let lineHeight = (IBTextMetrics.systemLineHeightPerPoint * size).rounded(.up)
        let first = frameHeight < 2 * lineHeight ? frameHeight - last : lineHeight - last
        return Offsets(firstFromFrameTop: first, lastFromFrameBottom: last)
    }

    /// San Francisco's descender per point of size (−0.241 em).
    static let descenderPerPoint = 0.241

    /// The point sizes of AppKit's metafonts (`NSFont.systemFontSize` 13,
    /// `smallSystemFontSize` 11, `labelFontSize` 10, the mini control size's 9).
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "systemSemibold": 13, "systemMedium": 13, "systemLight": 13, "systemHeavy": 13,
        "systemThin": 13, "message": 13, "controlContent": 13, "titleBar": 13, "smallSystem": 11, "smallSystemBold": 11,
        "toolTip": 11, "palette": 11, "label": 10, "miniSystem": 9, "miniSystemBold": 9, "menu": 14, "menuBar": 14,
    ]

    /// The system font's size for each control size (`NSFont.systemFontSize(for:)`).
    static let appearanceFontSizes: [String: Double] = ["regular": 13, "small": 11, "mini": 9, "large": 13]

    /// The size of a system metafont description (`metaFont`, with its `size` when given).
    static func systemFontSize(_ font: XMLElementNode?, controlSize: String? = nil) -> Double? {
        guard let font else { return nil }
        // The appearance's font is the system font of the control's size (Xcode 11 on).
        if font["usesAppearanceFont"] == "YES" { return appearanceFontSizes[controlSize ?? "regular"] }
        guard let meta = font["metaFont"], let base = metaFontSizes[meta] else { return nil }
        guard let text = font["size"] else { return base }
        guard let size = Double(text), size > 0, size < 1_000 else { return nil }
        return size
    }

    static func row(of element: XMLElementNode, frameHeight: Double, toolsVersion: Double) -> Offsets? {
        if frameHeight == macOS26ControlHeight, let row = macOS26Row(of: element) { return row }
        switch element.name {
        case "textField", "secureTextField", "tokenField":
            // Secure and token fields are text fields (NSTextField subclasses) and draw their
            // text where a bezeled field does: vienna-rss's secure field and iina's two token
            // fields, tied to 13 pt labels, are label + 3 as well.
            guard let cell = element.cell, cell["borderStyle"] != nil || cell["bezelStyle"] != nil else { return nil }
            let font = cell.child("font", key: "font")
            // A bezeled field draws its text 3 pt higher inside its 21 pt bezel than a label does.
            if isRegular(cell) && isSystem13(font) { return Offsets(firstFromFrameTop: 14, lastFromFrameBottom: 7) }
            // A small one, in an 11 pt system font, 2 pt higher inside its 19 pt bezel than a
            // small label (iina's message and appearance fonts, 7 pairs; vienna-rss's
            // smallSystem, 2 of 2).
            if cell["controlSize"] == "small" && frameHeight == 19 && systemFontSize(font, controlSize: "small") == 11 {
                return Offsets(firstFromFrameTop: 13, lastFromFrameBottom: 6)
            }
            return nil
        case "popUpButton":
            guard let cell = element.child("popUpButtonCell") else { return nil }
            // A small round-rect pop-up (`bezelStyle="roundedRect"`, 11 pt text) stored 17 to
            // 20 pt tall has its baseline 6 pt above its frame's bottom, the extra height above:
            // 2 pt below a small label's, level with a small bezeled field's (iina's interface
            // pane, 6 ties; outside the corpus Subler's queue options, 12 ties at 17, 18 and
            // 20 pt, Xcode 15 and 26, and Transmission's info options, 7 ties, Xcode 13).
            if cell["bezelStyle"] == "roundedRect", cell["controlSize"] == "small", (17...20).contains(frameHeight),
               systemFontSize(cell.child("font", key: "font"), controlSize: "small") == 11 {
                return Offsets(firstFromFrameTop: frameHeight - 6, lastFromFrameBottom: 6)
            }
            guard cell["bezelStyle"] == "rounded" else { return nil }
            // A small one stored 22 pt tall has its text 13 pt below its top, 5 pt above a
            // small label's baseline: iina (7 ties), and outside the corpus Subler (8, Xcode 8
            // and 13) and HandBrake (8: 7 in Xcode 14 and later files, 1 in its Xcode 9 file,
            // whose other 10 are at label + 4).
            if cell["controlSize"] == "small" {
                return frameHeight == 22 ? Offsets(firstFromFrameTop: 13, lastFromFrameBottom: 9) : nil
            }
            guard isRegular(cell) else { return nil }
            // macOS 13's 26 pt pop-up keeps the text 14 pt below its top (first baselines
            // tied to labels: iina 1, vienna-rss 2 of 3).
            if frameHeight == 26 {
                // Stored 26 pt tall before Xcode 12 (its bezel 2 pt below the top, see its
                // insets), the text is 16 pt below the top: 7 ties to labels in CotEditor's
                // Xcode 6 panes, Textual's and Hex Fiend's Xcode 9–10 files; MacPass's and
                // Telephone's (7 ties, Xcode 9–10) have it at 15, so those stay 1 pt off.
                if IBElementKinds.drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) {
                    return Offsets(firstFromFrameTop: 16, lastFromFrameBottom: 10)
                }
                return Offsets(firstFromFrameTop: 14, lastFromFrameBottom: 12)
            }
            // Before Xcode 12 the 25 pt pop-up's bezel sits 1 pt lower in its frame (see its
            // insets), and its text 2 pt lower than after: 5 pt above a label's baseline
            // (NetNewsWire 3 and CotEditor 4 ties to labels, Xcode 10; one Xcode 11 tie at 6).
            if IBElementKinds.drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) { return Offsets(firstFromFrameTop: 16, lastFromFrameBottom: 9) }
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

    /// The height Xcode 26 stores macOS 26's regular pop-ups, bezeled fields and push and
    /// help buttons at (21 to 25 pt before).
    static let macOS26ControlHeight = 24.0

    /// macOS 26 centres a regular control's text in its 24 pt frame: the baseline 16 pt below
    /// the top and 8 pt above the bottom, 4 pt above a 13 pt label's (first baselines tied to
    /// labels in NetNewsWire's Xcode 26 files: pop-ups 5, bezeled fields 3, a push button and
    /// a help button; outside the corpus SAP's macos-app-patcher's pop-up agrees, while its
    /// macOS-enterprise-privileges has two pop-ups' labels 1 pt higher, 9 pt above the bottom).
    /// Only the regular size has evidence; other sizes and heights keep the rows below.
    private static func macOS26Row(of element: XMLElementNode) -> Offsets? {
        guard let cell = element.cell, isRegular(cell) else { return nil }
        let centred = Offsets(firstFromFrameTop: 16, lastFromFrameBottom: 8)
        switch element.name {
        case "textField":
            return cell["borderStyle"] == "bezel" && isSystem13(cell.child("font", key: "font")) ? centred : nil
        case "popUpButton":
            return cell["bezelStyle"] == "rounded" ? centred : nil
        case "button":
            return cell["bezelStyle"] == "rounded" && cell["type"] == "push" || cell["bezelStyle"] == "helpButton" ? centred : nil
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

/// Disjoint sets over item indices, for grouping views tied by baselines.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ item: Int) -> Int {
        guard parent.indices.contains(item) else { return item }
        var root = item
        while parent[root] != root { root = parent[root] }
        var node = item
        while parent[node] != root { let next = parent[node]; parent[node] = root; node = next }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        guard parent.indices.contains(rootA), parent.indices.contains(rootB), rootA != rootB else { return }
        parent[max(rootA, rootB)] = min(rootA, rootB)
    }
}
