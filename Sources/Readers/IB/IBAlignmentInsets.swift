import LayoutModel

/// The alignment rectangles of Interface Builder's controls: how far each control's stored
/// frame reaches past the rectangle its constraints act on (docs/appkit-metrics.md).
extension IBElementKinds {
    /// `alignmentRectInsets` of the controls whose frame is larger than the rectangle
    /// constraints act on, measured from stored frames: on iOS sliders, 29 pt segmented
    /// controls and switches; on macOS labels, check boxes and radio buttons, push, help,
    /// small square, recessed, round-rect, bordered bevel and SF Symbol buttons, pop-ups,
    /// combo boxes, sliders, steppers, switches, segmented controls, bar progress indicators,
    /// color wells, boxes and separators, bordered tab views and gray-bezel or symbol image
    /// views. The values, by size, style and the Xcode that saved the file, and the evidence
    /// behind each are in docs/appkit-metrics.md and beside each case below.
    /// `frame` is the element's stored frame (its size tells a control's style apart).
    /// `symbolImageHeights` are the document's SF Symbol image heights (`symbolImageHeights(in:)`).
    static func alignmentInsets(of element: XMLElementNode, on platform: Platform, toolsVersion: Double, frame: Rect,
                                symbolImageHeights: [String: Double] = [:]) -> EdgeInsets {
        switch (platform, element.name) {
        case (.iOS, "slider"):
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case (.iOS, "segmentedControl"):
            // The 29 pt segmented control of iOS 7 to 12 draws 1 pt below the rectangle
            // constraints act on: pinned by its bottom it is stored 1 pt lower, centred half
            // a point lower, pinned by its top where the top says (matrix-ios-kit's three, and
            // AbanoubNabil/MapKit_Demo outside the corpus, whose map view above it ends 2 pt
            // over its rectangle). Later, taller ones have no evidence and keep their frame.
            return frame.height == 29 ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : .zero
        case (.iOS, "switch"):
            // The frame reaches 2 pt past the trailing end of the rectangle constraints act on.
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case (.macOS, "slider"):
            return sliderInsets(element, toolsVersion: toolsVersion, frame: frame)
        case (.macOS, "comboBox"):
            return comboBoxInsets(element, frame: frame)
        case (.macOS, "textField"), (.macOS, "secureTextField"), (.macOS, "tokenField"):
            // Secure and token fields are text fields: without a border they are drawn as a
            // label is (simplenote-macos's borderless tags field: stored at x = −2, 466 pt
            // wide, around the 462 pt its constraints give it). A label that draws its
            // background (`drawsBackground="YES"`) fills its whole frame, and Xcode stores it
            // on its rectangle: iina's Xcode 26 sidebar labels, Hammerspoon's Xcode 7 chooser
            // cell (three coloured fields, one held at 60 wide), sphinx-mac's Xcode 14 search
            // field pinned 16 pt inside its box; labels without a background in the same files
            // keep the 2 pt.
            guard let cell = element.cell, cell["borderStyle"] == nil, cell["drawsBackground"] != "YES" else { return .zero }
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case (.macOS, "button"):
            guard let cell = element.child("buttonCell") else { return .zero }
            if cell["type"] == "check" || cell["type"] == "radio" { return checkBoxInsets(cell, toolsVersion: toolsVersion, frame: frame) }
            // A help button's frame reaches 3 pt before its round button, 2 after, 1 above
            // and 4 below (edges pinned in iina and vienna-rss; centred ones 1.5 pt low);
            // Xcode 26's 24 pt help button sits on its frame (NetNewsWire). Before macOS 11
            // (files saved before Xcode 12) the round button is 21 pt, 2 inside at each side,
            // 1 below the top and 3 above the bottom (outside the corpus: CotEditor's Xcode 6
            // panes, pinned 20 pt above the bottom and stored at 17; AutoPkgr's Xcode 7 one,
            // held at 21 wide and centred among fields, 2 pt inside at each side, 1 below the top).
            if cell["bezelStyle"] == "helpButton" {
                guard frame.height >= 25 else { return .zero }
                if drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) { return EdgeInsets(top: 1, left: 2, bottom: 3, right: 2) }
                return EdgeInsets(top: 1, left: 3, bottom: 4, right: 2)
            }
            if cell["bezelStyle"] == "recessed" { return recessedInsets(frame: frame) }
            if cell["bezelStyle"] == "roundedRect" { return roundedRectInsets(cell, frame: frame) }
            // A bordered small square button (the "+"/"−" buttons under a list) reaches 1 pt
            // above and below the rectangle constraints act on: NetNewsWire's pair held at
            // 24 pt and stored 26 tall, 1 pt below the edge they are pinned to; OpenEmu's
            // outlined buttons and CotEditor's pair outside the corpus agree.
            if cell["bezelStyle"] == "smallSquare", cell["borderStyle"] == "border" { return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0) }
            if let insets = symbolButtonInsets(cell, toolsVersion: toolsVersion) { return insets }
            if let insets = borderedBevelInsets(cell, toolsVersion: toolsVersion) { return insets }
            // A borderless button (`type="bevel"` without `borderStyle="border"`: the
            // inspector's "Bordered" unticked) draws no bezel, so nothing reaches past its
            // rectangle: simplenote-macos's 40 pt action buttons sit on their frame, as do
            // objective-see's 32 pt image buttons outside the corpus (BlockBlock, RansomWhere).
            guard cell["bezelStyle"] == "rounded", cell["borderStyle"] == "border" else { return .zero }
            // The bezel shadow below is measured on 32 pt frames; the 24 pt rounded buttons
            // of macOS 26 (and its 28 pt large ones) are pinned at their frame (NetNewsWire:
            // 9 of 9 edges; simplenote-macos's and vienna-rss's shorter ones agree).
            if AppKitBaselines.isRegular(cell) || cell["controlSize"] == "large", frame.height < 30 { return .zero }
            // macOS 11's large push button is stored 40 pt tall around a 28 pt rectangle, 6 pt
            // inside on every side (outside the corpus: VLC's two buttons filling a 28 pt
            // stack, Xcode 13; AerialCompanion's pinned by an edge or stacked, Xcode 12–15, 8;
            // Aerial's, Xcode 13, 3). Only that height has evidence.
            if cell["controlSize"] == "large", frame.height == 40 { return EdgeInsets(top: 6, left: 6, bottom: 6, right: 6) }
            // From tools version 17701 (`firstWiderBezelToolsVersion`, when the check box's
            // frame changed too) the push button's bezel shadow is a point wider than Xcode 11's:
            // 7 pt at the sides in every corpus file from 18xxx on (OpenEmu's 18122 library pane,
            // 5 above; pock's 18122 install sheet outside the corpus; NetNewsWire, vienna-rss
            // from 19xxx; selfcontrol outside) and in 17701's (NetNewsWire's share sheet;
            // Telephone's account sheet and rivenx's about box outside), 6 up to 16xxx; earlier
            // 17xxx files are mixed (frames kept from before), so they keep the older shadow.
            var insets = toolsVersion >= firstWiderBezelToolsVersion ? EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
                                               : EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
            // A small push button's shadow is 6 pt at the sides and stays 4 pt above from tools
            // version 17701 on too (vienna-rss, OpenEmu: rectangles 16 pt tall in 27 pt frames).
            if cell["controlSize"] == "small" {
                // Older Xcodes stored the small push button 28 pt tall, its bezel 5 pt inside
                // the frame at the sides and 6 above its bottom (outside the corpus: CotEditor's
                // Xcode 7 sheet, two buttons held 108 pt wide in 118 pt frames and 10 pt apart
                // with touching frames; rivenx's Xcode 10 about box, pinned 20 pt from the
                // trailing edge and 15 from the bottom, 5 and 6 inside).
                if frame.height == 28 { return EdgeInsets(top: 4, left: 5, bottom: 6, right: 5) }
                insets.top = 4; insets.left = 6; insets.right = 6
            }
            return insets
        case (.macOS, "box"):
            // A primary box (the default type, with its bezel) draws its border outside the
            // rectangle constraints act on: 3 pt at the sides and 4 below, and 2 above when it
            // has no title (corpus: boxes pinned to their superview in iina, OpenEmu and
            // vienna-rss). Custom, old-style and (from Xcode 12) borderless boxes have none.
            if element["boxType"] == "separator" {
                // A separator's 5 pt frame holds a 1 pt line in its middle, the rectangle
                // constraints act on (horizontal separators pinned by their top in OpenEmu and
                // NetNewsWire sit 2 pt inside the frame).
                return frame.height <= frame.width ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
                                                   : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
            }
            // Before macOS 11 (Xcode 12) a primary or secondary box had those insets whatever its
            // border: gitx's borderless primary box of Xcode 10 (pinned to its superview's
            // bottom and leading edge, stored at x = −3, y = −4, 6 pt wider) and ShadowsocksX-NG's
            // borderless secondary box of Xcode 8 (the same), both outside the corpus; from
            // Xcode 12 a borderless box sits on its frame (simplenote-macos's, Xcode 14).
            let primaryLook = element["boxType"] == nil || element["boxType"] == "primary"
            let drawnAsPrimaryBefore11 = (primaryLook || element["boxType"] == "secondary") && drawsControlsBeforeMacOS11(toolsVersion: toolsVersion)
            guard drawnAsPrimaryBefore11 || (primaryLook && element["borderType"] != "none") else { return .zero }
            return EdgeInsets(top: element["titlePosition"] == "noTitle" ? 2 : 0, left: 3, bottom: 4, right: 3)
        case (.macOS, "popUpButton"):
            // Rounded pop-up buttons (push and pull-down): 3 pt before the bezel and 4 after
            // it at the regular size, 4 and 4 at the small size (measured on the corpus).
            guard let cell = element.child("popUpButtonCell") else { return .zero }
            if cell["bezelStyle"] == "recessed" { return recessedInsets(frame: frame) }
            if cell["bezelStyle"] == "roundedRect" { return roundedRectInsets(cell, frame: frame) }
            guard cell["bezelStyle"] == "rounded" else { return .zero }
            if cell["controlSize"] == "small" {
                // Stored 22 pt tall, the small bezel's shadow reaches 2 pt above the rectangle
                // and 4 below it: iina's pop-up 12 pt above a separator pinned to its bottom;
                // outside the corpus Subler's (Xcode 13, pinned 2 pt below its superview's
                // top, and 6 pt from the next one's top in a column) and HandBrake's (Xcode 14
                // and later, pinned by their top and bottom). Other heights (macOS 26's 20 pt)
                // keep no inset above and below.
                guard frame.height == 22 else { return EdgeInsets(top: 0, left: 4, bottom: 0, right: 4) }
                // Before Xcode 12 the small bezel sat 1 pt higher and narrower: 1 above, 3 below
                // and at the sides (outside the corpus: MacDown's Xcode 6 pane, 8 pt below a
                // check box and above another, its leading edge 3 before; Subler's Xcode 8 movie
                // pane, pinned 20 pt below its superview's top, a column 9 pt apart with 5 pt
                // between frames, both edges aligned with a small check box's).
                return drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) ? EdgeInsets(top: 1, left: 3, bottom: 3, right: 3)
                                                                              : EdgeInsets(top: 2, left: 4, bottom: 4, right: 4)
            }
            // At the 25 pt height of the regular size before macOS 13, the bezel's shadow is
            // 1 pt above the rectangle and 4 below it (pop-ups pinned by their top in OpenEmu
            // and vienna-rss, by their bottom in OpenEmu and NetNewsWire: 5 of 5).
            // Taller frames (26 pt from macOS 13 on, 29 pt) keep that shadow (vienna-rss and
            // iina: 5 of 5 pinned or centred); macOS 26's 24 pt pop-ups sit on their frame
            // like its push buttons (NetNewsWire: 5 of 5, sides and top).
            // macOS 11's large pop-up, stored 40 pt tall as the large push button is, has its
            // 28 pt rectangle 6 pt inside above and below and 5 at the sides (outside the
            // corpus: AerialCompanion's settings, pinned by the leading edge, top and bottom,
            // 5 before; a push button 16 pt after one, 11 between the frames; Aerial's, 4).
            if cell["controlSize"] == "large", frame.height == 40 { return EdgeInsets(top: 6, left: 5, bottom: 6, right: 5) }
            if frame.height < 25 { return .zero }
            // Before Xcode 12 (macOS 11's controls) the bezel sat 1 pt narrower at each side
            // and 1 pt lower: 2 before it, 3 below and after (NetNewsWire's four Xcode 10–11
            // sheets, 3 after; outside the corpus CotEditor's Xcode 10 pane, 2 before in 5 of
            // 5, 3 below and after; its Xcode 13 pane has 3 and 4, as Xcode 12 on). Stored 26
            // pt tall (Xcode 6 to 10), the bezel is 2 pt below the top: outside the corpus
            // MacPass's Xcode 9 settings (4 pop-ups pinned by their top), CotEditor's Xcode 6
            // print pane (pinned by the top; 5 pt between frames 10 apart) and MacDown's Xcode 6
            // one (centred on a label 0.5 pt above the frame's middle).
            if drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) {
                return EdgeInsets(top: frame.height == 26 ? 2 : 1, left: 2, bottom: 3, right: 3)
            }
            return EdgeInsets(top: 1, left: 3, bottom: 4, right: 4)
        case (.macOS, "stepper"):
            // Before macOS 11 (Xcode 12) a regular stepper is stored in a 19 × 27 frame around
            // the 13 × 23 rectangle its constraints act on: 3 pt at each side, 1.5 above and 2.5
            // below (outside the corpus: CotEditor's Xcode 7 editor pane, steppers 4 pt after a field
            // and 8 before a label, centred on the field; MacDown's Xcode 8 editor preferences,
            // 2 pt after fields and 7 before labels, top-aligned with them, 9 pt apart).
            guard element.cell.map(AppKitBaselines.isRegular) ?? true, frame.width == 19 else { return .zero }
            if frame.height == 27, drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) {
                return EdgeInsets(top: 1.5, left: 3, bottom: 2.5, right: 3)
            }
            // macOS 11's regular stepper is stored 19 × 28, still 3 pt inside at each side
            // (outside the corpus: CotEditor's Xcode 13 sort pane, two steppers 4 pt after
            // fields; Amethyst's Xcode 12.5 layouts pane, 1 pt after a field and 2 before a
            // label). Centred on the fields, their frames sit half a point above the centre in
            // one and below it in the other: Xcode's rounding of a centred 23 pt rectangle.
            // NetNewsWire's 20 × 26 has no evidence and keeps its frame.
            guard frame.height == 28, !drawsControlsBeforeMacOS11(toolsVersion: toolsVersion) else { return .zero }
            return EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 3)
        case (.macOS, "colorWell"):
            // From Xcode 14 the well's bezel reaches 2 pt above and below the rectangle
            // constraints act on and 3 pt at each side: iina's Xcode 15 wells pinned 7 pt
            // below their superview's top stored 2 pt above it, and centred on labels; outside
            // the corpus KeyCastr's Xcode 26 wells, 50 × 26 frames held at 44 × 22 (9 of 9),
            // and Xcode 14's: transmission's held at 52 × 47 stored 58 × 51, ColorSwitcher's
            // in a grid. Wells of Xcode 6 to 13 sit on their frame (CotEditor, Skim: 44 of 44;
            // DeaDBeeF's Xcode 13 panes, 7 of 7).
            return toolsVersion >= firstXcode14ToolsVersion ? EdgeInsets(top: 2, left: 3, bottom: 2, right: 3) : .zero
        case (.macOS, "tabView"):
            // A tab view with tabs on top and a bezel border (the default type) draws its
            // bezel's shadow and the tabs' overhang outside the rectangle constraints act on:
            // 7 pt at each side and 10 below, and 6 above at the regular size, 3 at the small
            // one (outside the corpus, pinned to their superviews: transmission's and MacPass's
            // regular ones, Xcode 14 and 10; Subler's and HandBrake's small ones, Xcode 8 and 14).
            // The corpus's tab views are all tabless and borderless, on their frame; other
            // types and the mini size have no evidence and keep their frame.
            guard element["type"] == nil else { return .zero }
            switch element["controlSize"] {
            case nil, "regular": return EdgeInsets(top: 6, left: 7, bottom: 10, right: 7)
            case "small": return EdgeInsets(top: 3, left: 7, bottom: 10, right: 7)
            default: return .zero
            }
        case (.macOS, "switch"):
            // NSSwitch draws its track past the rectangle constraints act on: at the regular
            // size 2 pt at each side and 1 above and below (iina's 42 × 25 switches pinned by
            // their leading, trailing and top edges), at the mini size 1 pt at each side
            // (CotEditor's five, outside the corpus, pinned to their superview's trailing
            // edge). Small ones have no evidence and keep their frame.
            switch element["controlSize"] {
            case nil, "regular": return EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
            case "mini": return EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
            default: return .zero
            }
        case (.macOS, "segmentedControl"):
            // A rounded segmented control at the regular size draws its bezel 2 pt past the
            // rectangle constraints act on at each side and 1 pt above it; below, its shadow
            // reaches 2 pt in Xcode 6's files and 1 pt in Xcode 14's and 15's (iina: 10
            // controls in 5 files, pinned by a side, stacked or centred; outlander-osx outside
            // the corpus, Xcode 6: 3 of 3, pinned by a side, by the top and 5 pt below another).
            // Which Xcode between them changed the shadow no file shows: the change is put with
            // the push button's (tools version 17701). Small ones have no evidence either way.
            guard let cell = element.child("segmentedCell"), cell["style"] == "rounded",
                  AppKitBaselines.isRegular(cell) else { return .zero }
            return EdgeInsets(top: 1, left: 2, bottom: toolsVersion >= firstWiderBezelToolsVersion ? 1 : 2, right: 2)
        case (.macOS, "progressIndicator"):
            // A regular bar's 20 pt frame reaches 1 pt above and below the 18 pt rectangle
            // constraints act on: NetNewsWire's and Sparkle's bars, each pinned 8 or 9 pt below
            // a label whose stored top and height are fixed and by their bottom (NetNewsWire,
            // to the window's edge) or to a button below (Sparkle), are stored 1 pt higher than
            // their top constraint says and 1 pt lower than their bottom one. Spinning and
            // small ones have no evidence and keep their frame.
            guard element["style"] != "spinning", AppKitBaselines.isRegular(element), frame.height == 20 else { return .zero }
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case (.macOS, "imageView"):
            // A gray bezel (`imageFrameStyle="grayBezel"`) is drawn 3 pt outside the rectangle
            // constraints act on, on every side: 168 × 100 image views stored 174 × 106 at
            // (−3, −3) (pock, outside the corpus; La Bataille Corse in the sample of
            // 2026-12-02). No corpus file frames an image view.
            guard element.child("imageCell")?["imageFrameStyle"] == "grayBezel" else {
                return symbolImageViewInsets(element, heights: symbolImageHeights, toolsVersion: toolsVersion) ?? .zero
            }
            return EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        default:
            return .zero
        }
    }

    /// A recessed button or pop-up (the scope bar's style) stored 19 pt tall reaches 1 pt
    /// below the 18 pt rectangle constraints act on: NetNewsWire's sort pop-up, pinned by its
    /// top and centred on a label, and vienna-rss's RSS button, held at 18 pt by a ratio to a
    /// 20 pt field. Other heights (image-only buttons, whose symbol decides) keep their frame.
    private static func recessedInsets(frame: Rect) -> EdgeInsets {
        frame.height == 19 ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : .zero
    }

    /// A small round-rect button or pop-up (`bezelStyle="roundedRect"`) stored 17 pt tall
    /// reaches 1 pt below the 16 pt rectangle constraints act on.
    private static func roundedRectInsets(_ cell: XMLElementNode, frame: Rect) -> EdgeInsets {
        cell["controlSize"] == "small" && frame.height == 17 ? EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) : .zero
    }
}
