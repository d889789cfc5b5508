/// A view or layout guide as code names it: a property or variable path with `self.`
/// removed (`titleLabel`, `contentView`, `self` for the owner), and the guide of it the
/// code used, if any. Nil `path` means the reader cannot know which object it is (a
/// parameter, a function result, a subscript).
public struct CodeItem: Sendable, Hashable, CustomStringConvertible {
    /// The path, nil when unknown.
    public var path: String?
    /// The layout guide of the view the code used (`view.safeAreaLayoutGuide`), if any.
    public var guide: GuideRole?

    /// Creates an item.
    public init(path: String?, guide: GuideRole? = nil) {
        self.path = path
        self.guide = guide
    }

    /// An object the reader cannot identify.
    public static let unknown = CodeItem(path: nil)

    /// Whether the object is identified.
    public var isKnown: Bool { path != nil }

    /// `titleLabel`, `view.safeAreaLayoutGuide`, or `?`.
    public var description: String {
        guard let path else { return "?" }
        guard let guide else { return path }
        return "\(path).\(CodeItem.guideProperty(guide))"
    }

    /// The property that names `guide` in UIKit.
    public static func guideProperty(_ guide: GuideRole) -> String {
        switch guide {
        case .safeArea: "safeAreaLayoutGuide"
        case .layoutMargins: "layoutMarginsGuide"
        case .readableContent: "readableContentGuide"
        case .keyboard: "keyboardLayoutGuide"
        case .scrollContent: "contentLayoutGuide"
        case .scrollFrame: "frameLayoutGuide"
        case .topLayoutGuide: "topLayoutGuide"
        case .bottomLayoutGuide: "bottomLayoutGuide"
        case .custom: "layoutGuide"
        }
    }
}

/// How the code wrote a constraint.
public enum CodeIdiom: String, Sendable, CaseIterable, Comparable {
    /// `a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)` and its variants.
    case anchor
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    case itemAttribute
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    case visualFormat
    /// SnapKit: `snp.makeConstraints { make in … }` (and remake, update).
    case snapKit
    /// Masonry: `mas_makeConstraints:^(MASConstraintMaker *make) { … }`.
    case masonry
    /// A call of a helper function of the same file whose body makes constraints.
    case helper

    public static func < (lhs: CodeIdiom, rhs: CodeIdiom) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether a constraint takes part in layout once the code has run.
public enum CodeActivation: String, Sendable, Equatable {
    /// Activated (`activate([...])`, `isActive = true`, SnapKit, Masonry).
    case active
    /// Created and kept (assigned to a variable or property) without being activated here.
    case inactive
    /// Activated only on some paths, or by code the reader cannot follow.
    case unknown
}

/// One constraint the code makes. Nil numbers are not statically known.
public struct CodeConstraint: Sendable, Equatable {
    /// The first item and attribute.
    public var firstItem: CodeItem
    /// The first attribute.
    public var firstAttribute: LayoutAttribute
    /// The relation.
    public var relation: LayoutRelation
    /// The second item; nil for a constant constraint.
    public var secondItem: CodeItem?
    /// The second attribute (`notAnAttribute` without a second item).
    public var secondAttribute: LayoutAttribute
    /// The multiplier, nil when unknown.
    public var multiplier: Double?
    /// The constant, nil when unknown.
    public var constant: Double?
    /// The priority, nil when unknown.
    public var priority: Double?
    /// Whether it is active.
    public var activation: CodeActivation
    /// How it was written.
    public var idiom: CodeIdiom
    /// Where the expression that creates it starts.
    public var location: SourceLocation
    /// The variable or property it is assigned to, when it is (`heightConstraint`).
    public var storedIn: String?
    /// The `identifier` the code gives it, when literal.
    public var identifier: String?
    /// Whether it updates an existing constraint between the same attributes rather than
    /// adding one (SnapKit `updateConstraints`, Masonry `mas_updateConstraints`).
    public var updatesExisting = false

    /// Creates a constraint.
    public init(firstItem: CodeItem, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                secondItem: CodeItem? = nil, secondAttribute: LayoutAttribute = .notAnAttribute,
                multiplier: Double? = 1, constant: Double? = 0, priority: Double? = 1000,
                activation: CodeActivation = .inactive, idiom: CodeIdiom, location: SourceLocation,
                storedIn: String? = nil, identifier: String? = nil) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.activation = activation
        self.idiom = idiom
        self.location = location
        self.storedIn = storedIn
        self.identifier = identifier
    }

    /// Whether every part is known: both items, the numbers, and that it is active.
    public var isFullyKnown: Bool {
        firstItem.isKnown && (secondItem?.isKnown ?? true) && multiplier != nil && constant != nil && priority != nil
            && activation == .active && firstAttribute != .notAnAttribute
    }

    /// `titleLabel.top == contentView.top + 8`, with `?` for what is unknown.
    public var text: String {
        func number(_ value: Double?) -> String {
            guard let value else { return "?" }
            return value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        }
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem {
            if multiplier != 1 { text += "\(number(multiplier)) × " }
            text += "\(secondItem).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant.map { $0 < 0 ? " - \(number(-$0))" : " + \(number($0))" } ?? " + ?" }
        } else {
            text += number(constant)
        }
        if priority != 1000 { text += " @\(number(priority))" }
        return text
    }
}

/// One thing a method body does that matters for layout.
public struct CodeEvent: Sendable, Equatable {
    /// What it is.
    public enum Kind: Sendable, Equatable {
        /// A constraint made.
        case constraint(CodeConstraint)
        /// A view created in code (`UILabel()`, `UIStackView(arrangedSubviews:)`), of the class
        /// named, stored in `view`.
        case createsView(view: CodeItem, className: String)
        /// `parent.addSubview(child)`, `insertSubview`, `addArrangedSubview`, or a stack view
        /// created with `arrangedSubviews:`.
        case addSubview(parent: CodeItem, child: CodeItem, arranged: Bool)
        /// `view.translatesAutoresizingMaskIntoConstraints = value` (value nil: not a literal).
        case setsTranslatesAutoresizingMask(view: CodeItem, value: Bool?)
        /// A method call whose name matters (`setNeedsLayout`, `layoutIfNeeded`,
        /// `invalidateIntrinsicContentSize`, `removeConstraints`, `deactivate`,
        /// `snp.removeConstraints`, a super call is `superCall`).
        case call(receiver: CodeItem, name: String)
        /// `super.name(…)`.
        case superCall(name: String)
        /// An assignment to a property of an object (`frame`, `constant`, `priority`,
        /// `isActive`), with the literal value when there is one.
        case assignment(target: CodeItem, property: String, value: Double?)
        /// Constraints removed or replaced (`deactivate`, `removeConstraints`,
        /// `remakeConstraints`, `removeFromSuperview`).
        case removal(CodeItem)
    }

    /// What happened.
    public var kind: Kind
    /// Where.
    public var location: SourceLocation
    /// Whether it runs only on some paths: inside an `if`, `switch`, loop or closure, or
    /// after a `guard` (a guard keeps layout-time work from repeating).
    public var isConditional: Bool

    /// Creates an event.
    public init(_ kind: Kind, at location: SourceLocation, isConditional: Bool = false) {
        self.kind = kind
        self.location = location
        self.isConditional = isConditional
    }
}
