#!/usr/bin/env bash
# Compare layoutlint with the kiwi baseline on the shared benchmark problems.
#
#   scripts/compare_with_kiwi.sh [--max-n N] [--markdown] [--binary PATH] [--keep DIR]
#                                [--fresh-kiwi] [--repeat K] [--timeout S] [--only STR]
#
# Generates the problems into a temporary folder (<shared>/bench/gen.py --out), runs
# <shared>/bench/compare.py with `<binary> solve --bench {file}` against the recorded kiwi
# results (<shared>/bench/results/kiwi-anchor.jsonl) and prints the table.  Then every row
# whose check is DIFF is re-solved with `<binary> solve --format json` and checked with
# scripts/strict_reference.py: a DIFF that is optimal under layoutlint's strict priority
# levels is reported as "ok (strict levels; kiwi's weighted answer differs)" and is not a
# failure.  Failures (exit 1): any other DIFF, UNSAT-DIFF, ERR, TIMEOUT, KIWI-*.  Timing
# never fails.
#
#   --max-n N      only problems with at most N constraints (also gen.py --max-size N)
#   --markdown     print the table as Markdown (check column annotated)
#   --binary PATH  the layoutlint executable (default: <repo>/.build/release/layoutlint)
#   --keep DIR     work in DIR and keep it (DIR/problems, DIR/solutions, DIR/compare.txt)
#   --fresh-kiwi   run kiwi live (needs kiwisolver) instead of reusing the anchor; problems
#                  with more than 2,000 constraints still use the anchor (kiwi needs minutes
#                  to hours on them)
#   --repeat K     compare.py --repeat (median of K invocations; default 1)
#   --timeout S    seconds per invocation (default 3600)
#   --only STR     only problems whose name contains STR (gen.py and compare.py)
#
# The shared folder is $SHARED_DIR, else "$(git rev-parse --show-toplevel)/../shared";
# without it (or without its bench/ folder) the script prints a skip message and exits 0.
# Exit status: 0 all ok (or skipped), 1 a failure, 2 usage / setup error.
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

MAX_N=""
MARKDOWN=0
BINARY=""
KEEP=""
FRESH=0
REPEAT=1
TIMEOUT=3600
ONLY=""
while [ $# -gt 0 ]; do
    case "$1" in
        --max-n) MAX_N="${2:?--max-n needs a value}"; shift 2 ;;
        --markdown) MARKDOWN=1; shift ;;
        --binary) BINARY="${2:?--binary needs a path}"; shift 2 ;;
        --keep) KEEP="${2:?--keep needs a folder}"; shift 2 ;;
        --fresh-kiwi) FRESH=1; shift ;;
        --repeat) REPEAT="${2:?--repeat needs a value}"; shift 2 ;;
        --timeout) TIMEOUT="${2:?--timeout needs a value}"; shift 2 ;;
        --only) ONLY="${2:?--only needs a value}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "compare_with_kiwi: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done
case "$MAX_N$REPEAT" in *[!0-9]*) echo "compare_with_kiwi: --max-n and --repeat take integers" >&2; exit 2 ;; esac

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(git -C "$SCRIPT_DIR" rev-parse --show-toplevel 2>/dev/null || (cd "$SCRIPT_DIR/.." && pwd))"
SHARED="${SHARED_DIR:-$ROOT/../shared}"
SHARED="$(cd "$SHARED" 2>/dev/null && pwd || echo "$SHARED")"
BENCH="$SHARED/bench"
PY="${PYTHON:-python3}"
export PYTHONDONTWRITEBYTECODE=1   # never write __pycache__ next to the (read-only) shared scripts

if [ ! -d "$BENCH" ] || [ ! -f "$BENCH/compare.py" ] || [ ! -f "$BENCH/gen.py" ]; then
    echo "compare_with_kiwi: SKIP: no benchmark harness at $BENCH (set SHARED_DIR to the shared folder)"
    exit 0
fi
if ! command -v "$PY" >/dev/null 2>&1; then
    echo "compare_with_kiwi: SKIP: $PY not found (the harness is Python 3)"
    exit 0
fi
BINARY="${BINARY:-$ROOT/.build/release/layoutlint}"
if [ ! -x "$BINARY" ]; then
    echo "compare_with_kiwi: no layoutlint binary at $BINARY (run 'swift build -c release' or pass --binary)" >&2
    exit 2
fi
BINARY="$(cd "$(dirname "$BINARY")" && pwd)/$(basename "$BINARY")"

ANCHOR="$BENCH/results/kiwi-anchor.jsonl"
HAVE_KIWI=0
"$PY" -c 'import kiwisolver' >/dev/null 2>&1 && HAVE_KIWI=1
if [ "$FRESH" = 1 ] && [ "$HAVE_KIWI" = 0 ]; then
    echo "compare_with_kiwi: --fresh-kiwi needs kiwisolver ($PY -m pip install kiwisolver)" >&2
    exit 2
fi
if [ "$FRESH" = 0 ] && [ ! -f "$ANCHOR" ] && [ "$HAVE_KIWI" = 0 ]; then
    echo "compare_with_kiwi: SKIP: no kiwi anchor ($ANCHOR) and kiwisolver is not installed"
    exit 0
fi

if [ -n "$KEEP" ]; then
    mkdir -p "$KEEP"
    WORK="$(cd "$KEEP" && pwd)"
    rm -rf "$WORK/problems" "$WORK/solutions"
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/compare-kiwi.XXXXXX")"
    trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK/problems" "$WORK/solutions"

# ---------------------------------------------------------------- problems
gen_args=(--out "$WORK/problems")
[ -n "$MAX_N" ] && gen_args+=(--max-size "$MAX_N")
[ -n "$ONLY" ] && gen_args+=(--only "$ONLY")
echo "compare_with_kiwi: generating problems into $WORK/problems"
"$PY" "$BENCH/gen.py" "${gen_args[@]}" >"$WORK/gen.txt"

# ---------------------------------------------------------------- kiwi results
# compare.py never imports kiwisolver itself: it runs bench/run_kiwi.py (which does) only
# for problems missing from --kiwi-results.  So with the anchor, kiwisolver is needed only
# for problems the anchor does not cover.
KIWI_RESULTS=""
if [ "$FRESH" = 1 ]; then
    # live kiwi, except for the big problems (> 2,000 constraints): those come from the anchor
    KIWI_RESULTS="$WORK/kiwi-big-from-anchor.jsonl"
    : >"$KIWI_RESULTS"
    if [ -f "$ANCHOR" ]; then
        "$PY" - "$ANCHOR" "$KIWI_RESULTS" <<'EOF'
import json, sys
with open(sys.argv[1]) as f, open(sys.argv[2], "w") as out:
    for line in f:
        if line.strip() and json.loads(line).get("n_constraints", 0) > 2000:
            out.write(line)
EOF
    fi
    echo "compare_with_kiwi: kiwi runs live (kiwisolver); problems > 2,000 constraints use the anchor"
elif [ -f "$ANCHOR" ]; then
    KIWI_RESULTS="$ANCHOR"
    echo "compare_with_kiwi: kiwi figures from $ANCHOR"
fi
if [ -n "$KIWI_RESULTS" ]; then
    # problems the kiwi results do not cover: compare.py would run kiwi live on them
    missing="$("$PY" - "$WORK/problems" "$KIWI_RESULTS" <<'EOF'
import glob, json, os, sys
have = set()
with open(sys.argv[2]) as f:
    for line in f:
        if line.strip():
            have.add(json.loads(line)["name"])
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    with open(path) as f:
        name = json.load(f).get("name")
    if name not in have:
        print(path)
EOF
)"
    if [ -n "$missing" ] && [ "$FRESH" = 0 ]; then
        if [ "$HAVE_KIWI" = 1 ]; then
            echo "compare_with_kiwi: not in the anchor, kiwi runs live on:" $(for p in $missing; do basename "$p" .json; done)
        else
            echo "compare_with_kiwi: kiwisolver is not installed; skipping the problems the anchor does not cover:" \
                $(for p in $missing; do basename "$p" .json; done)
            for p in $missing; do rm -f "$p"; done
            if ! ls "$WORK/problems"/*.json >/dev/null 2>&1; then
                echo "compare_with_kiwi: SKIP: no problem left to compare"
                exit 0
            fi
        fi
    fi
elif [ "$HAVE_KIWI" = 1 ]; then
    echo "compare_with_kiwi: no anchor file; kiwi runs live"
fi

# ---------------------------------------------------------------- compare.py
cmp_args=(--cmd "$(printf '%q' "$BINARY") solve --bench {file}" --problems "$WORK/problems"
          --repeat "$REPEAT" --timeout "$TIMEOUT")
[ -n "$KIWI_RESULTS" ] && cmp_args+=(--kiwi-results "$KIWI_RESULTS")
[ -n "$MAX_N" ] && cmp_args+=(--max-n "$MAX_N")
[ -n "$ONLY" ] && cmp_args+=(--only "$ONLY")
[ "$MARKDOWN" = 1 ] && cmp_args+=(--markdown)

TABLE="$WORK/compare.txt"
echo "compare_with_kiwi: python3 compare.py --cmd \"$BINARY solve --bench {file}\" ..."
echo
set +e
if [ "$MARKDOWN" = 1 ]; then
    "$PY" "$BENCH/compare.py" "${cmp_args[@]}" </dev/null >"$TABLE"     # printed below, annotated
    cmp_rc=$?
else
    "$PY" "$BENCH/compare.py" "${cmp_args[@]}" </dev/null | tee "$TABLE"
    cmp_rc=${PIPESTATUS[0]}
fi
set -e

# ---------------------------------------------------------------- rows and DIFF checks
# rows.tsv: name <TAB> check label, parsed from either table format
"$PY" - "$TABLE" "$MARKDOWN" >"$WORK/rows.tsv" <<'EOF'
import sys
md = sys.argv[2] == "1"
for line in open(sys.argv[1]):
    line = line.rstrip("\n")
    if md:
        if not line.startswith("| ") or line.startswith("| problem |"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 8:
            print("%s\t%s" % (cells[0], cells[7]))
    else:
        parts = line.split(None, 7)
        if len(parts) == 8 and parts[0] != "problem" and parts[1].isdigit():
            print("%s\t%s" % (parts[0], parts[7]))
EOF

failures=0
n_rows=0
notes=()
declare -A annot=()
while IFS=$'\t' read -r name check; do
    n_rows=$((n_rows + 1))
    case "$check" in
        ok|"ok unsat@"*|"skip(amb)") ;;
        DIFF)
            problem="$WORK/problems/$name.json"
            sol="$WORK/solutions/$name.json"
            ref="$WORK/solutions/$name.strict.txt"
            set +e
            timeout "$TIMEOUT" "$BINARY" solve --format json "$problem" </dev/null >"$sol" 2>"$sol.stderr"
            solve_rc=$?
            if [ "$solve_rc" -le 1 ]; then      # 1 = a constraint was rejected; still a valid document
                "$PY" "$SCRIPT_DIR/strict_reference.py" "$problem" "$sol" </dev/null >"$ref" 2>&1
                ref_rc=$?
            else
                echo "layoutlint solve --format json failed (exit $solve_rc): $(tail -1 "$sol.stderr")" >"$ref"
                ref_rc=4
            fi
            set -e
            case "$ref_rc" in
                0) annot[$name]="ok (strict levels; kiwi's weighted answer differs)" ;;
                1) annot[$name]="DIFF (not strict-level optimal)"; failures=$((failures + 1)) ;;
                3) annot[$name]="DIFF (unverified: strict_reference could not run)"; failures=$((failures + 1)) ;;
                *) annot[$name]="DIFF (unverified)"; failures=$((failures + 1)) ;;
            esac
            notes+=("$name: ${annot[$name]}")
            while IFS= read -r l; do notes+=("    $l"); done < <(grep -E '^(verdict|required|level .*(NOT|LP failed)|note)' "$ref" || tail -3 "$ref")
            ;;
        *) failures=$((failures + 1)); notes+=("$name: $check (failure)") ;;
    esac
done <"$WORK/rows.tsv"

if [ "$MARKDOWN" = 1 ]; then
    # the table with the DIFF rows' check annotated
    while IFS= read -r line; do
        if [[ "$line" == "| "* ]] && [[ "$line" != "| problem |"* ]]; then
            name="$(echo "$line" | cut -d'|' -f2 | xargs)"
            if [ -n "${annot[$name]+x}" ]; then
                line="$(echo "$line" | sed -E "s/\| DIFF \|\$/| ${annot[$name]//\//\\/} |/")"
            fi
        fi
        echo "$line"
    done <"$TABLE"
fi

echo
if [ "${#notes[@]}" -gt 0 ]; then
    echo "Checks beyond the checksum comparison:"
    printf '  %s\n' "${notes[@]}"
fi
if [ "$n_rows" = 0 ]; then
    echo "compare_with_kiwi: FAIL: compare.py produced no rows (exit $cmp_rc)"
    exit 1
fi
if [ "$cmp_rc" != 0 ] && [ "$cmp_rc" != 1 ]; then
    echo "compare_with_kiwi: FAIL: compare.py exited with status $cmp_rc"
    exit 1
fi
if [ "$cmp_rc" = 1 ] && [ "$failures" = 0 ] && [ "${#annot[@]}" = 0 ]; then
    echo "compare_with_kiwi: FAIL: compare.py reported a failure but no failing row was recognised"
    exit 1
fi
if [ "$failures" -gt 0 ]; then
    echo "compare_with_kiwi: FAIL: $failures failure(s) in $n_rows problem(s)"
    exit 1
fi
if [ "${#annot[@]}" -gt 0 ]; then
    echo "compare_with_kiwi: OK: $n_rows problem(s), no failures; ${#annot[@]} DIFF(s) confirmed strict-level optimal" \
         "(compare.py's own failure count includes them); timings are informational"
else
    echo "compare_with_kiwi: OK: $n_rows problem(s), no failures (timings are informational)"
fi
