#!/usr/bin/env python3
"""Writes a synthetic console log for timing `layoutlint explain`.

Usage: scripts/gen_console_log.py --blocks N --chain K [--noise M] > big.log

Each block is an "Unable to simultaneously satisfy constraints" message listing a chain of
K views pinned edge to edge inside a container whose autoresizing mask fixes its width
too small, plus M lines of unrelated output between blocks. Addresses are derived from the
block and view numbers, so the output is the same on every run.
"""
import argparse


def block(number, chain):
    base = 0x7F0000000000 + number * 0x10000
    container = f"UIView:{hex(base)}"
    views = [f"UILabel:{hex(base + 0x100 * (i + 1))}'Item {i}'" for i in range(chain)]
    lines = [f"2026-11-02 09:41:{number % 60:02d}.118204+0100 Demo[4021:118734] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
             "\tProbably at least one of the constraints in the following list is one you don't want.", "("]
    constraint = 0x600000000000 + number * 0x10000
    entries = []
    def add(text, clause="(active)"):
        nonlocal constraint
        constraint += 0x10
        entries.append(f'    "<NSLayoutConstraint:{hex(constraint)} {text}   {clause}>"')
    add(f"H:|-(8)-[{views[0]}]", f"(active, names: '|':{container} )")
    for left, right in zip(views, views[1:]):
        add(f"H:[{left}]-(8)-[{right}]")
    for view in views:
        add(f"{view.split(chr(39))[0]}'{view.split(chr(39))[1]}'.width >= 40")
    add(f"H:[{views[-1]}]-(8)-|", f"(active, names: '|':{container} )")
    constraint += 0x10
    entries.append(f'    "<NSAutoresizingMaskLayoutConstraint:{hex(constraint)} h=--& v=--& {container}.width == {20 * chain}   (active)>"')
    lines.append(",\n".join(entries))
    lines += [")", "", "Will attempt to recover by breaking constraint ", entries[chain].strip().strip(",").strip('"'), ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--blocks", type=int, default=100)
    parser.add_argument("--chain", type=int, default=5)
    parser.add_argument("--noise", type=int, default=3)
    args = parser.parse_args()
    out = []
    for number in range(args.blocks):
        out.append(block(number, args.chain))
        out += [f"Fetched page {number}.{i}" for i in range(args.noise)]
    print("\n".join(out))


if __name__ == "__main__":
    main()
