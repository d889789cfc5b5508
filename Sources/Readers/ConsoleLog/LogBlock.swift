/// The kinds of Auto Layout messages `layoutlint explain` recognises in console text.
public enum LogBlockKind: String, Sendable, CaseIterable {
    /// "Unable to simultaneously satisfy constraints" (and AppKit's "Conflicting
    /// constraints detected"), or a bare list of constraint descriptions.
    case unsatisfiable
    /// "View has an ambiguous layout", `_autolayoutTrace` output with `AMBIGUOUS LAYOUT`.
    case ambiguous
    /// The layout feedback-loop debugger (`[LayoutLoop]`, "Layout feedback loop detected").
    case feedbackLoop = "feedback-loop"
    /// A collection view "stuck in its update/layout loop" or "in a recursive layout loop".
    case collectionViewLoop = "collection-view-loop"
    /// "The behavior of the UICollectionViewFlowLayout is not defined because: the item
    /// width must be less than the width of the UICollectionView minus the section insets …".
    case flowLayoutItemSize = "flow-layout-item-size"
    /// "Unable to activate constraint with anchors … because they have no common ancestor".
    case noCommonAncestor = "no-common-ancestor"
    /// "Unable to install constraint on view".
    case cannotInstall = "cannot-install"
    /// "The view hierarchy is not prepared for the constraint".
    case hierarchyNotPrepared = "hierarchy-not-prepared"
    /// "Mutating a priority from required to not on an installed constraint (or vice-versa)".
    case requiredPriorityChange = "required-priority-change"
    /// "constraints ambiguously suggest a height of zero for a table view cell's content view".
    case zeroHeightCell = "zero-height-cell"
    /// "Unable to parse constraint format" (a visual-format string with a syntax error).
    case visualFormatSyntax = "vfl-syntax"
    /// "Auto Layout still required after executing -layoutSubviews".
    case layoutSubviewsSuper = "layout-subviews-super"
    /// Changing a cell content view's `translatesAutoresizingMaskIntoConstraints`, or a
    /// collection cell content view missing its constraints to the cell.
    case contentViewAutoresizing = "content-view-autoresizing"
}

/// One Auto Layout message found in console text.
public struct LogBlock: Sendable, Equatable {
    /// What kind of message.
    public var kind: LogBlockKind
    /// 1-based line where it starts (its header, or its first constraint).
    public var line: Int
    /// 1-based line of the last text that belongs to it.
    public var endLine: Int
    /// The header line without prefixes; nil for a bare list of constraints.
    public var header: String?
    /// The constraints the message lists (for conflicts: UIKit's whole list), in order.
    public var constraints: [LoggedConstraint] = []
    /// The constraint UIKit said it would break ("Will attempt to recover by breaking").
    public var broken: LoggedConstraint?
    /// Whether the log was redacted (`<private>` instead of the constraints).
    public var isRedacted = false
    /// Whether AppKit reported this conflict twice ("Conflicting constraints detected" then
    /// the classic message) and the two were merged.
    public var mergedDoubleReport = false
    /// The variables an ambiguity synopsis calls ambiguous (`UILabel:0x….minY`), in order.
    public var ambiguousAnchors: [LoggedAnchor] = []
    /// Views a trace marks ambiguous without naming a variable.
    public var ambiguousItems: [LoggedItem] = []
    /// Further text of the message worth quoting (an exception's reason, a view description).
    public var details: [String] = []
    /// The cross-platform framework whose app printed the message, when the log's prefixes
    /// say so: `Flutter` for `flutter run` output (`[DEVICE LOG]`, `[  +13 ms]`,
    /// `flutter.tools`, the `Runner[…]` process).
    public var hostFramework: String?
    /// Whether the text holds what opens the list before its first entry (the header, or
    /// the `(` line): false when the paste starts inside the list.
    public var listOpened = false
    /// Whether the text holds what closes the list after its last entry (`)`, or "Will
    /// attempt to recover"): false when the paste ends inside the list.
    public var listClosed = false

    /// Creates a block.
    public init(kind: LogBlockKind, line: Int, endLine: Int? = nil, header: String? = nil) {
        self.kind = kind
        self.line = line
        self.endLine = endLine ?? line
        self.header = header
    }
}
