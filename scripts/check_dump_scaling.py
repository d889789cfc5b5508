#!/usr/bin/env python3
"""Regression guard for issue 21's dump target, by memory (deterministic), not time.

Solves generated dumps of 1,000 and 5,000 cards (7,003 and 35,003 views) with BINARY and
fails when the larger one's peak resident memory passes 600 MB (420 MB measured when the
solver's rows became local to each chain link; 2.9 GB before) or grows more than 8 times the
smaller one's (linear is 5 times; the old quadratic rows were 15). Time is left to
BENCHMARKS.md: it is not repeatable on shared cores.

usage: scripts/check_dump_scaling.py BINARY
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT_MB = 600
MAX_GROWTH = 8.0


def peak_mb(binary, dump):
    """Peak resident memory of one `solve --format json` run, in MB (a child per run)."""
    code = ("import resource,subprocess,sys;"
            "r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.PIPE);"
            "sys.stderr.write(r.stderr.decode(errors='replace')[:500]);"
            "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code, binary, "solve", "--format", "json", dump],
                         capture_output=True, text=True, check=True)
    status, kilobytes = out.stdout.split()
    if status != "0":
        sys.exit(f"check_dump_scaling: solve {dump} exited {status}: {out.stderr}")
    return int(kilobytes) / 1024


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as scratch:
        peaks = {}
        for cards in (1000, 5000):
            dump = os.path.join(scratch, f"dump-{cards}.json")
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_layout_dump.py"), str(cards), dump], check=True)
            peaks[cards] = peak_mb(binary, dump)
            print(f"check_dump_scaling: {cards} cards ({7 * cards + 3} views): peak {peaks[cards]:.0f} MB")
    growth = peaks[5000] / peaks[1000]
    print(f"check_dump_scaling: growth from 1,000 to 5,000 cards: {growth:.1f}x (linear 5x; limit {MAX_GROWTH}x, {LIMIT_MB} MB)")
    if peaks[5000] > LIMIT_MB or growth > MAX_GROWTH:
        sys.exit("check_dump_scaling: FAILED: solving a long chain no longer scales linearly in memory")


if __name__ == "__main__":
    main()
