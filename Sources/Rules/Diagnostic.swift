import LayoutModel

/// How serious a finding is. Rules declare a default; configuration decides.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One finding: a plain value, with no severity (configuration adds it) and no formatting
/// (reporters do that).
public struct Diagnostic: Sendable, Equatable, Codable {
    /// A supporting line: a member of a conflict, the arithmetic, the fix.
    public struct Note: Sendable, Equatable, Codable {
        /// The text.
        public var message: String
        /// Where it points, when it points somewhere.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// The rule's identifier (`unsatisfiable_constraints`).
    public var ruleID: String
    /// One sentence a person can act on.
    public var message: String
    /// Where the finding points.
    public var location: SourceLocation?
    /// Supporting lines, in order.
    public var notes: [Note]
    /// The object id or address of the view concerned, when there is one.
    public var viewID: String?
    /// The ids of the constraints involved (the members of a conflict).
    public var constraintIDs: [String]
    /// The id of the constraint to break, for conflicts.
    public var brokenID: String?
    /// What to draw, for findings a picture explains (conflicts, ambiguous views).
    public var figure: DiagnosticFigure?
    /// Every view the finding concerns, `viewID` first (an ambiguity: each view whose frame
    /// it leaves free); empty when the rule names one view or none.
    public var viewIDs: [String] = []
    /// Whether the finding rests only on what the input states, or on an estimate.
    public var confidence: Confidence = .certain
    /// The estimates it rests on, for people ("UILabel 'Title' (a1): intrinsic width taken
    /// from its stored frame"); empty when certain.
    public var restsOn: [String] = []

    /// Creates a diagnostic.
    public init(ruleID: String, message: String, location: SourceLocation?, notes: [Note] = [], viewID: String? = nil,
                constraintIDs: [String] = [], brokenID: String? = nil, figure: DiagnosticFigure? = nil) {
        self.ruleID = ruleID
        self.message = message
        self.location = location
        self.notes = notes
        self.viewID = viewID
        self.constraintIDs = constraintIDs
        self.brokenID = brokenID
        self.figure = figure
    }
}

/// How far a finding can be trusted.
public enum Confidence: String, Sendable, CaseIterable, Comparable, Codable {
    /// Varying what the model estimated (intrinsic sizes read off stored frames, custom
    /// classes' own sizes) changes or removes the finding.
    case estimated
    /// The finding follows from what the input states, whatever the estimates.
    case certain

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs == .estimated && rhs == .certain }
}

/// A diagnostic with the severity configuration gave it, for reporters.
public struct Finding: Sendable, Equatable, Codable {
    /// The diagnostic.
    public var diagnostic: Diagnostic
    /// Its severity.
    public var severity: Severity

    /// Creates a finding.
    public init(_ diagnostic: Diagnostic, severity: Severity) {
        self.diagnostic = diagnostic
        self.severity = severity
    }
}
