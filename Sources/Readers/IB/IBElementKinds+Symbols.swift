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
    /// On a shadowless square button any other symbol reaches 3 pt above and 3 below it
    /// (`shadowlessSymbolInsets`); on the other bezels they differ from image to image and
    /// have no second repository.
    static let borderlessSymbolInsets: [String: EdgeInsets] = [
        "NSAddTemplate": EdgeInsets(top: 2.5, left: 0, bottom: 1.5, right: 0.5),
        "NSRemoveTemplate": EdgeInsets(top: -2, left: 0, bottom: -3, right: 0.5),
    ]

    /// A borderless shadowless square button (`bezelStyle="shadowlessSquare"`) showing any
    /// other symbol is stored 3 pt above and 3 below the rectangle constraints act on,
    /// whatever the symbol, its size (13 to 200 pt) and its scaling: iina's gear, reveal and
    /// refresh arrows and stop buttons (9 in 4 files, Xcode 14 to 26), vienna-rss's follow-link
    /// arrow, and outside the corpus CotEditor's stop buttons (2, Xcode 14) and UTM's play
    /// button (Xcode 12). Its app images (iina's player controls) sit on the rectangle.
    static let shadowlessSymbolInsets = EdgeInsets(top: 3, left: 0, bottom: 3, right: 0)

    /// The insets of a borderless, untitled, regular-size button showing a symbol
    /// (`borderlessSymbolInsets`, `shadowlessSymbolInsets`), in a file saved by Xcode 12 or
    /// later; nil otherwise (older Xcode drew the images as bitmaps on the rectangle: no
    /// file shows otherwise).
    static func symbolButtonInsets(_ cell: XMLElementNode, toolsVersion: Double) -> EdgeInsets? {
        guard cell["borderStyle"] == nil, toolsVersion >= firstMacOS11ToolsVersion, AppKitBaselines.isRegular(cell),
              cell["title"]?.isEmpty ?? true, let image = cell["image"] else { return nil }
        if let insets = borderlessSymbolInsets[image] { return insets }
        guard cell["bezelStyle"] == "shadowlessSquare", isSymbol(image, catalog: cell["catalog"]) else { return nil }
        return shadowlessSymbolInsets
    }

    /// Whether a named image is drawn from an SF Symbol on macOS 11 and later.
    static func isSymbol(_ name: String, catalog: String?) -> Bool {
        catalog == "system" || symbolBackedImageNames.contains(name) || borderlessSymbolInsets[name] != nil
    }
}

extension IBElementKinds {
    /// How tall an SF Symbol's alignment rectangle is at an image view's default
    /// configuration: a symbol image view's frame is its image's height (the size the
    /// document's `<resources>` give it) taller than the rectangle constraints act on, less
    /// this. 15 of 15 image views in 7 repositories: in the corpus OpenEmu's and
    /// NetNewsWire's gear (`NSActionTemplate`, 20 pt: 11 taller, 3 views), vienna-rss's gear
    /// sized by its image, iina's lock (19 pt: 10), NetNewsWire's `circle` (15 pt: 6);
    /// outside it HandBrake's gears, Strongbox's and CotEditor's system symbols (15 to 22 pt,
    /// held at 12 to 20 pt, scaled down or up alike).
    static let symbolAlignmentHeight = 9.0

    /// The named system images that are SF Symbols from macOS 11 with image views to show
    /// it; others (`NSSmartBadgeTemplate`: NetNewsWire's, held at 48 pt, sits on its frame)
    /// are still bitmaps. Images of the `system` catalog are all symbols.
    static let symbolBackedImageNames: Set<String> = [
        "NSActionTemplate", "NSLockLockedTemplate", "NSInvalidDataFreestandingTemplate", "NSRevealFreestandingTemplate",
        "NSRefreshFreestandingTemplate", "NSStopProgressFreestandingTemplate", "NSFollowLinkFreestandingTemplate",
    ]

    /// The heights the document's `<resources>` give its symbol images, by `symbolKey`.
    static func symbolImageHeights(in document: XMLElementNode) -> [String: Double] {
        var heights: [String: Double] = [:]
        for image in document.child("resources")?.children ?? [] where image.name == "image" {
            guard let name = image["name"], image["catalog"] == "system" || symbolBackedImageNames.contains(name),
                  let height = image["height"].flatMap(Double.init), height.isFinite, height > 0 else { continue }
            heights[symbolKey(name, catalog: image["catalog"])] = height
        }
        return heights
    }

    /// The key of an image in `symbolImageHeights`: a system symbol and an asset of the same
    /// name are different images.
    static func symbolKey(_ name: String, catalog: String?) -> String {
        catalog == "system" ? "system:" + name : name
    }

    /// The insets of an image view showing a symbol image, in a file saved by Xcode 12 or
    /// later: its frame reaches half the extra height above the rectangle constraints act on
    /// and half below, the odd half-point above (the gear: 6 above, 5 below in HandBrake's,
    /// OpenEmu's and NetNewsWire's cells alike); nil for other images and older files.
    static func symbolImageViewInsets(_ element: XMLElementNode, heights: [String: Double], toolsVersion: Double) -> EdgeInsets? {
        guard toolsVersion >= firstMacOS11ToolsVersion, !heights.isEmpty, let cell = element.child("imageCell") else { return nil }
        let reference = cell.child("imageReference", key: "image")
        guard let name = cell["image"] ?? reference?["image"],
              let height = heights[symbolKey(name, catalog: cell["catalog"] ?? reference?["catalog"])],
              height > symbolAlignmentHeight else { return nil }
        let extra = height - symbolAlignmentHeight
        let below = (extra / 2).rounded(.down)
        return EdgeInsets(top: extra - below, left: 0, bottom: below, right: 0)
    }
}
