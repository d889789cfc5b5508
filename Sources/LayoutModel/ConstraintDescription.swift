extension LayoutGraph {
    /// How reports name an item briefly: its name in quotes, else its id
    /// (`'Title'`, `0x7f8b1c00a200`), prefixed with the class: `UILabel'Title'`.
    public func shortName(of item: ItemID) -> String {
        let element = self[item]
        if let name = element.name, !name.isEmpty { return "\(element.className)'\(name)'" }
        return "\(element.className):\(element.id)"
    }

    /// The constraint as an equation people read, in UIKit's style:
    /// `UILabel'Title'.leading == UIView:root.leadingMargin + 8 @750`.
    public func describe(_ constraint: LayoutConstraint) -> String {
        var text = "\(shortName(of: constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
        var hasTerm = false
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += "\(Self.number(constraint.multiplier))×" }
            text += "\(shortName(of: second)).\(constraint.secondAttribute.rawValue)"
            hasTerm = true
        }
        if !hasTerm {
            text += Self.number(constraint.constant)
        } else if constraint.constant != 0 {
            text += constraint.constant < 0 ? " - \(Self.number(-constraint.constant))" : " + \(Self.number(constraint.constant))"
        }
        if !constraint.isRequired { text += " @\(Self.number(constraint.priority))" }
        return text
    }

    /// A number as constraint descriptions show it (4 decimals).
    static func number(_ value: Double) -> String {
        NumberText.format(value, decimals: 4)
    }
}

/// Numbers in messages: rounded, without a trailing `.0` (`8`, `0.5`, `93.3333`).
public enum NumberText {
    /// `value` rounded to `decimals` decimal places.
    public static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
