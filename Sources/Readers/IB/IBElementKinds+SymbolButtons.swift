import LayoutModel

extension IBElementKinds {
    /// The system images whose SF Symbol (macOS 11 on) a borderless image-only button draws
    /// past, or inside, the rectangle constraints act on, as Xcode 12 and later store them.
    /// The "+" reaches 2.5 pt above that rectangle, 1.5 below and 0.5 after it; the "−", a
    /// thin bar, is drawn 2 pt inside it at the top and 3 at the bottom (its frame is
    /// shorter than its constraints) and 0.5 after it. Measured the same at every size the
    /// buttons are held at (20 × 20 to 24 × 23) and for every bezel a borderless button
    /// keeps (shadowless square, small square, bevel): iina's list buttons (4 files, Xcode 14
    /// and 26) and, outside the corpus, CotEditor's (4 files, Xcode 13 and 15, 8 of 8).
    /// Other symbols differ from image to image and have no second repository.
    static let borderlessSymbolInsets: [String: EdgeInsets] = [
        "NSAddTemplate": EdgeInsets(top: 2.5, left: 0, bottom: 1.5, right: 0.5),
        "NSRemoveTemplate": EdgeInsets(top: -2, left: 0, bottom: -3, right: 0.5),
    ]

    /// The insets of a borderless, untitled, regular-size button showing one of
    /// `borderlessSymbolInsets`' images, in a file saved by Xcode 12 or later; nil otherwise
    /// (older Xcode drew the images as bitmaps on the rectangle: no file shows otherwise).
    static func symbolButtonInsets(_ cell: XMLElementNode, toolsVersion: Double) -> EdgeInsets? {
        guard cell["borderStyle"] == nil, toolsVersion >= 17000, AppKitBaselines.isRegular(cell),
              cell["title"]?.isEmpty ?? true, let image = cell["image"] else { return nil }
        return borderlessSymbolInsets[image]
    }
}
