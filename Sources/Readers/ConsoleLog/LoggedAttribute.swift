import LayoutModel

/// The attribute names logs print, mapped to layout attributes. Autoresizing constraints
/// print a frame's `minX`, `midX`, `maxX` (and `Y`) measured in the superview.
enum LoggedAttribute {
    /// The attribute for `name`, and whether it is measured from the superview's origin.
    static func parse(_ name: String) -> (LayoutAttribute, inSuperview: Bool)? {
        if let attribute = LayoutAttribute(rawValue: name), attribute != .notAnAttribute { return (attribute, false) }
        switch name {
        case "minX": return (.left, true)
        case "midX": return (.centerX, true)
        case "maxX": return (.right, true)
        case "minY": return (.top, true)
        case "midY": return (.centerY, true)
        case "maxY": return (.bottom, true)
        case "baseline": return (.lastBaseline, false)
        case "Width": return (.width, false)
        case "Height": return (.height, false)
        default: return nil
        }
    }
}
