/// The size classes of the device a document is designed on, in its orientation, which pick
/// the size-class variations Xcode laid the canvas out with (and stored the frames for).
///
/// UIKit's classes (Apple's Human Interface Guidelines, "Layout", device size classes): an
/// iPad is regular in both; an iPhone in portrait is compact width and regular height; in
/// landscape it is compact height, and regular width only on the large iPhones (the Plus and
/// Max sizes, 414 pt and wider in portrait).
struct IBSizeClasses: Equatable {
    var regularWidth: Bool
    var regularHeight: Bool

    /// The classes of `device` (an IB `<device id>`) in its orientation; nil when the
    /// document names no device or one that is not known (then the base configuration,
    /// any width and any height, is laid out).
    init?(device: String?, landscape: Bool, metrics: IBDeviceMetrics.Device?) {
        guard let device else { return nil }
        if device.hasPrefix("ipad") {
            regularWidth = true
            regularHeight = true
            return
        }
        guard let metrics, device.hasPrefix("retina") else { return nil }
        regularHeight = !landscape
        regularWidth = landscape && min(metrics.width, metrics.height) >= 414
    }

    /// Whether the variation keyed `key` (`widthClass=compact`,
    /// `heightClass=regular-widthClass=regular`, …) applies to these classes. `default` (the
    /// base) and variations on other traits (`userInterfaceIdiom=mac`) do not.
    func applies(_ key: String) -> Bool {
        let traits = key.split(separator: "-")
        guard !traits.isEmpty else { return false }
        for trait in traits {
            let parts = trait.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return false }
            let regular: Bool
            switch parts[1] {
            case "regular": regular = true
            case "compact": regular = false
            default: return false
            }
            switch parts[0] {
            case "widthClass": if regular != regularWidth { return false }
            case "heightClass": if regular != regularHeight { return false }
            default: return false
            }
        }
        return true
    }

    /// "compact width, regular height".
    var description: String {
        "\(regularWidth ? "regular" : "compact") width, \(regularHeight ? "regular" : "compact") height"
    }
}
