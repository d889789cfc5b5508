#!/usr/bin/env python3
"""Check a solution against layoutlint's strict-priority-level semantics.

    python3 scripts/strict_reference.py PROBLEM.json VALUES.json [--verbose] [--all-levels]

PROBLEM.json is a problem in the benchmark format (bench/FORMAT.md).  VALUES.json
is the output of `layoutlint solve --format json PROBLEM.json`
({"name", "unsatisfiable", "rejected": [{"index", ...}], "variables": [{"name",
"value"}]}); a plain {"name": value} object is accepted too.

Semantics (FORMAT.md, "layoutlint's semantics"): required constraints are hard;
every optional constraint belongs to a strict level -- "strong" above every
priority p < 1000, priority p = level p, "medium" = level 1 (the same level as
p = 1), "weak" below every priority.  No amount of error at a lower level is
worth any error at a higher one; within a level the errors add up.  With
f = sum(coef * x) + constant, the error is |f| for "==", max(0, f) for "<="
and max(0, -f) for ">=".  Edits (if any) are applied in their final state:
`variable - last suggested value == 0` at the edit's strength (the problem of
the last drag step).  Required constraints the solver reported as rejected are
left out (the solver skips them and goes on).

Checks:
  (a) every (non-rejected) required constraint holds within
      1e-6 * max(1, sum |coef * x|) + 5e-7 * sum |coef|  (the second term is
      the effect of the 6-decimal rounding of the printed values);
  (b) lexicographic optimality, from the highest level down: the optimal
      error sum E*_k at level k is the optimum of a linear program (scipy
      linprog, method="highs", sparse matrices) subject to the required
      constraints and, for every higher level j, sum of errors_j <= E*_j +
      1e-7 * max(1, E*_j); each optional constraint is modelled with error
      variables >= 0 (one for an inequality, two for an equality).  The
      solution's own error sum at level k must equal E*_k within
      1e-6 * max(1, E*_k) + the rounding allowance of the level's
      constraints (5e-7 * sum |coef| each).
      Shortcut (exact, not a heuristic): a level where the solution's error is
      0 (within the rounding allowance) is optimal without an LP, since errors
      are >= 0; for the levels below, "its error sum <= 0" is the same as
      making its constraints hard, which is what the LPs then do.  Only levels
      where the solution has a positive error cost an LP.  --all-levels solves
      an LP for every level instead (slower; a cross-check of the shortcut).

Prints one line per level that needed an LP (all levels with --verbose) and a
verdict.  Exit status: 0 strict-level optimal; 1 not optimal (a required
constraint violated, or some level's error above its optimum); 2 bad input;
3 the reference itself could not run (numpy/scipy missing, LP failure).
"""

import argparse
import json
import math
import sys
import time

ROUND_ALLOWANCE = 5e-7       # values are printed rounded to 6 decimals
REQ_REL_TOL = 1e-6           # required constraints: relative tolerance
BOUND_REL_TOL = 1e-7         # higher level's error sum <= opt + this * max(1, opt)
CMP_REL_TOL = 1e-6           # a level's error must equal its optimum within this


class BadInput(Exception):
    pass


# --------------------------------------------------------------------------
# strengths -> levels

def level_of(strength, where):
    """None for required, else a sortable key (higher = more important)."""
    if strength is None or strength == "required":
        return None
    if isinstance(strength, bool):
        raise BadInput("%s: bad strength %r" % (where, strength))
    if isinstance(strength, str):
        if strength == "strong":
            return (2, 0.0)
        if strength == "medium":
            return (1, 1.0)          # the same level as priority 1
        if strength == "weak":
            return (0, 0.0)
        raise BadInput("%s: unknown strength %r" % (where, strength))
    if isinstance(strength, (int, float)):
        p = float(strength)
        if not math.isfinite(p) or p < 1 or p > 1000:
            raise BadInput("%s: priority %r outside [1, 1000]" % (where, strength))
        if p == 1000:
            return None
        return (1, p)
    raise BadInput("%s: bad strength %r" % (where, strength))


def level_name(key):
    tier, p = key
    if tier == 2:
        return "strong"
    if tier == 0:
        return "weak"
    return ("%g" % p) + (" (= medium)" if p == 1.0 else "")


# --------------------------------------------------------------------------
# input

def load_json(path, what):
    try:
        with open(path) as f:
            return json.load(f)
    except OSError as exc:
        raise BadInput("cannot read %s %s: %s" % (what, path, exc))
    except ValueError as exc:
        raise BadInput("%s %s is not valid JSON: %s" % (what, path, exc))


def parse_problem(doc):
    """-> (names, constraints, edits); constraint = (terms [(coef, var index)], const, op, level key)."""
    if not isinstance(doc, dict):
        raise BadInput("problem: not a JSON object")
    names = doc.get("variables")
    if not isinstance(names, list) or not all(isinstance(v, str) for v in names):
        raise BadInput("problem: 'variables' must be an array of strings")
    index = {}
    for v in names:
        if v in index:
            raise BadInput("problem: variable %r declared twice" % v)
        index[v] = len(index)
    cons = doc.get("constraints")
    if not isinstance(cons, list):
        raise BadInput("problem: 'constraints' must be an array")
    out = []
    for k, c in enumerate(cons):
        where = "constraint %d" % k
        if not isinstance(c, dict):
            raise BadInput("%s: not an object" % where)
        terms = c.get("terms")
        if not isinstance(terms, list) or not terms:
            raise BadInput("%s: 'terms' must be a non-empty array" % where)
        tt, seen = [], set()
        for t in terms:
            if (not isinstance(t, list) or len(t) != 2 or isinstance(t[0], bool)
                    or not isinstance(t[0], (int, float)) or not isinstance(t[1], str)):
                raise BadInput("%s: bad term %r" % (where, t))
            coef, var = float(t[0]), t[1]
            if not math.isfinite(coef) or coef == 0:
                raise BadInput("%s: coefficient %r must be finite and non-zero" % (where, t[0]))
            if var not in index:
                raise BadInput("%s: undeclared variable %r" % (where, var))
            if var in seen:
                raise BadInput("%s: variable %r twice" % (where, var))
            seen.add(var)
            tt.append((coef, index[var]))
        const = c.get("constant", 0)
        if isinstance(const, bool) or not isinstance(const, (int, float)) or not math.isfinite(const):
            raise BadInput("%s: bad constant %r" % (where, const))
        op = c.get("op")
        if op not in ("==", "<=", ">="):
            raise BadInput("%s: bad op %r" % (where, op))
        out.append((tt, float(const), op, level_of(c.get("strength", "required"), where)))
    edits = []
    for k, e in enumerate(doc.get("edits") or []):
        where = "edit %d" % k
        if not isinstance(e, dict) or e.get("variable") not in index:
            raise BadInput("%s: bad edit (unknown variable?)" % where)
        key = level_of(e.get("strength", "strong"), where)
        if key is None:
            raise BadInput("%s: an edit cannot be required" % where)
        vals = e.get("values") or []
        if not isinstance(vals, list) or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in vals):
            raise BadInput("%s: bad values" % where)
        if vals:
            edits.append((index[e["variable"]], float(vals[-1]), key, e["variable"]))
    return names, out, edits


def parse_values(doc, names):
    """-> (values list in declaration order, set of rejected constraint indices)."""
    rejected = set()
    if isinstance(doc, dict) and isinstance(doc.get("variables"), list):
        pairs = {}
        for item in doc["variables"]:
            if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                raise BadInput("values: bad variables entry %r" % (item,))
            pairs[item["name"]] = item.get("value")
        for r in doc.get("rejected") or []:
            idx = r.get("index") if isinstance(r, dict) else r
            if not isinstance(idx, int) or isinstance(idx, bool):
                raise BadInput("values: bad rejected entry %r" % (r,))
            rejected.add(idx)
    elif isinstance(doc, dict):
        pairs = doc
    else:
        raise BadInput("values: expected a JSON object")
    missing = [v for v in names if v not in pairs]
    if missing:
        raise BadInput("values: no value for %d declared variable(s), e.g. %r" % (len(missing), missing[0]))
    extra = [v for v in pairs if v not in set(names)]
    if extra:
        raise BadInput("values: %d undeclared variable(s), e.g. %r" % (len(extra), extra[0]))
    vals = []
    for v in names:
        x = pairs[v]
        if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x):
            raise BadInput("values: bad value %r for %r" % (x, v))
        vals.append(float(x))
    return vals, rejected


# --------------------------------------------------------------------------
# the reference

def main(argv=None):
    ap = argparse.ArgumentParser(description="Check a solution for strict-priority-level optimality.")
    ap.add_argument("problem", help="problem JSON (bench/FORMAT.md)")
    ap.add_argument("values", help="`layoutlint solve --format json` output (or a {name: value} map)")
    ap.add_argument("--verbose", "-v", action="store_true", help="one line for every level")
    ap.add_argument("--all-levels", action="store_true",
                    help="solve an LP for every level, also those with zero error (cross-check)")
    args = ap.parse_args(argv)

    try:
        names, cons, edits = parse_problem(load_json(args.problem, "problem"))
        values, rejected = parse_values(load_json(args.values, "values"), names)
        bad = [k for k in rejected if not 0 <= k < len(cons)]
        if bad:
            raise BadInput("values: rejected index %d out of range" % bad[0])
    except BadInput as exc:
        print("strict_reference: bad input: %s" % exc, file=sys.stderr)
        return 2

    try:
        import numpy as np
        import scipy.sparse as sp
        from scipy.optimize import linprog
    except ImportError as exc:
        print("strict_reference: cannot run: %s (pip install numpy scipy)" % exc, file=sys.stderr)
        return 3

    t_start = time.perf_counter()
    problem_name = args.problem
    for k in sorted(rejected):
        if cons[k][3] is not None:
            print("note: constraint %d reported rejected but it is optional" % k)
    for var_i, val, key, vname in edits:
        cons.append(([(1.0, var_i)], -val, "==", key))
    if edits:
        print("edits: %d edit(s) in their final state (%s)" % (
            len(edits), ", ".join("%s == %g @ %s" % (n, v, level_name(k)) for _, v, k, n in edits)))
    if rejected:
        print("rejected by the solver (left out): %s" % ", ".join(str(k) for k in sorted(rejected)))

    m, n = len(cons), len(names)
    rows, cols, data = [], [], []
    for i, (tt, _c, _op, _key) in enumerate(cons):
        for coef, j in tt:
            rows.append(i)
            cols.append(j)
            data.append(coef)
    A = sp.csr_matrix((np.array(data, dtype=float), (np.array(rows, dtype=np.int64),
                                                      np.array(cols, dtype=np.int64))), shape=(m, n))
    const = np.array([c[1] for c in cons], dtype=float)
    ops = [c[2] for c in cons]
    x = np.array(values, dtype=float)
    f = A @ x + const
    absA = abs(A)
    mag = absA @ np.abs(x)                   # sum |coef * x| per constraint
    coefsum = np.asarray(absA.sum(axis=1)).ravel()
    rounding = ROUND_ALLOWANCE * coefsum     # effect of the printed 6-decimal rounding
    err = np.empty(m)
    for i, op in enumerate(ops):
        err[i] = abs(f[i]) if op == "==" else (max(0.0, f[i]) if op == "<=" else max(0.0, -f[i]))

    # (a) required constraints
    req = [i for i in range(m) if cons[i][3] is None and i not in rejected]
    ok = True
    if req:
        req_arr = np.array(req)
        tol = REQ_REL_TOL * np.maximum(1.0, mag[req_arr]) + rounding[req_arr]
        viol = err[req_arr]
        worst = int(np.argmax(viol - tol))
        n_bad = int(np.sum(viol > tol))
        if n_bad:
            ok = False
            i = req[worst]
            print("required: %d constraints, %d VIOLATED (worst: constraint %d, error %.6g > tol %.3g)"
                  % (len(req), n_bad, i, viol[worst], tol[worst]))
        else:
            print("required: %d constraints, all hold (max error %.3g)" % (len(req), float(viol.max())))
    else:
        print("required: none")
    if not ok:
        print("verdict: NOT strict-level optimal (a required constraint is violated)")
        return 1

    # (b) levels, highest first
    levels = {}
    for i in range(m):
        key = cons[i][3]
        if key is not None:
            levels.setdefault(key, []).append(i)
    order = sorted(levels, reverse=True)

    def lp_min(hard, soft_levels, bounds, target):
        """min sum of errors of level `target` s.t. hard rows, soft rows of soft_levels
        (each with error variables) and sum errors_j <= bounds[j]."""
        eq_rows, ub_rows = [], []            # (constraint index, sign, error columns)
        ncol = n
        ecols = {}                           # level -> list of error columns
        for i in hard:
            if ops[i] == "==":
                eq_rows.append((i, 1.0, ()))
            else:
                ub_rows.append((i, 1.0 if ops[i] == "<=" else -1.0, ()))
        for key in soft_levels:
            cl = ecols.setdefault(key, [])
            for i in levels[key]:
                if ops[i] == "==":               # f = e+ - e-
                    eq_rows.append((i, 1.0, ((ncol, -1.0), (ncol + 1, 1.0))))
                    cl += [ncol, ncol + 1]
                    ncol += 2
                else:                            # s*f - e <= 0
                    ub_rows.append((i, 1.0 if ops[i] == "<=" else -1.0, ((ncol, -1.0),)))
                    cl.append(ncol)
                    ncol += 1

        def block(rowspec, extra_rows):
            if not rowspec and not extra_rows:
                return None, None
            idx = np.array([r[0] for r in rowspec], dtype=np.int64)
            sign = np.array([r[1] for r in rowspec], dtype=float)
            main = sp.diags(sign) @ A[idx] if len(idx) else sp.csr_matrix((0, n))
            main = sp.hstack([main, sp.csr_matrix((len(idx), ncol - n))], format="coo")
            r2, c2, d2 = [], [], []
            for r, (_i, _s, ev) in enumerate(rowspec):
                for col, v in ev:
                    r2.append(r)
                    c2.append(col)
                    d2.append(v)
            rhs = list(-sign * const[idx]) if len(idx) else []
            base = len(rowspec)
            for r, (colsel, b) in enumerate(extra_rows):
                for col in colsel:
                    r2.append(base + r)
                    c2.append(col)
                    d2.append(1.0)
                rhs.append(b)
            nrow = base + len(extra_rows)
            M = sp.coo_matrix((np.concatenate([main.data, np.array(d2, dtype=float)]),
                               (np.concatenate([main.row, np.array(r2, dtype=np.int64)]),
                                np.concatenate([main.col, np.array(c2, dtype=np.int64)]))),
                              shape=(nrow, ncol)).tocsr()
            return M, np.array(rhs, dtype=float)

        extra = [(ecols[j], b) for j, b in bounds.items()]
        A_eq, b_eq = block(eq_rows, [])
        A_ub, b_ub = block(ub_rows, extra)
        cvec = np.zeros(ncol)
        cvec[ecols[target]] = 1.0
        bnds = np.empty((ncol, 2))
        bnds[:n, 0], bnds[:n, 1] = -np.inf, np.inf
        bnds[n:, 0], bnds[n:, 1] = 0.0, np.inf
        res = linprog(cvec, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=b_eq, bounds=bnds,
                      method="highs",
                      options={"primal_feasibility_tolerance": 1e-9,
                               "dual_feasibility_tolerance": 1e-9})
        return res

    hard = list(req)          # required rows + levels proven to have zero error
    soft = []                 # levels with a positive optimum (error variables + bound)
    bounds = {}
    n_lp = n_zero = 0
    zero_levels = []          # (key, allowance) of the levels made hard
    lines_zero = []
    worst_gap = 0.0
    failed_level = None
    for key in order:
        idx = levels[key]
        mine = float(err[idx].sum())
        allowance = float(rounding[idx].sum()) + 1e-9 * len(idx)
        if mine <= allowance and not args.all_levels:
            n_zero += 1
            hard.extend(idx)
            zero_levels.append((key, allowance))
            lines_zero.append("level %-14s %6d constraint(s): error %.3g -> optimal (zero error)"
                              % (level_name(key), len(idx), mine))
            if args.verbose:
                print(lines_zero[-1])
            continue
        t0 = time.perf_counter()
        res = lp_min(hard, soft + [key], bounds, key)
        if res.status == 2 and zero_levels:
            # making the zero-error levels hard may be slightly too strict (their errors are
            # only zero up to the rounding allowance): turn them into soft levels bounded by
            # their own tiny error sum, and retry
            print("note: LP infeasible with the zero-error levels as hard constraints; "
                  "retrying with them as soft levels (error sum <= allowance)")
            for zk, zb in zero_levels:
                soft.append(zk)
                bounds[zk] = zb
            zero_levels = []
            hard = list(req)
            res = lp_min(hard, soft + [key], bounds, key)
        n_lp += 1
        if res.status != 0:
            print("level %-14s %6d constraint(s): LP failed: %s" % (level_name(key), len(idx), res.message))
            print("verdict: could not verify (reference LP failed)")
            return 3
        opt = max(0.0, float(res.fun))
        tol = CMP_REL_TOL * max(1.0, opt) + allowance
        gap = mine - opt
        if gap > tol and bounds:
            # the higher levels' bound slack (BOUND_REL_TOL) can lower this level's optimum by
            # a multiple of it; before calling it a failure, re-solve with near-exact bounds
            tight = {j: b0 - (BOUND_REL_TOL - 1e-10) * max(1.0, b0 / (1 + BOUND_REL_TOL))
                     for j, b0 in bounds.items()}
            res2 = lp_min(hard, soft + [key], tight, key)
            if res2.status == 0:
                opt = max(opt, float(res2.fun))
                tol = CMP_REL_TOL * max(1.0, opt) + allowance
                gap = mine - opt
        worst_gap = max(worst_gap, gap)
        if gap > tol:
            verdict = "NOT OPTIMAL (%.6g above the optimum)" % gap
            failed_level = key
        elif gap < -tol:
            verdict = "optimal (%.3g below the reference optimum: LP tolerance)" % -gap
        else:
            verdict = "optimal"
        print("level %-14s %6d constraint(s): error %.6f, optimum %.6f -> %s   [LP %.2fs]"
              % (level_name(key), len(idx), mine, opt, verdict, time.perf_counter() - t0))
        if failed_level is not None:
            break
        soft.append(key)
        bounds[key] = opt + BOUND_REL_TOL * max(1.0, opt)

    if n_zero and not args.verbose:
        print("%d level(s) with zero error (optimal without an LP)%s" % (
            n_zero, (": " + ", ".join(level_name(k) for k in order
                                     if k in levels and float(err[levels[k]].sum())
                                     <= float(rounding[levels[k]].sum()) + 1e-9 * len(levels[k])))
            if n_zero <= 8 else ""))
    elapsed = time.perf_counter() - t_start
    if failed_level is not None:
        rest = len(order) - order.index(failed_level) - 1
        print("verdict: NOT strict-level optimal at level %s (%d lower level(s) not checked) [%s, %.1fs]"
              % (level_name(failed_level), rest, problem_name, elapsed))
        return 1
    print("verdict: strict-level optimal (%d required, %d level(s), %d LP(s)) [%s, %.1fs]"
          % (len(req), len(order), n_lp, problem_name, elapsed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
