#!/usr/bin/env python3
"""Measures `layoutlint explain` over a corpus of real console logs.

Usage: scripts/check_log_corpus.py [--corpus DIR] [--binary PATH] [--min-parsed PCT]
                                   [--min-confirmed PCT]

DIR holds *.log files and an index.tsv (file, source_url, platform, kind, truncated,
features, broken), as ../shared/corpus/logs does. Prints:
  - the share of constraint descriptions parsed (cut-off descriptions in truncated
    excerpts are counted apart: nothing can parse half a constraint);
  - the share of complete "Unable to simultaneously satisfy" lists our solver confirms
    infeasible (redacted <private> logs left out), with every miss listed;
  - how often our choice of constraint to break matches UIKit's;
  - the share of files whose message kind is recognised.
Exits 1 when a --min threshold is missed, 0 otherwise; skips (exit 0) when DIR is absent.
"""
import argparse
import csv
import json
import os
import subprocess
import sys


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "logs"))
    parser.add_argument("--binary", default=os.path.join(root, ".build", "debug", "layoutlint"))
    parser.add_argument("--min-parsed", type=float, default=None)
    parser.add_argument("--min-confirmed", type=float, default=None)
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"skipped: no log corpus at {args.corpus}")
        return 0
    index = {}
    index_path = os.path.join(args.corpus, "index.tsv")
    if os.path.exists(index_path):
        with open(index_path, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                index[row["file"]] = row

    parsed = unparsed = cut_off = 0
    failures = []
    complete = confirmed = 0
    misses = []
    agree = compared = 0
    recognised = files = 0
    for name in sorted(os.listdir(args.corpus)):
        if not name.endswith(".log"):
            continue
        files += 1
        meta = index.get(name, {})
        result = subprocess.run([args.binary, "explain", "--format", "json", os.path.join(args.corpus, name)],
                                capture_output=True, text=True)
        if result.returncode not in (0, 1):
            print(f"{name}: layoutlint failed with {result.returncode}: {result.stderr.strip()}")
            failures.append((name, "crash"))
            continue
        blocks = json.loads(result.stdout)
        kinds = {block["kind"] for block in blocks}
        expected = meta.get("kind", "")
        wanted = {"unsat": {"unsatisfiable"}, "ambiguous": {"ambiguous"},
                  "feedback": {"feedback-loop", "collection-view-loop"}}.get(expected)
        # "misc" files hold the other constraint errors: any recognised message counts.
        if (wanted and kinds & wanted) or (expected == "misc" and kinds):
            recognised += 1
        else:
            print(f"{name}: expected a {expected or '?'} message, found {sorted(kinds) or 'none'}")
        for block in blocks:
            for constraint in block["constraints"]:
                if "error" not in constraint:
                    parsed += 1
                elif "cut off" in constraint["error"]:
                    cut_off += 1
                else:
                    unparsed += 1
                    failures.append((f"{name}:{constraint['line']}:{constraint['column']}",
                                     f"{constraint['error']}: {constraint['text'][:120]}"))
            if block["kind"] != "unsatisfiable" or block["verdict"] == "redacted":
                continue
            if meta.get("truncated") == "no":
                complete += 1
                if block["verdict"] == "confirmed":
                    confirmed += 1
                else:
                    misses.append(f"{name}:{block['line']}")
            if block["broken"] and block["suggested"]:
                compared += 1
                agree += block["broken"] == block["suggested"]

    def share(part, whole):
        return f"{part}/{whole} ({100.0 * part / whole:.1f}%)" if whole else "0/0"

    total = parsed + unparsed
    print(f"constraint descriptions parsed: {share(parsed, total)}; cut off by truncated excerpts: {cut_off}")
    for where, why in failures:
        print(f"  unparsed {where}: {why}")
    print(f"complete unsatisfiable lists confirmed infeasible: {share(confirmed, complete)}")
    for miss in misses:
        print(f"  not reproduced: {miss}")
    print(f"our constraint to break matches UIKit's: {share(agree, compared)}")
    print(f"files whose message kind is recognised: {share(recognised, files)}")
    status = 0
    if args.min_parsed is not None and total and 100.0 * parsed / total < args.min_parsed:
        print(f"FAIL: parsed share below {args.min_parsed}%")
        status = 1
    if args.min_confirmed is not None and complete and 100.0 * confirmed / complete < args.min_confirmed:
        print(f"FAIL: confirmed share below {args.min_confirmed}%")
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
