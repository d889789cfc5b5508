/// The attributes of `NSLayoutConstraint`, with the names UIKit prints.
public enum LayoutAttribute: String, Sendable, CaseIterable, Comparable, Codable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The second attribute of a constraint without a second item (`width == 100`).
    case notAnAttribute

    public static func < (lhs: LayoutAttribute, rhs: LayoutAttribute) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// Hashes the ordinal: a raw-value enum would otherwise hash its name's string (string
    /// hashing was 3 % of a corpus lint, much of it constraint keys in sets and dictionaries).
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The position in UIKit's own numbering (`NSLayoutConstraint.Attribute`), used as the
    /// canonical order.
    public var ordinal: Int {
        switch self {
        case .notAnAttribute: 0
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        case .leftMargin: 13
        case .rightMargin: 14
        case .topMargin: 15
        case .bottomMargin: 16
        case .leadingMargin: 17
        case .trailingMargin: 18
        case .centerXWithinMargins: 19
        case .centerYWithinMargins: 20
        }
    }

    /// The axis the attribute measures along; nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }
    /// Whether it is a centre (`centerX`, `centerY` or their margin variants).
    public var isCenter: Bool { [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(self) }

    /// Whether the attribute follows the reading direction (`leading`, `trailing` and their
    /// margin variants). A constraint with such an attribute is mirrored in right-to-left
    /// layouts.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is fixed to the left or right edge regardless of direction.
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }
}

/// The relation of a constraint.
public enum LayoutRelation: String, Sendable, CaseIterable, Comparable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public static func < (lhs: LayoutRelation, rhs: LayoutRelation) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// Hashes the ordinal, not the raw value's string (see `LayoutAttribute.hash(into:)`).
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// UIKit's numbering (-1, 0, 1).
    public var ordinal: Int {
        switch self {
        case .lessThanOrEqual: -1
        case .equal: 0
        case .greaterThanOrEqual: 1
        }
    }
}
