#!/usr/bin/env python3
"""Times `layoutlint lint --reporter json FILE` for one or more builds, interleaved.

Each run is the whole process (start-up included), as a pre-commit hook pays it. The builds
take turns, so a machine that slows down during the measurement slows all of them alike.
Prints, per build, the median and best wall time and the median CPU time (user + system of
the child) in milliseconds. Figures go to BENCHMARKS.md.

usage: scripts/bench_file.py [--runs N] FILE LAYOUTLINT [LAYOUTLINT ...]
       (default 31 runs; FILE defaults to the largest corpus file when given as "largest")
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

LARGEST = "iina+iina/iina/Base.lproj/QuickSettingViewController.xib"


def file_to_measure(name):
    """`name`, or for "largest" the largest corpus file in ../shared beside the package (or
    under SHARED_DIR when set, as .ci/run does)."""
    if name != "largest":
        return name
    shared = os.environ.get("SHARED_DIR") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared")
    return os.path.join(shared, "corpus", "ib", LARGEST)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=31, help="runs per build (default 31)")
    parser.add_argument("file", help='the file to lint, or "largest" for the largest corpus file')
    parser.add_argument("binaries", nargs="+", help="layoutlint executables to compare")
    args = parser.parse_args()
    path = file_to_measure(args.file)
    if not os.path.isfile(path):
        print(f"no {path}: nothing to measure", file=sys.stderr)
        return 0
    for binary in args.binaries:
        if not os.access(binary, os.X_OK):
            print(f"error: {binary} is not an executable", file=sys.stderr)
            return 2
    wall = {b: [] for b in args.binaries}
    cpu = {b: [] for b in args.binaries}
    for _ in range(args.runs):
        for binary in args.binaries:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([binary, "lint", "--reporter", "json", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall[binary].append((time.perf_counter() - start) * 1000)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[binary].append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    print(f"{os.path.basename(path)}, {args.runs} runs each, interleaved; load {os.getloadavg()[0]:.2f}")
    for binary in args.binaries:
        print(f"{binary}: wall median {statistics.median(wall[binary]):.2f} ms (best {min(wall[binary]):.2f}), "
              f"CPU median {statistics.median(cpu[binary]):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
