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

if [ -z "$BINARY" ]; then
    if [ -n "${SCRATCH_PATH:-}" ]; then
        BINARY="$SCRATCH_PATH/debug/layoutlint"
        BUILD=(swift build --package-path "$ROOT" --scratch-path "$SCRATCH_PATH")
    else
        BINARY="$ROOT/.build/debug/layoutlint"
        BUILD=(swift build --package-path "$ROOT")
    fi
    if [ ! -x "$BINARY" ]; then
        echo "check_explain_html: building ${BINARY}"
        "${BUILD[@]}" >&2 || { echo "check_explain_html: build failed" >&2; exit 2; }
    fi
fi
if [ ! -x "$BINARY" ]; then
    echo "check_explain_html: no layoutlint binary at $BINARY" >&2
    exit 2
fi

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

CHROMIUM=""
for candidate in chromium chromium-browser; do
    if command -v "$candidate" > /dev/null 2>&1; then CHROMIUM="$(command -v "$candidate")"; break; fi
done
if [ -z "$CHROMIUM" ]; then
    echo "skipped: chromium not installed"
    exit 0
fi

# A private profile, so that no running browser or earlier run gets in the way.
"$CHROMIUM" --headless --disable-gpu --no-sandbox --user-data-dir="$WORK/profile" \
    --screenshot="$SHOT" --window-size=1200,1600 "file://$PAGE" > "$WORK/chromium.log" 2>&1 || true
if [ ! -s "$SHOT" ]; then
    echo "check_explain_html: FAIL: chromium wrote no screenshot (see $WORK/chromium.log)" >&2
    [ -n "$KEEP" ] || tail -5 "$WORK/chromium.log" >&2
    exit 1
fi

"$PY" - "$SHOT" <<'PYTHON'
"""Decodes the PNG with the standard library only and counts its distinct colours."""
import struct
import sys
import zlib

path = sys.argv[1]
data = open(path, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"check_explain_html: FAIL: {path} is not a PNG")
pos, idat, header = 8, [], None
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", chunk)
    elif kind == b"IDAT":
        idat.append(chunk)
    elif kind == b"IEND":
        break
    pos += 12 + length
width, height, depth, colour, _, _, interlace = header
channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
if depth != 8 or interlace != 0:
    sys.exit(f"check_explain_html: FAIL: unsupported PNG (bit depth {depth}, interlace {interlace})")
raw = zlib.decompress(b"".join(idat))
stride = width * channels
previous = bytearray(stride)
colours = set()
offset = 0
for _ in range(height):
    kind = raw[offset]
    line = bytearray(raw[offset + 1:offset + 1 + stride])
    offset += 1 + stride
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up = previous[i]
        upper_left = previous[i - channels] if i >= channels else 0
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 2:
            line[i] = (line[i] + up) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
        elif kind == 4:
            p = left + up - upper_left
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
            predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
            line[i] = (line[i] + predictor) & 0xFF
    if len(colours) < 4096:
        colours.update(bytes(line[i:i + channels]) for i in range(0, stride, channels))
    previous = line
if len(colours) <= 1:
    sys.exit(f"check_explain_html: FAIL: the screenshot {path} ({width}x{height}) is blank")
print(f"check_explain_html: ok: screenshot {width}x{height}, {len(colours)}{'+' if len(colours) >= 4096 else ''} distinct colours")
PYTHON
