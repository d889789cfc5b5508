#!/usr/bin/env python3
"""Times `layoutlint solve` on generated layout dumps of growing size (release build).

For each size, the best wall time of three runs of the whole command (read, synthesise
the run-time constraints, solve, print the table) and the peak memory of the largest run.
Figures are recorded in BENCHMARKS.md.

usage: scripts/bench_dumps.py [CARDS ...]      (default: 100 1000 5000)
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    sizes = [int(arg) for arg in sys.argv[1:]] or [100, 1000, 5000]
    subprocess.run(["swift", "build", "-c", "release", "--product", "layoutlint"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_path, "layoutlint")
    print(f"{'cards':>6} {'views':>7} {'constraints':>12} {'seconds':>8} {'peak MB':>8}")
    with tempfile.TemporaryDirectory() as scratch:
        for cards in sizes:
            dump = os.path.join(scratch, f"cards-{cards}.json")
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_layout_dump.py"), str(cards), dump],
                           check=True)
            with open(dump) as handle:
                document = json.load(handle)
            best = None
            peak = 0
            for _ in range(3):
                start = time.perf_counter()
                # Each run in its own child so RUSAGE_CHILDREN's maximum is this size's peak.
                child = subprocess.run([sys.executable, "-c",
                                        "import resource,subprocess,sys;"
                                        "r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL);"
                                        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss);"
                                        "sys.exit(r.returncode)",
                                        binary, "solve", dump], capture_output=True, text=True)
                elapsed = time.perf_counter() - start
                if child.returncode != 0:
                    sys.exit(f"layoutlint solve failed on {cards} cards (exit {child.returncode})")
                peak = max(peak, int(child.stdout.strip() or 0) // 1024)
                best = elapsed if best is None else min(best, elapsed)
            print(f"{cards:>6} {len(document['views']):>7} {len(document['constraints']):>12} {best:>8.2f} {peak:>8}")


if __name__ == "__main__":
    main()
