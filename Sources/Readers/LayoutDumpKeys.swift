import JSONSupport

/// The keys of a view in a layout dump, in the order errors list them.
enum ViewKey: Int, JSONRecordKey {
    case id, className, name, superview, frame, flipped, translatesAutoresizingMaskIntoConstraints,
         autoresizingMask, intrinsicContentSize, contentHuggingPriority,
         contentCompressionResistancePriority, layoutMargins, safeAreaInsets, firstBaseline,
         lastBaseline, hidden, layoutDirection, role, stack, heightForWidth

    var name: String {
        switch self {
        case .id: "id"
        case .className: "class"
        case .name: "name"
        case .superview: "superview"
        case .frame: "frame"
        case .flipped: "flipped"
        case .translatesAutoresizingMaskIntoConstraints: "translatesAutoresizingMaskIntoConstraints"
        case .autoresizingMask: "autoresizingMask"
        case .intrinsicContentSize: "intrinsicContentSize"
        case .contentHuggingPriority: "contentHuggingPriority"
        case .contentCompressionResistancePriority: "contentCompressionResistancePriority"
        case .layoutMargins: "layoutMargins"
        case .safeAreaInsets: "safeAreaInsets"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .hidden: "hidden"
        case .layoutDirection: "layoutDirection"
        case .role: "role"
        case .stack: "stack"
        case .heightForWidth: "heightForWidth"
        }
    }
}

/// The keys of a constraint in a layout dump, in the order errors list them.
enum ConstraintKey: Int, JSONRecordKey {
    case id, className, identifier, firstItem, firstAttribute, relation, secondItem,
         secondAttribute, multiplier, constant, priority, active, owner, origin

    var name: String {
        switch self {
        case .id: "id"
        case .className: "class"
        case .identifier: "identifier"
        case .firstItem: "firstItem"
        case .firstAttribute: "firstAttribute"
        case .relation: "relation"
        case .secondItem: "secondItem"
        case .secondAttribute: "secondAttribute"
        case .multiplier: "multiplier"
        case .constant: "constant"
        case .priority: "priority"
        case .active: "active"
        case .owner: "owner"
        case .origin: "origin"
        }
    }
}

/// The keys of a layout guide in a layout dump, in the order errors list them.
enum GuideKey: Int, JSONRecordKey {
    case id, className, name, owningView, role, layoutFrame, length

    var name: String {
        switch self {
        case .id: "id"
        case .className: "class"
        case .name: "name"
        case .owningView: "owningView"
        case .role: "role"
        case .layoutFrame: "layoutFrame"
        case .length: "length"
        }
    }
}
