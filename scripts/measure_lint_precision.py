#!/usr/bin/env python3
"""How far `layoutlint lint`'s findings over real Interface Builder files can be trusted.

usage: scripts/measure_lint_precision.py [--corpus DIR] [--binary PATH] [--markdown OUT.md] [--json OUT.json]
       scripts/measure_lint_precision.py --self-test

Lints every .xib/.storyboard under the corpus (default ../shared/corpus/ib) with
`layoutlint lint --reporter json` (one run over the folder) and reads the files themselves
for Xcode's markers: `ambiguous="YES"` and `misplaced="YES"` on constrained views
(`translatesAutoresizingMaskIntoConstraints="NO"`), the oracle from Apple's own engine.
Reports, per rule: findings, errors, findings on a view Xcode marked (either marker),
findings per 100 files; for `ambiguous_layout`, recall (marked views, with Xcode's check on
for them — `verifyAmbiguity` other than `ignoreSizes`/`off` — that a finding names) and
precision (findings whose views Xcode marked ambiguous); for `misplaced_view`, precision
against `misplaced="YES"` and recall; the error findings in files where Xcode shows no
marker at all (per 100 such files, and each listed); and the findings per repository (the
folder under the corpus). A finding names its view with `view` and, where the rule names
several, `views`. Plain Python 3 standard library; exit 0, also "SKIP: …" without a corpus.
"""
import argparse
import collections
import io
import json
import os
import subprocess
import sys
import tempfile
import xml.parsers.expat

EXTENSIONS = (".xib", ".storyboard")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "ib"))
CHECK_OFF = {"ignoreSizes", "off"}


def markers(path):
    """(ambiguous ids with the check on, ambiguous ids, misplaced ids) of constrained views."""
    ambiguous_checked, ambiguous, misplaced = set(), set(), set()
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attributes):
        identifier = attributes.get("id")
        if identifier is None or attributes.get("translatesAutoresizingMaskIntoConstraints") != "NO":
            return
        if attributes.get("ambiguous") == "YES":
            ambiguous.add(identifier)
            if attributes.get("verifyAmbiguity") not in CHECK_OFF:
                ambiguous_checked.add(identifier)
        if attributes.get("misplaced") == "YES":
            misplaced.add(identifier)

    parser.StartElementHandler = start
    try:
        with open(path, "rb") as handle:
            parser.ParseFile(handle)
    except (xml.parsers.expat.ExpatError, OSError, ValueError):
        pass
    return ambiguous_checked, ambiguous, misplaced


def corpus_files(corpus):
    found = []
    for directory, subdirectories, names in os.walk(corpus):
        subdirectories.sort()
        for name in sorted(names):
            if name.endswith(EXTENSIONS):
                found.append(os.path.relpath(os.path.join(directory, name), corpus).replace(os.sep, "/"))
    return found


def normalized(path):
    return path[2:] if path.startswith("./") else path


def repository(relative):
    return relative.split("/", 1)[0]


def percent(part, whole):
    return f"{100.0 * part / whole:.1f} %" if whole else "—"


def measure(corpus, findings):
    files = corpus_files(corpus)
    marks = {relative: markers(os.path.join(corpus, relative)) for relative in files}
    unmarked_files = {relative for relative, (_, ambiguous, misplaced) in marks.items() if not ambiguous and not misplaced}
    by_rule = collections.OrderedDict()
    named_ambiguous = set()
    named_by_model = set()
    named_misplaced = set()
    unmarked_errors = []
    per_repository = collections.defaultdict(collections.Counter)
    for finding in findings:
        rule = finding.get("rule", "?")
        relative = normalized(str(finding.get("file", "")))
        checked, ambiguous, misplaced = marks.get(relative, (set(), set(), set()))
        views = [finding["view"]] if isinstance(finding.get("view"), str) else []
        views += [view for view in finding.get("views") or [] if isinstance(view, str) and view not in views]
        tally = by_rule.setdefault(rule, collections.Counter())
        tally["findings"] += 1
        tally["errors"] += 1 if finding.get("severity") == "error" else 0
        tally["estimated"] += 1 if finding.get("confidence") == "estimated" else 0
        # A finding that only passes on Xcode's own marker is not the model's.
        echoed = str(finding.get("message", "")).startswith("Xcode marks ")
        tally["echoed markers"] += 1 if echoed else 0
        if any(view in ambiguous or view in misplaced for view in views):
            tally["on marked views"] += 1
        if rule == "ambiguous_layout":
            hit = [view for view in views if view in ambiguous]
            tally["true (Xcode marks ambiguous)"] += 1 if hit else 0
            named_ambiguous.update((relative, view) for view in hit)
            if not echoed:
                tally["model true"] += 1 if hit else 0
                named_by_model.update((relative, view) for view in hit)
        if rule == "misplaced_view":
            hit = [view for view in views if view in misplaced]
            tally["true (Xcode marks misplaced)"] += 1 if hit else 0
            named_misplaced.update((relative, view) for view in hit)
        if finding.get("severity") == "error" and relative in unmarked_files:
            unmarked_errors.append(finding)
        per_repository[repository(relative)][rule] += 1
    checked_marks = {(relative, view) for relative, (checked, _, _) in marks.items() for view in checked}
    misplaced_marks = {(relative, view) for relative, (_, _, misplaced) in marks.items() for view in misplaced}
    return {
        "files": len(files), "unmarked files": len(unmarked_files), "rules": by_rule,
        "ambiguous": {"marked (check on)": len(checked_marks), "named": len(checked_marks & named_ambiguous),
                      "named by the model": len(checked_marks & named_by_model)},
        "misplaced": {"marked": len(misplaced_marks), "named": len(misplaced_marks & named_misplaced)},
        "unmarked errors": unmarked_errors, "per repository": per_repository,
    }


def report(result):
    out = io.StringIO()
    write = lambda line="": out.write(line + "\n")
    files = result["files"]
    write("# `layoutlint lint` over the corpus: findings against Xcode's markers")
    write()
    write(f"{files} files; {result['unmarked files']} with no marker from Xcode.")
    write()
    write("| rule | findings | errors | estimated | on views Xcode marked | per 100 files | precision against Xcode |")
    write("|---|---:|---:|---:|---:|---:|---:|")
    for rule, tally in sorted(result["rules"].items()):
        truth = ""
        if rule == "ambiguous_layout":
            truth = percent(tally["true (Xcode marks ambiguous)"], tally["findings"])
        elif rule == "misplaced_view":
            truth = percent(tally["true (Xcode marks misplaced)"], tally["findings"])
        write(f"| `{rule}` | {tally['findings']} | {tally['errors']} | {tally['estimated']} | {tally['on marked views']} "
              f"| {100.0 * tally['findings'] / files:.1f} | {truth} |" if files else f"| `{rule}` | {tally['findings']} | | | | |")
    ambiguous, misplaced = result["ambiguous"], result["misplaced"]
    write()
    write(f"- `ambiguous_layout` recall: {ambiguous['named']} of {ambiguous['marked (check on)']} constrained views Xcode "
          f"marks ambiguous with its check on ({percent(ambiguous['named'], ambiguous['marked (check on)'])}); "
          f"by the model's own analysis (not counting findings that report Xcode's marker): "
          f"{ambiguous['named by the model']} ({percent(ambiguous['named by the model'], ambiguous['marked (check on)'])}).")
    model = result["rules"].get("ambiguous_layout", collections.Counter())
    own = model["findings"] - model["echoed markers"]
    write(f"- `ambiguous_layout` precision of the model's own findings: {model['model true']} of {own} "
          f"({percent(model['model true'], own)}); {model['echoed markers']} findings report Xcode's marker.")
    write(f"- `misplaced_view` recall: {misplaced['named']} of {misplaced['marked']} constrained views Xcode marks "
          f"misplaced ({percent(misplaced['named'], misplaced['marked'])}).")
    errors = result["unmarked errors"]
    unmarked = result["unmarked files"]
    write(f"- error findings in files where Xcode shows no marker: {len(errors)} in {unmarked} files "
          f"({100.0 * len(errors) / unmarked:.1f} per 100 files)." if unmarked else "- no file without markers")
    write()
    write("## Per repository")
    write()
    rules = sorted({rule for counts in result["per repository"].values() for rule in counts})
    write("| repository | " + " | ".join(f"`{rule}`" for rule in rules) + " |")
    write("|---|" + "---:|" * len(rules))
    for name, counts in sorted(result["per repository"].items()):
        write(f"| {name} | " + " | ".join(str(counts[rule]) for rule in rules) + " |")
    write()
    write(f"## Error findings in files without markers ({len(errors)})")
    write()
    for finding in sorted(errors, key=lambda item: (normalized(str(item.get("file"))), item.get("line") or 0, item.get("rule"))):
        write(f"- `{normalized(str(finding.get('file')))}:{finding.get('line')}` {finding.get('rule')}: "
              f"{str(finding.get('message', '')).replace('|', '/')[:200]}")
    return out.getvalue()


def lint(binary, corpus):
    process = subprocess.run([binary, "lint", "--reporter", "json", "."], cwd=corpus, capture_output=True, text=True)
    try:
        findings = json.loads(process.stdout or "[]")
    except ValueError:
        raise SystemExit(f"error: {binary} printed no JSON (exit {process.returncode}): {process.stderr[:300]}")
    return [finding for finding in findings if isinstance(finding, dict)]


def self_test():
    fake = ('<?xml version="1.0" encoding="UTF-8"?>\n<document useAutolayout="YES"><objects><view id="r">'
            '<subviews><view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="a"/>'
            '<view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" verifyAmbiguity="ignoreSizes" id="q"/>'
            '<view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="m"/>'
            '<view translatesAutoresizingMaskIntoConstraints="NO" id="b"/></subviews></view></objects></document>\n')
    plain = ('<?xml version="1.0" encoding="UTF-8"?>\n<document useAutolayout="YES"><objects><view id="r"><subviews>'
             '<view translatesAutoresizingMaskIntoConstraints="NO" id="c"/></subviews></view></objects></document>\n')
    with tempfile.TemporaryDirectory() as corpus:
        os.makedirs(os.path.join(corpus, "one"))
        os.makedirs(os.path.join(corpus, "two"))
        with open(os.path.join(corpus, "one", "marked.xib"), "w") as handle:
            handle.write(fake)
        with open(os.path.join(corpus, "two", "plain.xib"), "w") as handle:
            handle.write(plain)
        findings = [
            {"file": "./one/marked.xib", "line": 1, "rule": "ambiguous_layout", "severity": "error", "view": "a", "message": "Xcode marks a"},
            {"file": "./one/marked.xib", "line": 1, "rule": "ambiguous_layout", "severity": "error", "view": "b",
             "views": ["b", "q"], "message": "y"},
            {"file": "./one/marked.xib", "line": 2, "rule": "misplaced_view", "severity": "warning", "view": "b", "message": "z"},
            {"file": "./two/plain.xib", "line": 3, "rule": "ambiguous_layout", "severity": "error", "view": "c", "message": "w",
             "confidence": "estimated"},
        ]
        result = measure(corpus, findings)
    failures = []
    rules = result["rules"]
    if rules["ambiguous_layout"]["findings"] != 3 or rules["ambiguous_layout"]["true (Xcode marks ambiguous)"] != 2:
        failures.append(f"ambiguous tallies {dict(rules['ambiguous_layout'])}")
    if result["ambiguous"] != {"marked (check on)": 1, "named": 1, "named by the model": 0}:
        failures.append(f"ambiguous recall {result['ambiguous']} (q's check is off)")
    if result["misplaced"] != {"marked": 1, "named": 0} or rules["misplaced_view"]["true (Xcode marks misplaced)"] != 0:
        failures.append(f"misplaced {result['misplaced']}")
    if result["unmarked files"] != 1 or len(result["unmarked errors"]) != 1:
        failures.append(f"unmarked errors {result['unmarked errors']}")
    text = report(result)
    for fragment in ("| `ambiguous_layout` | 3 | 3 | 1 | 2 | 150.0 | 66.7 % |", "recall: 1 of 1", "own analysis (not counting findings that report Xcode's marker): 0 (0.0 %)",
                     "precision of the model's own findings: 1 of 2 (50.0 %); 1 findings report Xcode's marker", "100.0 per 100 files", "| one | 2 | 1 |"):
        if fragment not in text:
            failures.append(f"report lacks {fragment!r}")
    floors = argparse.Namespace(min_ambiguous_precision=60.0, min_ambiguous_recall=100.0, max_unmarked_errors=200.0)
    if check_floors(result, floors, quiet=True) != 0:
        failures.append("floors that hold were reported broken")
    floors.max_unmarked_errors = 50.0
    if check_floors(result, floors, quiet=True) != 1:
        failures.append("a broken floor (100 errors per 100 marker-free files > 50) passed")
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    if not failures:
        print("self-test passed")
    return 1 if failures else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "layoutlint"))
    parser.add_argument("--markdown", metavar="OUT.md")
    parser.add_argument("--json", metavar="OUT.json")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--min-ambiguous-precision", type=float, metavar="PERCENT",
                        help="fail (exit 1) when ambiguous_layout's precision against Xcode's markers is lower")
    parser.add_argument("--min-ambiguous-recall", type=float, metavar="PERCENT",
                        help="fail when ambiguous_layout's recall of Xcode's markers is lower")
    parser.add_argument("--max-unmarked-errors", type=float, metavar="PER_100_FILES",
                        help="fail when there are more error findings per 100 files without markers")
    options = parser.parse_args(argv)
    if options.self_test:
        return self_test()
    if not os.path.isdir(options.corpus):
        print(f"SKIP: no corpus at {options.corpus}")
        return 0
    if not os.access(options.binary, os.X_OK):
        print(f"error: {options.binary} is not an executable file", file=sys.stderr)
        return 2
    result = measure(options.corpus, lint(os.path.abspath(options.binary), options.corpus))
    text = report(result)
    if options.markdown:
        with open(options.markdown, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump({**result, "rules": {rule: dict(tally) for rule, tally in result["rules"].items()},
                       "per repository": {name: dict(counts) for name, counts in result["per repository"].items()}},
                      handle, indent=1, sort_keys=True)
            handle.write("\n")
    return check_floors(result, options)


def check_floors(result, options, quiet=False):
    """0 when every floor given holds, else 1 with a line per broken floor on stderr."""
    tally = result["rules"].get("ambiguous_layout", collections.Counter())
    precision = 100.0 * tally["true (Xcode marks ambiguous)"] / tally["findings"] if tally["findings"] else 100.0
    marked = result["ambiguous"]["marked (check on)"]
    recall = 100.0 * result["ambiguous"]["named"] / marked if marked else 100.0
    unmarked = result["unmarked files"]
    errors = 100.0 * len(result["unmarked errors"]) / unmarked if unmarked else 0.0
    # Compared as reported (one decimal), so a floor set to a printed figure holds.
    precision, recall, errors = round(precision, 1), round(recall, 1), round(errors, 1)
    broken = []
    if options.min_ambiguous_precision is not None and precision < options.min_ambiguous_precision:
        broken.append(f"ambiguous_layout precision {precision:.1f} % is below {options.min_ambiguous_precision} %")
    if options.min_ambiguous_recall is not None and recall < options.min_ambiguous_recall:
        broken.append(f"ambiguous_layout recall {recall:.1f} % is below {options.min_ambiguous_recall} %")
    if options.max_unmarked_errors is not None and errors > options.max_unmarked_errors:
        broken.append(f"{errors:.1f} error findings per 100 marker-free files, more than {options.max_unmarked_errors}")
    for line in broken if not quiet else []:
        print("FAIL: " + line, file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
