#!/usr/bin/env python3
"""How often layoutlint's ambiguity analysis agrees with Xcode's ambiguous="YES" markers.

Usage: scripts/measure_ambiguity_agreement.py [--corpus DIR] [--binary PATH] [--list]

Over every .xib/.storyboard under DIR (default ../shared/corpus/ib), in scenes that use Auto
Layout, two comparisons:

- the analysis: the views Xcode marked ambiguous (`layoutlint solve --format json`'s
  `ambiguousMarker`) against the views whose `ambiguous` list is not empty (a scroll view
  whose content size is not decided lists `contentWidth`/`contentHeight`: Xcode marks the
  scroll view then). Both ignore
  `verifyAmbiguity`: Xcode marks views whose check is switched off all the same (the setting
  only silences its warnings), and so this is the engine against the engine. The headline
  figures, with --list every disagreement grouped by the view's class.
- the rules: the marked views whose check is on against the views `layoutlint lint
  --reporter json` reports with `ambiguous_layout` or `scroll_content_size` (their `view`), which honour
  `verifyAmbiguity` as Xcode's warnings do, and names one view of a tie.

Prints recall (Xcode's markers we also flag) and precision (our flags Xcode also marks).
Skips (exit 0) when DIR is absent.
"""
import argparse
import collections
import json
import os
import subprocess
import sys


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "ib"))
    parser.add_argument("--binary", default=os.path.join(root, ".build", "debug", "layoutlint"))
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"skipped: no corpus at {args.corpus}")
        return 0
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(args.corpus) for name in names
                   if name.endswith((".xib", ".storyboard")))
    def run_json(arguments):
        """What the binary prints as JSON, or None when it prints none (unreadable file)."""
        output = subprocess.run([args.binary] + arguments, capture_output=True, text=True).stdout
        try:
            return json.loads(output)
        except json.JSONDecodeError:
            return None

    marked, flagged, classes = set(), set(), {}
    checked_marks, rule_flags = set(), set()
    for path in files:
        views = run_json(["solve", "--format", "json", path])
        if views is None:
            continue
        for view in views:
            key = (path, view["id"])
            classes[key] = view.get("class", "?")
            if not view.get("autoLayout"):
                continue
            if view.get("ambiguousMarker"):
                marked.add(key)
                if view.get("verifyAmbiguity") != "off":
                    checked_marks.add(key)
            if view.get("ambiguous"):
                flagged.add(key)
        for finding in run_json(["lint", "--reporter", "json", path]) or []:
            if finding.get("rule") in ("ambiguous_layout", "scroll_content_size") and finding.get("view"):
                rule_flags.add((path, finding["view"]))
    both = marked & flagged
    share = lambda part, whole: f"{len(part)}/{len(whole)} ({100.0 * len(part) / len(whole):.0f}%)" if whole else "0/0"
    print(f"Xcode's markers we also find ambiguous (recall): {share(both, marked)}")
    print(f"views we find ambiguous that Xcode also marks (precision): {share(both, flagged)}")
    rule_both = checked_marks & rule_flags
    print(f"ambiguous_layout and scroll_content_size findings: recall {share(rule_both, checked_marks)}, precision {share(rule_both, rule_flags)}"
          " (verifyAmbiguity honoured; one view named per tie)")
    if args.list:
        for title, keys in (("marked by Xcode only", marked - flagged), ("flagged by layoutlint only", flagged - marked)):
            print(f"\n{title}:")
            by_class = collections.Counter(classes.get(key, "?") for key in keys)
            for name, count in by_class.most_common():
                print(f"  {count:3d}  {name}")
            for key in sorted(keys):
                print(f"       {os.path.relpath(key[0], args.corpus)}  {key[1]}  {classes.get(key, '?')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
