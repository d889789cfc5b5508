import Cassowary

/// One request to a solver, naming constraints by a stable id so that the same script can
/// be played on several solvers (twins, repeated runs).
enum Operation: CustomStringConvertible {
    case add(id: Int, ConstraintSpec)
    case remove(id: Int)
    case setConstant(id: Int, Double)
    case addEdit(variable: Int, priority: Double)
    case suggest(variable: Int, Double)
    case removeEdit(variable: Int)

    var description: String {
        switch self {
        case .add(let id, let s): return "add #\(id) (\(s.relation.rawValue) @\(s.priority))"
        case .remove(let id): return "remove #\(id)"
        case .setConstant(let id, let c): return "setConstant(\(c)) of #\(id)"
        case .addEdit(let v, let p): return "addEditVariable(x\(v), \(p))"
        case .suggest(let v, let value): return "suggestValue(\(value), x\(v))"
        case .removeEdit(let v): return "removeEditVariable(x\(v))"
        }
    }
}

/// Plays operations on a `MirroredSolver`, tracking which id is which constraint.
final class ScriptPlayer {
    let mirror: MirroredSolver
    private var ids: [Int] = []            // parallel to mirror.constraints

    init(variableCount: Int) {
        mirror = MirroredSolver(variableCount: variableCount)
    }

    var values: [Double] { mirror.values }
    var liveIDs: [Int] { ids }

    /// Applies `op`; returns the error it threw, if any. Operations that do not apply
    /// (an unknown id, an edit that does not exist) are skipped and return nil.
    @discardableResult
    func play(_ op: Operation) -> SolverError? {
        caughtError { () throws(SolverError) in
            switch op {
            case .add(let id, let spec):
                try mirror.add(spec)
                ids.append(id)
            case .remove(let id):
                guard let i = ids.firstIndex(of: id) else { return }
                try mirror.remove(at: i)
                ids.remove(at: i)
            case .setConstant(let id, let value):
                guard let i = ids.firstIndex(of: id) else { return }
                try mirror.setConstant(value, at: i)
            case .addEdit(let v, let priority):
                guard mirror.edits[v] == nil else { return }
                try mirror.addEdit(v, priority: priority)
            case .suggest(let v, let value):
                guard mirror.edits[v] != nil else { return }
                try mirror.suggest(value, for: v)
            case .removeEdit(let v):
                guard mirror.edits[v] != nil else { return }
                try mirror.removeEdit(v)
            }
        }
    }
}

/// A random script: `initial` constraints around a hidden point, then `steps` mixed
/// operations (adds of required and optional constraints, removes, constant changes,
/// edits). Required equalities that earlier ones imply are left out (a known bug, see
/// `RedundantEqualityTests`); everything else — including requests that fail — is kept.
func makeScript(seed: UInt64, variableCount: Int, initial: Int, steps: Int,
                levels: [Double] = [250, 251, 500, 750]) -> [Operation] {
    var maker = RandomSystemMaker(seed: seed, variableCount: variableCount)
    var ops: [Operation] = []
    var live: [(id: Int, spec: ConstraintSpec)] = []
    var nextID = 0
    func add(_ spec: ConstraintSpec) {
        if spec.isRequired && spec.relation == .equal
            && isLinearlyDependent(spec, on: live.map(\.spec).filter { $0.isRequired && $0.relation == .equal },
                                   variableCount: variableCount) {
            return                              // see RedundantEqualityTests
        }
        ops.append(.add(id: nextID, spec))
        live.append((nextID, spec))
        nextID += 1
    }
    for _ in 0..<initial {
        add(maker.rng.chance(0.4) ? maker.satisfied(priority: 1000, minTerms: 2) : maker.arbitrary(priority: maker.rng.pick(levels)))
    }
    var editing = Set<Int>()
    for _ in 0..<steps {
        switch maker.rng.int(0...9) {
        case 0:
            add(maker.satisfied(priority: 1000, minTerms: 2))
        case 1:
            add(maker.arbitrary(priority: maker.rng.pick(levels)))
        case 2, 3:
            guard !live.isEmpty else { continue }
            let k = maker.rng.int(0...(live.count - 1))
            ops.append(.remove(id: live[k].id))
            live.remove(at: k)
        case 4, 5:
            guard !live.isEmpty else { continue }
            let k = maker.rng.int(0...(live.count - 1))
            // Optional constants move freely; a required one may become unsatisfiable
            // (then the player sees the error and the constant stays).
            let moved = live[k].spec.constant + Double(maker.rng.int(-6...6))
            ops.append(.setConstant(id: live[k].id, moved))
            if !live[k].spec.isRequired { live[k].spec.constant = moved }
        default:
            let v = maker.rng.int(0...(variableCount - 1))
            if !editing.contains(v) {
                ops.append(.addEdit(variable: v, priority: maker.rng.pick(levels)))
                editing.insert(v)
            } else if maker.rng.chance(0.15) {
                ops.append(.removeEdit(variable: v))
                editing.remove(v)
                continue
            }
            ops.append(.suggest(variable: v, Double(maker.rng.int(-40...40))))
        }
    }
    return ops
}
