import Foundation
@testable import LayoutDumpSupport

typealias Dump = LayoutLintDump

/// Documents the tests encode.
enum Samples {
    /// A root and a label with two constraints: small enough to write its JSON by hand.
    static let small = Dump.Document(platform: .ios, views: [
        Dump.View(id: "root", className: "UIView", frame: Dump.Rect(x: 0, y: 0, width: 320, height: 44),
                  translatesAutoresizingMaskIntoConstraints: true, role: .rootView),
        Dump.View(id: "title", className: "UILabel", name: "Hello", superview: "root",
                  intrinsicContentSize: Dump.IntrinsicSize(width: 42.5, height: nil)),
    ], constraints: [
        Dump.Constraint(firstItem: "title", firstAttribute: .leading, secondItem: "root", secondAttribute: .leadingMargin,
                        constant: 0.1),
        Dump.Constraint(firstItem: "title", firstAttribute: .width, relation: .lessThanOrEqual, constant: 200, priority: 999),
    ])

    /// The "fuller example" of docs/dump-format.md: what the dumper writes for a profile screen.
    static let fuller: Dump.Document = {
        let root = "0x7fa1c2d04a10", stack = "0x7fa1c2d05b20", title = "0x7fa1c2d06c30"
        let body = "0x7fa1c2d07d40", button = "0x7fa1c2d08e50"
        let safeArea = "0x600003b01c00", margins = "0x600003b01ce0"
        let standard = Dump.AxisPair(horizontal: 250, vertical: 250)
        let resistant = Dump.AxisPair(horizontal: 750, vertical: 750)
        let eights = Dump.Insets(top: 8, left: 8, bottom: 8, right: 8)
        return Dump.Document(platform: .ios, generator: "LayoutDump.swift (UIKit) on Version 17.5 (Build 21F79)", views: [
            Dump.View(id: root, className: "UIView", name: "ProfileViewController.view",
                      frame: Dump.Rect(x: 0, y: 0, width: 390, height: 844),
                      translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 18,
                      contentHuggingPriority: standard, contentCompressionResistancePriority: resistant,
                      layoutMargins: Dump.Insets(top: 59, left: 16, bottom: 34, right: 16),
                      safeAreaInsets: Dump.Insets(top: 59, left: 0, bottom: 34, right: 0), role: .rootView),
            Dump.View(id: stack, className: "UIStackView", superview: root,
                      frame: Dump.Rect(x: 16, y: 75, width: 358, height: 85),
                      contentHuggingPriority: standard, contentCompressionResistancePriority: resistant,
                      layoutMargins: eights, role: .stackView,
                      stack: Dump.Stack(axis: .vertical, spacing: 8, arrangedSubviews: [title, body],
                                        customSpacing: [Dump.CustomSpacing(after: title, spacing: 4)])),
            Dump.View(id: title, className: "UILabel", name: "Profile", superview: stack,
                      frame: Dump.Rect(x: 0, y: 0, width: 358, height: 41),
                      intrinsicContentSize: Dump.IntrinsicSize(width: 96, height: 41),
                      contentHuggingPriority: Dump.AxisPair(horizontal: 251, vertical: 251),
                      contentCompressionResistancePriority: resistant, layoutMargins: eights,
                      firstBaseline: 33, lastBaseline: 8),
            Dump.View(id: body, className: "UILabel", name: "Tell people a little about yourself.", superview: stack,
                      frame: Dump.Rect(x: 0, y: 45, width: 358, height: 40),
                      intrinsicContentSize: Dump.IntrinsicSize(width: 358, height: 40),
                      contentHuggingPriority: Dump.AxisPair(horizontal: 251, vertical: 251),
                      contentCompressionResistancePriority: resistant, layoutMargins: eights,
                      firstBaseline: 16, lastBaseline: 4.5,
                      heightForWidth: [Dump.Size(width: 179, height: 100), Dump.Size(width: 269, height: 60),
                                       Dump.Size(width: 358, height: 40), Dump.Size(width: 537, height: 20),
                                       Dump.Size(width: 716, height: 20)]),
            Dump.View(id: button, className: "UIButton", name: "Save", superview: root,
                      frame: Dump.Rect(x: 16, y: 766, width: 358, height: 44),
                      intrinsicContentSize: Dump.IntrinsicSize(width: 35, height: 34),
                      contentHuggingPriority: standard, contentCompressionResistancePriority: resistant,
                      layoutMargins: eights, firstBaseline: 27, lastBaseline: 11),
        ], layoutGuides: [
            Dump.Guide(id: safeArea, className: "UILayoutGuide", name: "UIViewSafeAreaLayoutGuide", owningView: root,
                       role: .safeArea, layoutFrame: Dump.Rect(x: 0, y: 59, width: 390, height: 751)),
            Dump.Guide(id: margins, className: "UILayoutGuide", name: "UIViewLayoutMarginsGuide", owningView: root,
                       role: .layoutMargins, layoutFrame: Dump.Rect(x: 16, y: 59, width: 358, height: 751)),
        ], constraints: [
            constraint("0x600002c0a000", stack, .top, .equal, safeArea, .top, constant: 16, owner: root),
            constraint("0x600002c0a0a0", stack, .leading, .equal, margins, .leading, owner: root),
            constraint("0x600002c0a140", stack, .trailing, .equal, margins, .trailing, owner: root),
            constraint("0x600002c0a1e0", button, .top, .greaterThanOrEqual, stack, .bottom, constant: 20, owner: root),
            constraint("0x600002c0a280", button, .bottom, .equal, safeArea, .bottom, owner: root),
            constraint("0x600002c0a320", button, .leading, .equal, margins, .leading, owner: root),
            constraint("0x600002c0a3c0", button, .trailing, .equal, margins, .trailing, owner: root),
            constraint("0x600002c0a460", button, .height, .equal, nil, nil, constant: 44, priority: 999, owner: button),
        ], layoutPasses: [
            Dump.LayoutPass(frames: [Dump.FrameRecord(view: body, frame: Dump.Rect(x: 0, y: 45, width: 358, height: 60))]),
            Dump.LayoutPass(frames: [Dump.FrameRecord(view: body, frame: Dump.Rect(x: 0, y: 45, width: 358, height: 40))]),
        ])
    }()

    /// What the dumper writes for a constraint it read (class, relation, multiplier, constant,
    /// priority and owner always present).
    static func constraint(_ id: String, _ first: String, _ firstAttribute: Dump.Attribute, _ relation: Dump.Relation,
                           _ second: String?, _ secondAttribute: Dump.Attribute?, multiplier: Double = 1,
                           constant: Double = 0, priority: Double = 1000, owner: String,
                           identifier: String? = nil) -> Dump.Constraint {
        Dump.Constraint(id: id, className: "NSLayoutConstraint", identifier: identifier, firstItem: first,
                        firstAttribute: firstAttribute, relation: relation, secondItem: second, secondAttribute: secondAttribute,
                        multiplier: multiplier, constant: constant, priority: priority, owner: owner)
    }

    /// Every key of the format at least once (not meant to be realistic).
    static let kitchenSink = Dump.Document(platform: .ios, generator: "tests", views: [
        Dump.View(id: "root", className: "UIWindow", name: "window", frame: Dump.Rect(x: 0, y: 0, width: 320, height: 480),
                  isFlipped: false, translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 63,
                  intrinsicContentSize: Dump.IntrinsicSize(width: nil, height: nil),
                  contentHuggingPriority: Dump.AxisPair(horizontal: 250, vertical: 250),
                  contentCompressionResistancePriority: Dump.AxisPair(horizontal: 750, vertical: 750),
                  layoutMargins: Dump.Insets(top: 8, left: 8, bottom: 8, right: 8),
                  safeAreaInsets: Dump.Insets(top: 20, left: 0, bottom: 0, right: 0), firstBaseline: 10, lastBaseline: 5,
                  isHidden: false, layoutDirection: .rightToLeft, role: .rootView,
                  heightForWidth: [Dump.Size(width: 100, height: 20)]),
        Dump.View(id: "stack", className: "UIStackView", superview: "root", role: .stackView,
                  stack: Dump.Stack(axis: .horizontal, distribution: .equalCentering, alignment: .lastBaseline, spacing: 2,
                                    arrangedSubviews: ["a"], customSpacing: [Dump.CustomSpacing(after: "a", spacing: 3)],
                                    isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true)),
        Dump.View(id: "a", className: "UILabel", superview: "stack"),
    ], layoutGuides: [
        Dump.Guide(id: "g", className: "UILayoutGuide", name: "readable", owningView: "root", role: .readableContent,
                   layoutFrame: Dump.Rect(x: 8, y: 8, width: 304, height: 464), length: 672),
    ], constraints: [
        Dump.Constraint(id: "c", className: "NSLayoutConstraint", identifier: "x", firstItem: "a", firstAttribute: .width,
                        relation: .greaterThanOrEqual, secondItem: "g", secondAttribute: .width, multiplier: 0.5,
                        constant: 1, priority: 500, isActive: false, owner: "root", origin: .user),
    ], layoutPasses: [
        Dump.LayoutPass(frames: [Dump.FrameRecord(view: "a", frame: Dump.Rect(x: 1, y: 2, width: 3, height: 4))]),
    ])

    /// The package root: this file is `<root>/Tests/LayoutDumpSupportTests/Samples.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
