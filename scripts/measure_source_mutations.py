#!/usr/bin/env python3
"""Recall of the code rules on real code: plants one bug at a time in a temporary copy of a
corpus file and checks that `layoutlint lint` reports it on that file.

Mutations (each applied alone, to one line of one file of ../shared/corpus/swift):
  - `tamic`: delete a line `X.translatesAutoresizingMaskIntoConstraints = false` (or `= NO;`)
    whose X is a plain name (`label`, `self.label`); expected: an
    `autoresizing_mask_translation` finding naming X. Views UIKit manages (arranged
    subviews), views handed to code the reader cannot see, and views whose class is the
    project's own are exempt by design, so not every mutation is a bug the rule should see:
    the report lists the silent ones for a hand check.
  - `super`: delete a line `super.updateConstraints()` / `super.layoutSubviews()` (or the
    Objective-C send); expected: a `missing_super_call` finding for that method.

The corpus is never modified; copies go to a temporary folder. Skips cleanly (exit 0,
"SKIP: ...") without the corpus.

    python3 scripts/measure_source_mutations.py [--corpus DIR] [--binary PATH] [--show N]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TAMIC = re.compile(r"^\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\??\.translatesAutoresizingMaskIntoConstraints\s*=\s*(?:false|NO)\s*;?\s*$")
SUPER = re.compile(r"^\s*(?:super\.(updateConstraints|layoutSubviews)\(\)|\[super (updateConstraints|layoutSubviews)\];)\s*$")


def lint(binary, path):
    done = subprocess.run([binary, "lint", "--reporter", "json", path], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    try:
        return json.loads(done.stdout) if done.stdout.strip() else []
    except ValueError:
        return []


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "swift"))
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "layoutlint"))
    parser.add_argument("--show", type=int, default=12, help="silent mutations to list")
    arguments = parser.parse_args(argv)
    if not os.path.isdir(arguments.corpus):
        print(f"SKIP: no corpus at {arguments.corpus}")
        return 0
    results = {"tamic": [], "super": []}
    with tempfile.TemporaryDirectory() as scratch:
        for folder, _, names in sorted(os.walk(arguments.corpus)):
            for name in sorted(names):
                if not name.endswith((".swift", ".m")):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    lines = handle.read().split("\n")
                relative = os.path.relpath(path, arguments.corpus)
                before = {(f["rule"], f.get("message", "")) for f in lint(arguments.binary, path)}
                for number, line in enumerate(lines):
                    kind, subject = None, None
                    match = TAMIC.match(line)
                    if match:
                        kind, subject = "tamic", match.group(1)
                    match = SUPER.match(line)
                    if match:
                        kind, subject = "super", match.group(1) or match.group(2)
                    if not kind:
                        continue
                    mutated = os.path.join(scratch, name)
                    with open(mutated, "w", encoding="utf-8") as handle:
                        handle.write("\n".join(lines[:number] + lines[number + 1:]))
                    after = lint(arguments.binary, mutated)
                    rule = "autoresizing_mask_translation" if kind == "tamic" else "missing_super_call"
                    new = [f for f in after if f["rule"] == rule and (f["rule"], f.get("message", "")) not in before]
                    if kind == "tamic":
                        hit = any(f.get("message", "").startswith(subject + " ") for f in new)
                    else:
                        hit = any(f"without calling super.{subject}" in f.get("message", "") for f in new)
                    results[kind].append((relative, number + 1, subject, hit))
    for kind, rule in (("tamic", "autoresizing_mask_translation"), ("super", "missing_super_call")):
        made = results[kind]
        hits = sum(1 for entry in made if entry[3])
        print(f"{kind}: {len(made)} mutations, {hits} reported by {rule}")
        for relative, line, subject, hit in [entry for entry in made if not entry[3]][:arguments.show]:
            print(f"  silent: {relative}:{line} ({subject})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
