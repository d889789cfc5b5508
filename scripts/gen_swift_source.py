#!/usr/bin/env python3
"""Writes a Swift file of about LINES lines (default 10,000) made of realistic layout code:
views in properties, anchors in activate([...]), SnapKit blocks, a visual format, a stack
view, comments and strings with interpolation. For the source reader's benchmark
(scripts/bench_sources.sh); the output is deterministic.

    python3 scripts/gen_swift_source.py [LINES] > Big.swift
"""
import sys

BLOCK = '''
/// Card number {n}: a header, a subtitle and a badge.
final class Card{n}View: UIView {{
    private let title = UILabel()
    private let subtitle = UILabel()
    private let badge = UIImageView()
    private lazy var stack: UIStackView = {{
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }}()
    private var badgeWidth: NSLayoutConstraint?

    override init(frame: CGRect) {{
        super.init(frame: frame)
        [stack, badge].forEach {{
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }}
        let width = badge.widthAnchor.constraint(equalToConstant: {w})
        width.priority = .defaultHigh
        badgeWidth = width
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
            badge.centerYAnchor.constraint(equalTo: stack.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 1),
            width,
        ])
        title.text = "Card \\(frame.width) number {n} /* not a comment */"
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    func relayout(compact: Bool) {{
        if compact {{
            badgeWidth?.constant = 24
        }} else {{
            badgeWidth?.constant = {w}
        }}
        subtitle.snp.remakeConstraints {{ make in
            make.top.equalTo(title.snp.bottom).offset(4)
            make.leading.trailing.equalToSuperview().inset(16)
        }}
        let views = ["t": title, "s": subtitle]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[t]-(>=8)-|", options: [],
                                                      metrics: nil, views: views))
    }}
}}
'''


def main():
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    out = ["import SnapKit", "import UIKit", ""]
    n = 0
    while len("\n".join(out).split("\n")) < lines:
        out.append(BLOCK.format(n=n, w=20 + n % 30))
        n += 1
    text = "\n".join(out)
    sys.stdout.write("\n".join(text.split("\n")[:lines]).rstrip() + "\n")


if __name__ == "__main__":
    main()
