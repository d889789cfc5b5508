#!/usr/bin/env python3
"""Measures AppKit controls' alignment insets from real Interface Builder files: the evidence
column of docs/appkit-metrics.md.

For every constraint that pins a control's top, bottom, leading or trailing edge to the same
edge of its superview (a plain, unflipped view with no custom class), with no relation,
multiplier or priority, the inset is the constant less the distance Xcode stored between the
control's frame and that edge: how far the frame reaches past the rectangle the constraint
acts on. Views Xcode marked misplaced or ambiguous are left out. Prints, per control kind
(element, cell type, bezel style, control size, stored height) and edge, each inset seen with
its count and the repositories (folders under the corpus) it was seen in.

usage: scripts/measure_appkit_insets.py [--corpus DIR] [--min-count N] [--element NAME]
Skips (exit 0) when DIR is absent.
"""
import argparse
import collections
import os
import sys

from appkit_documents import macos_documents

PLAIN_CONTAINERS = ("view", "customView")


def kind(element):
    cell = next((child for child in element if child.tag.endswith("Cell") and child.get("key") == "cell"), None)
    frame = element.find("rect[@key='frame']")
    height = frame.get("height") if frame is not None else None
    if cell is None:
        return (element.tag, None, None, None, height)
    return (element.tag, cell.get("type"), cell.get("bezelStyle") or cell.get("borderStyle"), cell.get("controlSize"), height)


def measure(corpus):
    found = collections.defaultdict(collections.Counter)
    for repository, document in macos_documents(corpus):
        for view in document.iter():
            constraints, subviews = view.find("constraints"), view.find("subviews")
            frame = view.find("rect[@key='frame']")
            if (constraints is None or subviews is None or frame is None or view.tag not in PLAIN_CONTAINERS
                    or view.get("flipped") == "YES" or view.get("customClass")):
                continue
            height, width = float(frame.get("height")), float(frame.get("width"))
            children = {child.get("id"): child for child in subviews}
            for constraint in constraints:
                if constraint.get("relation") or constraint.get("multiplier") or constraint.get("priority"):
                    continue
                constant = float(constraint.get("constant", "0"))
                first, second = constraint.get("firstItem"), constraint.get("secondItem")
                pairs = [(first, second, constraint.get("firstAttribute"), constraint.get("secondAttribute"), True),
                         (second, first, constraint.get("secondAttribute"), constraint.get("firstAttribute"), False)]
                for mine, other, attribute, other_attribute, is_first in pairs:
                    if mine not in children or attribute not in ("top", "bottom", "leading", "trailing"):
                        continue
                    if other not in (None, view.get("id")) or other_attribute != attribute:
                        continue
                    control = children[mine]
                    if control.get("misplaced") == "YES" or control.get("ambiguous") == "YES":
                        continue
                    rect = control.find("rect[@key='frame']")
                    if rect is None:
                        continue
                    x, y = float(rect.get("x")), float(rect.get("y"))
                    w, h = float(rect.get("width")), float(rect.get("height"))
                    stored = {"top": height - (y + h), "bottom": y, "leading": x, "trailing": width - (x + w)}[attribute]
                    # first.attr == second.attr + constant: for the top and leading edges the
                    # distance from the superview's edge is the constant when the control is first.
                    toward_inside = attribute in ("top", "leading")
                    distance = constant if is_first == toward_inside else -constant
                    found[kind(control) + (attribute,)][(round(distance - stored, 1), repository)] += 1
    return found


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "corpus", "ib"))
    parser.add_argument("--min-count", type=int, default=2)
    parser.add_argument("--element", help="only this element (button, popUpButton, box, textField, …)")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"skipped: no corpus at {args.corpus}")
        return 0
    found = measure(args.corpus)
    for key in sorted(found, key=lambda k: (-sum(found[k].values()), str(k))):
        counts = found[key]
        if sum(counts.values()) < args.min_count or (args.element and key[0] != args.element):
            continue
        by_inset = collections.defaultdict(collections.Counter)
        for (inset, repository), count in counts.items():
            by_inset[inset][repository] += count
        seen = "; ".join(f"{inset:g}: {sum(r.values())} ({', '.join(sorted(r))})"
                         for inset, r in sorted(by_inset.items(), key=lambda item: -sum(item[1].values())))
        element, cell_type, style, size, stored_height = key[:5]
        print(f"{element} {cell_type or '-'} {style or '-'} {size or 'regular'} {stored_height} pt, {key[5]}: {seen}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
