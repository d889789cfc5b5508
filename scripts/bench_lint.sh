#!/bin/sh
# Times `layoutlint lint --reporter json .` over the shared Interface Builder corpus side by
# side with xiblint (PyPI, 16 of its rules), interleaved, and prints the median and best
# wall and CPU time (user + system) and the peak memory of each. Figures go to BENCHMARKS.md.
#
# usage: scripts/bench_lint.sh [RUNS [LAYOUTLINT …]]   (default: 5 runs; this package's release build)
# needs: GNU time (/usr/bin/time), xiblint on PATH (pip install xiblint==0.10.4), ../shared/corpus/ib
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
corpus="$root/../shared/corpus/ib"
[ -d "$corpus" ] || { echo "no $corpus: nothing to measure" >&2; exit 0; }
runs=${1:-5}
[ $# -gt 0 ] && shift
if [ $# -eq 0 ]; then
    (cd "$root" && swift build -c release --product layoutlint >/dev/null)
    set -- "$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Every rule except the four that need an asset catalog and no_attributed_string_colors,
# which crashes on one corpus file.
cat > "$scratch/.xiblint.json" <<'JSON'
{"rules": ["accessibility_format", "accessibility_labels_for_text_with_placeholder", "autolayout_frames",
 "automation_identifiers", "automation_identifiers_for_outlet_labels", "enforce_runtime_attributes",
 "enforce_system_properties", "no_simulated_metrics", "no_trait_variations",
 "no_view_controller_links_to_other_bundles", "simulated_metrics_retina4_0", "strict_font_names",
 "strict_font_sizes", "strict_fonts", "unavailable_custom_classes", "unavailable_system_classes"]}
JSON
i=0
while [ $i -lt "$runs" ]; do
    n=0
    for binary in "$@"; do
        n=$((n + 1))
        (cd "$corpus" && /usr/bin/time -o "$scratch/one" -f "%e %U %S %M" "$binary" lint --reporter json . >/dev/null 2>&1) || true
        grep -v Command "$scratch/one" >> "$scratch/layoutlint-$n"
    done
    (cd "$scratch" && /usr/bin/time -o "$scratch/one" -f "%e %U %S %M" xiblint "$corpus" >/dev/null 2>&1) || true
    grep -v Command "$scratch/one" >> "$scratch/xiblint"
    i=$((i + 1))
done
summary() {
    python3 - "$1" "$2" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[2]) if line.strip()]
wall = [float(r[0]) for r in rows]; cpu = [float(r[1]) + float(r[2]) for r in rows]
print(f"{sys.argv[1]:<24} wall {statistics.median(wall):.3f} s (best {min(wall):.3f})  "
      f"CPU {statistics.median(cpu):.3f} s (best {min(cpu):.3f})  peak {max(int(r[3]) for r in rows) / 1024:.0f} MB")
PY
}
n=0
for binary in "$@"; do n=$((n + 1)); summary "layoutlint #$n" "$scratch/layoutlint-$n"; done
summary "xiblint" "$scratch/xiblint"
