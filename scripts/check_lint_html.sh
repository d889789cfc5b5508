#!/usr/bin/env bash
# Renders `layoutlint lint --reporter html` of the lint HTML fixtures (a conflict and an
# ambiguous view) in a headless Chromium and checks that the screenshot is not blank.
#
#   scripts/check_lint_html.sh [--binary PATH | --page FILE] [--keep DIR]
#
#   --binary PATH  the layoutlint executable (default: <repo>/.build/debug/layoutlint,
#                  built with `swift build` when missing; SCRATCH_PATH=DIR builds into DIR)
#   --page FILE    render FILE instead of running layoutlint (no build), e.g. the golden
#                  page Fixtures/ReportersTests/lint-html.golden.html
#   --keep DIR     keep the page and the screenshot in DIR (default: a temporary folder)
#
# Needs `chromium` or `chromium-browser` on PATH; without one it prints
# "skipped: chromium not installed" and exits 0. Installs nothing.
# Exit status: 0 ok or skipped, 1 the check failed, 2 usage or build error.
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

BINARY=""
GIVEN_PAGE=""
KEEP=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) BINARY="${2:?--binary needs a path}"; shift 2 ;;
        --page) GIVEN_PAGE="${2:?--page needs a file}"; shift 2 ;;
        --keep) KEEP="${2:?--keep needs a folder}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "check_lint_html: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done
if [ -n "$BINARY" ] && [ -n "$GIVEN_PAGE" ]; then
    echo "check_lint_html: --binary and --page exclude each other" >&2
    exit 2
fi

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$SCRIPT_DIR/html_check_lib.sh"
ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
FIXTURES=(Fixtures/ReportersTests/lint-html-conflict.json Fixtures/ReportersTests/lint-html-ambiguous.json)
PY="${PYTHON:-python3}"

if [ -n "$KEEP" ]; then
    mkdir -p "$KEEP"
    WORK="$(cd "$KEEP" && pwd)"
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/lint-html.XXXXXX")"
    trap 'rm -rf "$WORK"' EXIT
fi
PAGE="$WORK/lint.html"
SHOT="$WORK/lint.png"

if [ -n "$GIVEN_PAGE" ]; then
    if [ ! -f "$GIVEN_PAGE" ]; then
        echo "check_lint_html: no page at $GIVEN_PAGE" >&2
        exit 2
    fi
    cp "$GIVEN_PAGE" "$PAGE"
    EXPECTED_PICTURES=""
else
    layoutlint_binary check_lint_html "$ROOT"
    # Exit status 1 means "found errors", which these fixtures do; 2 and above are failures.
    # From the package root, so that the page names the fixtures by relative paths.
    status=0
    (cd "$ROOT" && "$BINARY" lint --reporter html "${FIXTURES[@]}") > "$PAGE" || status=$?
    if [ "$status" -gt 1 ]; then
        echo "check_lint_html: FAIL: layoutlint lint --reporter html exited with $status" >&2
        exit 1
    fi
    # One conflict and one ambiguous view: two pictures.
    EXPECTED_PICTURES=2
fi

pictures="$(grep -o '<svg' "$PAGE" | wc -l | tr -d ' ')"
if [ "$pictures" -eq 0 ] || { [ -n "$EXPECTED_PICTURES" ] && [ "$pictures" -ne "$EXPECTED_PICTURES" ]; }; then
    echo "check_lint_html: FAIL: $pictures <svg> pictures in $PAGE${EXPECTED_PICTURES:+, expected $EXPECTED_PICTURES}" >&2
    exit 1
fi
if grep -Eiq 'https?://|src=|<script|<link|@import' "$PAGE"; then
    echo "check_lint_html: FAIL: $PAGE refers to something outside itself" >&2
    exit 1
fi
echo "check_lint_html: wrote $PAGE ($(wc -c < "$PAGE" | tr -d ' ') bytes, $pictures pictures)"

render_not_blank check_lint_html "$PAGE" "$SHOT" "$WORK" 1200,2600
