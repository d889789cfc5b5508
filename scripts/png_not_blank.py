#!/usr/bin/env python3
"""Checks that a screenshot is not blank: decodes the PNG with the standard library only
and counts its distinct colours (at least two needed).

    scripts/png_not_blank.py SCREENSHOT.png [--name PREFIX]

PREFIX starts every message (default: png_not_blank). Exit status: 0 not blank, 1 blank or
unreadable.
"""
import argparse
import struct
import sys
import zlib


def distinct_colours(path, name, limit=4096):
    """(width, height, colours found, capped at `limit`)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{name}: FAIL: {path} is not a PNG")
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
    if header is None:
        sys.exit(f"{name}: FAIL: {path} has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    if depth != 8 or interlace != 0:
        sys.exit(f"{name}: FAIL: unsupported PNG (bit depth {depth}, interlace {interlace})")
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
        if len(colours) < limit:
            colours.update(bytes(line[i:i + channels]) for i in range(0, stride, channels))
        previous = line
    return width, height, min(len(colours), limit)


def main():
    parser = argparse.ArgumentParser(description="Fails when a PNG screenshot is blank (one colour).")
    parser.add_argument("screenshot")
    parser.add_argument("--name", default="png_not_blank", help="prefix of every message")
    args = parser.parse_args()
    width, height, count = distinct_colours(args.screenshot, args.name)
    if count <= 1:
        sys.exit(f"{args.name}: FAIL: the screenshot {args.screenshot} ({width}x{height}) is blank")
    print(f"{args.name}: ok: screenshot {width}x{height}, {count}{'+' if count >= 4096 else ''} distinct colours")


if __name__ == "__main__":
    main()
