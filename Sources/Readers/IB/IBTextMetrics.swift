import LayoutModel

/// The height a one-line iOS label needs for its font, which Interface Builder does not store.
///
/// A label's stored frame is a poor stand-in for its intrinsic height wherever the frame was
/// stretched or dragged by hand: two 17 pt labels stored 21 pt tall in a 42 pt gap look
/// exactly fitted, yet their text needs 20.5 pt each, and Xcode marks the pair ambiguous
/// because the spare point can go to either. For the system font the line height is known:
/// San Francisco's ascender and descender together are 1.19336 × the point size (17 pt:
/// 20.29 pt), and UIKit rounds a label's intrinsic height up to whole device pixels
/// (20.5 pt on a 2× screen, 20.333 pt on 3×). Other fonts, multi-line labels and files
/// saved before San Francisco (Xcode 7) keep the stored height.
enum IBTextMetrics {
    /// San Francisco's line height (ascender − descender, no leading) per point of size.
    static let systemLineHeightPerPoint = 1.19336

    /// Xcode 7 (toolsVersion 9xxx) is the first to draw iOS canvases in San Francisco.
    static let firstSanFranciscoToolsVersion = 9000.0

    /// The point sizes of the Dynamic Type text styles at the default content size category
    /// (Large) and at the extra-small one (Apple's Dynamic Type size tables).
    static let textStyleSizes: [String: (standard: Double, extraSmall: Double)] = [
        "UICTFontTextStyleLargeTitle": (34, 31), "UICTFontTextStyleTitle0": (34, 31), "UICTFontTextStyleTitle1": (28, 25),
        "UICTFontTextStyleTitle2": (22, 19), "UICTFontTextStyleTitle3": (20, 17), "UICTFontTextStyleHeadline": (17, 14),
        "UICTFontTextStyleBody": (17, 14), "UICTFontTextStyleCallout": (16, 13), "UICTFontTextStyleSubhead": (15, 12),
        "UICTFontTextStyleFootnote": (13, 12), "UICTFontTextStyleCaption1": (12, 11), "UICTFontTextStyleCaption2": (11, 11),
    ]

    /// The Xcode builds (toolsVersion) that draw text which adjusts to the content size
    /// category at the extra-small category: Xcode 13 (tools versions 19xxx–20xxx). Every
    /// text-style label of theirs in the corpus is stored at its text's extra-small height
    /// (KeePassium: 20 labels in 8 files, Body 17, Headline 17, Callout 16, Subhead and Footnote 14.5, Caption 1 13.5;
    /// WordPressAuthenticator's Footnote 14.5), as are yagom's Title 3 (20.5) and private Title 0
    /// (37) labels outside it; Xcode 12.5 (Simplenote's Subhead, 18) and Xcode 14 on (the same
    /// yagom and WordPressAuthenticator files re-saved: 24, 41, 16) draw the default category.
    static let extraSmallCategoryToolsVersions = 19000.0..<21000.0

    /// Whether Xcode drew `element`'s text styles at the extra-small content size category.
    static func drawsExtraSmallText(_ element: XMLElementNode, toolsVersion: Double) -> Bool {
        element["adjustsFontForContentSizeCategory"] == "YES" && extraSmallCategoryToolsVersions.contains(toolsVersion)
    }

    /// The system font types of `<fontDescription type="…">`.
    static let systemFontTypes: Set<String> = ["system", "boldSystem", "italicSystem"]

    /// The intrinsic height of a one-line label in the system font, rounded up to device
    /// pixels; nil when it cannot be known (another font, wrapping text, an older file).
    static func oneLineLabelHeight(_ label: XMLElementNode, toolsVersion: Double, scale: Double) -> Double? {
        guard label.name == "label", toolsVersion >= firstSanFranciscoToolsVersion,
              (label["numberOfLines"] ?? "1") == "1", label["adjustsFontSizeToFit"] != "YES",
              // Attributed text carries fonts of its own; an empty label needs no height.
              !(label["text"] ?? "").isEmpty, label.child("attributedString", key: "attributedText") == nil,
              let font = label.child("fontDescription", key: "fontDescription") else { return nil }
        let extraSmall = drawsExtraSmallText(label, toolsVersion: toolsVersion)
        guard let (size, family) = sizeAndFamily(font, extraSmall: extraSmall), family == systemFamily else { return nil }
        return (size * systemLineHeightPerPoint * scale).rounded(.up) / scale
    }
}

extension IBTextMetrics {
    /// Ascender and descender per point of size (hhea metrics over units per em) of the fonts
    /// whose baselines are known: San Francisco (1950 and 494 of 2048) and Menlo (1901 and 483
    /// of 2048, the metrics of the Bitstream Vera / DejaVu Sans Mono family it comes from).
    static let fontMetrics: [String: (ascender: Double, descender: Double)] = [
        systemFamily: (1950.0 / 2048, 494.0 / 2048),
        "Menlo": (1901.0 / 2048, 483.0 / 2048),
    ]

    /// UITextView's default `textContainerInset`, top and bottom.
    static let textViewVerticalInset = 8.0

    /// The first and last baselines of a non-scrolling text view, which sizes itself to its
    /// text: the first sits the top inset plus the font's ascender below its top, the last the
    /// bottom inset plus the descender above its bottom (Auto Layout uses a view's top and
    /// bottom edges only for views without text). Nil for other views, fonts whose metrics
    /// are not known, attributed text and files saved before San Francisco.
    static func textViewBaselines(_ element: XMLElementNode, toolsVersion: Double)
        -> (fromTop: Double, fromBottom: Double)? {
        guard element.name == "textView", element["scrollEnabled"] == "NO", toolsVersion >= firstSanFranciscoToolsVersion,
              element.child("attributedString", key: "attributedText") == nil,
              element.child("edgeInsets", key: "textContainerInset") == nil,
              let font = element.child("fontDescription", key: "fontDescription"),
              let (size, metrics) = sizeAndMetrics(font, extraSmall: drawsExtraSmallText(element, toolsVersion: toolsVersion)) else { return nil }
        return (textViewVerticalInset + metrics.ascender * size, textViewVerticalInset + metrics.descender * size)
    }

    /// The point size of a `<fontDescription>` and its font's metrics, when both are known.
    private static func sizeAndMetrics(_ font: XMLElementNode, extraSmall: Bool) -> (Double, (ascender: Double, descender: Double))? {
        guard let (size, family) = sizeAndFamily(font, extraSmall: extraSmall), let metrics = fontMetrics[family] else { return nil }
        return (size, metrics)
    }

    /// The key of San Francisco in `fontMetrics`: text styles and `type="system"` fonts.
    static let systemFamily = "system"

    /// The point size of a `<fontDescription>` and its family: `systemFamily` for a Dynamic
    /// Type style or a system font type, else the stored `family`. Nil when the size is not
    /// known (an unknown style, a missing or unreasonable `pointSize`). `extraSmall`: text
    /// styles at the extra-small content size category.
    private static func sizeAndFamily(_ font: XMLElementNode, extraSmall: Bool) -> (size: Double, family: String)? {
        if let style = font["style"] {
            return textStyleSizes[style].map { (extraSmall ? $0.extraSmall : $0.standard, systemFamily) }
        }
        guard let text = font["pointSize"], let size = Double(text), size.isFinite, size > 0, size < 1000 else { return nil }
        if let type = font["type"], systemFontTypes.contains(type) { return (size, systemFamily) }
        return font["family"].map { (size, $0) }
    }
}
