import LayoutModel

/// A view or layout guide as a console log names it: `Module.Class:0x7f…'label text'`, or
/// only by a name the names clause resolves (`ItemCell` with `names: ItemCell:0x78b…`).
public struct LoggedItem: Sendable, Hashable {
    /// The class as printed, module prefix included (`NaRen.ChatInputBarView`), or the bare
    /// name for items known only by name.
    public var printedClass: String
    /// The object's address (`0x7fca0bd50f70`), when printed.
    public var address: String?
    /// The text UIKit quotes after the address: a label's text, a button's title, a layout
    /// guide's identifier (`UIViewSafeAreaLayoutGuide`).
    public var label: String?
    /// Whether the log printed a name (a variable name in the names clause) instead of a class.
    public var isName: Bool
    /// What else tells this item apart: Masonry's `mas_key`, printed in place of the address
    /// (`UITableViewCellContentView:cv`), or `contentSize` for a scroll view's content size
    /// (`UITableView:0x….contentHeight`), which is a variable apart from the view's frame.
    public var qualifier: String?

    /// Creates an item reference.
    public init(printedClass: String, address: String? = nil, label: String? = nil, isName: Bool = false,
                qualifier: String? = nil) {
        self.printedClass = printedClass
        self.address = address
        self.label = label
        self.isName = isName
        self.qualifier = qualifier
    }

    /// The class without module, KVO prefix or Swift mangling (`ChatInputBarView`); a
    /// printed name as it is.
    public var className: String { isName ? printedClass : ClassNameCleaner.clean(printedClass) }

    /// The key that identifies the object within one log block: its address, else its name.
    public var key: String {
        let base = address ?? (isUnnamedSuperview ? "|" + (label ?? "") : printedClass)
        return qualifier.map { base + ":" + $0 } ?? base
    }

    /// Whether this stands for a superview a VFL `|` meant without the log saying which
    /// (its `label` is then the key of the child).
    public var isUnnamedSuperview: Bool { printedClass == "|" }
}

/// One side of a constraint: `item.attribute`.
public struct LoggedAnchor: Sendable, Equatable {
    /// The item.
    public var item: LoggedItem
    /// The attribute.
    public var attribute: LayoutAttribute
    /// Whether the item's position is measured from its superview's origin (autoresizing
    /// `minX`, `midX`, `maxY` …) rather than in common coordinates.
    public var inSuperviewCoordinates: Bool
    /// Whether the log printed the attribute as `(null)`: UIKit and AppKit print the
    /// position attributes of some autoresizing constraints so (`UIButton:0x….(null) == 0`,
    /// a frame's minX or minY, which one unsaid). `attribute` is then `.notAnAttribute`.
    public var isUnnamed: Bool

    /// Creates an anchor.
    public init(item: LoggedItem, attribute: LayoutAttribute, inSuperviewCoordinates: Bool = false, isUnnamed: Bool = false) {
        self.item = item
        self.attribute = attribute
        self.inSuperviewCoordinates = inSuperviewCoordinates
        self.isUnnamed = isUnnamed
    }
}

/// What a constraint description says, once parsed:
/// `first (relation) multiplier × second + constant @ priority`.
public struct LoggedEquation: Sendable, Equatable {
    /// The first side.
    public var first: LoggedAnchor
    /// The relation.
    public var relation: LayoutRelation
    /// The second side; nil for a constant constraint.
    public var second: LoggedAnchor?
    /// The multiplier of the second side.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority (1000 unless the description printed one, as in VFL's `(0@250)`).
    public var priority: Double
    /// The superview a VFL `|` stands for, when the description says whose edge it is:
    /// `(child, superview)`.
    public var superviewLink: (child: LoggedItem, superview: LoggedItem)?

    /// Creates an equation.
    public init(first: LoggedAnchor, relation: LayoutRelation, second: LoggedAnchor? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = LayoutConstraint.required,
                superviewLink: (child: LoggedItem, superview: LoggedItem)? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.superviewLink = superviewLink
    }

    /// Whether a side's attribute was printed as `(null)`: the equation is read, but which
    /// variable it binds is unknown, so it takes no part in a solve.
    public var hasUnnamedAttribute: Bool { first.isUnnamed || second?.isUnnamed == true }

    public static func == (lhs: LoggedEquation, rhs: LoggedEquation) -> Bool {
        lhs.first == rhs.first && lhs.relation == rhs.relation && lhs.second == rhs.second
            && lhs.multiplier == rhs.multiplier && lhs.constant == rhs.constant && lhs.priority == rhs.priority
            && lhs.superviewLink?.child == rhs.superviewLink?.child
            && lhs.superviewLink?.superview == rhs.superviewLink?.superview
    }
}

/// One constraint as a console log printed it: `<NSLayoutConstraint:0x600… 'id' body (active)>`.
public struct LoggedConstraint: Sendable {
    /// The whole description, from `<` to `>`.
    public var text: String
    /// Where it starts (1-based line and column in the log).
    public var line: Int
    /// 1-based column, counted in characters of the line as pasted.
    public var column: Int
    /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`); nil when even that is unreadable.
    public var className: String?
    /// The address exactly as printed after the class name (`0x600001e4c0a0`).
    public var address: String?
    /// The identifier in quotes (`UIView-Encapsulated-Layout-Height`).
    public var identifier: String?
    /// Where a constraint library says it was made: SnapKit's `File.swift#88`.
    public var sourceHint: String?
    /// The autoresizing notation (`h=--& v=--&`) of a translated autoresizing mask.
    public var autoresizingMask: String?
    /// `(active)` / `(inactive)`, when printed.
    public var isActive: Bool?
    /// An AppKit content-size constraint's `Hug:250 CompressionResistance:750`: its size is
    /// a preference at those two priorities (at most the size at the first, at least at the
    /// second), not a required equality.
    public var contentPriorities: (hugging: Double, compressionResistance: Double)?
    /// The parsed equation, or why it could not be parsed.
    public var equation: Result<LoggedEquation, LogParseProblem>

    /// Whether UIKit made this constraint rather than the app.
    public var isAutoresizing: Bool { className?.contains("AutoresizingMask") ?? false || autoresizingMask != nil }

    /// Creates a constraint record.
    public init(text: String, line: Int, column: Int, className: String? = nil, address: String? = nil,
                identifier: String? = nil, sourceHint: String? = nil, autoresizingMask: String? = nil,
                isActive: Bool? = nil, equation: Result<LoggedEquation, LogParseProblem>) {
        self.text = text
        self.line = line
        self.column = column
        self.className = className
        self.address = address
        self.identifier = identifier
        self.sourceHint = sourceHint
        self.autoresizingMask = autoresizingMask
        self.isActive = isActive
        self.equation = equation
    }
}

extension LoggedConstraint: Equatable {
    public static func == (lhs: LoggedConstraint, rhs: LoggedConstraint) -> Bool {
        lhs.text == rhs.text && lhs.line == rhs.line && lhs.column == rhs.column && lhs.className == rhs.className
            && lhs.address == rhs.address && lhs.identifier == rhs.identifier && lhs.sourceHint == rhs.sourceHint
            && lhs.autoresizingMask == rhs.autoresizingMask && lhs.isActive == rhs.isActive
            && lhs.contentPriorities?.hugging == rhs.contentPriorities?.hugging
            && lhs.contentPriorities?.compressionResistance == rhs.contentPriorities?.compressionResistance
            && lhs.equation == rhs.equation
    }
}

/// Why a constraint description could not be understood.
public struct LogParseProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public var message: String

    /// Creates a problem.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
