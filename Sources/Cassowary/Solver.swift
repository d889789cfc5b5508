/// An incremental Cassowary solver with UIKit's priority semantics.
///
/// Constraints are added and removed one at a time; after each call the solver holds the
/// optimum of the constraints it has: every required constraint holds, and optional ones
/// are satisfied as well as possible, priority level by priority level (see `Priority`).
/// A request that fails — an unsatisfiable required constraint, a duplicate, a bad number
/// — throws and leaves the solver exactly as it was before the call.
///
/// The solver is deterministic: the same calls in the same order give bit-identical
/// values in every process. Nothing depends on hashing or dictionary order.
public final class Solver {
    // The solver's methods never re-enter one another while one of them is mutating its
    // state, so the dynamic exclusivity checks Swift would make on every access to these
    // stored properties (about 7 per added constraint, 5-8 % of a 100-constraint solve)
    // can never fire; they are turned off.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) private var variableNames: [String] = []
    @exclusivity(unchecked) private var variableSymbols: [Symbol] = []
    @exclusivity(unchecked) private var records: [ConstraintRecord?] = []
    @exclusivity(unchecked) private var recordIndex = IdentityTable()
    @exclusivity(unchecked) private var edits: [Variable: Constraint] = [:]
    @exclusivity(unchecked) private var termScratch: [(Symbol, Double)] = []

    /// An empty solver.
    public init() {}

    // MARK: Variables

    /// Makes a new variable; its value is 0 until constraints say otherwise.
    public func makeVariable(named name: String = "") -> Variable {
        variableNames.append(name)
        variableSymbols.append(noSymbol)
        return Variable(index: variableNames.count - 1, owner: ObjectIdentifier(self))
    }

    /// The number of variables made.
    public var variableCount: Int { variableNames.count }

    /// The name given to `variable` when it was made.
    public func name(of variable: Variable) -> String? {
        owns(variable) ? variableNames[variable.index] : nil
    }

    /// The current value of `variable` (0 for a variable in no constraint, or from another
    /// solver).
    public func value(of variable: Variable) -> Double {
        guard owns(variable) else { return 0 }
        let s = variableSymbols[variable.index]
        return s == noSymbol ? 0 : tableau.value(of: s)
    }

    /// Every variable's current value, indexed by `Variable.index`: UIKit's
    /// `updateVariables`, in one pass.
    public func values() -> [Double] {
        variableSymbols.map { $0 == noSymbol ? 0 : tableau.value(of: $0) }
    }

    /// Whether an edit of `variable` at `priority`, below every constraint's, would leave it
    /// where it is (`hasAmbiguousLayout`'s probe, answered without making the edit): the
    /// required equalities fix it, or moving it costs at a higher priority. False says
    /// nothing either way.
    public func resistsEdit(of variable: Variable, at priority: Priority) -> Bool {
        guard owns(variable) else { return false }
        let s = variableSymbols[variable.index]
        return s != noSymbol && tableau.resistsEdit(s, below: priority.value)
    }

    /// For each of `variables`, whether an edit at `priority`, below every constraint's,
    /// would leave it where it is because it has one value on every solution that is optimal
    /// at every higher priority (`Tableau.fixedOnOptimalFace`): `resistsEdit(of:at:)` for
    /// many variables at once, which also sees through tight inequalities that repeat a
    /// required equality. False says nothing either way; a variable of another solver is
    /// false.
    public func staysOnEdit(_ variables: [Variable], at priority: Priority) -> [Bool] {
        let targets = variables.map { owns($0) ? variableSymbols[$0.index] : noSymbol }
        return tableau.fixedOnOptimalFace(targets, below: priority.value)
    }

    /// Whether `variable` was made by this solver.
    private func owns(_ variable: Variable) -> Bool {
        variable.owner == ObjectIdentifier(self) && variable.index >= 0 && variable.index < variableNames.count
    }

    /// The external symbol of `variable`, made on first use.
    func symbolForVariable(_ variable: Variable) -> Symbol {
        let s = variableSymbols[variable.index]
        if s != noSymbol { return s }
        let made = tableau.makeSymbol(.external)
        variableSymbols[variable.index] = made
        return made
    }

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    public func has(_ constraint: Constraint) -> Bool {
        recordIndex.value(for: ObjectIdentifier(constraint)) != nil
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { records.compactMap { $0?.constraint } }

    /// The constant currently in force for `constraint`, or nil when it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        recordIndex.value(for: ObjectIdentifier(constraint)).flatMap { records[$0]?.constant }
    }

    /// Adds `constraint` and re-optimises.
    ///
    /// Errors other than the ones a caller can cause (`.iterationLimit`,
    /// `.unboundedObjective`) signal a solver bug; after them the solver's state is
    /// unspecified, though memory-safe.
    /// - Throws: `.duplicateConstraint`, `.nonFiniteValue`, `.invalidPriority`,
    ///   `.unknownVariable`, `.timeLimit` once the bound `Deadline` has passed, or
    ///   `.unsatisfiableConstraint` when it is required and
    ///   contradicts the required constraints already present. On any error the solver is
    ///   unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard !has(constraint) else { throw .duplicateConstraint(constraint) }
        guard !Deadline.hasPassed else { throw .timeLimit }
        try validate(constraint)
        // One array reused for every add: building a fresh one cost an allocation each time.
        termScratch.removeAll(keepingCapacity: true)
        for term in constraint.expression.terms { termScratch.append((symbolForVariable(term.variable), term.coefficient)) }
        let record = try tableau.insertRow(for: constraint, terms: termScratch)
        recordIndex.set(records.count, for: ObjectIdentifier(constraint))
        records.append(record)
    }

    /// Removes `constraint` and re-optimises.
    /// - Throws: `.unknownConstraint` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex.value(for: ObjectIdentifier(constraint)), let record = records[index] else {
            throw .unknownConstraint(constraint)
        }
        try tableau.removeRow(of: record)
        records[index] = nil
        recordIndex.remove(ObjectIdentifier(constraint))
        if records.count > 64 && recordIndex.count * 2 < records.count { compactRecords() }
    }

    /// Changes the constant of `constraint` in place — what UIKit does when code sets
    /// `NSLayoutConstraint.constant` — re-optimising with the dual simplex instead of
    /// removing and re-adding the row.
    /// - Throws: `.unknownConstraint`, `.nonFiniteValue`, or `.unsatisfiableConstraint`
    ///   when the new constant contradicts the required constraints (solver unchanged).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex.value(for: ObjectIdentifier(constraint)), var record = records[index] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) of \(constraint)") }
        let delta = constant - record.constant
        if delta == 0 { return }
        // Only a required constraint can make the system infeasible; an optional one is
        // absorbed by its error symbols, so it needs no journal.
        let journaled = constraint.priority.isRequired
        if journaled { tableau.beginJournal() }
        do {
            try tableau.shiftConstant(of: record, by: delta, constraint: constraint)
        } catch {
            if journaled { tableau.rollback() }
            throw error
        }
        if journaled { tableau.commitJournal() }
        record.constant = constant
        records[index] = record
    }

    /// Drops the slots of removed constraints and renumbers the identity table.
    private func compactRecords() {
        records = records.compactMap { $0 }.map { Optional($0) }
        recordIndex = IdentityTable()
        for (i, r) in records.enumerated() {
            if let r { recordIndex.set(i, for: ObjectIdentifier(r.constraint)) }
        }
    }

    /// Checks the priority, the numbers and the variables of `constraint` before it
    /// touches the tableau.
    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.value) }
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteValue("constant \(constraint.expression.constant) of \(constraint)")
        }
        for term in constraint.expression.terms {
            guard owns(term.variable) else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else {
                throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
            }
        }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `priority` (optional): afterwards
    /// `suggestValue(_:for:)` asks for a value, as a drag or an animation does. Until the
    /// first suggestion the edit asks for the variable's current value.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        // Start the edit at the variable's current value (kiwi starts it at 0), so that
        // registering an edit variable moves nothing and costs no pivots.
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -value(of: variable)), .equal,
                                    priority: priority, label: variableNames[variable.index].isEmpty ? nil : "edit \(variableNames[variable.index])")
        try add(constraint)
        edits[variable] = constraint
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(constraint)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for edit variable `variable` and re-optimises with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        try setConstant(-value, of: constraint)
    }
}
