#!/bin/sh
# Times the source reader (lexer, parser, recogniser) on a generated 10,000-line Swift file,
# in-process (`layoutlint sources --bench`: best of 5 after the bytes are in memory), and the
# whole `layoutlint lint` of that file as a process (wall time, best of 5). Release build.
# Figures go to BENCHMARKS.md; the target is under 50 ms for the read.
#
# usage: scripts/bench_sources.sh [LINES]   (default 10000)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
lines=${1:-10000}
(cd "$root" && swift build -c release --product layoutlint >/dev/null)
binary="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 "$root/scripts/gen_swift_source.py" "$lines" > "$scratch/Big.swift"
"$binary" sources --bench "$scratch/Big.swift" | sed "s|$scratch/||"
best=""
i=0
while [ $i -lt 5 ]; do
    start=$(date +%s%N)
    "$binary" lint "$scratch/Big.swift" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    i=$((i + 1))
done
echo "lint Big.swift ($lines lines, whole process): best ${best} ms of 5"
