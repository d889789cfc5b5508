#!/usr/bin/env python3
"""Times `layoutlint solve` on generated layout dumps of growing size (release build).

For each size, the best wall time of three runs of the whole command (read, synthesise
the run-time constraints, solve, print the table), the time per view, and the peak memory
of the largest run. Figures are recorded in BENCHMARKS.md. With --plot FILE.svg, also
writes a plot of the time per view against the number of views (log scale), the picture
of how far from linear the solve is.

usage: scripts/bench_dumps.py [--binary PATH] [--plot FILE.svg] [CARDS ...]
       (default sizes: 100 1000 5000; default binary: this package's release build)
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "layoutlint"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "layoutlint")


def measure(binary, dump):
    """Best wall time of three runs and the peak resident memory in MB."""
    best = None
    peak = 0
    for _ in range(3):
        # Each run in its own child so RUSAGE_CHILDREN's maximum is this run's peak; the
        # child times layoutlint alone (not its own interpreter's start-up).
        child = subprocess.run([sys.executable, "-c",
                                "import resource,subprocess,sys,time;"
                                "t=time.perf_counter();"
                                "r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL);"
                                "t=time.perf_counter()-t;"
                                "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, t);"
                                "sys.exit(r.returncode)",
                                binary, "solve", dump], capture_output=True, text=True)
        if child.returncode != 0:
            sys.exit(f"layoutlint solve failed on {dump} (exit {child.returncode})")
        rss, elapsed = child.stdout.split()
        elapsed = float(elapsed)
        peak = max(peak, int(rss) // 1024)
        best = elapsed if best is None else min(best, elapsed)
    return best, peak


def plot(rows, path):
    """An SVG of microseconds per view against views (log x), one point per size."""
    width, height, margin = 560, 320, 56
    xs = [math.log10(r["views"]) for r in rows]
    ys = [r["us_per_view"] for r in rows]
    x0, x1 = math.floor(min(xs)), math.ceil(max(xs))
    y1 = max(ys) * 1.15 or 1

    def px(x):
        return margin + (x - x0) / max(x1 - x0, 1e-9) * (width - 2 * margin)

    def py(y):
        return height - margin - y / y1 * (height - 2 * margin)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
             f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<line x1="{margin}" y1="{height - margin}" x2="{width - margin}" y2="{height - margin}" stroke="black"/>',
             f'<line x1="{margin}" y1="{margin}" x2="{margin}" y2="{height - margin}" stroke="black"/>',
             f'<text x="{width / 2}" y="{height - 16}" text-anchor="middle">views (log scale)</text>',
             f'<text x="16" y="{height / 2}" transform="rotate(-90 16 {height / 2})" text-anchor="middle">µs per view (layoutlint solve, whole process)</text>']
    for decade in range(x0, x1 + 1):
        parts.append(f'<text x="{px(decade)}" y="{height - margin + 16}" text-anchor="middle">{10 ** decade:,}</text>')
    for k in range(5):
        y = y1 * k / 4
        parts.append(f'<text x="{margin - 6}" y="{py(y) + 4}" text-anchor="end">{y:.0f}</text>')
    points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(xs, ys))
    parts.append(f'<polyline points="{points}" fill="none" stroke="#1f6feb" stroke-width="2"/>')
    for x, y, r in zip(xs, ys, rows):
        parts.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3.5" fill="#1f6feb"/>')
        parts.append(f'<text x="{px(x):.1f}" y="{py(y) - 8:.1f}" text-anchor="middle">{r["seconds"]:.2f} s</text>')
    parts.append("</svg>")
    with open(path, "w") as handle:
        handle.write("\n".join(parts) + "\n")


def main():
    args = sys.argv[1:]
    binary = plot_path = None
    while args and args[0].startswith("--"):
        option = args.pop(0)
        if option == "--binary" and args:
            binary = args.pop(0)
        elif option == "--plot" and args:
            plot_path = args.pop(0)
        else:
            sys.exit(__doc__)
    sizes = [int(arg) for arg in args] or [100, 1000, 5000]
    binary = binary or build()
    print(f"{'cards':>6} {'views':>7} {'constraints':>12} {'seconds':>8} {'µs/view':>8} {'peak MB':>8}")
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for cards in sizes:
            dump = os.path.join(scratch, f"cards-{cards}.json")
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_layout_dump.py"), str(cards), dump],
                           check=True)
            with open(dump) as handle:
                document = json.load(handle)
            seconds, peak = measure(binary, dump)
            views = len(document["views"])
            row = {"cards": cards, "views": views, "seconds": seconds, "us_per_view": seconds / views * 1e6}
            rows.append(row)
            print(f"{cards:>6} {views:>7} {len(document['constraints']):>12} {seconds:>8.2f} "
                  f"{row['us_per_view']:>8.0f} {peak:>8}", flush=True)
    if plot_path:
        plot(rows, plot_path)


if __name__ == "__main__":
    main()
