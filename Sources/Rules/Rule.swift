import Analysis
import LayoutModel

/// What a rule is, for people and tools at once: its documentation (`rules/<id>.md`), its
/// test (every example is run) and its SARIF metadata come from this one description.
public struct RuleDescription: Sendable {
    /// The snake_case identifier.
    public var id: String
    /// A short name.
    public var name: String
    /// One sentence: what it finds.
    public var summary: String
    /// Why it matters, in a few sentences.
    public var rationale: String
    /// The severity unless configuration says otherwise.
    public var defaultSeverity: Severity
    /// Layout dumps (format v1) the rule must flag.
    public var triggeringExamples: [String]
    /// Layout dumps the rule must not flag.
    public var nonTriggeringExamples: [String]
    /// Swift sources the rule must flag (rules that read code).
    public var sourceTriggeringExamples: [String] = []
    /// Swift sources the rule must not flag.
    public var sourceNonTriggeringExamples: [String] = []
}

/// A rule: reads the facts of one analysed layout and returns its findings. Rules hold no
/// state (`Sendable`): the layouts of a file are checked on several threads at once.
public protocol Rule: Sendable {
    /// The rule's description.
    static var description: RuleDescription { get }
    /// The findings in `facts`, in a deterministic order.
    static func check(_ facts: LayoutFacts) -> [Diagnostic]
    /// The findings in one source file's code model (rules that read code), in source order.
    static func check(_ code: CodeFile) -> [Diagnostic]
}

extension Rule {
    /// Rules that read only layouts find nothing in code.
    public static func check(_ code: CodeFile) -> [Diagnostic] { [] }
}

/// Every rule, by identifier.
public enum RuleRegistry {
    /// The rules, sorted by identifier. Sorted once: reading a rule's `description` through
    /// `any Rule.Type` copies it, and the lint of every file asks for the list.
    public static let all: [any Rule.Type] = {
        [
            AmbiguousLayoutRule.self,
            AutoresizingMaskTranslationRule.self,
            BrokenSelfSizingChainRule.self,
            ConstraintBeforeCommonAncestorRule.self,
            ConstraintsCreatedDuringLayoutRule.self,
            ConstraintsInCellConfigurationRule.self,
            DuplicateConstraintRule.self,
            LayoutFeedbackLoopRule.self,
            LeftRightAttributesRule.self,
            MisplacedViewRule.self,
            MissingSuperCallRule.self,
            NestedStackViewsInCellRule.self,
            RedundantConstraintRule.self,
            RequiredPriorityChangeRule.self,
            ScrollContentSizeRule.self,
            UnsatisfiableConstraintsRule.self,
        ].sorted { $0.description.id < $1.description.id }
    }()

    /// The rules that also run on the graphs built from source code (`CodeGraphBuilder`):
    /// those whose findings hold for any graph that holds a subset of the real constraints
    /// (a conflict among some constraints is a conflict among all). Ambiguity, misplacement
    /// and the rest need the whole layout, which code rarely shows.
    public static let codeGraphRuleIDs: Set<String> = ["duplicate_constraint", "left_right_attributes", "unsatisfiable_constraints"]

    /// The rule with identifier `id`.
    public static func rule(_ id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Runs every rule over `facts`, each finding with its rule's default severity.
    public static func run(_ facts: LayoutFacts) -> [Finding] {
        all.flatMap { rule in rule.check(facts).map { Finding($0, severity: rule.description.defaultSeverity) } }
    }
}
