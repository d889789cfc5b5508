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
    /// earlier drew it) and stored 24 pt tall: its 21 pt rectangle ends 1 pt inside the frame
    /// on the side of the tick marks and 2 pt on the other, and 2 pt inside at each end as any
    /// slider. Outside the corpus, ticks below: CotEditor's Xcode 9 window pane (its top on a
    /// label's, an image 8 pt below it: 2 and 1), KeepingYouAwake's Xcode 8 battery pane
    /// (pinned to its container's top and sides, labels 4 pt below: 2, 2, 1, 2), ImageOptim's
    /// Xcode 8 speed slider (labels 8 pt below) and dct2-compression's Xcode 10 window (labels
    /// pinned to its bottom). Ticks above: simplenote-macos's Xcode 11 history slider in the
    /// corpus, pinned 9 pt above its superview's bottom (2 pt on the side without ticks).
    /// Frames of 25 pt (Xcode 8 and 9) are left at 2 pt all round: all three repositories
    /// with one put the rectangle 1 pt above the bottom, but ImageOptim's and selfcontrol's,
    /// held 22 pt tall, 2 pt below the top and ShowyEdge's, centred on a label, 3 (CORPUS.md).
    /// From Xcode 12 on the slider is stored 28 pt tall, ticks or not (the row above). Nil for
    /// any other slider.
    static func tickMarkSliderInsets(_ element: XMLElementNode, toolsVersion: Double, frame: Rect) -> EdgeInsets? {
        guard let cell = element.cell, AppKitBaselines.isRegular(cell), frame.width > frame.height, frame.height == 24,
              drawsControlsBeforeMacOS11(toolsVersion: toolsVersion),
              let ticks = cell["numberOfTickMarks"].flatMap({ Int($0) }), ticks > 0 else { return nil }
        // Tick marks below unless the cell says above (AppKit's default, which Xcode leaves out).
        return cell["tickMarkPosition"] == "above"
            ? EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
            : EdgeInsets(top: 2, left: 2, bottom: 1, right: 2)
    }
}
