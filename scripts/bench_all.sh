#!/usr/bin/env bash
# The full benchmark for BENCHMARKS.md: prints Markdown for a human to paste.
#
#   scripts/bench_all.sh [--binary PATH] [--timeout S] [--fresh-kiwi] [--keep DIR]
#
#   * problems with <= 2,000 constraints: compare.py --repeat 3 (median of 3 invocations)
#   * the ~10,000-constraint problems: --repeat 1, kiwi figures always from the anchor
#     (bench/results/kiwi-anchor.jsonl; kiwi needs minutes on some of them)
#   * one Markdown table for both, DIFF rows checked with strict_reference.py
#     (scripts/compare_with_kiwi.sh does the work)
#   * peak memory (Maximum resident set size, /usr/bin/time -v) of
#     `layoutlint solve --bench` on the ~10,000-constraint problems
#
#   --binary PATH  the layoutlint executable (default: <repo>/.build/release/layoutlint;
#                  build it first with `swift build -c release`)
#   --timeout S    seconds per invocation (default 3600)
#   --fresh-kiwi   run kiwi live on the problems with <= 2,000 constraints (needs kiwisolver;
#                  ratios are only meaningful when both ran on the same machine)
#   --keep DIR     keep the generated problems and outputs in DIR
#
# Exit status: 0, or 1 if a comparison failed (the output is printed either way).
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

BINARY=""
TIMEOUT=3600
FRESH=()
KEEP=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) BINARY="${2:?--binary needs a path}"; shift 2 ;;
        --timeout) TIMEOUT="${2:?--timeout needs a value}"; shift 2 ;;
        --fresh-kiwi) FRESH=(--fresh-kiwi); shift ;;
        --keep) KEEP="${2:?--keep needs a folder}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "bench_all: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(git -C "$SCRIPT_DIR" rev-parse --show-toplevel 2>/dev/null || (cd "$SCRIPT_DIR/.." && pwd))"
SHARED="${SHARED_DIR:-$ROOT/../shared}"
PY="${PYTHON:-python3}"
if [ ! -d "$SHARED/bench" ]; then
    echo "bench_all: SKIP: no benchmark harness at $SHARED/bench (set SHARED_DIR)"
    exit 0
fi
BINARY="${BINARY:-$ROOT/.build/release/layoutlint}"
if [ ! -x "$BINARY" ]; then
    echo "bench_all: no layoutlint binary at $BINARY (run 'swift build -c release' or pass --binary)" >&2
    exit 2
fi
if [ -n "$KEEP" ]; then
    mkdir -p "$KEEP"
    WORK="$(cd "$KEEP" && pwd)"
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/bench-all.XXXXXX")"
    trap 'rm -rf "$WORK"' EXIT
fi

cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | xargs || true)"
mem="$(awk '/MemTotal/ {printf "%.1f GB", $2/1048576}' /proc/meminfo 2>/dev/null || true)"
commit="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
dirty="$(git -C "$ROOT" status --porcelain --untracked-files=no 2>/dev/null | head -1 || true)"
echo "## Benchmark: layoutlint vs kiwi"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit $commit${dirty:+ (with uncommitted changes)}"
echo "- machine: $(nproc) core(s), ${cpu:-unknown CPU}, ${mem:-? GB} RAM"
echo "- $(swift --version 2>/dev/null | head -1 || echo 'swift: unknown'), release build: $BINARY"
if [ "${#FRESH[@]}" -gt 0 ]; then
    echo "- kiwi: run live here for <= 2,000 constraints; anchor figures for the ~10,000-constraint problems"
else
    echo "- kiwi: figures from bench/results/kiwi-anchor.jsonl (recorded on a 2-core machine of the kind the project runs on)"
fi
echo "- other_s = layoutlint seconds_total (best of 3 in-process runs); <= 2,000 constraints: median of 3 invocations; ~10,000: 1 invocation"
echo "- check: compare.py's checksum comparison; a DIFF that strict_reference.py proves optimal under strict priority levels is marked as such"
echo

status=0
set +e
"$SCRIPT_DIR/compare_with_kiwi.sh" --max-n 2000 --repeat 3 --markdown --timeout "$TIMEOUT" \
    --binary "$BINARY" --keep "$WORK/small" "${FRESH[@]}" >"$WORK/small.out" 2>"$WORK/small.err"
rc_small=$?
"$SCRIPT_DIR/compare_with_kiwi.sh" --only 10000 --repeat 1 --markdown --timeout "$TIMEOUT" \
    --binary "$BINARY" --keep "$WORK/big" >"$WORK/big.out" 2>"$WORK/big.err"
rc_big=$?
set -e
[ "$rc_small" = 0 ] && [ "$rc_big" = 0 ] || status=1

# one table, each big problem after the smaller ones of its shape; then the notes
"$PY" - "$WORK/small.out" "$WORK/big.out" <<'EOF'
import re, sys
def parse(path):
    head, rows, notes, in_notes = [], [], [], False
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("|"):
            (head if line.startswith("| problem") or line.startswith("|---") else rows).append(line)
        elif line.startswith("Checks beyond") or line.startswith("compare_with_kiwi: OK")\
                or line.startswith("compare_with_kiwi: FAIL") or line.startswith("compare_with_kiwi: SKIP"):
            in_notes = True
            if not line.startswith("Checks beyond"):
                notes.append(line)
        elif in_notes and line.strip():
            notes.append(line)
    return head, rows, notes
h1, small, n1 = parse(sys.argv[1])
h2, big, n2 = parse(sys.argv[2])
shape = lambda row: re.sub(r"-\d+$", "", row.split("|")[1].strip())
rows = list(small)
for b in big:
    at = max([i for i, r in enumerate(rows) if shape(r) == shape(b)], default=len(rows) - 1)
    rows.insert(at + 1, b)
for line in (h1 or h2) + rows:
    print(line)
print()
for title, notes in (("<= 2,000 constraints", n1), ("~10,000 constraints", n2)):
    if notes:
        print("%s:" % title)
        for line in notes:
            print("  " + line)
EOF
for f in small big; do
    if [ -s "$WORK/$f.err" ] && grep -qv 'problem(s), .* failure(s)$' "$WORK/$f.err"; then
        echo
        echo "stderr ($f):"
        grep -v 'problem(s), .* failure(s)$' "$WORK/$f.err" | sed 's/^/    /'
    fi
done

# peak memory on the ~10,000-constraint problems
echo
echo "### Peak memory, ~10,000-constraint problems"
echo
if [ ! -x /usr/bin/time ]; then
    echo "(skipped: /usr/bin/time not installed; apt-get install time)"
else
    echo "| problem | n | peak RSS (MB) | wall s |"
    echo "|---|---:|---:|---:|"
    for p in "$WORK/big/problems"/*.json; do
        [ -e "$p" ] || continue
        name="$(basename "$p" .json)"
        n="$("$PY" -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["constraints"]))' "$p")"
        set +e
        timeout "$TIMEOUT" /usr/bin/time -v "$BINARY" solve --bench "$p" </dev/null >/dev/null 2>"$WORK/time-$name.txt"
        rc=$?
        set -e
        kb="$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$WORK/time-$name.txt")"
        wall="$(awk '/Elapsed \(wall clock\)/ {print $NF}' "$WORK/time-$name.txt")"
        if [ "$rc" != 0 ] || [ -z "$kb" ]; then
            echo "| $name | $n | failed (exit $rc) | ${wall:-?} |"
            status=1
        else
            echo "| $name | $n | $(awk -v k="$kb" 'BEGIN {printf "%.1f", k/1024}') | $wall |"
        fi
    done
    echo
    echo "Measured with \`/usr/bin/time -v layoutlint solve --bench FILE\` (Maximum resident set size;"
    echo "the process solves the problem 3 times, each on a fresh solver; wall time includes reading"
    echo "and parsing). kiwi, for reference (bench/README.md): chain-10000 1.6 GB, edit-drag-10000 2.7 GB,"
    echo "the 10,000-constraint trees < 100 MB."
fi
exit "$status"
