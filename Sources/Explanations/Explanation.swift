import LayoutModel
import Readers
import Rules

/// The diagnosis of one Auto Layout message found in console text.
public struct Explanation: Sendable {
    /// How far the conflict was confirmed by solving the constraints the log printed.
    public enum Verdict: String, Sendable {
        /// Our solver finds the printed required constraints infeasible.
        case confirmed
        /// The printed constraints can all hold: the list is incomplete or depends on sizes
        /// the log does not show.
        case notReproduced = "not-reproduced"
        /// The log was redacted (`<private>`): nothing to solve.
        case redacted
        /// Not a conflict: nothing to solve.
        case notApplicable = "not-applicable"
    }

    /// The kind of message.
    public var kind: LogBlockKind
    /// Where it starts and ends in the log (1-based lines).
    public var line: Int
    /// The last line.
    public var endLine: Int
    /// Every constraint the message printed, in order (the broken one last when the list
    /// lacked it).
    public var constraints: [ExplainedConstraint]
    /// Solving verdict (conflicts only).
    public var verdict: Verdict
    /// Addresses of the minimal conflicting set, in the log's order.
    public var conflict: [String]
    /// The engine's own restrictions that take part in the conflict (`UIView:0x….height ≥ 0`).
    public var implicitMembers: [String]
    /// The address of the constraint UIKit said it broke.
    public var broken: String?
    /// The address of the constraint we would break.
    public var suggested: String?
    /// Whether our choice is UIKit's (nil when either is unknown).
    public var agreesWithUIKit: Bool?
    /// The root cause as a stable keyword (`autoresizing-mask`, …; see `RootCause`).
    public var rootCause: String?
    /// What happened, in a few sentences.
    public var explanation: String
    /// The numbers that prove the contradiction.
    public var arithmetic: String?
    /// What to change.
    public var fix: String
    /// What to draw: the views and constraints involved.
    public var diagram: DiagnosticFigure?
    /// For a conflict the printed constraints do not reproduce: the quantity the log does
    /// not print that it rests on, and the values of it that make the list conflict.
    public var unshown: String?
    /// The framework that printed the message and breaks the constraint (`UIKit`, or
    /// `AppKit` when the views are AppKit's), as the words of the report name it.
    public var framework: String = Platform.iOS.layoutFramework
}

/// One constraint of a message, explained.
public struct ExplainedConstraint: Sendable {
    /// The address exactly as printed after the class name.
    public var address: String?
    /// The description as printed.
    public var text: String
    /// Where it is in the log.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The equation in readable form (views named the way people recognise them), when it
    /// parsed.
    public var equation: String?
    /// Why it could not be parsed.
    public var error: String?
    /// Who added it, in plain words ("added by UITableView to hold the cell at its
    /// estimated height"); nil for the app's own constraints.
    public var origin: String?
    /// Whether it belongs to the minimal conflicting set.
    public var inConflict: Bool
}
