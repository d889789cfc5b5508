#!/usr/bin/env python3
"""Measures the source reader and the code rules over ../shared/corpus/swift.

Per repository (the first folder under the corpus, `owner+repo`): the .swift/.m/.mm files,
how many were read without error (a file that fails, times out or crashes the binary counts
as not read), the constraints recognised by idiom (and how many are fully known), and the
findings of `layoutlint lint` per rule. Prints a Markdown table (--markdown writes it too),
--json writes the figures, and --min-read / --min-constraints make the run fail below a
floor. Skips cleanly (exit 0, "SKIP: ...") when the corpus is absent.

    python3 scripts/measure_source_corpus.py [--corpus DIR] [--binary PATH]
    python3 scripts/measure_source_corpus.py --self-test
"""

import argparse
import collections
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDIOMS = ["anchor", "itemAttribute", "visualFormat", "snapKit", "masonry", "helper"]
EXTENSIONS = (".swift", ".m", ".mm")


def source_files(corpus):
    found = []
    for folder, _, names in os.walk(corpus):
        for name in names:
            if name.endswith(EXTENSIONS):
                found.append(os.path.relpath(os.path.join(folder, name), corpus))
    return sorted(found)


def run(binary, arguments, timeout):
    """(exit status, stdout, failure text or None)."""
    try:
        done = subprocess.run([binary] + arguments, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, "", f"timeout after {timeout:g} s"
    if done.returncode < 0 or done.returncode > 2:
        return done.returncode, done.stdout, f"exit status {done.returncode}"
    return done.returncode, done.stdout, None


def measure_file(binary, corpus, relative, timeout):
    path = os.path.join(corpus, relative)
    result = {"file": relative, "read": False, "idioms": {}, "known": 0, "findings": [], "failure": None}
    status, output, failure = run(binary, ["sources", "--json", path], timeout)
    if failure:
        result["failure"] = failure
        return result
    try:
        entry = json.loads(output)["files"][0]
    except (ValueError, KeyError, IndexError, TypeError):
        result["failure"] = "output is not JSON"
        return result
    if "error" in entry:
        result["failure"] = entry["error"]
        return result
    result["read"] = True
    result["idioms"] = entry.get("constraints", {})
    result["known"] = entry.get("fullyKnown", 0)
    status, output, failure = run(binary, ["lint", "--reporter", "json", path], timeout)
    if failure:
        result["failure"] = "lint: " + failure
        result["read"] = False
        return result
    try:
        findings = json.loads(output) if output.strip() else []
    except ValueError:
        result["failure"] = "lint output is not JSON"
        result["read"] = False
        return result
    result["findings"] = [{"rule": f.get("rule"), "line": f.get("line"), "message": f.get("message")} for f in findings]
    return result


def tally(results):
    repositories = collections.OrderedDict()
    for result in results:
        repository = result["file"].split(os.sep)[0]
        entry = repositories.setdefault(repository, {"files": 0, "read": 0, "idioms": collections.Counter(), "known": 0,
                                                    "rules": collections.Counter(), "failed": []})
        entry["files"] += 1
        if result["read"]:
            entry["read"] += 1
        else:
            entry["failed"].append((result["file"], result["failure"]))
        entry["idioms"].update(result["idioms"])
        entry["known"] += result["known"]
        entry["rules"].update(f["rule"] for f in result["findings"])
    return repositories


def markdown(repositories):
    rules = sorted({rule for entry in repositories.values() for rule in entry["rules"]})
    lines = ["| repository | files | read | " + " | ".join(IDIOMS) + " | total | fully known |",
             "|---|---:|---:|" + "---:|" * (len(IDIOMS) + 2)]
    totals = {"files": 0, "read": 0, "idioms": collections.Counter(), "known": 0, "rules": collections.Counter()}
    for name, entry in repositories.items():
        total = sum(entry["idioms"].values())
        lines.append(f"| {name} | {entry['files']} | {entry['read']} | "
                     + " | ".join(str(entry["idioms"].get(idiom, 0)) for idiom in IDIOMS) + f" | {total} | {entry['known']} |")
        for key in ("files", "read", "known"):
            totals[key] += entry[key]
        totals["idioms"].update(entry["idioms"])
        totals["rules"].update(entry["rules"])
    total = sum(totals["idioms"].values())
    lines.append(f"| **all** | {totals['files']} | {totals['read']} | "
                 + " | ".join(str(totals["idioms"].get(idiom, 0)) for idiom in IDIOMS) + f" | {total} | {totals['known']} |")
    lines += ["", "| repository | " + " | ".join(rules) + " |", "|---|" + "---:|" * len(rules)]
    for name, entry in repositories.items():
        lines.append(f"| {name} | " + " | ".join(str(entry["rules"].get(rule, 0)) for rule in rules) + " |")
    lines.append("| **all** | " + " | ".join(str(totals["rules"].get(rule, 0)) for rule in rules) + " |")
    failed = [(name, item) for name, entry in repositories.items() for item in entry["failed"]]
    if failed:
        lines += ["", "Files not read:", ""] + [f"- `{file}`: {why}" for _, (file, why) in failed]
    return "\n".join(lines) + "\n", totals


def main(argv=None, stdout=None):
    stdout = stdout or sys.stdout
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "swift"))
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "layoutlint"))
    parser.add_argument("--markdown", help="write the tables to this file")
    parser.add_argument("--json", help="write the figures to this file")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--min-read", type=float, help="fail when fewer than this percentage of files is read")
    parser.add_argument("--min-constraints", type=int, help="fail when fewer constraints are recognised")
    parser.add_argument("--self-test", action="store_true", help="check this script against a stub binary, then exit")
    arguments = parser.parse_args(argv)
    if arguments.self_test:
        return self_test()
    if not os.path.isdir(arguments.corpus):
        print(f"SKIP: no corpus at {arguments.corpus}", file=stdout)
        return 0
    if not os.access(arguments.binary, os.X_OK):
        print(f"error: no layoutlint binary at {arguments.binary} (swift build first)", file=sys.stderr)
        return 2
    files = source_files(arguments.corpus)
    results = [measure_file(arguments.binary, arguments.corpus, relative, arguments.timeout) for relative in files]
    repositories = tally(results)
    text, totals = markdown(repositories)
    print(text, end="", file=stdout)
    if arguments.markdown:
        with open(arguments.markdown, "w") as handle:
            handle.write(text)
    if arguments.json:
        with open(arguments.json, "w") as handle:
            json.dump({"repositories": {name: {**entry, "idioms": dict(entry["idioms"]), "rules": dict(entry["rules"])}
                                        for name, entry in repositories.items()},
                       "findings": [{"file": r["file"], **f} for r in results for f in r["findings"]]}, handle, indent=1)
    status = 0
    share = 100.0 * totals["read"] / totals["files"] if totals["files"] else 100.0
    if arguments.min_read is not None and share < arguments.min_read:
        print(f"FAIL: {share:.1f} % of files read, below the floor of {arguments.min_read:g} %", file=stdout)
        status = 1
    recognised = sum(totals["idioms"].values())
    if arguments.min_constraints is not None and recognised < arguments.min_constraints:
        print(f"FAIL: {recognised} constraints recognised, below the floor of {arguments.min_constraints}", file=stdout)
        status = 1
    return status


STUB = """#!{python}
import json, os, sys
path = sys.argv[-1]
name = os.path.basename(path)
if name.startswith("crash"):
    os.abort()
if sys.argv[1] == "sources":
    if name.startswith("broken"):
        print(json.dumps({{"files": [{{"file": path, "error": path + ":3:9: error: unterminated string literal"}}]}}))
        sys.exit(2)
    print(json.dumps({{"files": [{{"file": path, "constraints": {{"anchor": 3, "snapKit": 1}}, "fullyKnown": 2}}]}}))
else:
    findings = [{{"rule": "autoresizing_mask_translation", "line": 4, "message": "m"}}] if name.startswith("flagged") else []
    print(json.dumps(findings))
    sys.exit(1 if findings else 0)
"""


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
        for relative in ["a+one/Sources/View.swift", "a+one/flagged.swift", "a+one/broken.swift", "b+two/x/Old.m",
                         "b+two/crash.swift", "b+two/notes.txt"]:
            os.makedirs(os.path.dirname(os.path.join(corpus, relative)), exist_ok=True)
            with open(os.path.join(corpus, relative), "w") as handle:
                handle.write("// fake\n")
        report = os.path.join(scratch, "report.json")
        captured = io.StringIO()
        status = main(["--corpus", corpus, "--binary", stub, "--json", report, "--min-read", "60"], stdout=captured)
        check(status == 0, f"floors met: exit status {status}")
        with open(report) as handle:
            payload = json.load(handle)
        one, two = payload["repositories"]["a+one"], payload["repositories"]["b+two"]
        check(one["files"] == 3 and one["read"] == 2, f"a+one files/read {one['files']}/{one['read']}")
        check(one["idioms"] == {"anchor": 6, "snapKit": 2} and one["known"] == 4, f"a+one idioms {one['idioms']}")
        check(one["rules"] == {"autoresizing_mask_translation": 1}, f"a+one rules {one['rules']}")
        check(two["files"] == 2 and two["read"] == 1, f"b+two files/read {two['files']}/{two['read']} (a crash is a miss)")
        check(any(why.startswith("exit status") for _, why in two["failed"]), f"crash reason {two['failed']}")
        text = captured.getvalue()
        for fragment in ("| a+one | 3 | 2 | 6 | 0 | 0 | 2 | 0 | 0 | 8 | 4 |", "| **all** | 5 | 3 |", "unterminated string literal"):
            check(fragment in text, f"report lacks {fragment!r}")
        status = main(["--corpus", corpus, "--binary", stub, "--min-read", "61"], stdout=io.StringIO())
        check(status == 1, f"read floor missed: exit status {status}")
        status = main(["--corpus", corpus, "--binary", stub, "--min-constraints", "13"], stdout=io.StringIO())
        check(status == 1, f"constraint floor missed: exit status {status}")
        captured = io.StringIO()
        status = main(["--corpus", os.path.join(scratch, "absent"), "--binary", stub], stdout=captured)
        check(status == 0 and captured.getvalue().startswith("SKIP: "), f"absent corpus: {status} {captured.getvalue()!r}")
        status = main(["--corpus", corpus, "--binary", os.path.join(scratch, "missing")], stdout=io.StringIO())
        check(status == 2, f"missing binary: exit status {status}")
    if failures:
        for failure in failures:
            print("FAIL: " + failure, file=sys.stderr)
        return 1
    print("self-test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
