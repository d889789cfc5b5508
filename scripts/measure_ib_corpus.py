#!/usr/bin/env python3
"""Measures how well layoutlint reproduces the frames Xcode stored in real Interface Builder files.

For every .xib and .storyboard under the corpus (default: ../shared/corpus/ib beside the
repository), runs `layoutlint solve --format json FILE` and compares each view's solved frame
with the frame Xcode stored. The output contract of that command, one JSON array per file:

    [{"id", "class", "file", "line", "frame": [x, y, w, h], "storedFrame": [x, y, w, h]?,
      "ambiguousMarker", "misplacedMarker", "platform": "ios" | "macos", "layout",
      "autoLayout", "verifyAmbiguity"}, ...]          (one object per view, document order)

with exit status 0, or 1 when some required constraints were rejected (the JSON is still
complete), or 2 when the file could not be read (the message is on stderr).

The headline measure (the one --min-ios and --min-macos check) takes its views from the files
themselves, not from what `solve` printed: every element with
`translatesAutoresizingMaskIntoConstraints="NO"` and a stored `<rect key="frame">`, in a document
with `useAutolayout="YES"`, that is not hidden (itself or an ancestor) and carries neither
`ambiguous="YES"` nor `misplaced="YES"`. A view `solve` does not print counts as a miss
(*unsolved*), and so does every such view of a file that fails to read: a measure that leaves out
what the tool skips would flatter it. It is reported per platform and per repository (the folder
under the corpus), with the worst repository of at least 30 views and the misses grouped by cause.

The old measure is kept beside it: a view `solve` printed is *compared* when it has a stored
frame, carries neither of Xcode's markers, belongs to an Auto Layout scene (`autoLayout`; scenes
without constraints are reported separately) and is not hidden (when the JSON says so). Either
way a view is *within tolerance* when all four numbers are within 0.5 pt. The report, per platform: files
read and failed (with reasons), views compared, the share within tolerance, and the misses
grouped by a heuristic reason (where the view sits — cell, stack view, scroll view — and the
shape of the error), by class and by file.

usage: scripts/measure_ib_corpus.py [--corpus DIR] [--binary PATH] [--timeout SECONDS] [--jobs N]
                                    [--tolerance PT] [--markdown OUT.md] [--json OUT.json]
                                    [--min-ios PCT] [--min-macos PCT]
       scripts/measure_ib_corpus.py --self-test

Exit status: 0 (also "SKIP: …" when the corpus is absent), 1 when a --min-* target is missed,
2 on a usage or setup error (no binary). Plain Python 3 standard library.
"""
import argparse
import collections
import concurrent.futures
import contextlib
import io
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "ib"))
EXTENSIONS = (".xib", ".storyboard")
PLATFORMS = ("ios", "macos")
PLATFORM_TITLES = {"ios": "iOS", "macos": "macOS", "unknown": "unknown platform"}

# Element names that put a view "in a cell", "in a stack view", "in a scroll view".
CELL_ELEMENTS = {"tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
                 "collectionReusableView", "tableViewHeaderFooterView", "tableCellView", "tableRowView",
                 "collectionViewItem"}
STACK_ELEMENTS = {"stackView"}
SCROLL_ELEMENTS = {"scrollView", "tableView", "collectionView", "clipView", "textView", "outlineView"}
# AppKit controls whose frame differs from their alignment rectangle.
MACOS_INSET_CONTROLS = {"NSButton", "NSPopUpButton", "NSTextField", "NSComboBox", "NSSegmentedControl", "NSSlider",
                        "NSStepper", "NSSearchField", "NSSecureTextField", "NSBox", "NSDatePicker", "NSPathControl",
                        "NSLevelIndicator", "NSSwitch", "NSColorWell", "NSProgressIndicator"}


# ---------------------------------------------------------------------------------------------
# Running layoutlint


class FileResult:
    """What one `layoutlint solve` run gave for one file."""

    def __init__(self, path, relative, platform):
        self.path = path
        self.relative = relative
        self.platform = platform          # sniffed from the file: "ios", "macos" or "unknown"
        self.ok = False
        self.reason = None                # why the file failed
        self.rejected = False             # exit status 1: some required constraints rejected
        self.views = []
        self.seconds = 0.0


def sniff_platform(path):
    """The platform the file says it targets, from its `targetRuntime` (first 4 KB)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except OSError:
        return "unknown"
    match = re.search(rb'targetRuntime="([^"]*)"', head)
    if not match:
        return "unknown"
    runtime = match.group(1)
    if runtime.startswith(b"MacOSX"):
        return "macos"
    if runtime.startswith((b"iOS", b"AppleTV", b"watchKit")):
        return "ios"
    return "unknown"


def first_line(text, limit=200):
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line if len(line) <= limit else line[: limit - 1] + "…"
    return ""


def run_one(binary, path, relative, timeout):
    result = FileResult(path, relative, sniff_platform(path))
    start = time.perf_counter()
    try:
        process = subprocess.run([binary, "solve", "--format", "json", path], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        result.reason = f"timeout after {timeout:g} s"
        return result
    except OSError as error:
        result.reason = f"could not run {binary}: {error.strerror or error}"
        return result
    finally:
        result.seconds = time.perf_counter() - start
    # The file's own path adds nothing to the message: the report names the file.
    stderr = process.stderr.decode("utf-8", "replace").replace(path + ":", "").replace(path, os.path.basename(path))
    if process.returncode == 2 and not process.stdout.strip():
        result.reason = first_line(stderr) or "exit status 2 without a message"
        return result
    # Exit 2 with output: some layouts could not be read. `solve` prints their views with
    # "modelled": false and the error as the reason, and they are counted as unsolved below.
    if process.returncode not in (0, 1, 2):
        signal = f" (signal {-process.returncode})" if process.returncode < 0 else ""
        result.reason = f"exit status {process.returncode}{signal}: {first_line(stderr) or 'no message'}"
        return result
    try:
        views = json.loads(process.stdout.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        result.reason = f"output is not JSON ({error.__class__.__name__}: {first_line(str(error), 80)})"
        return result
    if not isinstance(views, list) or not all(isinstance(view, dict) for view in views):
        result.reason = "output is not a JSON array of objects"
        return result
    result.ok = True
    result.rejected = process.returncode == 1
    result.views = views
    return result


def corpus_files(corpus):
    found = []
    for directory, subdirectories, files in os.walk(corpus):
        subdirectories.sort()
        for name in sorted(files):
            if name.endswith(EXTENSIONS):
                path = os.path.join(directory, name)
                found.append((path, os.path.relpath(path, corpus)))
    return found


def default_binary():
    """`swift build --show-bin-path`'s layoutlint, or None with a reason."""
    try:
        process = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                                 timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"could not run `swift build --show-bin-path` ({error}); pass --binary"
    if process.returncode != 0:
        return None, f"`swift build --show-bin-path` failed: {first_line(process.stderr)}; pass --binary"
    binary = os.path.join(process.stdout.strip(), "layoutlint")
    if not os.access(binary, os.X_OK):
        return None, f"{binary} does not exist: run `swift build` first, or pass --binary"
    return binary, None


# ---------------------------------------------------------------------------------------------
# Where each view sits (from the file itself: the JSON has no superviews)


def ancestry(path):
    """Maps each object id in the file to the element names of its ancestors, outermost first."""
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError, ValueError):
        return {}
    found = {}

    def walk(element, names):
        identifier = element.get("id")
        if identifier is not None and identifier not in found:
            found[identifier] = names
        inner = names + (element.tag,)
        for child in element:
            walk(child, inner)

    try:
        walk(root, ())
    except RecursionError:
        return found
    return found


def expected_views(path):
    """The views the headline measure compares, read from the file itself (not from `solve`).

    Every element with `translatesAutoresizingMaskIntoConstraints="NO"` and a stored
    `<rect key="frame">`, in a document with `useAutolayout="YES"`, that is not hidden (itself
    or an ancestor) and carries neither `ambiguous="YES"` nor `misplaced="YES"`. Returns a list of
    (id, element name, line, ancestor element names) in document order, or None when the file
    is not well-formed XML (its views cannot be counted, and the file is reported as failed).
    """
    import xml.parsers.expat
    found = []
    stack = []          # [tag, attributes, line, hidden, has_frame]
    document = {"autolayout": False}
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attributes):
        if tag == "document":
            document["autolayout"] = attributes.get("useAutolayout") == "YES"
        if tag == "rect" and attributes.get("key") == "frame" and stack:
            stack[-1][4] = True
        hidden = attributes.get("hidden") == "YES" or (bool(stack) and stack[-1][3])
        stack.append([tag, attributes, parser.CurrentLineNumber, hidden, False])

    def end(tag):
        tag, attributes, line, hidden, has_frame = stack.pop()
        if (has_frame and not hidden and attributes.get("translatesAutoresizingMaskIntoConstraints") == "NO"
                and attributes.get("ambiguous") != "YES" and attributes.get("misplaced") != "YES"
                and attributes.get("id") is not None):
            found.append((attributes["id"], tag, line, tuple(entry[0] for entry in stack)))

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        with open(path, "rb") as handle:
            parser.ParseFile(handle)
    except (xml.parsers.expat.ExpatError, OSError, ValueError):
        return None
    if not document["autolayout"]:
        return []
    found.sort(key=lambda entry: entry[2])
    return found


def repository_of(relative):
    """The corpus folder a file belongs to (`owner+repo`), the unit of the per-repository figures."""
    return relative.replace(os.sep, "/").split("/", 1)[0]


def unsolved_cause(names):
    """Where an unsolved view sits: its innermost container element that is not a plain view."""
    for name in reversed(names or ()):
        if name not in ("subviews", "view", "objects", "document", "scenes", "scene", "viewController",
                        "arrangedSubviews", "tableViewCellContentView", "collectionViewCellContentView",
                        "prototypes", "cells", "sections", "tableViewSection", "connections", "constraints"):
            return name
    return "top level"


def has_size_classes(path):
    try:
        with open(path, "rb") as handle:
            return b"<variation " in handle.read()
    except OSError:
        return False


# ---------------------------------------------------------------------------------------------
# Comparing


def valid_rect(value):
    return (isinstance(value, list) and len(value) == 4
            and all(isinstance(number, (int, float)) and not isinstance(number, bool) and math.isfinite(number)
                    for number in value))


def error_shape(solved, stored, tolerance):
    dx, dy = abs(solved[0] - stored[0]) > tolerance, abs(solved[1] - stored[1]) > tolerance
    dw, dh = abs(solved[2] - stored[2]) > tolerance, abs(solved[3] - stored[3]) > tolerance
    if (dw or dh) and (dx or dy):
        return "position and size"
    if dw and dh:
        return "size"
    if dw:
        return "width"
    if dh:
        return "height"
    if dx and dy:
        return "offset (x, y)"
    return "offset (x)" if dx else "offset (y)"


def context_of(view, names, platform, size_classes):
    """Where the view sits, for grouping misses: the first that applies."""
    if names is None:
        names = ()
    if any(name in CELL_ELEMENTS for name in names):
        return "in a cell"
    if any(name in STACK_ELEMENTS for name in names):
        return "in a stack view"
    if any(name in SCROLL_ELEMENTS for name in names):
        return "in a scroll view"
    if platform == "macos" and str(view.get("class", "")).split(".")[-1] in MACOS_INSET_CONTROLS:
        return "AppKit control (alignment insets?)"
    if size_classes:
        return "file with size-class variations"
    return "plain hierarchy"


class Measurement:
    """The tallies for one platform."""

    def __init__(self):
        self.files = 0
        self.read = 0
        self.failed = []                 # (relative path, reason)
        self.rejected = 0
        self.timeouts = 0
        self.views = 0
        self.excluded = collections.Counter()
        self.compared = 0
        self.within = 0
        self.manual = 0                  # views of scenes without constraints, with a stored frame
        self.manual_within = 0
        self.misses = []                 # dicts
        self.file_compared = collections.Counter()
        self.unmarked = 0                # every printed view with a stored frame and no marker (the old measure)
        self.unmarked_within = 0
        # The headline measure: the constrained, visible, unmarked views the file itself holds.
        self.expected = 0
        self.expected_within = 0
        self.unsolved = 0                # of expected: not printed by `solve`, or in a file that failed
        self.not_modelled = collections.Counter()   # of unsolved: printed "modelled": false, by reason
        self.headline_misses = []        # dicts, one per expected view not within tolerance
        self.repositories = collections.defaultdict(lambda: [0, 0, 0])   # repo -> [expected, within, unsolved]

    def share(self):
        return 100.0 * self.within / self.compared if self.compared else None

    def unmarked_share(self):
        return 100.0 * self.unmarked_within / self.unmarked if self.unmarked else None

    def expected_share(self):
        return 100.0 * self.expected_within / self.expected if self.expected else None


def count_expected(platforms, result, tolerance):
    """Adds one file's expected views to the headline measure: a view `solve` did not print is a
    miss, and so is every view of a file that could not be read."""
    expected = expected_views(result.path)
    if not expected:
        return
    printed = {str(view.get("id")): view for view in result.views} if result.ok else {}
    platform_of_file = result.platform
    platforms_printed = {view.get("platform") for view in result.views if view.get("platform") in PLATFORMS}
    if len(platforms_printed) == 1:
        platform_of_file = next(iter(platforms_printed))
    repository = repository_of(result.relative)
    size_classes = None                  # read only when a miss needs it
    for identifier, tag, line, names in expected:
        view = printed.get(identifier)
        platform = view.get("platform") if view and view.get("platform") in PLATFORMS else platform_of_file
        tally = platforms.setdefault(platform, Measurement())
        tally.expected += 1
        counts = tally.repositories[repository]
        counts[0] += 1
        if view is None or view.get("modelled") is False:
            tally.unsolved += 1
            counts[2] += 1
            if view is not None:
                # Printed, but not laid out, with the reason: still a miss, never left out.
                tally.not_modelled[str(view.get("reason"))] += 1
                tally.headline_misses.append({"file": result.relative, "line": line, "id": identifier, "class": view.get("class"),
                                              "cause": f"not modelled: {view.get('reason')}", "error": math.inf})
                continue
            why = "file not read" if not result.ok else f"unsolved · in {unsolved_cause(names)}"
            tally.headline_misses.append({"file": result.relative, "line": line, "id": identifier, "class": tag,
                                          "cause": why, "error": math.inf})
            continue
        stored, solved = view.get("storedFrame"), view.get("frame")
        if valid_rect(stored) and valid_rect(solved) and all(abs(a - b) <= tolerance + 1e-9 for a, b in zip(solved, stored)):
            tally.expected_within += 1
            counts[1] += 1
            continue
        if not valid_rect(stored) or not valid_rect(solved):
            cause, error = "printed without a frame or stored frame", math.inf
        else:
            if size_classes is None:
                size_classes = has_size_classes(result.path)
            context = context_of(view, names, platform, size_classes)
            cause = f"{context} · {error_shape(solved, stored, tolerance)}"
            error = max(abs(a - b) for a, b in zip(solved, stored))
        tally.headline_misses.append({"file": result.relative, "line": line, "id": identifier,
                                      "class": view.get("class"), "cause": cause, "error": error})


def measure(results, tolerance):
    platforms = collections.OrderedDict((name, Measurement()) for name in PLATFORMS)
    for result in results:
        count_expected(platforms, result, tolerance)
        file_platform = result.platform
        if not result.ok:
            bucket = platforms.setdefault(file_platform, Measurement())
            bucket.files += 1
            bucket.failed.append((result.relative, result.reason))
            if result.reason and result.reason.startswith("timeout"):
                bucket.timeouts += 1
            continue
        view_platforms = {view.get("platform") for view in result.views if view.get("platform") in PLATFORMS}
        if len(view_platforms) == 1:
            file_platform = view_platforms.pop()
        bucket = platforms.setdefault(file_platform, Measurement())
        bucket.files += 1
        bucket.read += 1
        bucket.rejected += 1 if result.rejected else 0
        names_by_id = None
        size_classes = None
        for view in result.views:
            platform = view.get("platform") if view.get("platform") in PLATFORMS else file_platform
            tally = platforms.setdefault(platform, Measurement())
            tally.views += 1
            stored, solved = view.get("storedFrame"), view.get("frame")
            if view.get("modelled") is False:
                tally.excluded["not modelled (printed with the reason)"] += 1
                continue
            if not valid_rect(stored):
                tally.excluded["no stored frame"] += 1
                continue
            if view.get("ambiguousMarker") is True:
                tally.excluded["ambiguous=\"YES\""] += 1
                continue
            if view.get("misplacedMarker") is True:
                tally.excluded["misplaced=\"YES\""] += 1
                continue
            close = valid_rect(solved) and all(abs(a - b) <= tolerance + 1e-9 for a, b in zip(solved, stored))
            tally.unmarked += 1
            tally.unmarked_within += 1 if close else 0
            if view.get("autoLayout") is False:
                tally.excluded["scene without constraints (reported apart)"] += 1
                tally.manual += 1
                tally.manual_within += 1 if close else 0
                continue
            if view.get("hidden") is True:
                tally.excluded["hidden"] += 1
                continue
            tally.compared += 1
            tally.file_compared[result.relative] += 1
            if close:
                tally.within += 1
                continue
            if names_by_id is None:
                names_by_id = ancestry(result.path)
                size_classes = has_size_classes(result.path)
            names = names_by_id.get(str(view.get("id")))
            if valid_rect(solved):
                shape = error_shape(solved, stored, tolerance)
                error = max(abs(a - b) for a, b in zip(solved, stored))
            else:
                shape, error = "no solved frame", math.inf
            context = context_of(view, names, platform, size_classes)
            tally.misses.append({
                "file": result.relative, "line": view.get("line"), "id": view.get("id"),
                "class": view.get("class"), "inside": names[-1] if names else None,
                "layout": view.get("layout"), "stored": stored, "solved": solved if valid_rect(solved) else None,
                "error": error, "context": context, "shape": shape, "reason": f"{context} · {shape}",
                "verifyAmbiguity": view.get("verifyAmbiguity"),
            })
    return platforms


# ---------------------------------------------------------------------------------------------
# The report


def number(value):
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return f"{value:.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)


def rect_text(rect):
    return "[" + ", ".join(number(float(value)) for value in rect) + "]" if rect else "—"


def percent(value):
    return "—" if value is None else f"{value:.1f} %"


def reason_kind(reason):
    """A failure reason without its position and object ids, to group alike failures."""
    reason = re.sub(r"^\d+:\d+:\s*", "", reason or "")
    return re.sub(r'="[^"]*"', '="…"', reason)


def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def write_headline(write, platforms, targets):
    """The headline measure: per platform, per repository, the worst repository, and the misses by cause."""
    write("## Headline: constrained views the files hold")
    write()
    write("Views compared: every element with `translatesAutoresizingMaskIntoConstraints=\"NO\"` and a stored "
          "`<rect key=\"frame\">`, in a document with `useAutolayout=\"YES\"`, not hidden (itself or an ancestor), "
          "without `ambiguous=\"YES\"` or `misplaced=\"YES\"`. A view `solve` does not print is a miss (*unsolved*), "
          "and so is every such view of a file that fails to read.")
    write()
    write("| platform | views compared | within tolerance | **share** | unsolved | worst repository (≥ 30 views) | target |")
    write("|---|---:|---:|---:|---:|---|---|")
    for name, tally in platforms.items():
        if not tally.expected:
            continue
        worst = worst_repository(tally)
        worst_text = f"{worst[0]} {percent(worst[1])}" if worst else "—"
        target = targets.get(name)
        share = tally.expected_share()
        verdict = "" if target is None else (
            f"≥ {number(float(target))} %: " + ("met" if share is not None and share >= target else "**missed**"))
        write(f"| {PLATFORM_TITLES.get(name, name)} | {tally.expected} | {tally.expected_within} | **{percent(share)}** "
              f"| {tally.unsolved} | {worst_text} | {verdict} |")
    for name, tally in platforms.items():
        if not tally.expected:
            continue
        write()
        write(f"### {PLATFORM_TITLES.get(name, name)}: per repository")
        write()
        write("| repository | views compared | within | share | unsolved |")
        write("|---|---:|---:|---:|---:|")
        for repository, (expected, within, unsolved) in sorted(tally.repositories.items()):
            write(f"| {cell(repository)} | {expected} | {within} | {percent(100.0 * within / expected)} | {unsolved} |")
        if tally.headline_misses:
            write()
            write(f"Misses by cause ({len(tally.headline_misses)}):")
            write()
            write("| cause | misses | repositories | example |")
            write("|---|---:|---:|---|")
            groups = collections.defaultdict(list)
            for miss in tally.headline_misses:
                groups[miss["cause"]].append(miss)
            for cause, members in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
                example = min(members, key=lambda miss: (miss["file"], miss["line"]))
                repositories = len({repository_of(miss["file"]) for miss in members})
                write(f"| {cell(cause)} | {len(members)} | {repositories} | `{cell(example['file'])}:{example['line']}` "
                      f"{cell(example['id'])} |")


def worst_repository(tally, minimum=30):
    """(repository, share) of the lowest share among repositories with at least `minimum` views."""
    candidates = [(100.0 * within / expected, repository) for repository, (expected, within, _) in tally.repositories.items()
                  if expected >= minimum]
    if not candidates:
        return None
    share, repository = min(candidates)
    return repository, share


def report(platforms, results, options, targets):
    out = io.StringIO()
    write = lambda line="": out.write(line + "\n")
    write("# Interface Builder corpus: stored frames vs. layoutlint")
    write()
    write(f"Corpus `{options.corpus}` ({len(results)} files), binary `{options.binary}`, "
          f"tolerance {number(options.tolerance)} pt on x, y, width and height.")
    write()
    write_headline(write, platforms, targets)
    write()
    write("## The old measure (views `solve` printed)")
    write()
    write("| platform | files | read | failed | rejected constraints | views | **unmarked views** | **within tolerance** "
          "| **share** | target | Auto Layout views compared | within | share |")
    write("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|")
    for name, tally in platforms.items():
        if not tally.files and not tally.views:
            continue
        verdict = ""
        write(f"| {PLATFORM_TITLES.get(name, name)} | {tally.files} | {tally.read} | {len(tally.failed)} | {tally.rejected} "
              f"| {tally.views} | {tally.unmarked} | {tally.unmarked_within} | {percent(tally.unmarked_share())} | {verdict} "
              f"| {tally.compared} | {tally.within} | {percent(tally.share())} |")
    write()
    write("*Unmarked views* (the old measure, kept for comparison): every view `solve` printed with a stored frame "
          "that Xcode did not mark "
          "`ambiguous` or `misplaced`. *Auto Layout views compared*: of those, the ones in scenes with constraints, "
          "not hidden — the harder subset, which the breakdown below is about. "
          "*Rejected constraints*: files solved with some required constraints rejected (exit status 1).")
    for name, tally in platforms.items():
        if not tally.files and not tally.views:
            continue
        title = PLATFORM_TITLES.get(name, name)
        write()
        write(f"## {title}")
        if tally.excluded:
            write()
            write("Not compared: " + ", ".join(f"{count} {why}" for why, count in sorted(tally.excluded.items())) + ".")
        if tally.manual:
            write()
            write(f"Scenes without constraints (frames as stored, autoresizing only): {tally.manual} views with a stored "
                  f"frame, {tally.manual_within} within tolerance ({percent(100.0 * tally.manual_within / tally.manual)}).")
        if tally.failed:
            write()
            write(f"### Files not read ({len(tally.failed)})")
            write()
            by_reason = collections.Counter(reason_kind(why) for _, why in tally.failed)
            write("| reason | files |")
            write("|---|---:|")
            for why, count in by_reason.most_common():
                write(f"| {cell(why)} | {count} |")
            write()
            for relative, why in sorted(tally.failed):
                write(f"- `{relative}`: {cell(why)}")
        if not tally.misses:
            if tally.compared:
                write()
                write("No misses.")
            continue
        misses = tally.misses
        write()
        write(f"### Misses ({len(misses)} of {tally.compared})")
        write()
        write("By reason (where the view sits · what is off):")
        write()
        write("| reason | misses | share of misses | example |")
        write("|---|---:|---:|---|")
        groups = collections.defaultdict(list)
        for miss in misses:
            groups[miss["reason"]].append(miss)
        for reason, members in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
            example = max(members, key=lambda miss: miss["error"])
            write(f"| {cell(reason)} | {len(members)} | {100.0 * len(members) / len(misses):.1f} % "
                  f"| `{cell(example['file'])}:{example['line']}` {cell(example['id'])} |")
        write()
        write("By size of the largest error:")
        write()
        buckets = collections.Counter()
        for miss in misses:
            error = miss["error"]
            buckets["≤ 1 pt" if error <= 1 else "≤ 2 pt" if error <= 2 else "≤ 8 pt" if error <= 8
                    else "≤ 50 pt" if error <= 50 else "> 50 pt or unsolved"] += 1
        write("| error | misses |")
        write("|---|---:|")
        for bucket in ("≤ 1 pt", "≤ 2 pt", "≤ 8 pt", "≤ 50 pt", "> 50 pt or unsolved"):
            if buckets[bucket]:
                write(f"| {bucket} | {buckets[bucket]} |")
        write()
        write("By class (top 15):")
        write()
        write("| class | misses |")
        write("|---|---:|")
        for class_name, count in collections.Counter(str(miss["class"]) for miss in misses).most_common(15):
            write(f"| {cell(class_name)} | {count} |")
        write()
        write("By file (top 15):")
        write()
        write("| file | misses | compared |")
        write("|---|---:|---:|")
        for relative, count in collections.Counter(miss["file"] for miss in misses).most_common(15):
            write(f"| `{cell(relative)}` | {count} | {tally.file_compared[relative]} |")
        write()
        write(f"Largest misses (top {min(25, len(misses))}):")
        write()
        write("| file:line | id | class | layout | stored | solved | reason |")
        write("|---|---|---|---|---|---|---|")
        for miss in sorted(misses, key=lambda miss: (-miss["error"], miss["file"], str(miss["line"])))[:25]:
            write(f"| `{cell(miss['file'])}:{miss['line']}` | {cell(miss['id'])} | {cell(miss['class'])} "
                  f"| {cell(miss['layout'])} | {rect_text(miss['stored'])} | {rect_text(miss['solved'])} "
                  f"| {cell(miss['reason'])} |")
    return out.getvalue()


# ---------------------------------------------------------------------------------------------
# Main


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=DEFAULT_CORPUS, help="directory of .xib/.storyboard files "
                        "(default: ../shared/corpus/ib beside the repository)")
    parser.add_argument("--binary", help="the layoutlint executable (default: `swift build --show-bin-path`/layoutlint)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per file (default 60)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="files solved at once (default: CPUs)")
    parser.add_argument("--tolerance", type=float, default=0.5, help="points, per number (default 0.5)")
    parser.add_argument("--markdown", metavar="OUT.md", help="write the report there instead of stdout")
    parser.add_argument("--json", metavar="OUT.json", help="also write the tallies and every miss as JSON")
    parser.add_argument("--min-ios", type=float, metavar="PCT", help="exit 1 when iOS's share within tolerance is lower")
    parser.add_argument("--min-macos", type=float, metavar="PCT", help="exit 1 when macOS's share within tolerance is lower")
    parser.add_argument("--self-test", action="store_true", help="check this script against a stub binary, then exit")
    options = parser.parse_args(argv)
    if options.jobs < 1 or options.timeout <= 0 or options.tolerance < 0:
        parser.error("--jobs and --timeout must be positive, --tolerance not negative")
    return options


def main(argv=None, stdout=None):
    stdout = stdout or sys.stdout
    options = parse_arguments(sys.argv[1:] if argv is None else argv)
    if options.self_test:
        return self_test()
    if not os.path.isdir(options.corpus):
        print(f"SKIP: no corpus at {options.corpus}", file=stdout)
        return 0
    files = corpus_files(options.corpus)
    if not files:
        print(f"SKIP: no .xib or .storyboard files under {options.corpus}", file=stdout)
        return 0
    if options.binary is None:
        options.binary, problem = default_binary()
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 2
    elif not os.access(options.binary, os.X_OK):
        print(f"error: {options.binary} is not an executable file", file=sys.stderr)
        return 2
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        results = list(pool.map(lambda item: run_one(options.binary, item[0], item[1], options.timeout), files))
    platforms = measure(results, options.tolerance)
    targets = {"ios": options.min_ios, "macos": options.min_macos}
    text = report(platforms, results, options, targets)
    if options.markdown:
        with open(options.markdown, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        stdout.write(text)
    if options.json:
        payload = {name: {"files": tally.files, "read": tally.read, "failed": [list(item) for item in tally.failed],
                          "rejected": tally.rejected, "views": tally.views, "excluded": dict(tally.excluded),
                          "compared": tally.compared, "within": tally.within, "share": tally.share(),
                          "unmarked": tally.unmarked, "unmarked_within": tally.unmarked_within,
                          "unmarked_share": tally.unmarked_share(),
                          "expected": tally.expected, "expected_within": tally.expected_within,
                          "expected_share": tally.expected_share(), "unsolved": tally.unsolved,
                          "not_modelled": dict(sorted(tally.not_modelled.items())),
                          "repositories": {repository: {"compared": counts[0], "within": counts[1], "unsolved": counts[2]}
                                           for repository, counts in sorted(tally.repositories.items())},
                          "headline_misses": [dict(miss, error=None if math.isinf(miss["error"]) else miss["error"])
                                              for miss in tally.headline_misses],
                          "misses": [dict(miss, error=None if math.isinf(miss["error"]) else miss["error"])
                                     for miss in tally.misses]}
                   for name, tally in platforms.items()}
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump(payload, handle, indent=1)
            handle.write("\n")
    missed = []
    for name, target in targets.items():
        if target is None:
            continue
        share = platforms[name].expected_share()
        if share is None or share < target:
            missed.append(f"{PLATFORM_TITLES[name]} {percent(share)} < {number(float(target))} %")
    if missed:
        print("below target: " + "; ".join(missed), file=sys.stderr)
        return 1
    return 0


# ---------------------------------------------------------------------------------------------
# Self-test: a stub layoutlint over a fake corpus


STUB = r'''#!{python}
import json, os, sys, time
name = os.path.basename(sys.argv[-1])
assert sys.argv[1:4] == ["solve", "--format", "json"], sys.argv
def view(id, frame, stored=None, platform="ios", layout="Scene", auto=True, amb=False, mis=False, cls="UIView", line=1, **extra):
    out = {{"id": id, "class": cls, "file": name, "line": line, "frame": frame, "platform": platform,
           "layout": layout, "autoLayout": auto, "ambiguousMarker": amb, "misplacedMarker": mis, "verifyAmbiguity": None}}
    if stored is not None:
        out["storedFrame"] = stored
    out.update(extra)
    return out
if name == "good-ios.xib":
    print(json.dumps([
        view("root", [0, 0, 320, 480], [0, 0, 320, 480]),
        view("label", [20, 13, 100, 20], [20, 10, 100, 20], cls="UILabel", line=9),      # in a cell, 3 pt low
        view("amb", [0, 0, 1, 1], [5, 5, 5, 5], amb=True),
        view("mis", [0, 0, 1, 1], [5, 5, 5, 5], mis=True),
        view("nostored", [0, 0, 1, 1]),
        view("close", [10.4, 10, 50, 50.4], [10, 10, 50, 50]),
        view("hid", [0, 0, 0, 0], [0, 9, 10, 10], hidden=True),
        view("lost", None, [1, 2, 3, 4], line=12),
        view("uninstalled", None, [1, 1, 1, 1], line=13, modelled=False, reason="a size-class variation leaves it out"),
    ]))
elif name == "manual ios.storyboard":                     # a space in the name, as in real corpora
    print(json.dumps([view("a", [0, 0, 10, 10], [0, 0, 10, 10], auto=False),
                      view("b", [0, 0, 10, 10], [0, 0, 10, 12], auto=False)]))
elif name == "mac.xib":
    print(json.dumps([view("win", [0, 0, 480, 300], [0, 0, 480, 300], platform="macos", cls="NSView"),
                      view("btn", [361, 3, 72, 32], [361, 3, 76, 32], platform="macos", cls="NSButton"),
                      view("ok", [0, 0, 10, 10], [0, 0, 10, 10], platform="macos", cls="NSView")]))
elif name == "rejects.xib":
    print(json.dumps([view("r", [0, 0, 5, 5], [0, 0, 5, 5])]))
    print("error: rejected a required constraint", file=sys.stderr)
    sys.exit(1)
elif name == "broken.xib":
    print("error: " + sys.argv[-1] + ":3:7: the document is not well-formed XML", file=sys.stderr)
    sys.exit(2)
elif name == "garbage.xib":
    print("this is not JSON")
elif name == "slow.storyboard":
    time.sleep(20)
elif name == "partial.xib":                                # one layout read, one left out with its error
    print(json.dumps([view("kept", [0, 0, 10, 10], [0, 0, 10, 10]),
                      view("dropped", None, [1, 1, 1, 1], modelled=False, reason="its layout could not be read: a dangling reference")]))
    print(sys.argv[-1] + ":9:3: error: <constraint id=\"c\">: secondItem=\"x\" refers to no object in this document", file=sys.stderr)
    sys.exit(2)
elif name == "crash.xib":
    print("Fatal error: boom", file=sys.stderr)
    sys.exit(134)
else:
    print("unexpected " + name, file=sys.stderr)
    sys.exit(3)
'''

FAKE_IOS = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" '
            'version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">\n<objects>\n<view id="root">\n'
            '<subviews>\n<tableView id="tv"><prototypes><tableViewCell id="cell">\n'
            '<tableViewCellContentView key="contentView" id="cv"><subviews>\n<label id="label"/>\n'
            '</subviews></tableViewCellContentView></tableViewCell></prototypes></tableView>\n'
            '<view id="close"/><view id="lost"/>\n</subviews>\n</view>\n</objects>\n</document>\n')
# The headline measure reads the file itself: constrained views with a stored frame in an Auto Layout document.
FAKE_AUTOLAYOUT = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" '
                   'version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">\n<objects>\n'
                   '<view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>\n<subviews>\n'
                   '<tableView id="tv"><prototypes><tableViewCell id="cell">\n'
                   '<tableViewCellContentView key="contentView" id="cv"><subviews>\n'
                   '<label translatesAutoresizingMaskIntoConstraints="NO" id="label">'
                   '<rect key="frame" x="20" y="10" width="100" height="20"/></label>\n'
                   '</subviews></tableViewCellContentView></tableViewCell></prototypes></tableView>\n'
                   '<view translatesAutoresizingMaskIntoConstraints="NO" id="close"><rect key="frame" x="10" y="10" width="50" height="50"/></view>\n'
                   '<view translatesAutoresizingMaskIntoConstraints="NO" id="lost"><rect key="frame" x="1" y="2" width="3" height="4"/></view>\n'
                   '<collectionView id="cvw"><cells><collectionViewCell id="cc"><view key="contentView"><subviews>\n'
                   '<view translatesAutoresizingMaskIntoConstraints="NO" id="ghost"><rect key="frame" x="0" y="0" width="8" height="8"/></view>\n'
                   '</subviews></view></collectionViewCell></cells></collectionView>\n'
                   '<view hidden="YES" id="veil"><subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="veiled">'
                   '<rect key="frame" x="0" y="0" width="8" height="8"/></view></subviews></view>\n'
                   '<view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="amb"><rect key="frame" x="5" y="5" width="5" height="5"/></view>\n'
                   '<view translatesAutoresizingMaskIntoConstraints="NO" id="norect"/>\n'
                   '<view translatesAutoresizingMaskIntoConstraints="NO" id="uninstalled"><rect key="frame" x="1" y="1" width="1" height="1"/></view>\n'
                   '</subviews>\n</view>\n</objects>\n</document>\n')
# Two constrained views: `solve` lays out the first and leaves the second's layout out (exit 2).
FAKE_PARTIAL = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" '
                'version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">\n<objects>\n'
                '<view translatesAutoresizingMaskIntoConstraints="NO" id="kept"><rect key="frame" x="0" y="0" width="10" height="10"/></view>\n'
                '<view translatesAutoresizingMaskIntoConstraints="NO" id="dropped"><rect key="frame" x="1" y="1" width="1" height="1"/></view>\n'
                '</objects>\n</document>\n')
FAKE_MAC = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" '
            'toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">\n<objects><view id="win"><subviews>'
            '<button translatesAutoresizingMaskIntoConstraints="NO" id="btn"><rect key="frame" x="361" y="3" width="76" height="32"/></button>'
            '<customView translatesAutoresizingMaskIntoConstraints="NO" id="ok"><rect key="frame" x="0" y="0" width="10" height="10"/></customView>'
            '</subviews></view></objects>\n</document>\n')


def self_test():
    failures = []

    def check(condition, what):
        if not condition:
            failures.append(what)

    with tempfile.TemporaryDirectory() as scratch, contextlib.redirect_stderr(io.StringIO()):
        stub = os.path.join(scratch, "layoutlint")
        with open(stub, "w") as handle:
            handle.write(STUB.format(python=sys.executable))
        os.chmod(stub, 0o755)
        corpus = os.path.join(scratch, "corpus")
        os.makedirs(os.path.join(corpus, "app", "Base.lproj"))
        os.makedirs(os.path.join(corpus, "other"))
        for relative, text in [("app/good-ios.xib", FAKE_AUTOLAYOUT), ("app/Base.lproj/manual ios.storyboard", FAKE_IOS),
                               ("app/mac.xib", FAKE_MAC), ("app/rejects.xib", FAKE_IOS), ("other/broken.xib", FAKE_AUTOLAYOUT),
                               ("app/garbage.xib", FAKE_IOS), ("app/slow.storyboard", FAKE_IOS),
                               ("app/crash.xib", FAKE_IOS), ("app/notes.txt", "not an IB file")]:
            with open(os.path.join(corpus, relative), "w") as handle:
                handle.write(text)
        markdown = os.path.join(scratch, "report.md")
        payload_path = os.path.join(scratch, "report.json")
        common = ["--corpus", corpus, "--binary", stub, "--timeout", "2", "--jobs", "4"]

        status = main(common + ["--markdown", markdown, "--json", payload_path, "--min-ios", "10", "--min-macos", "50"],
                      stdout=io.StringIO())
        check(status == 0, f"targets met: exit status {status}, expected 0")
        with open(markdown) as handle:
            text = handle.read()
        with open(payload_path) as handle:
            payload = json.load(handle)
        ios, mac = payload["ios"], payload["macos"]
        # Unmarked (the targets' measure): the 5 compared, 2 of scenes without constraints, 1 hidden.
        check(ios["unmarked"] == 8 and ios["unmarked_within"] == 4,
              f"iOS unmarked/within: {ios['unmarked']}/{ios['unmarked_within']}, expected 8/4")
        check(mac["unmarked"] == 3 and mac["unmarked_within"] == 2, f"macOS unmarked: {mac['unmarked']}/{mac['unmarked_within']}")
        # Headline: good-ios holds label (3 pt off), close (hit), lost (printed without a frame) and ghost (not printed);
        # veiled (hidden ancestor), amb (marked) and norect (no stored frame) are not compared; broken.xib's four
        # views are misses because the file failed to read.
        check(ios["expected"] == 10 and ios["expected_within"] == 1 and ios["unsolved"] == 7,
              f"iOS headline: {ios['expected']}/{ios['expected_within']}/{ios['unsolved']}, expected 10/1/7")
        # A view printed with "modelled": false is a miss (unsolved), counted with its reason.
        check(ios["not_modelled"] == {"a size-class variation leaves it out": 1}, f"iOS not modelled: {ios['not_modelled']}")
        check(ios["repositories"] == {"app": {"compared": 5, "within": 1, "unsolved": 2},
                                      "other": {"compared": 5, "within": 0, "unsolved": 5}},
              f"iOS repositories: {ios['repositories']}")
        causes = collections.Counter(miss["cause"] for miss in ios["headline_misses"])
        check(causes == {"file not read": 5, "unsolved · in collectionViewCell": 1, "in a cell · offset (y)": 1,
                         "printed without a frame or stored frame": 1,
                         "not modelled: a size-class variation leaves it out": 1}, f"iOS causes: {dict(causes)}")
        check(mac["expected"] == 2 and mac["expected_within"] == 1, f"macOS headline: {mac['expected']}/{mac['expected_within']}")
        check(ios["files"] == 7 and ios["read"] == 3 and len(ios["failed"]) == 4,
              f"iOS files/read/failed: {ios['files']}/{ios['read']}/{len(ios['failed'])}, expected 7/3/4")
        check(ios["rejected"] == 1, f"iOS files with rejected constraints: {ios['rejected']}, expected 1")
        # good-ios: root, label (miss), close (hit), lost (miss, unsolved); rejects: r (hit).
        check(ios["compared"] == 5 and ios["within"] == 3, f"iOS compared/within: {ios['compared']}/{ios['within']}, expected 5/3")
        check(abs(ios["share"] - 60.0) < 1e-9, f"iOS share {ios['share']}, expected 60")
        check(ios["excluded"].get("no stored frame") == 1 and ios["excluded"].get("hidden") == 1
              and ios["excluded"].get('ambiguous="YES"') == 1 and ios["excluded"].get('misplaced="YES"') == 1,
              f"iOS exclusions: {ios['excluded']}")
        check(ios["excluded"].get("scene without constraints (reported apart)") == 2, "views of scenes without constraints")
        reasons = {miss["id"]: miss["reason"] for miss in ios["misses"]}
        check(reasons.get("label") == "in a cell · offset (y)", f"label's reason: {reasons.get('label')}")
        check(reasons.get("lost") == "plain hierarchy · no solved frame", f"lost's reason: {reasons.get('lost')}")
        check(mac["files"] == 1 and mac["compared"] == 3 and mac["within"] == 2, f"macOS tallies: {mac}")
        check(mac["misses"] and mac["misses"][0]["reason"] == "AppKit control (alignment insets?) · width",
              f"macOS miss reason: {mac['misses'][:1]}")
        failed = dict(ios["failed"])
        check(failed.get("app/slow.storyboard", "").startswith("timeout after 2 s"), f"slow: {failed.get('app/slow.storyboard')}")
        check("not well-formed" in failed.get("other/broken.xib", ""), f"broken: {failed.get('other/broken.xib')}")
        check(failed.get("app/garbage.xib", "").startswith("output is not JSON"), f"garbage: {failed.get('app/garbage.xib')}")
        check(failed.get("app/crash.xib", "").startswith("exit status 134"), f"crash: {failed.get('app/crash.xib')}")
        for fragment in ("| iOS | 7 | 3 | 4 | 1 | ", "60.0 %", "50.0 %", "≥ 10 %: met", "| iOS | 10 | 1 | **10.0 %** | 7 |",
                         "| other | 5 | 0 | 0.0 % | 5 |", "| unsolved · in collectionViewCell | 1 | 1 |", "in a cell · offset (y)", "`app/good-ios.xib:9` label",
                         "Scenes without constraints", "1 within tolerance (50.0 %)", "timeout after 2 s", "| macOS | 1 | 1 | 0 |"):
            check(fragment in text, f"report lacks {fragment!r}")

        status = main(common + ["--min-ios", "11"], stdout=io.StringIO())
        check(status == 1, f"iOS target missed: exit status {status}, expected 1")
        status = main(common + ["--min-macos", "51"], stdout=io.StringIO())
        check(status == 1, f"macOS target missed: exit status {status}, expected 1")
        captured = io.StringIO()
        status = main(["--corpus", os.path.join(scratch, "absent"), "--binary", stub], stdout=captured)
        check(status == 0 and captured.getvalue().startswith("SKIP: "), f"absent corpus: {status} {captured.getvalue()!r}")
        status = main(["--corpus", corpus, "--binary", os.path.join(scratch, "missing")], stdout=io.StringIO())
        check(status == 2, f"missing binary: exit status {status}, expected 2")

        # Exit 2 with output: the file is read, the view left out is unsolved with its reason.
        partial = os.path.join(scratch, "partial-corpus")
        os.makedirs(os.path.join(partial, "repo"))
        with open(os.path.join(partial, "repo", "partial.xib"), "w") as handle:
            handle.write(FAKE_PARTIAL)
        partial_json = os.path.join(scratch, "partial.json")
        main(["--corpus", partial, "--binary", stub, "--json", partial_json], stdout=io.StringIO())
        with open(partial_json) as handle:
            ios = json.load(handle)["ios"]
        check(ios["files"] == 1 and ios["read"] == 1 and not ios["failed"], f"partial file read: {ios['files']}/{ios['read']}/{ios['failed']}")
        check(ios["expected"] == 2 and ios["expected_within"] == 1 and ios["unsolved"] == 1,
              f"partial headline: {ios['expected']}/{ios['expected_within']}/{ios['unsolved']}, expected 2/1/1")
        check(ios["not_modelled"] == {"its layout could not be read: a dangling reference": 1}, f"partial not modelled: {ios['not_modelled']}")

    check(error_shape([0, 0, 10, 10], [0, 0, 10, 10.6], 0.5) == "height", "error_shape height")
    check(error_shape([1, 0, 10, 10], [0, 0, 10, 10], 0.5) == "offset (x)", "error_shape x")
    check(error_shape([1, 1, 11, 10], [0, 0, 10, 10], 0.5) == "position and size", "error_shape both")
    check(not valid_rect([0, 0, float("nan"), 1]) and not valid_rect([0, 0, 1]) and valid_rect([0, 0.5, 1, 2]),
          "valid_rect")
    if failures:
        for failure in failures:
            print("FAIL: " + failure, file=sys.stderr)
        return 1
    print("self-test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
