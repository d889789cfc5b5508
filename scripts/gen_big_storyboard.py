#!/usr/bin/env python3
"""Writes a storyboard with one scene whose root view holds VIEWS views, for measuring how
`layoutlint lint` scales (RELIABILITY.md). Each view is pinned to the root's leading edge,
below the previous view, with a fixed width and height: 4 constraints per view, all solvable.

usage: gen_big_storyboard.py VIEWS OUT.storyboard
"""
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    count, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
                'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" '
                'useSafeAreas="YES" initialViewController="vc-0">\n'
                '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
                '    <scenes>\n        <scene sceneID="sc-0">\n            <objects>\n'
                '                <viewController id="vc-0" sceneMemberID="viewController">\n'
                '                    <view key="view" contentMode="scaleToFill" id="root">\n'
                '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
                '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
                '                        <subviews>\n')
        for i in range(count):
            f.write(f'                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-{i}">\n'
                    f'                                <rect key="frame" x="0.0" y="{i * 2}" width="10" height="2"/>\n'
                    '                            </view>\n')
        f.write('                        </subviews>\n                        <constraints>\n')
        for i in range(count):
            above = f'secondItem="v-{i - 1}" secondAttribute="bottom"' if i else 'secondItem="root" secondAttribute="top"'
            f.write(f'                            <constraint firstItem="v-{i}" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l-{i}"/>\n'
                    f'                            <constraint firstItem="v-{i}" firstAttribute="top" {above} id="t-{i}"/>\n'
                    f'                            <constraint firstItem="v-{i}" firstAttribute="width" constant="10" id="w-{i}"/>\n'
                    f'                            <constraint firstItem="v-{i}" firstAttribute="height" constant="2" id="h-{i}"/>\n')
        f.write('                        </constraints>\n                    </view>\n                </viewController>\n'
                '                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-0" sceneMemberID="firstResponder"/>\n'
                '            </objects>\n        </scene>\n    </scenes>\n</document>\n')


if __name__ == "__main__":
    main()
