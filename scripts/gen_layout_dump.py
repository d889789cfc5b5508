#!/usr/bin/env python3
"""Writes a large, realistic layout dump for benchmarking `layoutlint solve`.

A 390 x 844 controller view holds a scroll view whose content is a vertical chain of
CARDS cards. Each card has an avatar, a title and a subtitle label and a horizontal stack
of two buttons (fillEqually), pinned with ordinary constraints, so a dump with CARDS cards
has 7 x CARDS + 3 views and about 20 x CARDS user constraints before the ones layoutlint
synthesises (content size, stack, guides, width/height >= 0).

usage: gen_layout_dump.py CARDS OUT.json
"""
import json
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    cards, out = int(sys.argv[1]), sys.argv[2]
    views = [
        {"id": "root", "class": "UIView", "role": "rootView", "frame": [0, 0, 390, 844],
         "translatesAutoresizingMaskIntoConstraints": True, "autoresizingMask": 18,
         "safeAreaInsets": [47, 0, 34, 0]},
        {"id": "scroll", "class": "UIScrollView", "superview": "root", "role": "scrollView"},
        {"id": "content", "class": "UIView", "superview": "scroll"},
    ]
    guides = [{"id": "safe", "owningView": "root", "role": "safeArea"}]
    constraints = []

    def pin(first, attribute, second, second_attribute=None, constant=0, relation="==", priority=1000):
        constraint = {"firstItem": first, "firstAttribute": attribute, "relation": relation}
        if second is not None:
            constraint["secondItem"] = second
            constraint["secondAttribute"] = second_attribute or attribute
        constraint["constant"] = constant
        if priority != 1000:
            constraint["priority"] = priority
        constraints.append(constraint)

    for attribute in ("top", "leading", "trailing", "bottom"):
        pin("scroll", attribute, "safe")
    for attribute in ("top", "leading", "trailing", "bottom"):
        pin("content", attribute, "scroll")
    pin("content", "width", "scroll")
    previous = None
    for index in range(cards):
        card, avatar, title, subtitle = (f"card{index}", f"avatar{index}", f"title{index}", f"subtitle{index}")
        stack, message, follow = f"buttons{index}", f"message{index}", f"follow{index}"
        views += [
            {"id": card, "class": "UIView", "superview": "content"},
            {"id": avatar, "class": "UIImageView", "superview": card, "intrinsicContentSize": [512, 512]},
            {"id": title, "class": "UILabel", "name": f"Person {index}", "superview": card,
             "intrinsicContentSize": [80 + index % 50, 21], "firstBaseline": 17, "lastBaseline": 4},
            {"id": subtitle, "class": "UILabel", "superview": card, "intrinsicContentSize": [60 + index % 30, 18]},
            {"id": stack, "class": "UIStackView", "superview": card, "role": "stackView",
             "stack": {"axis": "horizontal", "distribution": "fillEqually", "spacing": 8,
                       "arrangedSubviews": [message, follow]}},
            {"id": message, "class": "UIButton", "superview": stack, "intrinsicContentSize": [70, 34]},
            {"id": follow, "class": "UIButton", "superview": stack, "intrinsicContentSize": [58, 34]},
        ]
        pin(card, "leading", "content", constant=16)
        pin("content", "trailing", card, constant=16)
        if previous is None:
            pin(card, "top", "content", constant=16)
        else:
            pin(card, "top", previous, "bottom", constant=12)
        pin(avatar, "leading", card, constant=12)
        pin(avatar, "top", card, constant=12)
        pin(avatar, "width", None, constant=64)
        pin(avatar, "height", avatar, "width")
        pin(title, "leading", avatar, "trailing", constant=12)
        pin(card, "trailing", title, constant=12)
        pin(title, "top", avatar, "top")
        pin(subtitle, "leading", title, "leading")
        pin(subtitle, "trailing", title, "trailing")
        pin(subtitle, "top", title, "bottom", constant=4)
        pin(stack, "leading", card, constant=12)
        pin(card, "trailing", stack, constant=12)
        pin(stack, "top", avatar, "bottom", constant=12)
        pin(stack, "top", subtitle, "bottom", constant=8, relation=">=")
        pin(card, "bottom", stack, constant=12)
        previous = card
    if previous is not None:
        pin("content", "bottom", previous, constant=16)
    dump = {"format": "layoutlint-dump", "version": 1, "platform": "ios",
            "generator": f"scripts/gen_layout_dump.py {cards}",
            "views": views, "layoutGuides": guides, "constraints": constraints}
    with open(out, "w") as handle:
        json.dump(dump, handle, indent=1)


if __name__ == "__main__":
    main()
