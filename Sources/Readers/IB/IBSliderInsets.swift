import LayoutModel

/// The alignment rectangles of AppKit sliders (docs/appkit-metrics.md, "slider" rows).
extension IBElementKinds {
    /// How far a slider's stored frame reaches past the rectangle its constraints act on.
    /// `frame` is the stored frame; its height tells macOS 11's slider and the tick-mark
    /// slider of older ones apart.
    static func sliderInsets(_ element: XMLElementNode, toolsVersion: Double, frame: Rect) -> EdgeInsets {
        // The knob's travel (and its shadow) reaches 2 pt past the rectangle constraints
        // act on, on every side and at every size, horizontal or vertical (29 of 29
        // sliders in iina, OpenEmu and simplenote-macos sit 2 pt inside their frame). A
        // regular horizontal one stored 28 pt tall (macOS 11's slider) reaches 6 pt below
        // its 20 pt rectangle: simplenote-macos's pinned by its bottom, iina's pinned by
        // its top and bottom, OpenEmu's centred in a stack.
        if frame.height == 28, frame.width > frame.height, element.cell.map(AppKitBaselines.isRegular) ?? true {
            return EdgeInsets(top: 2, left: 2, bottom: 6, right: 2)
        }
        if let insets = tickMarkSliderInsets(element, toolsVersion: toolsVersion, frame: frame) { return insets }
        return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    }

    /// A regular horizontal slider with tick marks, saved before Xcode 12 (macOS 10.15 and
    /// earlier drew it) and stored 24 or 25 pt tall: its 21 pt rectangle comes 1 pt short of
    /// the frame on the side of the tick marks and leaves the rest on the other side (2 pt at
    /// 24, 3 at 25), and 2 pt at each end as any slider. Outside the corpus: ShowyEdge's
    /// Xcode 8 preferences (a 25 pt slider centred on a 17 pt label, a label 5 pt below it:
    /// 3 above, 1 below) and dct2-compression's Xcode 10 window (two 24 pt sliders, each with
    /// two labels pinned to its bottom: 1 below); in the corpus simplenote-macos's Xcode 11
    /// history slider, ticks above, pinned 9 pt above its superview's bottom (2 below, the
    /// side without ticks). Nil for any other slider.
    static func tickMarkSliderInsets(_ element: XMLElementNode, toolsVersion: Double, frame: Rect) -> EdgeInsets? {
        guard let cell = element.cell, AppKitBaselines.isRegular(cell), frame.width > frame.height,
              drawsControlsBeforeMacOS11(toolsVersion: toolsVersion), frame.height == 24 || frame.height == 25,
              let ticks = cell["numberOfTickMarks"].flatMap({ Int($0) }), ticks > 0 else { return nil }
        let away = frame.height - 22
        // Tick marks below unless the cell says above (AppKit's default, which Xcode leaves out).
        return cell["tickMarkPosition"] == "above"
            ? EdgeInsets(top: 1, left: 2, bottom: away, right: 2)
            : EdgeInsets(top: away, left: 2, bottom: 1, right: 2)
    }
}
