#!/usr/bin/env python3
"""Where one file's `lint` time goes, whole process, and the least it could take here.

Runs `layoutlint --version` (start-up and exit alone) and `layoutlint lint --reporter json
--benchmark REPORT FILE` in turns, N times each, and splits each lint run by the report
`--benchmark` writes:

  outside the run   the process's wall time less the run's own (start-up, exit, writing the
                    output), measured from here;
  arguments etc.    the run less the file (arguments, configuration, the report);
  reading           reading and parsing the file into layouts;
  layouts           each layout's analysis and confidence assessment (on every core at once).

It then adds the best (least) of each part over the runs into a floor: the fixed parts, plus
the layouts shared perfectly among the machine's cores but never less than the slowest layout
(a layout is analysed on one core). The floor is what this machine could reach if every part
were at its best in the same run; a target below it needs some part made cheaper. Also the
floor without any confidence assessment. Figures go to BENCHMARKS.md.

usage: scripts/time_budget.py [--runs N] [--cores C] FILE|largest LAYOUTLINT
       scripts/time_budget.py --self-test
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_file import file_to_measure  # noqa: E402  (the scripts folder is not a package)


def parse_report(text):
    """The parts of one `--benchmark` report of a one-file run, in milliseconds."""
    run = None
    tables = {}
    heading = None
    for line in text.splitlines():
        if line.startswith("# run: "):
            words = line.split()
            run = float(words[words.index("in") + 1])
        elif line.startswith("## "):
            heading = line[3:]
            tables[heading] = []
        elif heading and line and not line.startswith("milliseconds\t"):
            tables[heading].append(line.split("\t"))
    files = tables.get("files", [])
    if run is None or len(files) != 1 or files[0][0] == "cached":
        raise ValueError("not the report of a one-file run that analysed its file")
    layouts = [(float(row[1]), float(row[2])) for row in tables.get("layouts", [])]
    return {
        "run": run,
        "file": float(files[0][0]),
        "read": float(files[0][1]),
        "analysis": sum(a for a, _ in layouts),
        "assessment": sum(b for _, b in layouts),
        "slowest layout": max((a + b for a, b in layouts), default=0.0),
        "slowest analysis": max((a for a, _ in layouts), default=0.0),
    }


def floors(parts, cores):
    """The floor with today's analyses and without any assessment, from the parts (ms)."""
    fixed = parts["outside the run"] + parts["arguments etc."] + parts["reading"]
    with_assessment = fixed + max(parts["slowest layout"], (parts["analysis"] + parts["assessment"]) / cores)
    without = fixed + max(parts["slowest analysis"], parts["analysis"] / cores)
    return fixed, with_assessment, without


def measure(binary, path, runs):
    """Per run: the lint process's wall time, `--version`'s, and the report's parts."""
    samples = []
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "times.tsv")
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            version = (time.perf_counter() - start) * 1000
            start = time.perf_counter()
            subprocess.run([binary, "lint", "--reporter", "json", "--benchmark", report, path],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = (time.perf_counter() - start) * 1000
            with open(report, encoding="utf-8") as handle:
                parsed = parse_report(handle.read())
            samples.append({
                "whole process": wall,
                "--version": version,
                "outside the run": wall - parsed["run"],
                "arguments etc.": parsed["run"] - parsed["file"],
                "reading": parsed["read"],
                "analysis": parsed["analysis"],
                "assessment": parsed["assessment"],
                "slowest layout": parsed["slowest layout"],
                "slowest analysis": parsed["slowest analysis"],
            })
    return samples


def table(samples, cores):
    names = ["whole process", "--version", "outside the run", "arguments etc.", "reading", "analysis",
             "assessment", "slowest layout", "slowest analysis"]
    best = {name: min(s[name] for s in samples) for name in names}
    lines = ["| part | median ms | best ms |", "|---|---:|---:|"]
    for name in names:
        lines.append(f"| {name} | {statistics.median(s[name] for s in samples):.2f} | {best[name]:.2f} |")
    fixed, with_assessment, without = floors(best, cores)
    lines += ["", f"Floor on {cores} cores, each part at its best: fixed parts {fixed:.2f} ms; "
              f"with today's analyses **{with_assessment:.2f} ms**; without any confidence assessment "
              f"**{without:.2f} ms**."]
    return "\n".join(lines)


SAMPLE = """# layoutlint lint --benchmark: where the time went, in wall-clock milliseconds; they vary from run to run.
# A file's layouts are analysed on every core at once, so they can add up to more than the file.
# run: 1 file in 21.17 ms (from reading the arguments to the finished report; process start-up and exit not included)

## files
milliseconds\tread\tlayouts\tanalysis\tassessment\tfile
20.55\t4.66\t3\t12.53\t16.50\ta.xib

## layouts
milliseconds\tanalysis\tassessment\tviews\tconstraints\tfile\tlayout\troot\tvariations
12.89\t5.61\t7.28\t61\t134\ta.xib\t2\tNSView (b)\tcustomClassSizes:solve:2.01
9.47\t3.27\t6.20\t59\t132\ta.xib\t3\tNSView (c)\t-
3.67\t3.65\t0.02\t59\t140\ta.xib\t1\tNSView (a)\t-

## variations
milliseconds\truns\tvariation\tkind
2.01\t1\tcustomClassSizes\tsolve
"""


def self_test():
    parts = parse_report(SAMPLE)
    assert parts["run"] == 21.17 and parts["file"] == 20.55 and parts["read"] == 4.66, parts
    assert abs(parts["analysis"] - 12.53) < 1e-9 and abs(parts["assessment"] - 13.50) < 1e-9, parts
    assert parts["slowest layout"] == 12.89 and parts["slowest analysis"] == 5.61, parts
    best = {"outside the run": 5.0, "arguments etc.": 0.62, "reading": 4.66, "analysis": 12.53, "assessment": 13.50,
            "slowest layout": 12.89, "slowest analysis": 5.61}
    fixed, with_assessment, without = floors(best, 2)
    assert abs(fixed - 10.28) < 1e-9, fixed
    assert abs(with_assessment - (10.28 + 13.015)) < 1e-9, with_assessment  # (12.53 + 13.50) / 2 > 12.89
    assert abs(without - (10.28 + 6.265)) < 1e-9, without
    fixed, with_assessment, without = floors(best, 8)
    assert abs(with_assessment - (10.28 + 12.89)) < 1e-9 and abs(without - (10.28 + 5.61)) < 1e-9
    for broken in ["", SAMPLE.replace("# run: 1 file in 21.17 ms", "# nothing"),
                   SAMPLE.replace("20.55\t4.66", "cached\t-")]:
        try:
            parse_report(broken)
        except ValueError:
            continue
        raise AssertionError("a report that is not of one analysed file was read")
    print("time_budget.py self-test: ok")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each command (default 21)")
    parser.add_argument("--cores", type=int, default=os.cpu_count() or 1, help="cores to share the layouts (default: this machine's)")
    parser.add_argument("--self-test", action="store_true", help="check the arithmetic on a canned report and exit")
    parser.add_argument("file", nargs="?", help='the file to lint, or "largest" for the largest corpus file')
    parser.add_argument("binary", nargs="?", help="the layoutlint executable")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if not args.file or not args.binary:
        parser.error("FILE and LAYOUTLINT are required")
    path = file_to_measure(args.file)
    if not os.path.isfile(path):
        print(f"no {path}: nothing to measure", file=sys.stderr)
        return 0
    if not os.access(args.binary, os.X_OK):
        print(f"error: {args.binary} is not an executable", file=sys.stderr)
        return 2
    try:
        samples = measure(args.binary, path, max(1, args.runs))
    except (OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"{os.path.basename(path)}, {len(samples)} runs, load {os.getloadavg()[0]:.2f}")
    print(table(samples, max(1, args.cores)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
