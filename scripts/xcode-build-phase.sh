#!/bin/sh
# layoutlint as an Xcode "Run Script" build phase: findings appear inline in Xcode, on the
# .xib and .storyboard lines they concern.
#
# Set up (target → Build Phases → + → New Run Script Phase), with the script:
#
#     "${SRCROOT}/scripts/xcode-build-phase.sh"      # wherever you keep this file
#
# and, optionally, the .xib/.storyboard files to lint as the phase's Input Files (then
# Xcode re-runs the phase only when one of them changed). Without input files the whole
# project folder ($SRCROOT) is linted. Uncheck "Based on dependency analysis" only if you
# list no input files.
#
# Settings (environment variables, e.g. in the phase's script or the scheme):
#   LAYOUTLINT            the layoutlint executable (default: `layoutlint` on PATH, then
#                         /opt/homebrew/bin and /usr/local/bin)
#   LAYOUTLINT_ADVISORY   when 1, errors are shown but never fail the build
#   LAYOUTLINT_NO_CACHE   when 1, every file is linted afresh; otherwise each file's outcome
#                         is kept in $DERIVED_FILE_DIR/layoutlint-cache (Clean Build Folder
#                         empties it) and only changed files are linted again
#
# Interface Builder compiles the target on its own to render @IBDesignable views
# (COMPILED_FOR_INTERFACE_BUILDER is then set); the phase does nothing then.
set -u

if [ -n "${COMPILED_FOR_INTERFACE_BUILDER:-}" ]; then
    exit 0
fi

tool="${LAYOUTLINT:-}"
if [ -z "$tool" ]; then
    for candidate in layoutlint /opt/homebrew/bin/layoutlint /usr/local/bin/layoutlint; do
        if command -v "$candidate" >/dev/null 2>&1; then tool="$candidate"; break; fi
    done
fi
if [ -z "$tool" ]; then
    echo "warning: layoutlint is not installed; see https://github.com/layoutlint/layoutlint#install"
    exit 0
fi

set --
count="${SCRIPT_INPUT_FILE_COUNT:-0}"
index=0
while [ "$index" -lt "$count" ]; do
    eval "file=\${SCRIPT_INPUT_FILE_$index:-}"
    if [ -n "$file" ]; then set -- "$@" "$file"; fi
    index=$((index + 1))
done
if [ "$#" -eq 0 ]; then
    set -- "${SRCROOT:-.}"
fi

if [ "${LAYOUTLINT_NO_CACHE:-0}" != 1 ] && [ -n "${DERIVED_FILE_DIR:-}" ]; then
    set -- --cache-path "$DERIVED_FILE_DIR/layoutlint-cache" "$@"
fi

"$tool" lint --reporter xcode "$@"
status=$?
if [ "${LAYOUTLINT_ADVISORY:-0}" = 1 ] && [ "$status" -eq 1 ]; then
    exit 0
fi
exit "$status"
