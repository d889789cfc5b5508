/// UIKit's and AppKit's default content-hugging and compression-resistance priorities per
/// class, as Interface Builder shows them for new views. Used when the input does not say.
///
/// Only the class name is known, so a subclass (`MyApp.TitleLabel`) gets the plain-view
/// defaults unless its input records its priorities (dumps do; IB files mostly do).
public enum ContentPriorityDefaults {
    /// The defaults of one class: hugging and compression resistance per axis.
    public struct Defaults: Sendable, Equatable {
        /// Content hugging (horizontal, vertical).
        public var hugging: AxisValues<Double>
        /// Compression resistance (horizontal, vertical).
        public var compressionResistance: AxisValues<Double>
    }

    static let plain = Defaults(hugging: AxisValues(250, 250), compressionResistance: AxisValues(750, 750))
    static let hugging251 = Defaults(hugging: AxisValues(251, 251), compressionResistance: AxisValues(750, 750))
    static let hugging750 = Defaults(hugging: AxisValues(750, 750), compressionResistance: AxisValues(750, 750))

    /// Classes whose defaults differ from 250/750.
    static let table: [String: Defaults] = [
        "UILabel": hugging251, "UIImageView": hugging251,
        "UISwitch": hugging750, "UIStepper": hugging750, "UIActivityIndicatorView": hugging750,
        "NSTextField": Defaults(hugging: AxisValues(251, 750), compressionResistance: AxisValues(750, 750)),
        "NSImageView": hugging251,
        "NSProgressIndicator": hugging750, "NSSwitch": hugging750, "NSStepper": hugging750,
    ]

    /// The defaults for `className` (250/750 for any class not in the table).
    public static func defaults(for className: String) -> Defaults {
        table[className] ?? plain
    }
}
