#!/usr/bin/env python3
"""Pools the misses of several Interface Builder measures and groups them by what is off, to
tell a behaviour (the same miss in several repositories) from one repository's quirk.

Each `--report REPORT.json=CORPUS` names a report of scripts/measure_ib_corpus.py (its
`--json`) and the folder it measured (folders are repositories). Only the views of the
headline measure count. A miss is keyed by the control it is (element, cell type, bezel or
border style, control size, font) and by how Xcode's stored frame differs from the model's
(stored − solved, x, y, width and height, to the half point). Repositories whose missed
views share Interface Builder ids (`zrp-jv-5Hq`: random, so shared only by copying; numeric
ids of old documents are left out) count as one source: a library copied into two apps is
not two pieces of evidence.

Prints, per platform, the groups seen in at least `--min-sources` independent sources, and
how many misses are in groups of one source only. The project's rule (CORPUS.md): a model
change needs the behaviour in two repositories or in Apple's documentation.

usage: scripts/group_ib_misses.py --report R.json=DIR [--report ...] [--min-sources N]
       [--coarse] [--markdown OUT]
       scripts/group_ib_misses.py --self-test
A report whose folder is absent is skipped with a message (exit 0 when none is left).
"""
import argparse
import collections
import json
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET

from measure_ib_corpus import repository_of, valid_rect

RANDOM_ID = re.compile(r"^[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}$")


def control_kind(element, coarse):
    """What the missed view is: its element, and unless `coarse` its cell's look and font."""
    if coarse:
        return (element.tag,)
    cell = next((child for child in element if child.tag.endswith("Cell")), None)
    if cell is None:
        return (element.tag, element.get("controlSize") or "")
    font = cell.find("font")
    font_name = "" if font is None else (font.get("metaFont") or "custom")
    return (element.tag, cell.get("type") or "", cell.get("bezelStyle") or cell.get("borderStyle") or "",
            cell.get("controlSize") or element.get("controlSize") or "", font_name)


def offset(stored, solved):
    """stored − solved on x, y, width and height, to the half point."""
    return tuple(round((a - b) * 2) / 2 for a, b in zip(stored, solved))


class Documents:
    """Parsed documents by path, each with its elements by id; unreadable ones are None."""

    def __init__(self):
        self.cache = {}

    def element(self, path, identifier):
        if path not in self.cache:
            try:
                root = ET.parse(path).getroot()
                self.cache[path] = {element.get("id"): element for element in root.iter() if element.get("id")}
            except (OSError, ET.ParseError):
                self.cache[path] = None
        found = self.cache[path]
        return None if found is None else found.get(str(identifier))


def pooled_misses(reports, coarse, log):
    """(platform, repository, id, key) for every headline miss the reports and their files tell."""
    documents = Documents()
    misses = []
    for report_path, corpus in reports:
        if not os.path.isdir(corpus):
            log(f"skipped: {corpus} is absent ({report_path})")
            continue
        try:
            with open(report_path, encoding="utf-8") as handle:
                report = json.load(handle)
            if not isinstance(report, dict):
                raise ValueError("not a report of measure_ib_corpus.py --json")
        except (OSError, ValueError) as error:
            raise SystemExit(f"Error: {report_path}: {error}")
        for platform in sorted(report):
            tally = report[platform]
            if not isinstance(tally, dict):
                continue
            # The headline's misses are the ones counted; `misses` holds their frames. A
            # headline miss without them (a view not solved) is counted, as unsolved.
            details = {(miss.get("file"), str(miss.get("id"))): miss for miss in tally.get("misses", []) if isinstance(miss, dict)}
            for counted in tally.get("headline_misses", []):
                if not isinstance(counted, dict) or not isinstance(counted.get("file"), str) or counted.get("id") is None:
                    continue
                identifier = str(counted["id"])
                miss = details.get((counted["file"], identifier), {})
                element = documents.element(os.path.join(corpus, counted["file"]), identifier)
                repository = repository_of(counted["file"])
                if element is None or not valid_rect(miss.get("solved")) or not valid_rect(miss.get("stored")):
                    key = ("unsolved or unreadable",)
                else:
                    key = control_kind(element, coarse) + (offset(miss["stored"], miss["solved"]),)
                misses.append((platform, repository, identifier, key))
    return misses


def sources(misses):
    """Repository → the source it counts as: repositories sharing a random id are joined."""
    parent = {}

    def find(name):
        parent.setdefault(name, name)
        while parent[name] != name:
            parent[name] = parent[parent[name]]
            name = parent[name]
        return name

    by_id = collections.defaultdict(set)
    for _, repository, identifier, _ in misses:
        find(repository)
        if RANDOM_ID.match(identifier):
            by_id[identifier].add(repository)
    for repositories in by_id.values():
        first, *rest = sorted(repositories)
        for other in rest:
            a, b = find(first), find(other)
            if a != b:
                parent[max(a, b)] = min(a, b)
    return {name: find(name) for name in parent}


def group(misses):
    """Per platform, key → the repositories and the count of its misses."""
    groups = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for platform, repository, _, key in misses:
        groups[platform][key][repository] += 1
    return groups


def describe(key):
    if key == ("unsolved or unreadable",):
        return key[0]
    *kind, delta = key
    what = " ".join(part for part in kind if part)
    words = [f"{name} {value:+g}" for name, value in zip(("x", "y", "w", "h"), delta) if value]
    return f"{what} · stored {', '.join(words) or 'within half a point'}"


def write_report(misses, min_sources, write):
    joined = sources(misses)
    copies = sorted({(name, source) for name, source in joined.items() if name != source})
    for platform, keys in sorted(group(misses).items()):
        total = sum(sum(counter.values()) for counter in keys.values())
        rows, lone = [], 0
        for key, counter in keys.items():
            independent = sorted({joined[name] for name in counter})
            if len(independent) >= min_sources:
                rows.append((len(independent), sum(counter.values()), describe(key), sorted(counter)))
            else:
                lone += sum(counter.values())
        rows.sort(key=lambda row: (-row[0], -row[1], row[2]))
        write(f"## {platform}: {total} misses\n\n")
        write(f"In groups seen in at least {min_sources} independent sources: {total - lone}; "
              f"in groups of fewer: {lone}.\n\n")
        if rows:
            write("| sources | misses | what is off | repositories |\n|---:|---:|---|---|\n")
            for count, views, text, repositories in rows:
                write(f"| {count} | {views} | {text} | {', '.join(repositories)} |\n")
            write("\n")
    if copies:
        write("Counted as one source (they share Interface Builder ids): "
              + "; ".join(f"{name} with {source}" for name, source in copies) + "\n")


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", action="append", default=[], metavar="REPORT.json=DIR",
                        help="a measure_ib_corpus.py --json report and the folder it measured")
    parser.add_argument("--min-sources", type=int, default=2, help="independent sources a group needs to be listed")
    parser.add_argument("--coarse", action="store_true", help="key misses by element only, not the control's look")
    parser.add_argument("--markdown", help="write the table here instead of standard output")
    parser.add_argument("--self-test", action="store_true", help="check this script on made-up reports, then exit")
    options = parser.parse_args(argv)
    reports = []
    for text in options.report:
        report, separator, corpus = text.partition("=")
        if not separator:
            parser.error(f"--report {text}: expected REPORT.json=DIR")
        reports.append((report, corpus))
    if not options.self_test and not reports:
        parser.error("give at least one --report REPORT.json=DIR")
    if options.min_sources < 1:
        parser.error("--min-sources must be at least 1")
    return options, reports


def main(argv=None, stdout=sys.stdout):
    options, reports = parse_arguments(argv)
    if options.self_test:
        return self_test()
    misses = pooled_misses(reports, options.coarse, lambda text: print(text, file=sys.stderr))
    if not misses:
        print("no misses to group (every report's folder absent, or nothing missed)", file=sys.stderr)
        return 0
    if options.markdown:
        with open(options.markdown, "w", encoding="utf-8") as handle:
            write_report(misses, options.min_sources, handle.write)
    else:
        write_report(misses, options.min_sources, stdout.write)
    return 0


# ---------------------------------------------------------------------------------------------
# Self-test

CHECK_BOX = ('<button id="{id}"><rect key="frame" x="0" y="0" width="20" height="18"/>'
             '<buttonCell key="cell" type="check" bezelStyle="regularSquare"><font key="font" metaFont="system"/>'
             '</buttonCell></button>')


def write_document(path, ids):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write('<document targetRuntime="MacOSX.Cocoa"><objects><view id="root"><subviews>'
                     + "".join(CHECK_BOX.format(id=identifier) for identifier in ids)
                     + "</subviews></view></objects></document>")


def self_test():
    failures = []

    def check(condition, what):
        if not condition:
            failures.append(what)

    with tempfile.TemporaryDirectory() as folder:
        corpus = os.path.join(folder, "corpus")
        # Two apps with the same check-box miss; a third carries a copy of the first's file.
        write_document(os.path.join(corpus, "a+one", "A.xib"), ["abc-de-fgh", "11"])
        write_document(os.path.join(corpus, "b+two", "B.xib"), ["xyz-uv-wqr"])
        write_document(os.path.join(corpus, "c+copy", "A.xib"), ["abc-de-fgh"])
        miss = lambda file, identifier, stored, solved: {"file": file, "id": identifier, "stored": stored, "solved": solved}
        misses = [miss("a+one/A.xib", "abc-de-fgh", [0, 1, 20, 18], [0, 0, 20, 18]),
                  miss("a+one/A.xib", "11", [0, 5, 20, 18], [0, 0, 20, 18]),
                  miss("b+two/B.xib", "xyz-uv-wqr", [0, 1.2, 20, 18], [0, 0, 20, 18]),
                  miss("c+copy/A.xib", "abc-de-fgh", [0, 1, 20, 18], [0, 0, 20, 18])]
        # A view not solved is in the headline's misses only.
        report = {"macos": {"misses": misses,
                            "headline_misses": [{"file": m["file"], "id": m["id"]} for m in misses]
                            + [{"file": "b+two/B.xib", "id": "unsolved"}]}}
        report_path = os.path.join(folder, "report.json")
        with open(report_path, "w", encoding="utf-8") as handle:
            json.dump(report, handle)
        pooled = pooled_misses([(report_path, corpus), (report_path, os.path.join(folder, "absent"))], False, lambda _: None)
        check(len(pooled) == 5, f"5 misses pooled once each, the unsolved one too (absent folder skipped), got {len(pooled)}")
        check(sum(1 for *_, key in pooled if key == ("unsolved or unreadable",)) == 1, "the unsolved view is counted as such")
        joined = sources(pooled)
        check(joined["c+copy"] == joined["a+one"], "a copy sharing a random id is one source with its original")
        check(joined["b+two"] != joined["a+one"], "different ids are different sources")
        lines = []
        write_report(pooled, 2, lines.append)
        text = "".join(lines)
        check("| 2 | 3 | button check regularSquare system · stored y +1 | a+one, b+two, c+copy |" in text,
              f"the 1 pt check boxes form one group of 2 sources and 3 misses:\n{text}")
        check("groups of fewer: 2" in text, f"the 5 pt miss and the unsolved view are one source's each:\n{text}")
        check("c+copy with a+one" in text, "the copy is named")
        coarse = pooled_misses([(report_path, corpus)], True, lambda _: None)
        check({key for *_, key in coarse} == {("button", (0, 1, 0, 0)), ("button", (0, 5, 0, 0)), ("unsolved or unreadable",)},
              "--coarse keys by element and offset only")
    for failure in failures:
        print("FAIL:", failure)
    print("group_ib_misses.py self-test:", "failed" if failures else "passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
