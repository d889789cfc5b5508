#!/usr/bin/env python3
"""Reading throughput of layoutlint's Interface Builder and layout-dump readers (issue 21).

For every .xib/.storyboard under the shared corpus and for generated dumps, runs the release
build's `layoutlint solve --bench FILE` (the file read five times in-process from memory:
parsed and turned into layouts, nothing solved; the best time) and reports MB/s: over all
files together (total bytes / total best time), per platform, and for the largest files.
Figures go to BENCHMARKS.md.

With --compare OTHER, the dumps are read by both builds in turn, --runs times each (default
8), and each build's best and median MB/s are printed: alternating keeps a shared machine's
changing load from favouring one build.

usage: scripts/bench_reading.py [--binary PATH] [--corpus DIR] [--compare PATH [--runs N]] [CARDS ...]
       (default corpus ../shared/corpus/ib, skipped when absent; default dump sizes 1000 5000)
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bench(binary, path):
    out = subprocess.run([binary, "solve", "--bench", path], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return json.loads(out.stdout.splitlines()[0])


def platform_of(path):
    with open(path, "rb") as handle:
        head = handle.read(400)
    return "macOS" if b".Cocoa." in head or b"MacOSX" in head else "iOS"


def main(argv):
    binary = os.path.join(ROOT, ".build", "release", "layoutlint")
    corpus = os.path.join(ROOT, "..", "shared", "corpus", "ib")
    sizes = []
    compare = None
    runs = 8
    args = list(argv)
    usage = __doc__.split("usage: ", 1)[1]

    def value(option):
        if not args:
            sys.exit(f"error: {option} needs a value\nusage: {usage}")
        return args.pop(0)

    while args:
        arg = args.pop(0)
        if arg in ("-h", "--help"):
            print(__doc__.strip())
            return
        if arg == "--binary":
            binary = value(arg)
        elif arg == "--corpus":
            corpus = value(arg)
        elif arg == "--compare":
            compare = value(arg)
        elif arg == "--runs":
            text = value(arg)
            if not text.isdigit() or int(text) < 1:
                sys.exit(f"error: --runs needs a positive whole number, not {text!r}\nusage: {usage}")
            runs = int(text)
        elif arg.isdigit() and int(arg) > 0:
            sizes.append(int(arg))
        else:
            sys.exit(f"error: unknown argument {arg!r}\nusage: {usage}")
    sizes = sizes or [1000, 5000]
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "-c", "release", "--product", "layoutlint"], cwd=ROOT, check=True)
    rows = []
    if os.path.isdir(corpus):
        files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs
                       if f.endswith((".xib", ".storyboard")))
        failed = 0
        totals = {}
        for path in files:
            result = bench(binary, path)
            if result is None:
                failed += 1
                continue
            key = platform_of(path)
            bytes_, seconds = totals.get(key, (0, 0.0))
            totals[key] = (bytes_ + result["bytes"], seconds + result["seconds_read"])
            rows.append((result["bytes"], result["seconds_read"], os.path.relpath(path, corpus)))
        all_bytes = sum(b for b, _ in totals.values())
        all_seconds = sum(s for _, s in totals.values())
        print(f"Interface Builder corpus: {len(files)} files, {failed} not read (errors, counted out)")
        print(f"{'':12} {'files':>6} {'MB':>7} {'seconds':>8} {'MB/s':>7}")
        for key in sorted(totals):
            b, s = totals[key]
            count = sum(1 for r in rows if platform_of(os.path.join(corpus, r[2])) == key)
            print(f"{key:12} {count:6d} {b / 1e6:7.2f} {s:8.3f} {b / s / 1e6:7.1f}")
        print(f"{'all':12} {len(rows):6d} {all_bytes / 1e6:7.2f} {all_seconds:8.3f} {all_bytes / all_seconds / 1e6:7.1f}")
        print("largest files:")
        for b, s, name in sorted(rows, reverse=True)[:5]:
            print(f"  {b / 1e3:8.1f} KB {s * 1e3:7.2f} ms {b / s / 1e6:6.1f} MB/s  {name}")
    else:
        print(f"no corpus at {corpus}: Interface Builder figures skipped")
    if compare:
        compare_dumps(binary, compare, sizes, runs)
        return
    with tempfile.TemporaryDirectory() as scratch:
        print("generated layout dumps (scripts/gen_layout_dump.py):")
        for cards in sizes:
            dump = os.path.join(scratch, f"dump-{cards}.json")
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_layout_dump.py"), str(cards), dump], check=True)
            result = bench(binary, dump)
            if result is None:
                print(f"  {cards} cards: not read")
                continue
            print(f"  {cards:5d} cards {result['items']:6d} items {result['bytes'] / 1e6:6.2f} MB "
                  f"{result['seconds_read']:7.3f} s {result['mb_per_second']:6.1f} MB/s")


def compare_dumps(binary, other, sizes, runs):
    """Reads each generated dump with both builds in turn and prints best / median MB/s."""
    with tempfile.TemporaryDirectory() as scratch:
        print(f"generated layout dumps, {runs} alternating runs of each build (best / median MB/s):")
        for cards in sizes:
            dump = os.path.join(scratch, f"dump-{cards}.json")
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_layout_dump.py"), str(cards), dump], check=True)
            speeds = {binary: [], other: []}
            for _ in range(runs):
                for build in (other, binary):
                    result = bench(build, dump)
                    if result is not None:
                        speeds[build].append(result["mb_per_second"])
            for build in (other, binary):
                values = speeds[build]
                shown = f"{max(values):6.1f} / {statistics.median(values):6.1f}" if values else "not read"
                print(f"  {cards:5d} cards  {shown}  {build}")


if __name__ == "__main__":
    main(sys.argv[1:])
