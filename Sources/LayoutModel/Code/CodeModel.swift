/// What the source reader found in one Swift or Objective-C file: its types, their methods,
/// and in each method the layout work it does (constraints made, views added, flags set),
/// in source order. Plain values: rules read them, the reader writes them.
public struct CodeFile: Sendable, Equatable {
    /// The file as the user named it.
    public var file: String
    /// The types (and extensions) in source order; free functions live in a type named "".
    public var types: [CodeType]
    /// The `layoutlint:disable` comments, in source order.
    public var suppressions: [CodeSuppression] = []

    /// Creates a file model.
    public init(file: String, types: [CodeType] = [], suppressions: [CodeSuppression] = []) {
        self.file = file
        self.types = types
        self.suppressions = suppressions
    }

    /// Every constraint of every method, in source order.
    public var constraints: [CodeConstraint] {
        types.flatMap { $0.methods.flatMap(\.constraints) }
    }
}

/// What kind of object a type's `self` is, which decides the views UIKit manages for it.
public enum CodeOwnerKind: String, Sendable, Equatable {
    /// A view controller: its `view` is the root view.
    case viewController
    /// A table or collection view cell: its `contentView` is sized by the cell.
    case cell
    /// Any other view.
    case view
    /// Not known to be a view or controller.
    case other
}

/// A class, struct, enum, extension or Objective-C `@implementation`.
public struct CodeType: Sendable, Equatable {
    /// The type's name (`ProfileHeaderView`), "" for free functions.
    public var name: String
    /// The first inherited type, when written (`UIView`, `UITableViewCell`).
    public var superclass: String?
    /// What `self` is.
    public var ownerKind: CodeOwnerKind
    /// Where the declaration starts.
    public var location: SourceLocation?
    /// Properties declared `@IBOutlet` (their flag comes from the nib).
    public var outlets: Set<String>
    /// Properties whose initial value creates a view in code (`let label = UILabel()`).
    public var createdViews: [String: SourceLocation]
    /// Property initialisers and methods, in source order (property initialisers are
    /// gathered in a method named "<properties>").
    public var methods: [CodeMethod]

    /// Creates a type.
    public init(name: String, superclass: String? = nil, ownerKind: CodeOwnerKind = .other, location: SourceLocation? = nil,
                outlets: Set<String> = [], createdViews: [String: SourceLocation] = [:], methods: [CodeMethod] = []) {
        self.name = name
        self.superclass = superclass
        self.ownerKind = ownerKind
        self.location = location
        self.outlets = outlets
        self.createdViews = createdViews
        self.methods = methods
    }
}

/// One method (or initialiser, or a closure-initialised property), with its layout work.
public struct CodeMethod: Sendable, Equatable {
    /// The base name (`layoutSubviews`, `tableView(_:cellForRowAt:)` is `tableView`).
    public var name: String
    /// The argument labels as written (`["_", "cellForRowAt"]`).
    public var labels: [String]
    /// The parameter names (views passed in are unknown inside).
    public var parameters: [String]
    /// Whether it is declared `override`.
    public var isOverride: Bool
    /// Where the declaration starts.
    public var location: SourceLocation?
    /// What the body does, in source order.
    public var events: [CodeEvent]

    /// Creates a method.
    public init(name: String, labels: [String] = [], parameters: [String] = [], isOverride: Bool = false,
                location: SourceLocation? = nil, events: [CodeEvent] = []) {
        self.name = name
        self.labels = labels
        self.parameters = parameters
        self.isOverride = isOverride
        self.location = location
        self.events = events
    }

    /// The constraints the body makes, in source order.
    public var constraints: [CodeConstraint] {
        events.compactMap { if case .constraint(let constraint) = $0.kind { return constraint } else { return nil } }
    }
}

/// A `// layoutlint:disable [RULE, …]` comment in source: it hides the findings of those
/// rules (all rules when none is named) on its own line and the line after it.
public struct CodeSuppression: Sendable, Equatable {
    /// Where the comment starts.
    public var location: SourceLocation
    /// The rules named; empty for all.
    public var rules: [String]
    /// The directive as written (`layoutlint:disable duplicate_constraint`).
    public var text: String

    /// Creates a suppression.
    public init(location: SourceLocation, rules: [String], text: String) {
        self.location = location
        self.rules = rules
        self.text = text
    }

    /// Whether it hides a finding of `rule` at `line`.
    public func hides(rule: String, line: Int?) -> Bool {
        guard let line, let own = location.line, line == own || line == own + 1 else { return false }
        return rules.isEmpty || rules.contains(rule)
    }
}

extension CodeFile {
    /// AppKit when a type of the file subclasses an AppKit class (`NS…`, not `NSObject`) or
    /// a method creates an AppKit view; UIKit otherwise.
    public var platform: Platform {
        for type in types {
            if let superclass = type.superclass, superclass.hasPrefix("NS"), superclass != "NSObject" { return .macOS }
            for method in type.methods {
                for event in method.events {
                    if case .createsView(_, let className) = event.kind, className.hasPrefix("NS") { return .macOS }
                }
            }
        }
        return .iOS
    }
}
