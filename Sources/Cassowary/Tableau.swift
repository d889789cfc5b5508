/// The simplex tableau: basic rows, the lexicographic objective, and an undo journal.
///
/// Rows are stored by their basic symbol. `columns` lists, for each symbol s, the basic symbols whose rows
/// *may* contain `s` — kept lazily (appended to when a row gains `s`, compacted when
/// read) so that a substitution touches only the rows that contain the symbol instead of
/// every row, which is what keeps tree-shaped layouts near-linear.
///
/// The journal records the first version of every row and cost it changes, so a failed
/// add can put the tableau back exactly, bit for bit.
struct Tableau {
    /// Each symbol's kind, whether it is basic, and its bookkeeping marks, in one array:
    /// a new symbol is one append, where six arrays cost six uniqueness checks.
    private(set) var symbols: [SymbolInfo] = []
    private(set) var rows: [Row] = []
    private var columns = ColumnLists()
    /// The reduced cost of every non-basic symbol (zero for basic ones).
    private(set) var costs: [CostVector] = []
    /// Symbols whose cost may be non-zero (a lazy superset, compacted when scanned).
    private var objectiveSymbols: [Symbol] = []
    /// While phase one runs: the symbols whose reduced cost received an entry at the
    /// artificial level, so that dropping that level visits only them (a scan of every
    /// objective symbol per phase one made adding n constraints O(n²)).
    private var artificialCostSymbols: [Symbol] = []
    private var trackingArtificialCosts = false
    /// Where the next primal entering symbol comes from.
    var entering = EnteringQueue()
    /// The pivots a dual insertion (`addByDualSimplex`) may spend beyond two per row it
    /// must repair before it hands the row to phase one; nil adds every such row by phase
    /// one. Tests change it to run both methods on the same systems.
    var dualInsertionMargin: Int? = 64
    /// Restricted basic symbols whose row constant went negative during a substitution.
    var infeasibleRows: [Symbol] = []

    private var journaling = false
    private var epoch: UInt32 = 1
    private var journalRows: [(Symbol, Row?)] = []
    private var journalCosts: [(Symbol, CostVector)] = []
    private let addedScratch = SymbolScratch()
    private var markEpoch: UInt32 = 0

    /// Number of symbols ever made.
    var symbolCount: Int { symbols.count }

    /// Makes a new symbol of `kind`, not basic, with zero cost.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if symbols.count == symbols.capacity { reserveSymbols(max(64, 2 * symbols.count)) }
        let s = Symbol(symbols.count)
        symbols.append(SymbolInfo(kind: kind))
        rows.append(Row())
        columns.lists().grow(to: symbols.count)
        costs.append(CostVector())
        entering.grow(to: symbols.count)
        return s
    }

    /// Grows every per-symbol array at once, starting at 64: a small system then never
    /// reallocates, where letting each array grow 1, 2, 4, … cost dozens of allocations.
    private mutating func reserveSymbols(_ capacity: Int) {
        symbols.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        columns.lists().reserve(capacity)
        costs.reserveCapacity(capacity)
        entering.reserve(capacity)
    }

    /// Whether `s` may be negative (externals) rather than restricted to ≥ 0.
    @inline(__always)
    func isExternal(_ s: Symbol) -> Bool { symbols[Int(s)].kind == .external }

    /// The row of basic symbol `s`.
    @inline(__always)
    func row(_ s: Symbol) -> Row { rows[Int(s)] }

    /// The current value of `s`: its row constant when basic, else 0.
    func value(of s: Symbol) -> Double { symbols[Int(s)].isBasic ? rows[Int(s)].constant : 0 }

    // MARK: Journal

    /// Starts recording changes so that `rollback()` can undo them.
    mutating func beginJournal() {
        journaling = true
        epoch &+= 1
        if epoch == 0 { epoch = 1; for i in symbols.indices { symbols[i].rowEpoch = 0; symbols[i].costEpoch = 0 } }
        journalRows.removeAll(keepingCapacity: true)
        journalCosts.removeAll(keepingCapacity: true)
    }

    /// Keeps every change made since `beginJournal()`.
    mutating func commitJournal() {
        journaling = false
        journalRows.removeAll(keepingCapacity: true)
        journalCosts.removeAll(keepingCapacity: true)
    }

    /// Undoes every change made since `beginJournal()`.
    mutating func rollback() {
        let lists = columns.lists()
        for (s, old) in journalRows.reversed() {
            let i = Int(s)
            if let old {
                rows[i] = old
                symbols[i].isBasic = true
                for cell in old.cells { lists.append(s, to: cell.symbol) }
            } else {
                rows[i] = Row()
                symbols[i].isBasic = false
            }
        }
        for (s, old) in journalCosts.reversed() {
            costs[Int(s)] = old
            entering.note(s)
            if !old.isZero { noteObjectiveSymbol(s) }
        }
        infeasibleRows.removeAll()
        commitJournal()
    }

    /// Saves the row of `s` (or its absence) the first time it changes during a journal.
    @inline(__always)
    private mutating func noteRow(_ s: Symbol) {
        let i = Int(s)
        guard journaling, symbols[i].rowEpoch != epoch else { return }
        symbols[i].rowEpoch = epoch
        journalRows.append((s, symbols[i].isBasic ? rows[i] : nil))
    }

    /// Saves the cost of `s` the first time it changes during a journal.
    @inline(__always)
    private mutating func noteCost(_ s: Symbol) {
        let i = Int(s)
        guard journaling, symbols[i].costEpoch != epoch else { return }
        symbols[i].costEpoch = epoch
        journalCosts.append((s, costs[i]))
    }

    /// Adds `s` to the list of symbols that may have a cost.
    @inline(__always)
    private mutating func noteObjectiveSymbol(_ s: Symbol) {
        if !symbols[Int(s)].inObjectiveList {
            symbols[Int(s)].inObjectiveList = true
            objectiveSymbols.append(s)
        }
    }

    // MARK: Rows

    /// Makes `s` basic with `row` (`s = row`).
    mutating func setRow(_ s: Symbol, _ row: consuming Row) {
        noteRow(s)
        let lists = columns.lists()
        for cell in row.cells { lists.append(s, to: cell.symbol) }
        symbols[Int(s)].isBasic = true
        // Consumed, so a caller's last use moves the row in instead of copying it.
        rows[Int(s)] = row
    }

    /// Makes basic `s` non-basic and returns its row.
    mutating func removeRow(_ s: Symbol) -> Row {
        noteRow(s)
        let row = rows[Int(s)]
        rows[Int(s)] = Row()
        symbols[Int(s)].isBasic = false
        return row
    }

    /// Adds `delta` to the constant of basic `s`'s row.
    mutating func addToConstant(of s: Symbol, _ delta: Double) {
        noteRow(s)
        rows[Int(s)].constant += delta
        if !isExternal(s) && !negligible(min(rows[Int(s)].constant, 0)) { infeasibleRows.append(s) }
    }

    /// Removes the term of `symbol` from the row of basic `s`.
    mutating func removeTerm(_ symbol: Symbol, fromRowOf s: Symbol) {
        noteRow(s)
        rows[Int(s)].remove(symbol)
    }

    /// An upper bound on the number of rows containing `s`, in O(1).
    func columnLength(_ s: Symbol) -> Int { columns.count(s) }

    /// One row holding a symbol, as `column(_:)` reports it.
    struct ColumnEntry {
        /// The row's basic symbol.
        let basic: Symbol
        /// The symbol's coefficient in that row (never near zero).
        let coefficient: Double
    }

    /// The basic symbols whose rows contain `s`, with its coefficient in each, in a
    /// deterministic order; compacts the lazy column list as a side effect. The
    /// coefficients stay valid until one of those rows changes other than in its constant.
    mutating func column(_ s: Symbol) -> [ColumnEntry] {
        markEpoch &+= 1
        if markEpoch == 0 { markEpoch = 1; for j in symbols.indices { symbols[j].mark = 0 } }
        let lists = columns.lists()
        var compaction = lists.beginCompaction(s)
        var live: [ColumnEntry] = []
        live.reserveCapacity(compaction.count)
        for _ in 0..<compaction.count {
            let b = lists.next(&compaction)
            guard symbols[Int(b)].isBasic && symbols[Int(b)].mark != markEpoch else { continue }
            let c = rows[Int(b)].coefficient(for: s)
            if !nearZero(c) {
                symbols[Int(b)].mark = markEpoch
                lists.keep(b, in: &compaction)
                live.append(ColumnEntry(basic: b, coefficient: c))
            }
        }
        lists.finish(compaction)
        return live
    }

    /// Replaces `symbol` by `row` in every basic row and in the objective (the substitution
    /// step of a pivot). Rows whose restricted basic goes negative are queued in
    /// `infeasibleRows`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let i = Int(symbol)
        let lists = columns.lists()
        let holders = lists.detach(symbol)
        var cursor: Int32 = -1
        for k in 0..<holders.count {
            let b = lists.entry(k, of: holders, cursor: &cursor)
            guard symbols[Int(b)].isBasic else { continue }
            if journaling { noteRow(b) }
            let added = addedScratch.reserve(row.count)
            var addedCount = 0
            guard rows[Int(b)].substitute(symbol, with: row, added: added, addedCount: &addedCount) else { continue }
            for n in 0..<addedCount { lists.append(b, to: added[n]) }
            if !isExternal(b) && !negligible(min(rows[Int(b)].constant, 0)) { infeasibleRows.append(b) }
        }
        lists.dispose(holders)
        if !costs[i].isZero {
            let cost = costs[i]
            noteCost(symbol)
            costs[i] = CostVector()
            for cell in row.cells { addCost(cell.symbol, cost, scale: cell.coefficient) }
        }
    }

    /// `entering` replaces basic `leaving`: the pivot.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.pivot(leaving: leaving, entering: entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    // MARK: Objective

    /// Adds `scale × cost` to the reduced cost of non-basic `s`.
    mutating func addCost(_ s: Symbol, _ cost: CostVector, scale: Double) {
        if trackingArtificialCosts && cost.value(at: Tableau.artificialLevel) != 0 { artificialCostSymbols.append(s) }
        noteCost(s)
        costs[Int(s)].add(cost, scale: scale)
        entering.note(s)
        noteObjectiveSymbol(s)
    }

    /// Adds `value` at `level` to the objective coefficient of `s`, whether basic (the
    /// row is folded into the objective) or not.
    mutating func addObjectiveTerm(_ s: Symbol, level: Double, value: Double) {
        let cost = CostVector(level: level, value: value)
        if symbols[Int(s)].isBasic {
            let row = rows[Int(s)]
            for cell in row.cells { addCost(cell.symbol, cost, scale: cell.coefficient) }
        } else {
            addCost(s, cost, scale: 1)
        }
    }

    /// Takes `s` out of the problem for good: it leaves every row and the objective, and
    /// becomes a dummy so that it can never enter the basis again.
    /// - Precondition: `s` is not basic.
    mutating func retire(_ s: Symbol) {
        for entry in column(s) { removeTerm(s, fromRowOf: entry.basic) }
        columns.lists().removeAll(s)
        noteCost(s)
        costs[Int(s)] = CostVector()
        symbols[Int(s)].kind = .dummy
    }

    /// Drops the highest-level entry of the reduced cost of `s` (round-off, see
    /// `optimize`).
    mutating func dropLeadingCostEntry(of s: Symbol) {
        noteCost(s)
        costs[Int(s)].removeFirst()
        entering.note(s)
    }

    /// Starts recording which symbols get a cost at the artificial level (phase one begins).
    mutating func beginArtificialLevel() {
        trackingArtificialCosts = true
        artificialCostSymbols.removeAll(keepingCapacity: true)
    }

    /// Removes every objective entry at the artificial level — they can only be on the
    /// symbols recorded since `beginArtificialLevel()` — and stops recording.
    mutating func endArtificialLevel() {
        for s in artificialCostSymbols where costs[Int(s)].value(at: Tableau.artificialLevel) != 0 {
            noteCost(s)
            costs[Int(s)].removeLevel(Tableau.artificialLevel)
            entering.note(s)
        }
        artificialCostSymbols.removeAll(keepingCapacity: true)
        trackingArtificialCosts = false
    }
}
