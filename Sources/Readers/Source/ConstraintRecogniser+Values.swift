import LayoutModel

/// Items, anchors, numbers and priorities as the code writes them.
extension ConstraintRecogniser {
    static let guideProperties: [String: GuideRole] = [
        "safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .layoutMargins, "readableContentGuide": .readableContent,
        "keyboardLayoutGuide": .keyboard, "contentLayoutGuide": .scrollContent, "frameLayoutGuide": .scrollFrame,
        "mas_safeAreaLayoutGuide": .safeArea,
    ]

    static let anchors: [String: LayoutAttribute] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading, "trailingAnchor": .trailing,
        "leftAnchor": .left, "rightAnchor": .right, "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "widthAnchor": .width, "heightAnchor": .height, "firstBaselineAnchor": .firstBaseline,
        "lastBaselineAnchor": .lastBaseline,
    ]

    /// Members that lead to a view the code does not name (`superview`, `subviews.first`).
    static let unnamedMembers: Set<String> = ["superview", "window", "first", "last", "subviews", "arrangedSubviews",
                                              "inputView", "firstObject", "lastObject"]

    /// Names that are never a view of this scope.
    static let nonItems: Set<String> = ["nil", "true", "false", "YES", "NO", "super", "Self"]

    /// The object `expression` names, or `.unknown`.
    func item(_ expression: SourceExpr, _ scope: Scope) -> CodeItem {
        switch expression.kind {
        case .name(let name):
            if let alias = scope.aliases[name] { return alias }
            if let placeholder = scope.parameterPlaceholders[name] { return CodeItem(path: placeholder) }
            if scope.parameters.contains(name) || Self.nonItems.contains(name) || name.hasPrefix("$") { return .unknown }
            if let guide = Self.guideProperties[name] { return CodeItem(path: "self", guide: guide) }
            if name.first?.isUppercase == true { return .unknown }
            return CodeItem(path: name)
        case .member(let base, let name):
            if case .name("self") = base.kind {
                if let guide = Self.guideProperties[name] { return CodeItem(path: "self", guide: guide) }
                if let alias = scope.aliases[name] { return alias }
                if Self.unnamedMembers.contains(name) { return .unknown }
                return CodeItem(path: name)
            }
            let owner = item(base, scope)
            guard let path = owner.path, owner.guide == nil else { return .unknown }
            if let guide = Self.guideProperties[name] { return CodeItem(path: path, guide: guide) }
            if Self.unnamedMembers.contains(name) { return .unknown }
            return CodeItem(path: "\(path).\(name)")
        default:
            return .unknown
        }
    }

    /// `view.topAnchor` (or a bare `topAnchor` of `self`): the item and attribute.
    func anchor(_ expression: SourceExpr, _ scope: Scope) -> (CodeItem, LayoutAttribute)? {
        switch expression.kind {
        case .member(let base, let name):
            guard let attribute = Self.anchors[name] else { return nil }
            return (item(base, scope), attribute)
        case .name(let name):
            guard let attribute = Self.anchors[name] else { return nil }
            return (scope.parameters.contains(name) ? .unknown : CodeItem(path: "self"), attribute)
        default:
            return nil
        }
    }

    /// The value of a numeric expression when it is statically known.
    func number(_ expression: SourceExpr, _ scope: Scope) -> Double? {
        switch expression.kind {
        case .number(let value):
            return value
        case .prefix("-", let operand):
            return number(operand, scope).map { -$0 }
        case .prefix("+", let operand):
            return number(operand, scope)
        case .binary(let op, let lhs, let rhs):
            guard let left = number(lhs, scope), let right = number(rhs, scope) else { return nil }
            switch op {
            case "+": return left + right
            case "-": return left - right
            case "*": return left * right
            case "/": return right == 0 ? nil : left / right
            default: return nil
            }
        case .name(let name):
            if let value = scope.numbers[name] { return value }
            if name == "CGFLOAT_MIN" { return nil }
            return nil
        case .member(let base, let name):
            if case .name("self") = base.kind { return scope.numbers[name] }
            if case .name(let typeName) = base.kind, typeName == scope.typeName || typeName == "Self" { return scope.numbers[name] }
            return nil
        case .call(let callee, let arguments, nil) where arguments.count == 1:
            // `CGFloat(8)`, `Double(8)`: a conversion of a known number.
            guard case .name(let name) = callee.kind, ["CGFloat", "Double", "Float", "Int"].contains(name),
                  arguments.first?.label == nil, let only = arguments.first else { return nil }
            return number(only.value, scope)
        default:
            return nil
        }
    }

    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "fittingSizeCompression": 50,
        "dragThatCanResizeScene": 510, "dragThatCannotResizeScene": 490, "windowSizeStayPut": 500,
        "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
        "UILayoutPriorityFittingSizeLevel": 50, "NSLayoutPriorityRequired": 1000, "NSLayoutPriorityDefaultHigh": 750,
        "NSLayoutPriorityDefaultLow": 250, "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750,
        "MASLayoutPriorityDefaultLow": 250, "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityFittingSizeLevel": 50,
    ]

    /// A priority: `.defaultHigh`, `UILayoutPriority(999)`, `.init(rawValue: 999)`,
    /// `.required - 1`, `999`; SnapKit's `.high` (750), `.medium` (500), `.low` (250).
    func priority(_ expression: SourceExpr, _ scope: Scope, snapKit: Bool = false) -> Double? {
        if let value = number(expression, scope) { return value }
        switch expression.kind {
        case .implicitMember(let name), .name(let name):
            if snapKit, let value = ["high": 750.0, "medium": 500, "low": 250, "required": 1000][name] { return value }
            return Self.namedPriorities[name]
        case .member(let base, let name):
            if case .name(let type) = base.kind, type.hasSuffix("LayoutPriority") || type == "Priority" { return Self.namedPriorities[name] }
            return nil
        case .binary(let op, let lhs, let rhs) where op == "-" || op == "+":
            guard let left = priority(lhs, scope, snapKit: snapKit), let right = number(rhs, scope) else { return nil }
            return op == "-" ? left - right : left + right
        case .call(let callee, let arguments, nil) where arguments.count == 1:
            switch callee.kind {
            case .name(let name) where name.hasSuffix("LayoutPriority") || name == "Priority" || name == "ConstraintPriority":
                break
            case .implicitMember("init"):
                break
            case .member(_, "init"):
                break
            default:
                return nil
            }
            guard let only = arguments.first, only.label == nil || only.label == "rawValue" else { return nil }
            return number(only.value, scope)
        default:
            return nil
        }
    }

    /// `true`/`false`/`YES`/`NO`, or nil.
    static func boolean(_ expression: SourceExpr) -> Bool? {
        guard case .name(let name) = expression.kind else { return nil }
        switch name {
        case "true", "YES": return true
        case "false", "NO": return false
        default: return nil
        }
    }

    /// The argument labelled `label`.
    static func argument(_ arguments: [SourceArgument], _ label: String?) -> SourceExpr? {
        arguments.first { $0.label == label }?.value
    }

    /// A layout attribute as written in `NSLayoutConstraint(item:attribute:…)`:
    /// `.top`, `NSLayoutAttributeTop`, `NSLayoutConstraint.Attribute.top`.
    static func attribute(_ expression: SourceExpr) -> LayoutAttribute? {
        let name: String
        switch expression.kind {
        case .implicitMember(let member), .member(_, let member): name = member
        case .name(let constant) where constant.hasPrefix("NSLayoutAttribute"):
            let rest = constant.dropFirst("NSLayoutAttribute".count)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
        default: return nil
        }
        if name == "notAnAttribute" { return .notAnAttribute }
        return LayoutAttribute(rawValue: name)
    }

    /// A relation: `.equal`, `NSLayoutRelationEqual`, `.greaterThanOrEqual`.
    static func relation(_ expression: SourceExpr) -> LayoutRelation? {
        let name: String
        switch expression.kind {
        case .implicitMember(let member), .member(_, let member): name = member
        case .name(let constant): name = constant
        default: return nil
        }
        switch name {
        case "equal", "NSLayoutRelationEqual": return .equal
        case "lessThanOrEqual", "NSLayoutRelationLessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual", "NSLayoutRelationGreaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }
}
