#!/usr/bin/env python3
"""Measures how AppKit labels of different font sizes line up by their baselines in real
Interface Builder files: the evidence of the label rows of docs/appkit-metrics.md.

For every zero-constant baseline constraint (`baseline`, `firstBaseline`, `lastBaseline` on
both sides) between two sibling labels (borderless `NSTextField`s), prints the two fonts and
stored heights, the attribute, the difference of their stored frames' bottoms (in the
superview's bottom-left coordinates) and the repository, counting equal cases. For a last
baseline the difference of the bottoms is the difference of the labels' last-baseline heights.

usage: scripts/measure_label_baselines.py [--corpus DIR]      (skips when DIR is absent)
"""
import argparse
import collections
import os
import sys

from appkit_documents import macos_documents

BASELINES = ("baseline", "firstBaseline", "lastBaseline")


def label(element):
    if element is None or element.tag != "textField":
        return None
    cell = element.find("textFieldCell")
    if cell is None or cell.get("borderStyle") or cell.get("bezelStyle"):
        return None
    font, frame = cell.find("font"), element.find("rect[@key='frame']")
    if font is None or frame is None:
        return None
    return (font.get("metaFont") or ("appearance" if font.get("usesAppearanceFont") == "YES" else None), font.get("size"),
            float(frame.get("y")), float(frame.get("height")))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "corpus", "ib"))
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"skipped: no corpus at {args.corpus}")
        return 0
    pairs = collections.Counter()
    for repository, document in macos_documents(args.corpus):
        parent = {child: element for element in document.iter() for child in element}
        by_id = {element.get("id"): element for element in document.iter() if element.get("id")}
        for constraint in document.iter("constraint"):
            first, second = constraint.get("firstAttribute"), constraint.get("secondAttribute")
            if first not in BASELINES or second not in BASELINES or float(constraint.get("constant", "0")) != 0:
                continue
            owner = parent.get(parent.get(constraint))
            a = by_id.get(constraint.get("firstItem")) if constraint.get("firstItem") else owner
            b = by_id.get(constraint.get("secondItem")) if constraint.get("secondItem") else owner
            la, lb = label(a), label(b)
            if not la or not lb or parent.get(a) is not parent.get(b) or la[:2] == lb[:2] and la[3] == lb[3]:
                continue
            pairs[(la[0], la[1], la[3], lb[0], lb[1], lb[3], first, la[2] - lb[2], repository)] += 1
    print(f"{sum(pairs.values())} baseline-tied pairs of labels of different fonts or heights")
    for (font_a, size_a, height_a, font_b, size_b, height_b, attribute, bottoms, repository), count in sorted(
            pairs.items(), key=lambda item: (-item[1], str(item[0]))):
        print(f"{count:3d}  {font_a or '?'} {size_a or ''} ({height_a:g} pt) vs {font_b or '?'} {size_b or ''} ({height_b:g} pt), "
              f"{attribute}: bottoms differ by {bottoms:g}  [{repository}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
