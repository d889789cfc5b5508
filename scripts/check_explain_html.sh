#!/usr/bin/env bash
# Renders `layoutlint explain --format html` of the conflict fixture in a headless Chromium
# and checks that the screenshot is not blank.
#
#   scripts/check_explain_html.sh [--binary PATH] [--keep DIR]
#
#   --binary PATH  the layoutlint executable (default: <repo>/.build/debug/layoutlint,
#                  built with `swift build` when missing; SCRATCH_PATH=DIR builds into DIR)
#   --keep DIR     keep the page and the screenshot in DIR (default: a temporary folder)
#
# Needs `chromium` or `chromium-browser` on PATH; without one it prints
# "skipped: chromium not installed" and exits 0. Installs nothing.
# Exit status: 0 ok or skipped, 1 the check failed, 2 usage or build error.
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

BINARY=""
KEEP=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) BINARY="${2:?--binary needs a path}"; shift 2 ;;
        --keep) KEEP="${2:?--keep needs a folder}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "check_explain_html: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
FIXTURE="$ROOT/Fixtures/ReportersTests/explain-html-conflict.log"
PY="${PYTHON:-python3}"

. "$SCRIPT_DIR/html_check_lib.sh"
layoutlint_binary check_explain_html "$ROOT"

if [ -n "$KEEP" ]; then
    mkdir -p "$KEEP"
    WORK="$(cd "$KEEP" && pwd)"
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/explain-html.XXXXXX")"
    trap 'rm -rf "$WORK"' EXIT
fi
PAGE="$WORK/explain.html"
SHOT="$WORK/explain.png"

"$BINARY" explain --format html "$FIXTURE" > "$PAGE"
if ! grep -q '<svg' "$PAGE"; then
    echo "check_explain_html: FAIL: no <svg> picture in $PAGE" >&2
    exit 1
fi
echo "check_explain_html: wrote $PAGE ($(wc -c < "$PAGE" | tr -d ' ') bytes)"

render_not_blank check_explain_html "$PAGE" "$SHOT" "$WORK" 1200,1600
