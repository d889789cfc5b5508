#!/bin/sh
# Time and peak memory of `layoutlint` on the adversarial shapes of RELIABILITY.md, with the
# release build. Everything is generated into a temporary folder that is removed at the end.
# usage: scripts/measure_reliability.sh [SIZE-FACTOR]   (1 = the sizes in RELIABILITY.md)
set -eu
cd "$(dirname "$0")/.."
factor=${1:-1}
bin=.build/release/layoutlint
[ -x "$bin" ] || { echo "build first: swift build -c release" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

measure() {  # NAME COMMAND...
    name=$1; shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    read -r seconds kilobytes < "$work/time"
    printf '| %s | %s s | %s MB |\n' "$name" "$seconds" "$((kilobytes / 1024))"
}

for blocks in $((400 * factor)) $((1600 * factor)); do
    python3 scripts/gen_console_log.py --blocks "$blocks" --chain 8 --noise 2 | tr '\n' ' ' > "$work/line.log"
    measure "console log, one line of $(($(wc -c < "$work/line.log") / 1000)) kB ($blocks messages), explain" "$bin" explain "$work/line.log"
done
python3 scripts/gen_layout_dump.py $((10000 * factor)) "$work/big.json"
measure "layout dump, $(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['constraints']))" "$work/big.json") constraints, lint" "$bin" lint "$work/big.json"
python3 scripts/gen_big_storyboard.py $((100000 * factor)) "$work/big.storyboard"
measure "storyboard, $((100000 * factor)) views, lint" "$bin" lint "$work/big.storyboard"
mkdir "$work/many"
i=0
while [ $i -lt $((10000 * factor)) ]; do cp Fixtures/CommandsTests/reportsConflictInDump.json "$work/many/f$i.json"; i=$((i + 1)); done
measure "$((10000 * factor)) dumps in one folder, lint" "$bin" lint "$work/many"
