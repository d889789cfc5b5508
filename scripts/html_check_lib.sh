# Shared by scripts/check_explain_html.sh and scripts/check_lint_html.sh (sourced, not run).
#
#   layoutlint_binary NAME ROOT   sets BINARY: $BINARY when given, else the debug build
#                                 (in $SCRATCH_PATH when set), built when missing
#   render_not_blank NAME PAGE SHOT WORK SIZE
#                                 screenshots PAGE with headless Chromium (SIZE: W,H) into
#                                 SHOT and checks it is not blank; "skipped" without Chromium

layoutlint_binary() {
    local name="$1" root="$2"
    if [ -z "${BINARY:-}" ]; then
        local build
        if [ -n "${SCRATCH_PATH:-}" ]; then
            BINARY="$SCRATCH_PATH/debug/layoutlint"
            build=(swift build --package-path "$root" --scratch-path "$SCRATCH_PATH")
        else
            BINARY="$root/.build/debug/layoutlint"
            build=(swift build --package-path "$root")
        fi
        if [ ! -x "$BINARY" ]; then
            echo "$name: building ${BINARY}"
            "${build[@]}" >&2 || { echo "$name: build failed" >&2; exit 2; }
        fi
    fi
    if [ ! -x "$BINARY" ]; then
        echo "$name: no layoutlint binary at $BINARY" >&2
        exit 2
    fi
    BINARY="$(cd "$(dirname "$BINARY")" && pwd)/$(basename "$BINARY")"
}

render_not_blank() {
    local name="$1" page="$2" shot="$3" work="$4" size="$5" chromium=""
    for candidate in chromium chromium-browser; do
        if command -v "$candidate" > /dev/null 2>&1; then chromium="$(command -v "$candidate")"; break; fi
    done
    if [ -z "$chromium" ]; then
        echo "skipped: chromium not installed"
        return 0
    fi
    # A private profile, so that no running browser or earlier run gets in the way.
    "$chromium" --headless --disable-gpu --no-sandbox --user-data-dir="$work/profile" \
        --screenshot="$shot" --window-size="$size" "file://$page" > "$work/chromium.log" 2>&1 || true
    if [ ! -s "$shot" ]; then
        echo "$name: FAIL: chromium wrote no screenshot (see $work/chromium.log)" >&2
        tail -5 "$work/chromium.log" >&2
        return 1
    fi
    "${PYTHON:-python3}" "$(dirname "${BASH_SOURCE[0]}")/png_not_blank.py" "$shot" --name "$name"
}
