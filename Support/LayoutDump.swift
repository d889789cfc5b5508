//  LayoutDump.swift — layoutlint's in-app layout dumper (dump format v1).
//
//  Add this one file to your app's debug target (or wrap it in `#if DEBUG`). It needs only
//  Foundation and UIKit or AppKit, and every public name is nested in `enum LayoutLintDump`
//  or starts with `LayoutLint`, so it cannot clash with your own types.
//
//      try LayoutLintDump.write(window, to: URL(fileURLWithPath: "/tmp/Home.layoutdump.json"))
//      (lldb) expr LayoutLintDump.lldb()
//
//  Part 1 (always compiled) describes a dump with plain structs and writes it as JSON
//  deterministically: keys in a fixed order, shortest round-trip numbers, RFC 8259 strings.
//  Part 2 (UIKit or AppKit) walks a live view hierarchy and fills the structs.
//  The format is documented in docs/dump-format.md of the layoutlint repository; the JSON
//  Schema is docs/layout-dump.schema.json.

import Foundation
// Inside the layoutlint package only Part 1 is compiled (the package defines
// LAYOUTLINT_PACKAGE_BUILD), so an SDK change can never break the linter's own build; an app
// that adds this file compiles both parts.
#if canImport(UIKit) && !os(watchOS) && !LAYOUTLINT_PACKAGE_BUILD
import UIKit
#elseif canImport(AppKit) && !LAYOUTLINT_PACKAGE_BUILD
import AppKit
#endif

// MARK: - Part 1: the format (platform-neutral)

/// layoutlint's layout dump: a JSON snapshot of a view hierarchy with its layout guides and
/// constraints. `Document` and its parts describe one; `Document.jsonData()` writes it; on
/// Apple platforms `document(of:)` takes one from a live view or window.
public enum LayoutLintDump {
    /// The top-level `format` value.
    public static let formatName = "layoutlint-dump"
    /// The format version this file writes.
    public static let formatVersion = 1
    /// The suffix of dump files: `Home.layoutdump.json`.
    public static let fileExtension = "layoutdump.json"
    /// The environment variable naming a directory for `writeIfRequested(_:name:)` (UI tests).
    public static let directoryEnvironmentKey = "LAYOUTLINT_DUMP_DIR"
    /// What the dumper writes for UIKit's "system spacing" between stack items (an approximation:
    /// UIKit's standard spacing between sibling views).
    public static let systemSpacing = 8.0

    /// The UI framework whose rules the dump follows.
    public enum Platform: String, Sendable, CaseIterable {
        /// UIKit: iOS, iPadOS, tvOS, Mac Catalyst, visionOS.
        case ios
        /// AppKit.
        case macos
    }

    /// The effective reading direction of a view.
    public enum LayoutDirection: String, Sendable, CaseIterable {
        case leftToRight, rightToLeft
    }

    /// What the system does with a view on its own.
    public enum ViewRole: String, Sendable, CaseIterable {
        /// An ordinary view.
        case plain
        /// A view controller's view (or a window's content view): the system sizes it.
        case rootView
        /// `UIStackView` / `NSStackView`: needs `View.stack`.
        case stackView
        /// `UIScrollView` and subclasses.
        case scrollView
        /// `UITableViewCell`, `UICollectionViewCell`, `NSTableCellView`.
        case cell
        /// A cell's `contentView`.
        case cellContentView
    }

    /// The kind of a layout guide.
    public enum GuideRole: String, Sendable, CaseIterable {
        case custom, safeArea, layoutMargins, readableContent, keyboard, scrollContent, scrollFrame
        case topLayoutGuide, bottomLayoutGuide
    }

    /// `NSLayoutConstraint.Attribute`, with the names UIKit prints.
    public enum Attribute: String, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// Only as the second attribute of a constraint without a second item.
        case notAnAttribute

        /// Whether the attribute is a size rather than a location.
        var isDimension: Bool { self == .width || self == .height }

        /// The axis the attribute measures along; nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// `leading`, `trailing` and their margin forms.
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// `left`, `right` and their margin forms.
        var isAbsoluteHorizontalEdge: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: String, Sendable, CaseIterable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// Who added a constraint. Readers infer it from the class and identifier when absent.
    public enum ConstraintOrigin: String, Sendable, CaseIterable {
        case user, implicit, contentSize, autoresizingMask, stackView, cellEncapsulatedSize, layoutGuide, placeholder, gridView
    }

    /// A layout axis.
    public enum Axis: String, Sendable, CaseIterable {
        case horizontal, vertical
    }

    /// `UIStackView.Distribution` / `NSStackView.Distribution`.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`; `leading`/`trailing` are top/bottom in horizontal stacks.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    /// A rectangle as the platform reports it: `[x, y, width, height]`.
    public struct Rect: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The rectangle as stored (origin and size as given, not standardised).
        public init(_ rect: CGRect) {
            self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                      width: Double(rect.size.width), height: Double(rect.size.height))
        }
    }

    /// A `[width, height]` pair (height-for-width samples).
    public struct Size: Sendable, Equatable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// Insets from the four edges: `[top, left, bottom, right]` (physical left and right).
    public struct Insets: Sendable, Equatable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// One value per axis: `[horizontal, vertical]` (content priorities).
    public struct AxisPair: Sendable, Equatable {
        public var horizontal: Double
        public var vertical: Double

        public init(horizontal: Double, vertical: Double) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// `intrinsicContentSize`; nil in an axis means `noIntrinsicMetric` (written as `null`).
    public struct IntrinsicSize: Sendable, Equatable {
        public var width: Double?
        public var height: Double?

        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// `setCustomSpacing(_:after:)` of a stack view.
    public struct CustomSpacing: Sendable, Equatable {
        /// The arranged subview the spacing follows.
        public var after: String
        public var spacing: Double

        public init(after: String, spacing: Double) {
            self.after = after
            self.spacing = spacing
        }
    }

    /// The settings of a stack view. All of them are written; `customSpacing` when not empty.
    public struct Stack: Sendable, Equatable {
        public var axis: Axis
        public var distribution: Distribution
        public var alignment: Alignment
        public var spacing: Double
        /// Ids of subviews of the stack, in arrangement order.
        public var arrangedSubviews: [String]
        public var customSpacing: [CustomSpacing]
        public var isLayoutMarginsRelativeArrangement: Bool
        public var isBaselineRelativeArrangement: Bool

        public init(axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
                    arrangedSubviews: [String] = [], customSpacing: [CustomSpacing] = [],
                    isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.arrangedSubviews = arrangedSubviews
            self.customSpacing = customSpacing
            self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
            self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        }
    }

    /// One view. Optional properties that are nil are left out of the JSON (the reader then
    /// uses the format's default); `translatesAutoresizingMaskIntoConstraints` is always written.
    public struct View: Sendable, Equatable {
        /// Unique across views and layout guides.
        public var id: String
        /// Written as `class`.
        public var className: String
        public var name: String?
        /// Nil for the root (the first view) only.
        public var superview: String?
        /// The platform's frame, in the superview's coordinates.
        public var frame: Rect?
        /// macOS: `NSView.isFlipped` (written as `flipped`).
        public var isFlipped: Bool?
        public var translatesAutoresizingMaskIntoConstraints: Bool
        /// The raw value of the autoresizing mask (bits 1…32).
        public var autoresizingMask: Int?
        public var intrinsicContentSize: IntrinsicSize?
        public var contentHuggingPriority: AxisPair?
        public var contentCompressionResistancePriority: AxisPair?
        public var layoutMargins: Insets?
        public var safeAreaInsets: Insets?
        /// Distance from the top edge down to the first baseline.
        public var firstBaseline: Double?
        /// Distance from the last baseline down to the bottom edge.
        public var lastBaseline: Double?
        /// Written as `hidden`.
        public var isHidden: Bool?
        public var layoutDirection: LayoutDirection?
        public var role: ViewRole?
        /// Required when `role` is `.stackView`, forbidden otherwise.
        public var stack: Stack?
        /// `[width, height]` samples of wrapping content; left out when empty.
        public var heightForWidth: [Size]

        public init(id: String, className: String, name: String? = nil, superview: String? = nil, frame: Rect? = nil,
                    isFlipped: Bool? = nil, translatesAutoresizingMaskIntoConstraints: Bool = false,
                    autoresizingMask: Int? = nil, intrinsicContentSize: IntrinsicSize? = nil,
                    contentHuggingPriority: AxisPair? = nil, contentCompressionResistancePriority: AxisPair? = nil,
                    layoutMargins: Insets? = nil, safeAreaInsets: Insets? = nil, firstBaseline: Double? = nil,
                    lastBaseline: Double? = nil, isHidden: Bool? = nil, layoutDirection: LayoutDirection? = nil,
                    role: ViewRole? = nil, stack: Stack? = nil, heightForWidth: [Size] = []) {
            self.id = id
            self.className = className
            self.name = name
            self.superview = superview
            self.frame = frame
            self.isFlipped = isFlipped
            self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
            self.autoresizingMask = autoresizingMask
            self.intrinsicContentSize = intrinsicContentSize
            self.contentHuggingPriority = contentHuggingPriority
            self.contentCompressionResistancePriority = contentCompressionResistancePriority
            self.layoutMargins = layoutMargins
            self.safeAreaInsets = safeAreaInsets
            self.firstBaseline = firstBaseline
            self.lastBaseline = lastBaseline
            self.isHidden = isHidden
            self.layoutDirection = layoutDirection
            self.role = role
            self.stack = stack
            self.heightForWidth = heightForWidth
        }
    }

    /// One layout guide.
    public struct Guide: Sendable, Equatable {
        /// Unique across views and layout guides.
        public var id: String
        /// Written as `class`.
        public var className: String?
        /// The guide's `identifier`.
        public var name: String?
        public var owningView: String
        public var role: GuideRole?
        /// In the owning view's coordinates.
        public var layoutFrame: Rect?
        /// The readable width (`readableContent`) or keyboard height (`keyboard`).
        public var length: Double?

        public init(id: String, className: String? = nil, name: String? = nil, owningView: String,
                    role: GuideRole? = nil, layoutFrame: Rect? = nil, length: Double? = nil) {
            self.id = id
            self.className = className
            self.name = name
            self.owningView = owningView
            self.role = role
            self.layoutFrame = layoutFrame
            self.length = length
        }
    }

    /// One constraint: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
    public struct Constraint: Sendable, Equatable {
        public var id: String?
        /// Written as `class`.
        public var className: String?
        public var identifier: String?
        public var firstItem: String
        public var firstAttribute: Attribute
        public var relation: Relation?
        public var secondItem: String?
        public var secondAttribute: Attribute?
        public var multiplier: Double?
        public var constant: Double?
        /// 1…1000.
        public var priority: Double?
        /// Written as `active`.
        public var isActive: Bool?
        /// The view whose `constraints` held it.
        public var owner: String?
        public var origin: ConstraintOrigin?

        public init(id: String? = nil, className: String? = nil, identifier: String? = nil, firstItem: String,
                    firstAttribute: Attribute, relation: Relation? = nil, secondItem: String? = nil,
                    secondAttribute: Attribute? = nil, multiplier: Double? = nil, constant: Double? = nil,
                    priority: Double? = nil, isActive: Bool? = nil, owner: String? = nil, origin: ConstraintOrigin? = nil) {
            self.id = id
            self.className = className
            self.identifier = identifier
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.isActive = isActive
            self.owner = owner
            self.origin = origin
        }
    }

    /// One view's frame in a recorded layout pass.
    public struct FrameRecord: Sendable, Equatable {
        public var view: String
        public var frame: Rect

        public init(view: String, frame: Rect) {
            self.view = view
            self.frame = frame
        }
    }

    /// One recorded layout pass (feedback-loop analysis).
    public struct LayoutPass: Sendable, Equatable {
        public var frames: [FrameRecord]

        public init(frames: [FrameRecord]) {
            self.frames = frames
        }
    }

    /// A whole dump. Empty `layoutGuides`, `constraints` and `layoutPasses` are left out.
    public struct Document: Sendable, Equatable {
        public var platform: Platform
        public var generator: String?
        /// The first view is the root; parents come before their children.
        public var views: [View]
        public var layoutGuides: [Guide]
        public var constraints: [Constraint]
        public var layoutPasses: [LayoutPass]

        public init(platform: Platform, generator: String? = nil, views: [View], layoutGuides: [Guide] = [],
                    constraints: [Constraint] = [], layoutPasses: [LayoutPass] = []) {
            self.platform = platform
            self.generator = generator
            self.views = views
            self.layoutGuides = layoutGuides
            self.constraints = constraints
            self.layoutPasses = layoutPasses
        }
    }

    /// How the JSON is laid out. Both are deterministic.
    public enum OutputStyle: Sendable {
        /// Two-space indentation; views and stacks one key per line; guides, constraints and
        /// other small objects one per line; arrays of numbers inline. Ends with a newline.
        case pretty
        /// No whitespace at all, no final newline.
        case compact
    }

    /// Why a document cannot be written: it would not be a valid dump. `path` is a JSON path
    /// (`$.views[2].frame[0]`), as layoutlint's reader reports it.
    public struct EncodingError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var message: String

        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }

        public var description: String { "\(path): \(message)" }
    }

    /// What the live-hierarchy walker samples.
    public struct WalkOptions: Sendable, Equatable {
        /// `heightForWidth` is sampled for wrapping text (multi-line labels, non-scrolling text
        /// views, wrapping text fields) at these multiples of its current width; empty = never.
        public var heightSampleWidthFactors: [Double]
        /// The `generator` string; nil writes "LayoutDump.swift (UIKit|AppKit) on <OS version>".
        public var generator: String?

        public init(heightSampleWidthFactors: [Double] = [0.5, 0.75, 1, 1.5, 2], generator: String? = nil) {
            self.heightSampleWidthFactors = heightSampleWidthFactors
            self.generator = generator
        }
    }

    /// What the walker left out, for the debugger summary.
    struct WalkStats: Sendable, Equatable {
        /// `NSContentSizeLayoutConstraint`s and `NSAutoresizingMaskLayoutConstraint`s: layoutlint
        /// synthesises them from the views' intrinsic sizes, priorities, masks and frames.
        var leftToSynthesis = 0
        /// Constraints with an item outside the dumped hierarchy.
        var outside = 0
        /// Constraints with a private attribute or a shape layoutlint's reader refuses.
        var unsupported = 0
    }
}

// MARK: Validation (what layoutlint's reader accepts)

extension LayoutLintDump.Document {
    /// Checks everything the reader checks: ids, references, parents before children, stack
    /// settings, value ranges, constraint shapes, and that every number is finite. Throws the
    /// first problem found, with its JSON path.
    public func validate() throws {
        try checkStructure()
        _ = try LayoutLintDump.Encoder.node(of: self)
    }

    /// Everything but the finiteness of numbers (which the encoder checks while writing).
    func checkStructure() throws {
        typealias Failure = LayoutLintDump.EncodingError
        let q = LayoutLintDump.quoted
        guard !views.isEmpty else { throw Failure(path: "$.views", message: "a dump needs at least one view (the root)") }

        var items: [String: String] = [:]  // id → where it is declared, for messages
        var viewIndex: [String: Int] = [:]
        func claim(_ id: String, at path: String, as name: String) throws {
            guard !id.isEmpty else { throw Failure(path: path + ".id", message: "an id must not be empty") }
            if let earlier = items[id] {
                throw Failure(path: path + ".id",
                              message: "duplicate id \(q(id)) (already \(earlier)); ids must be unique across views and layout guides")
            }
            items[id] = name
        }

        for (index, view) in views.enumerated() {
            let path = "$.views[\(index)]"
            try claim(view.id, at: path, as: "views[\(index)]")
            if index == 0 {
                if let superview = view.superview {
                    throw Failure(path: path + ".superview",
                                  message: "the first view is the root and cannot have a superview (found \(q(superview)))")
                }
            } else {
                guard let superview = view.superview else {
                    throw Failure(path: path + ".superview", message: "required: only the first view (the root) has no superview")
                }
                guard viewIndex[superview] != nil else {
                    throw Failure(path: path + ".superview",
                                  message: "\(q(superview)) is not a view listed before this one; parents come before their children")
                }
            }
            viewIndex[view.id] = index
            if let frame = view.frame, (frame.width.isFinite && frame.width < 0) || (frame.height.isFinite && frame.height < 0) {
                throw Failure(path: path + ".frame", message: "a frame cannot have a negative width or height")
            }
            if let mask = view.autoresizingMask, !(0...63).contains(mask) {
                throw Failure(path: path + ".autoresizingMask", message: "unknown autoresizing mask bits; only 1, 2, 4, 8, 16 and 32 exist")
            }
            if let size = view.intrinsicContentSize, [size.width, size.height].contains(where: { ($0 ?? 0).isFinite && ($0 ?? 0) < 0 }) {
                throw Failure(path: path + ".intrinsicContentSize",
                              message: "an intrinsic size cannot be negative (nil, written as null, means no intrinsic metric)")
            }
            for (key, pair) in [("contentHuggingPriority", view.contentHuggingPriority),
                                ("contentCompressionResistancePriority", view.contentCompressionResistancePriority)] {
                guard let pair else { continue }
                for (offset, value) in [pair.horizontal, pair.vertical].enumerated() where value.isFinite && !(1...1000).contains(value) {
                    throw Failure(path: "\(path).\(key)[\(offset)]",
                                  message: "a priority must be between 1 and 1000, found \(LayoutLintDump.formatNumber(value) ?? "?")")
                }
            }
        }

        var children: [String: Set<String>] = [:]
        for view in views.dropFirst() {
            if let superview = view.superview { children[superview, default: []].insert(view.id) }
        }
        for (index, view) in views.enumerated() {
            let path = "$.views[\(index)]"
            switch (view.role == .stackView, view.stack) {
            case (true, nil):
                throw Failure(path: path + ".stack", message: "a view with role \"stackView\" needs stack settings")
            case (false, .some):
                throw Failure(path: path + ".stack", message: "only a view with role \"stackView\" may have stack settings")
            case (true, .some(let stack)):
                var arranged: Set<String> = []
                for (offset, id) in stack.arrangedSubviews.enumerated() {
                    let entry = "\(path).stack.arrangedSubviews[\(offset)]"
                    guard children[view.id]?.contains(id) == true else {
                        throw Failure(path: entry, message: "arranged subview \(q(id)) must be a subview of the stack \(q(view.id))")
                    }
                    guard arranged.insert(id).inserted else {
                        throw Failure(path: entry, message: "arranged subview \(q(id)) is listed twice")
                    }
                }
                for (offset, entry) in stack.customSpacing.enumerated() where !arranged.contains(entry.after) {
                    throw Failure(path: "\(path).stack.customSpacing[\(offset)].after",
                                  message: "custom spacing after \(q(entry.after)), which is not an arranged subview of this stack")
                }
            case (false, nil):
                break
            }
            if platform == .macos, view.frame != nil, let superview = view.superview {
                try requireFrameOfUnflipped(superview, by: path + ".frame", viewIndex)
            }
        }

        for (index, guide) in layoutGuides.enumerated() {
            let path = "$.layoutGuides[\(index)]"
            try claim(guide.id, at: path, as: "layoutGuides[\(index)]")
            guard viewIndex[guide.owningView] != nil else {
                throw Failure(path: path + ".owningView", message: "owning view \(q(guide.owningView)) is not a view of this dump")
            }
            if let length = guide.length, length.isFinite, length < 0 {
                throw Failure(path: path + ".length", message: "a guide length cannot be negative")
            }
            if platform == .macos, guide.layoutFrame != nil {
                try requireFrameOfUnflipped(guide.owningView, by: path + ".layoutFrame", viewIndex)
            }
        }

        var constraintIDs: [String: Int] = [:]
        for (index, constraint) in constraints.enumerated() {
            let path = "$.constraints[\(index)]"
            if let id = constraint.id {
                if let earlier = constraintIDs[id] {
                    throw Failure(path: path + ".id", message: "duplicate constraint id \(q(id)); already used by constraints[\(earlier)]")
                }
                constraintIDs[id] = index
            }
            guard items[constraint.firstItem] != nil else {
                throw Failure(path: path + ".firstItem", message: "first item \(q(constraint.firstItem)) is neither a view nor a layout guide of this dump")
            }
            if let second = constraint.secondItem, items[second] == nil {
                throw Failure(path: path + ".secondItem", message: "second item \(q(second)) is neither a view nor a layout guide of this dump")
            }
            if let owner = constraint.owner, viewIndex[owner] == nil {
                throw Failure(path: path + ".owner", message: "owner \(q(owner)) is not a view of this dump")
            }
            if let problem = constraint.shapeProblem() {
                throw Failure(path: path + problem.key, message: problem.message)
            }
        }

        for (passIndex, pass) in layoutPasses.enumerated() {
            for (frameIndex, record) in pass.frames.enumerated() {
                let path = "$.layoutPasses[\(passIndex)].frames[\(frameIndex)]"
                guard let index = viewIndex[record.view] else {
                    throw Failure(path: path + ".view", message: "view \(q(record.view)) is not a view of this dump")
                }
                if platform == .macos, let superview = views[index].superview {
                    try requireFrameOfUnflipped(superview, by: path + ".frame", viewIndex)
                }
            }
        }
    }

    /// On macOS a frame inside an unflipped view is measured from that view's bottom edge, so
    /// the reader needs that view's frame (its height) too.
    private func requireFrameOfUnflipped(_ container: String, by path: String, _ viewIndex: [String: Int]) throws {
        guard let index = viewIndex[container] else { return }
        let view = views[index]
        if view.isFlipped != true && view.frame == nil {
            throw LayoutLintDump.EncodingError(
                path: path, message: "on macOS a frame inside an unflipped view is measured from its bottom edge, so "
                    + "\(LayoutLintDump.quoted(container)) needs a frame too")
        }
    }
}

extension LayoutLintDump.Constraint {
    /// What layoutlint's reader (and UIKit) refuse in a constraint's shape, with the key at fault
    /// (`""` for the constraint as a whole); nil when it is fine. Non-finite numbers are left to
    /// the encoder.
    func shapeProblem() -> (key: String, message: String)? {
        if let priority, priority.isFinite, !(1...1000).contains(priority) {
            return (".priority", "a priority must be between 1 and 1000, found \(LayoutLintDump.formatNumber(priority) ?? "?")")
        }
        guard let firstAxis = firstAttribute.axis else {
            return (".firstAttribute", "notAnAttribute is allowed only as the second attribute of a constraint without a second item")
        }
        guard let secondItem else {
            if let secondAttribute, secondAttribute != .notAnAttribute {
                return (".secondAttribute", "a second attribute needs a second item")
            }
            // UIKit writes autoresizing-mask constraints as positions in the superview (`midX == 228.5`).
            if !firstAttribute.isDimension && !isAutoresizingMask {
                return ("", "a constraint cannot set a location (\(firstAttribute.rawValue)) equal to a constant; it needs a second item")
            }
            return nil
        }
        _ = secondItem
        guard let secondAttribute else { return (".secondAttribute", "required when secondItem is given") }
        guard let secondAxis = secondAttribute.axis else {
            return (".secondAttribute", "a constraint with a second item needs a real second attribute, not notAnAttribute")
        }
        if isAutoresizingMask { return nil }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            let (size, location) = firstAttribute.isDimension ? (firstAttribute, secondAttribute) : (secondAttribute, firstAttribute)
            return ("", "a constraint cannot relate a size (\(size.rawValue)) to a location (\(location.rawValue))")
        }
        if !firstAttribute.isDimension && firstAxis != secondAxis {
            let (horizontal, vertical) = firstAxis == .horizontal ? (firstAttribute, secondAttribute) : (secondAttribute, firstAttribute)
            return ("", "a constraint cannot relate a horizontal location (\(horizontal.rawValue)) to a vertical one (\(vertical.rawValue))")
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional) {
            return ("", "a constraint cannot mix leading/trailing with left/right (\(firstAttribute.rawValue), \(secondAttribute.rawValue))")
        }
        if let multiplier, multiplier == 0, !firstAttribute.isDimension {
            return (".multiplier", "a multiplier of 0 on a location (\(secondAttribute.rawValue)) is invalid")
        }
        return nil
    }

    /// Whether the reader takes this for an autoresizing-mask constraint (given or inferred).
    private var isAutoresizingMask: Bool {
        origin == .autoresizingMask || (origin == nil && className == "NSAutoresizingMaskLayoutConstraint")
    }
}

// MARK: Encoding

extension LayoutLintDump.Document {
    /// The dump as UTF-8 JSON bytes. Throws `LayoutLintDump.EncodingError` when the document is
    /// not a valid dump (see `validate()`); the same document always gives the same bytes.
    public func jsonBytes(style: LayoutLintDump.OutputStyle = .pretty) throws -> [UInt8] {
        try checkStructure()
        let node = try LayoutLintDump.Encoder.node(of: self)
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        LayoutLintDump.Encoder.write(node, style: style, indent: 0, inline: false, to: &output)
        if style == .pretty { output.append(UInt8(ascii: "\n")) }
        return output
    }

    /// The dump as JSON data (see `jsonBytes(style:)`).
    public func jsonData(style: LayoutLintDump.OutputStyle = .pretty) throws -> Data {
        Data(try jsonBytes(style: style))
    }

    /// The dump as a JSON string (see `jsonBytes(style:)`).
    public func jsonString(style: LayoutLintDump.OutputStyle = .pretty) throws -> String {
        String(decoding: try jsonBytes(style: style), as: UTF8.self)
    }

    /// Writes the dump to a file URL atomically, replacing any file there.
    public func write(to url: URL, style: LayoutLintDump.OutputStyle = .pretty) throws {
        try jsonData(style: style).write(to: url, options: .atomic)
    }
}

extension LayoutLintDump {
    /// A number as the dump writes it: integral values below 2^53 as integers (`3`, `-0` as
    /// `0`), others in Swift's shortest round-trip form (`0.1`, `1e-05`, `1e+300`); nil when
    /// the number is not finite (JSON has no NaN or infinity).
    public static func formatNumber(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))  // exact: integral and below 2^53
        }
        let text = value.description
        // Integral values from 2^53 up to 1e16 print as "9007199254740992.0".
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A string as a JSON string literal, quotes included (RFC 8259): `"` and `\` escaped,
    /// control characters as `\b \f \n \r \t` or `\u00XX`, U+2028 and U+2029 as `\u2028` and
    /// `\u2029` (so the text is also a valid JavaScript literal); everything else as UTF-8.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        Encoder.appendString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The JSON tree the encoder writes, with objects' members in a fixed order.
    indirect enum Node: Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([Node])
        /// `inline`: written on one line by the pretty style (small records).
        case object([Member], inline: Bool)

        struct Member: Equatable {
            var key: String
            var value: Node
        }

        /// Whether the node is a number, string, bool or null.
        var isScalar: Bool {
            switch self {
            case .array, .object: return false
            default: return true
            }
        }
    }

    /// Builds the node tree of a document (checking numbers) and writes it out.
    enum Encoder {
        /// An object's members, added in order; nil values are left out.
        struct Members {
            var list: [Node.Member] = []
            mutating func add(_ key: String, _ value: Node?) {
                if let value { list.append(Node.Member(key: key, value: value)) }
            }
        }

        static func number(_ value: Double, _ path: String) throws -> Node {
            guard value.isFinite else {
                throw EncodingError(path: path, message: "\(value) is not a finite number; layout dumps hold finite numbers only")
            }
            return .number(value)
        }

        static func numbers(_ values: [Double], _ path: String) throws -> Node {
            .array(try values.enumerated().map { try number($0.element, "\(path)[\($0.offset)]") })
        }

        static func rect(_ rect: Rect, _ path: String) throws -> Node {
            try numbers([rect.x, rect.y, rect.width, rect.height], path)
        }

        static func insets(_ insets: Insets, _ path: String) throws -> Node {
            try numbers([insets.top, insets.left, insets.bottom, insets.right], path)
        }

        static func string(_ text: String?) -> Node? { text.map(Node.string) }
        static func bool(_ flag: Bool?) -> Node? { flag.map(Node.bool) }

        static func node(of document: Document) throws -> Node {
            var top = Members()
            top.add("format", .string(formatName))
            top.add("version", .integer(formatVersion))
            top.add("platform", .string(document.platform.rawValue))
            top.add("generator", string(document.generator))
            top.add("views", .array(try document.views.enumerated().map { try node(of: $0.element, "$.views[\($0.offset)]") }))
            if !document.layoutGuides.isEmpty {
                top.add("layoutGuides", .array(try document.layoutGuides.enumerated().map {
                    try node(of: $0.element, "$.layoutGuides[\($0.offset)]")
                }))
            }
            if !document.constraints.isEmpty {
                top.add("constraints", .array(try document.constraints.enumerated().map {
                    try node(of: $0.element, "$.constraints[\($0.offset)]")
                }))
            }
            if !document.layoutPasses.isEmpty {
                top.add("layoutPasses", .array(try document.layoutPasses.enumerated().map { pass in
                    let path = "$.layoutPasses[\(pass.offset)].frames"
                    var members = Members()
                    members.add("frames", .array(try pass.element.frames.enumerated().map { record in
                        var frame = Members()
                        frame.add("view", .string(record.element.view))
                        frame.add("frame", try rect(record.element.frame, "\(path)[\(record.offset)].frame"))
                        return .object(frame.list, inline: true)
                    }))
                    return .object(members.list, inline: false)
                }))
            }
            return .object(top.list, inline: false)
        }

        static func node(of view: View, _ path: String) throws -> Node {
            var o = Members()
            o.add("id", .string(view.id))
            o.add("class", .string(view.className))
            o.add("name", string(view.name))
            o.add("superview", string(view.superview))
            o.add("frame", try view.frame.map { try rect($0, path + ".frame") })
            o.add("flipped", bool(view.isFlipped))
            o.add("translatesAutoresizingMaskIntoConstraints", .bool(view.translatesAutoresizingMaskIntoConstraints))
            o.add("autoresizingMask", view.autoresizingMask.map(Node.integer))
            o.add("intrinsicContentSize", try view.intrinsicContentSize.map { size in
                let key = path + ".intrinsicContentSize"
                return .array([try size.width.map { try number($0, key + "[0]") } ?? .null,
                               try size.height.map { try number($0, key + "[1]") } ?? .null])
            })
            o.add("contentHuggingPriority", try view.contentHuggingPriority.map {
                try numbers([$0.horizontal, $0.vertical], path + ".contentHuggingPriority")
            })
            o.add("contentCompressionResistancePriority", try view.contentCompressionResistancePriority.map {
                try numbers([$0.horizontal, $0.vertical], path + ".contentCompressionResistancePriority")
            })
            o.add("layoutMargins", try view.layoutMargins.map { try insets($0, path + ".layoutMargins") })
            o.add("safeAreaInsets", try view.safeAreaInsets.map { try insets($0, path + ".safeAreaInsets") })
            o.add("firstBaseline", try view.firstBaseline.map { try number($0, path + ".firstBaseline") })
            o.add("lastBaseline", try view.lastBaseline.map { try number($0, path + ".lastBaseline") })
            o.add("hidden", bool(view.isHidden))
            o.add("layoutDirection", string(view.layoutDirection?.rawValue))
            o.add("role", string(view.role?.rawValue))
            o.add("stack", try view.stack.map { try node(of: $0, path + ".stack") })
            if !view.heightForWidth.isEmpty {
                o.add("heightForWidth", .array(try view.heightForWidth.enumerated().map {
                    try numbers([$0.element.width, $0.element.height], "\(path).heightForWidth[\($0.offset)]")
                }))
            }
            return .object(o.list, inline: false)
        }

        static func node(of stack: Stack, _ path: String) throws -> Node {
            var o = Members()
            o.add("axis", .string(stack.axis.rawValue))
            o.add("distribution", .string(stack.distribution.rawValue))
            o.add("alignment", .string(stack.alignment.rawValue))
            o.add("spacing", try number(stack.spacing, path + ".spacing"))
            o.add("arrangedSubviews", .array(stack.arrangedSubviews.map(Node.string)))
            if !stack.customSpacing.isEmpty {
                o.add("customSpacing", .array(try stack.customSpacing.enumerated().map { entry in
                    var pair = Members()
                    pair.add("after", .string(entry.element.after))
                    pair.add("spacing", try number(entry.element.spacing, "\(path).customSpacing[\(entry.offset)].spacing"))
                    return .object(pair.list, inline: true)
                }))
            }
            o.add("layoutMarginsRelativeArrangement", .bool(stack.isLayoutMarginsRelativeArrangement))
            o.add("baselineRelativeArrangement", .bool(stack.isBaselineRelativeArrangement))
            return .object(o.list, inline: false)
        }

        static func node(of guide: Guide, _ path: String) throws -> Node {
            var o = Members()
            o.add("id", .string(guide.id))
            o.add("class", string(guide.className))
            o.add("name", string(guide.name))
            o.add("owningView", .string(guide.owningView))
            o.add("role", string(guide.role?.rawValue))
            o.add("layoutFrame", try guide.layoutFrame.map { try rect($0, path + ".layoutFrame") })
            o.add("length", try guide.length.map { try number($0, path + ".length") })
            return .object(o.list, inline: true)
        }

        static func node(of constraint: Constraint, _ path: String) throws -> Node {
            var o = Members()
            o.add("id", string(constraint.id))
            o.add("class", string(constraint.className))
            o.add("identifier", string(constraint.identifier))
            o.add("firstItem", .string(constraint.firstItem))
            o.add("firstAttribute", .string(constraint.firstAttribute.rawValue))
            o.add("relation", string(constraint.relation?.rawValue))
            o.add("secondItem", string(constraint.secondItem))
            o.add("secondAttribute", string(constraint.secondAttribute?.rawValue))
            o.add("multiplier", try constraint.multiplier.map { try number($0, path + ".multiplier") })
            o.add("constant", try constraint.constant.map { try number($0, path + ".constant") })
            o.add("priority", try constraint.priority.map { try number($0, path + ".priority") })
            o.add("active", bool(constraint.isActive))
            o.add("owner", string(constraint.owner))
            o.add("origin", string(constraint.origin?.rawValue))
            return .object(o.list, inline: true)
        }

        // MARK: Writing

        static func write(_ node: Node, style: OutputStyle, indent: Int, inline: Bool, to output: inout [UInt8]) {
            switch node {
            case .null:
                output.append(contentsOf: "null".utf8)
            case .bool(let flag):
                output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .integer(let value):
                output.append(contentsOf: String(value).utf8)
            case .number(let value):
                output.append(contentsOf: (formatNumber(value) ?? "null").utf8)  // never null: checked when built
            case .string(let text):
                appendString(text, to: &output)
            case .array(let elements):
                let oneLine = style == .compact || inline || elements.allSatisfy(isFlat)
                writeContainer(open: "[", close: "]", count: elements.count, style: style, indent: indent,
                               oneLine: oneLine, to: &output) { index, output in
                    write(elements[index], style: style, indent: indent + 1, inline: oneLine, to: &output)
                }
            case .object(let members, let inlineObject):
                let oneLine = style == .compact || inline || inlineObject
                writeContainer(open: "{", close: "}", count: members.count, style: style, indent: indent,
                               oneLine: oneLine, to: &output) { index, output in
                    appendString(members[index].key, to: &output)
                    output.append(contentsOf: (style == .compact ? ":" : ": ").utf8)
                    write(members[index].value, style: style, indent: indent + 1, inline: oneLine, to: &output)
                }
            }
        }

        /// An array of scalars, or of such arrays: written on one line.
        private static func isFlat(_ node: Node) -> Bool {
            if case .array(let elements) = node { return elements.allSatisfy(\.isScalar) }
            return node.isScalar
        }

        private static func writeContainer(open: Character, close: Character, count: Int, style: OutputStyle, indent: Int,
                                           oneLine: Bool, to output: inout [UInt8],
                                           element: (Int, inout [UInt8]) -> Void) {
            output.append(contentsOf: String(open).utf8)
            guard count > 0 else {
                output.append(contentsOf: String(close).utf8)
                return
            }
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if oneLine {
                    if index > 0 && style == .pretty { output.append(UInt8(ascii: " ")) }
                } else {
                    newline(indent + 1, &output)
                }
                element(index, &output)
            }
            if !oneLine { newline(indent, &output) }
            output.append(contentsOf: String(close).utf8)
        }

        private static func newline(_ indent: Int, _ output: inout [UInt8]) {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)

        static func appendString(_ text: String, to output: inout [UInt8]) {
            output.append(UInt8(ascii: "\""))
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: output.append(contentsOf: #"\""#.utf8)
                case 0x5C: output.append(contentsOf: #"\\"#.utf8)
                case 0x08: output.append(contentsOf: #"\b"#.utf8)
                case 0x0C: output.append(contentsOf: #"\f"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0x00..<0x20, 0x2028, 0x2029:
                    output.append(contentsOf: #"\u"#.utf8)
                    for shift in [12, 8, 4, 0] { output.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)]) }
                default:
                    UTF8.encode(scalar) { output.append($0) }
                }
            }
            output.append(UInt8(ascii: "\""))
        }
    }
}

// MARK: Helpers shared by the walkers

extension LayoutLintDump {
    /// A runtime object's id: its address, `0x7f8b1c00a200`.
    static func objectID(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// The dynamic class of `object` as Swift prints it: `UILabel`, `MyApp.CardView`.
    static func className(of object: AnyObject) -> String {
        cleanClassName(String(reflecting: type(of: object)))
    }

    /// `name` without the `__C.` module of imported Objective-C classes and without the
    /// `NSKVONotifying_` prefix of key-value-observed objects' runtime subclasses.
    static func cleanClassName(_ name: String) -> String {
        var name = Substring(name)
        if name.hasPrefix("__C.") { name = name.dropFirst(4) }
        if name.hasPrefix("NSKVONotifying_") { name = name.dropFirst("NSKVONotifying_".count) }
        return String(name)
    }

    /// A layout priority (a `Float`) as the shortest decimal that reads back as that Float
    /// (`Float(0.1)` → `0.1`, not `0.10000000149011612`), clamped to 1…1000 as the format requires.
    static func priority(_ value: Float) -> Double {
        let decimal = Double(value.description) ?? Double(value)
        guard decimal.isFinite else { return decimal }  // rejected, with its path, by the encoder
        return min(max(decimal, 1), 1000)
    }

    /// `text` made into a one-line name: lines joined with spaces, trimmed, at most `limit`
    /// characters (the last one then `…`); nil when empty.
    static func shortened(_ text: String?, limit: Int = 60) -> String? {
        guard let text else { return nil }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return nil }
        guard line.count > limit else { return line }
        return String(line.prefix(max(limit - 1, 0))) + "…"
    }

    /// The widths at which to sample height-for-width: `factors` × `currentWidth`, rounded to
    /// whole points, positive, without duplicates, ascending.
    static func sampleWidths(currentWidth: Double, factors: [Double]) -> [Double] {
        guard currentWidth.isFinite, currentWidth > 0 else { return [] }
        let widths = factors.filter { $0.isFinite && $0 > 0 }.map { (currentWidth * $0).rounded() }.filter { $0 > 0 }
        return Array(Set(widths)).sorted()
    }

    /// The insets of `inner` inside `outer` (both in the same coordinates); with `flipped`
    /// false, y grows upwards (AppKit's default), so `top` is measured from `outer`'s maxY.
    static func insets(of inner: Rect, in outer: Rect, flipped: Bool) -> Insets {
        let left = inner.x - outer.x
        let right = (outer.x + outer.width) - (inner.x + inner.width)
        let lowGap = inner.y - outer.y
        let highGap = (outer.y + outer.height) - (inner.y + inner.height)
        return flipped ? Insets(top: lowGap, left: left, bottom: highGap, right: right)
                       : Insets(top: highGap, left: left, bottom: lowGap, right: right)
    }

    /// The system guide role a guide's `identifier` suggests, to be confirmed by identity
    /// (`guide === view.safeAreaLayoutGuide`). Only confirmed guides are compared: the
    /// accessors create a guide that does not exist yet, and a dump must not change the app.
    static func candidateGuideRole(identifier: String) -> GuideRole? {
        switch identifier {
        case "UIViewSafeAreaLayoutGuide": return .safeArea
        case "UIViewLayoutMarginsGuide": return .layoutMargins
        default: break
        }
        let lower = identifier.lowercased()
        if lower.contains("readablecontent") { return .readableContent }
        if lower.contains("contentlayoutguide") { return .scrollContent }
        if lower.contains("framelayoutguide") { return .scrollFrame }
        if lower.contains("safearea") { return .safeArea }
        if lower.contains("layoutmargins") { return .layoutMargins }
        return nil
    }

    /// Constraint classes the walker leaves out: one `NSContentSizeLayoutConstraint` stands for
    /// two inequalities (hugging and compression resistance) and autoresizing-mask constraints
    /// use private attributes (`minX`, `midX`); layoutlint synthesises both exactly from the
    /// views' intrinsic sizes, priorities, masks and frames, which the dump records.
    static func isLeftToSynthesis(constraintClass: String) -> Bool {
        constraintClass == "NSContentSizeLayoutConstraint" || constraintClass == "NSAutoresizingMaskLayoutConstraint"
    }

    /// The origin the walker states explicitly; nil lets the reader infer it. Interface Builder's
    /// prototyping constraints (added at build time to views without constraints) are live at
    /// run time, so they are the app's own, not design-time placeholders.
    static func statedOrigin(constraintClass: String) -> ConstraintOrigin? {
        constraintClass == "NSIBPrototypingLayoutConstraint" ? .user : nil
    }

    /// The `generator` string: "LayoutDump.swift (UIKit) on Version 17.2 (Build 21C62)".
    static func generator(toolkit: String) -> String {
        "LayoutDump.swift (\(toolkit)) on \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }

    /// The directory `LAYOUTLINT_DUMP_DIR` names, if set and not empty; a relative path is taken
    /// inside the app's temporary directory (writable on devices and in sandboxed apps too).
    static func requestedDirectory(environment: [String: String]) -> URL? {
        guard let path = environment[directoryEnvironmentKey], !path.isEmpty else { return nil }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: true) }
        return FileManager.default.temporaryDirectory.appendingPathComponent(path, isDirectory: true)
    }

    /// `<directory>/<name>.layoutdump.json`, with `name` reduced to ASCII letters, digits,
    /// `-`, `_` and `.` (others become `-`), never hidden and never empty.
    static func fileURL(in directory: URL, name: String) -> URL {
        let characters = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return Character(scalar)
            default: return "-"
            }
        }
        var base = String(characters)
        while base.hasPrefix(".") { base.removeFirst() }
        if base.isEmpty { base = "layout" }
        return directory.appendingPathComponent(base + "." + fileExtension)
    }

    /// Writes `document` to `url`, creating the directory; prints the reason and returns nil on failure.
    static func writeReporting(_ document: Document, to url: URL) -> URL? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try document.write(to: url)
            return url
        } catch {
            print("layoutlint: could not write the layout dump to \(url.path): \(error)")
            return nil
        }
    }

    /// For the debugger: writes `document` to /tmp (macOS, the Simulator) or the app's temporary
    /// directory, prints a summary with the path and returns the path (or the problem).
    static func writeForDebugger(_ document: Document, stats: WalkStats, now: Date = Date()) -> String {
        let data: Data
        do {
            data = try document.jsonData()
        } catch {
            let message = "layoutlint: the layout dump is not valid: \(error)"
            print(message)
            return message
        }
        let name = "layoutlint-\(Int64((now.timeIntervalSince1970 * 1000).rounded())).\(fileExtension)"
        var directories: [URL] = []
        #if os(macOS) || targetEnvironment(simulator)
        directories.append(URL(fileURLWithPath: "/tmp", isDirectory: true))
        #endif
        directories.append(FileManager.default.temporaryDirectory)
        var failure = "no writable directory"
        for directory in directories {
            let url = directory.appendingPathComponent(name)
            do {
                try data.write(to: url, options: .atomic)
                print("layoutlint: wrote \(summary(document, stats)) to \(url.path)")
                return url.path
            } catch {
                failure = "\(error)"
            }
        }
        let message = "layoutlint: could not write the layout dump: \(failure)"
        print(message)
        return message
    }

    static func summary(_ document: Document, _ stats: WalkStats) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var text = "\(count(document.views.count, "view")), \(count(document.layoutGuides.count, "layout guide")), "
            + count(document.constraints.count, "constraint")
        var notes: [String] = []
        if stats.leftToSynthesis > 0 { notes.append("\(stats.leftToSynthesis) content-size/autoresizing left to layoutlint") }
        if stats.outside > 0 { notes.append("\(stats.outside) reaching outside the hierarchy left out") }
        if stats.unsupported > 0 { notes.append("\(stats.unsupported) with private attributes left out") }
        if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
        return text
    }
}

// MARK: - Part 2: UIKit

#if canImport(UIKit) && !os(watchOS) && !LAYOUTLINT_PACKAGE_BUILD

extension LayoutLintDump {
    /// A snapshot of `root` (a window or any view) and everything below it.
    @MainActor
    public static func document(of root: UIView, options: WalkOptions = WalkOptions()) -> Document {
        var walker = UIKitWalker(options: options)
        return walker.walk(root)
    }

    /// The dump of `root` as JSON data.
    @MainActor
    public static func data(of root: UIView, style: OutputStyle = .pretty, options: WalkOptions = WalkOptions()) throws -> Data {
        try document(of: root, options: options).jsonData(style: style)
    }

    /// Writes the dump of `root` to a file URL.
    @MainActor
    public static func write(_ root: UIView, to url: URL, style: OutputStyle = .pretty,
                             options: WalkOptions = WalkOptions()) throws {
        try document(of: root, options: options).write(to: url, style: style)
    }

    /// For UI tests: when the environment variable `LAYOUTLINT_DUMP_DIR` is set, writes
    /// `<dir>/<name>.layoutdump.json` and returns its URL; otherwise does nothing.
    @MainActor @discardableResult
    public static func writeIfRequested(_ root: UIView, name: String,
                                        environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let directory = requestedDirectory(environment: environment) else { return nil }
        return writeReporting(document(of: root), to: fileURL(in: directory, name: name))
    }

    /// The current frames of `root` and every view below it, as one recorded layout pass:
    /// call it from `layoutSubviews`/`viewDidLayoutSubviews` and put the passes in
    /// `Document.layoutPasses` (views must still be alive: ids are addresses).
    @MainActor
    public static func layoutPass(of root: UIView) -> LayoutPass {
        var frames: [FrameRecord] = []
        func visit(_ view: UIView) {
            frames.append(FrameRecord(view: objectID(view), frame: Rect(view.frame)))
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return LayoutPass(frames: frames)
    }

    /// For LLDB: `expr LayoutLintDump.lldb()` dumps the key window to /tmp (Simulator) or the
    /// app's tmp directory and prints the path. See `LayoutLintLLDB`.
    @discardableResult
    public static func lldb() -> String { LayoutLintLLDB.dump() }

    /// For LLDB: `expr LayoutLintDump.lldb(someView)`.
    @discardableResult
    public static func lldb(_ view: UIView) -> String { LayoutLintLLDB.dump(view) }

    @MainActor
    static func writeForDebugger(root: UIView) -> String {
        var walker = UIKitWalker(options: WalkOptions())
        let document = walker.walk(root)
        return writeForDebugger(document, stats: walker.stats)
    }

    /// Reads one UIKit hierarchy into the neutral structs.
    @MainActor
    struct UIKitWalker {
        let options: WalkOptions
        var views: [View] = []
        var guides: [Guide] = []
        /// Every dumped view and guide, to resolve constraint items.
        var itemIDs: [ObjectIdentifier: String] = [:]
        /// Constraints with the id of the view that holds them, resolved once every item is known.
        var held: [(owner: String, constraint: NSLayoutConstraint)] = []
        var stats = WalkStats()

        init(options: WalkOptions) {
            self.options = options
        }

        mutating func walk(_ root: UIView) -> Document {
            visit(root, superview: nil)
            var constraints: [Constraint] = []
            for (owner, constraint) in held {
                if let record = record(of: constraint, owner: owner) { constraints.append(record) }
            }
            return Document(platform: .ios, generator: options.generator ?? LayoutLintDump.generator(toolkit: "UIKit"),
                            views: views, layoutGuides: guides, constraints: constraints)
        }

        private mutating func visit(_ view: UIView, superview: String?) {
            let id = LayoutLintDump.objectID(view)
            itemIDs[ObjectIdentifier(view)] = id
            var record = View(id: id, className: LayoutLintDump.className(of: view), name: name(of: view), superview: superview,
                              frame: Rect(view.frame),
                              translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints)
            let mask = Int(truncatingIfNeeded: view.autoresizingMask.rawValue)
            record.autoresizingMask = mask == 0 ? nil : mask
            record.intrinsicContentSize = intrinsicSize(of: view)
            record.contentHuggingPriority = AxisPair(
                horizontal: LayoutLintDump.priority(view.contentHuggingPriority(for: .horizontal).rawValue),
                vertical: LayoutLintDump.priority(view.contentHuggingPriority(for: .vertical).rawValue))
            record.contentCompressionResistancePriority = AxisPair(
                horizontal: LayoutLintDump.priority(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
                vertical: LayoutLintDump.priority(view.contentCompressionResistancePriority(for: .vertical).rawValue))
            record.layoutMargins = Insets(view.layoutMargins)
            let safeArea = Insets(view.safeAreaInsets)
            record.safeAreaInsets = safeArea == .zero ? nil : safeArea
            let baselines = self.baselines(of: view)
            record.firstBaseline = baselines.first
            record.lastBaseline = baselines.last
            record.isHidden = view.isHidden ? true : nil
            record.layoutDirection = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : nil
            let role = self.role(of: view)
            record.role = role == .plain ? nil : role
            if let stackView = view as? UIStackView { record.stack = stack(of: stackView) }
            record.heightForWidth = heightSamples(of: view)
            views.append(record)

            for guide in view.layoutGuides { guides.append(self.guide(guide, owner: view, ownerID: id)) }
            for constraint in view.constraints { held.append((owner: id, constraint: constraint)) }
            for subview in view.subviews { visit(subview, superview: id) }
        }

        /// The accessibility identifier, else a label's text or a button's title.
        private func name(of view: UIView) -> String? {
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
            if let label = view as? UILabel { return LayoutLintDump.shortened(label.text) }
            if let button = view as? UIButton { return LayoutLintDump.shortened(button.currentTitle) }
            return nil
        }

        /// `intrinsicContentSize`, with `noIntrinsicMetric` (and any other negative value) as nil.
        private func intrinsicSize(of view: UIView) -> IntrinsicSize? {
            let size = view.intrinsicContentSize
            let width: Double? = size.width == UIView.noIntrinsicMetric || size.width < 0 ? nil : Double(size.width)
            let height: Double? = size.height == UIView.noIntrinsicMetric || size.height < 0 ? nil : Double(size.height)
            return width == nil && height == nil ? nil : IntrinsicSize(width: width, height: height)
        }

        private func role(of view: UIView) -> ViewRole {
            if view is UIStackView { return .stackView }
            if view is UIScrollView { return .scrollView }
            if view is UITableViewCell || view is UICollectionViewCell || view is UITableViewHeaderFooterView { return .cell }
            if let cell = view.superview as? UITableViewCell, cell.contentView === view { return .cellContentView }
            if let cell = view.superview as? UICollectionViewCell, cell.contentView === view { return .cellContentView }
            if let header = view.superview as? UITableViewHeaderFooterView, header.contentView === view { return .cellContentView }
            if view.next is UIViewController { return .rootView }
            return .plain
        }

        // MARK: Baselines and wrapping text

        /// Baselines measured from the alignment rectangle's top and bottom edges, from the view
        /// that `forFirstBaselineLayout` / `forLastBaselineLayout` names. Approximations: a
        /// label's text is centred vertically in its bounds (`textRect(forBounds:…)`), the first
        /// baseline is the font's ascender below the text's top and the last one the descender
        /// above its bottom; a text field's single line is centred in `textRect(forBounds:)`.
        private func baselines(of view: UIView) -> (first: Double?, last: Double?) {
            let insets = view.alignmentRectInsets
            let firstView = view.forFirstBaselineLayout
            let lastView = view.forLastBaselineLayout
            let first = baselineY(in: firstView, first: true).map { y -> Double in
                Double(view.convert(CGPoint(x: 0, y: y), from: firstView).y - view.bounds.minY - insets.top)
            }
            let last = baselineY(in: lastView, first: false).map { y -> Double in
                Double(view.bounds.maxY - insets.bottom - view.convert(CGPoint(x: 0, y: y), from: lastView).y)
            }
            return (first, last)
        }

        /// The y of the first (or last) baseline in `view`'s bounds; nil when it shows no text.
        private func baselineY(in view: UIView, first: Bool) -> CGFloat? {
            if let label = view as? UILabel, let font = label.font {
                let text = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
                let top = label.bounds.minY + (label.bounds.height - text.height) / 2
                return first ? top + font.ascender : top + text.height + font.descender
            }
            if let field = view as? UITextField, let font = field.font {
                let text = field.textRect(forBounds: field.bounds)
                return text.minY + (text.height - font.lineHeight) / 2 + font.ascender
            }
            if let textView = view as? UITextView, !textView.isScrollEnabled, let font = textView.font {
                let inset = textView.textContainerInset
                return first ? textView.bounds.minY + inset.top + font.ascender
                             : textView.bounds.maxY - inset.bottom + font.descender
            }
            return nil
        }

        /// Heights of wrapping text at several widths (`sizeThatFits`).
        private func heightSamples(of view: UIView) -> [Size] {
            let measure: (CGFloat) -> CGFloat
            if let label = view as? UILabel, label.numberOfLines != 1 {
                measure = { label.sizeThatFits(CGSize(width: $0, height: .greatestFiniteMagnitude)).height }
            } else if let textView = view as? UITextView, !textView.isScrollEnabled {
                measure = { textView.sizeThatFits(CGSize(width: $0, height: .greatestFiniteMagnitude)).height }
            } else {
                return []
            }
            let widths = LayoutLintDump.sampleWidths(currentWidth: Double(view.bounds.width),
                                                     factors: options.heightSampleWidthFactors)
            return widths.map { Size(width: $0, height: Double(measure(CGFloat($0)))) }
        }

        // MARK: Stack views

        private func stack(of stackView: UIStackView) -> Stack {
            let arranged = stackView.arrangedSubviews.filter { $0.superview === stackView }
            var stack = Stack(axis: stackView.axis == .vertical ? .vertical : .horizontal,
                              arrangedSubviews: arranged.map { LayoutLintDump.objectID($0) })
            switch stackView.distribution {
            case .fill: stack.distribution = .fill
            case .fillEqually: stack.distribution = .fillEqually
            case .fillProportionally: stack.distribution = .fillProportionally
            case .equalSpacing: stack.distribution = .equalSpacing
            case .equalCentering: stack.distribution = .equalCentering
            default: stack.distribution = .fill
            }
            switch stackView.alignment {  // .top is .leading and .bottom is .trailing
            case .fill: stack.alignment = .fill
            case .leading: stack.alignment = .leading
            case .firstBaseline: stack.alignment = .firstBaseline
            case .center: stack.alignment = .center
            case .trailing: stack.alignment = .trailing
            case .lastBaseline: stack.alignment = .lastBaseline
            default: stack.alignment = .fill
            }
            stack.spacing = spacing(stackView.spacing)
            stack.customSpacing = arranged.compactMap { view in
                let value = stackView.customSpacing(after: view)
                guard value != UIStackView.spacingUseDefault else { return nil }
                return CustomSpacing(after: LayoutLintDump.objectID(view), spacing: spacing(value))
            }
            stack.isLayoutMarginsRelativeArrangement = stackView.isLayoutMarginsRelativeArrangement
            stack.isBaselineRelativeArrangement = stackView.isBaselineRelativeArrangement
            return stack
        }

        /// A stack spacing; `spacingUseSystem` becomes `LayoutLintDump.systemSpacing`.
        private func spacing(_ value: CGFloat) -> Double {
            value == UIStackView.spacingUseSystem ? LayoutLintDump.systemSpacing : Double(value)
        }

        // MARK: Layout guides

        private mutating func guide(_ guide: UILayoutGuide, owner: UIView, ownerID: String) -> Guide {
            let id = LayoutLintDump.objectID(guide)
            itemIDs[ObjectIdentifier(guide)] = id
            let identifier: String = guide.identifier
            var record = Guide(id: id, className: LayoutLintDump.className(of: guide),
                               name: identifier.isEmpty ? nil : identifier, owningView: ownerID,
                               layoutFrame: Rect(guide.layoutFrame))
            let role = self.role(of: guide, identifier: identifier, owner: owner)
            record.role = role == .custom ? nil : role
            switch role {
            case .keyboard:
                record.length = Double(guide.layoutFrame.height)
            case .readableContent:
                // UIKit exposes the readable width only through the frame: when narrower than the
                // margins, the frame's width is it; otherwise layoutlint's default applies.
                let margins = owner.layoutMargins
                let available = owner.bounds.width - margins.left - margins.right
                if guide.layoutFrame.width < available - 0.5 { record.length = Double(guide.layoutFrame.width) }
            default:
                break
            }
            return record
        }

        private func role(of guide: UILayoutGuide, identifier: String, owner: UIView) -> GuideRole {
            #if os(iOS) || os(visionOS)  // keyboardLayoutGuide does not exist on tvOS
            if #available(iOS 15.0, *), guide is UIKeyboardLayoutGuide { return .keyboard }
            #endif
            switch LayoutLintDump.candidateGuideRole(identifier: identifier) {
            case .safeArea?:
                return guide === owner.safeAreaLayoutGuide ? .safeArea : .custom
            case .layoutMargins?:
                return guide === owner.layoutMarginsGuide ? .layoutMargins : .custom
            case .readableContent?:
                return guide === owner.readableContentGuide ? .readableContent : .custom
            case .scrollContent?:
                guard let scrollView = owner as? UIScrollView else { return .custom }
                return guide === scrollView.contentLayoutGuide ? .scrollContent : .custom
            case .scrollFrame?:
                guard let scrollView = owner as? UIScrollView else { return .custom }
                return guide === scrollView.frameLayoutGuide ? .scrollFrame : .custom
            default:
                return .custom
            }
        }

        // MARK: Constraints

        private mutating func record(of constraint: NSLayoutConstraint, owner: String) -> Constraint? {
            let className = LayoutLintDump.className(of: constraint)
            if LayoutLintDump.isLeftToSynthesis(constraintClass: className) {
                stats.leftToSynthesis += 1
                return nil
            }
            let firstObject: AnyObject? = constraint.firstItem
            let secondObject: AnyObject? = constraint.secondItem
            guard let firstObject, let first = itemIDs[ObjectIdentifier(firstObject)] else {
                stats.outside += 1
                return nil
            }
            guard let firstAttribute = Self.attribute(constraint.firstAttribute),
                  let relation = Self.relation(constraint.relation) else {
                stats.unsupported += 1
                return nil
            }
            let identifier: String? = constraint.identifier
            var record = Constraint(id: LayoutLintDump.objectID(constraint), className: className,
                                    identifier: identifier?.isEmpty == false ? identifier : nil,
                                    firstItem: first, firstAttribute: firstAttribute, relation: relation,
                                    multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                                    priority: LayoutLintDump.priority(constraint.priority.rawValue), owner: owner,
                                    origin: LayoutLintDump.statedOrigin(constraintClass: className))
            if let secondObject {
                guard let second = itemIDs[ObjectIdentifier(secondObject)] else {
                    stats.outside += 1
                    return nil
                }
                guard let secondAttribute = Self.attribute(constraint.secondAttribute) else {
                    stats.unsupported += 1
                    return nil
                }
                record.secondItem = second
                record.secondAttribute = secondAttribute
            }
            if record.shapeProblem() != nil {
                stats.unsupported += 1
                return nil
            }
            return record
        }

        private static func attribute(_ attribute: NSLayoutConstraint.Attribute) -> Attribute? {
            switch attribute {
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            case .width: return .width
            case .height: return .height
            case .centerX: return .centerX
            case .centerY: return .centerY
            case .lastBaseline: return .lastBaseline
            case .firstBaseline: return .firstBaseline
            case .leftMargin: return .leftMargin
            case .rightMargin: return .rightMargin
            case .topMargin: return .topMargin
            case .bottomMargin: return .bottomMargin
            case .leadingMargin: return .leadingMargin
            case .trailingMargin: return .trailingMargin
            case .centerXWithinMargins: return .centerXWithinMargins
            case .centerYWithinMargins: return .centerYWithinMargins
            case .notAnAttribute: return .notAnAttribute
            default: return nil  // private attributes (autoresizing constraints' minX, midX, …)
            }
        }

        private static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation? {
            switch relation {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            default: return nil
            }
        }
    }
}

extension LayoutLintDump.Insets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

/// LLDB entry points, reachable from Swift and Objective-C frames and kept by the linker's
/// dead-code stripping (an Objective-C class is never stripped):
///
///     (lldb) expr LayoutLintLLDB.dump()
///     (lldb) expr -l objc -- (void)[LayoutLintLLDB dump]
///     (lldb) expr -l swift -- LayoutLintLLDB.dump(unsafeBitCast(0x7f8b1c00a200, to: UIView.self))
///
/// Run them with the main thread selected (thread 1): the hierarchy is read on the main actor.
@objc(LayoutLintLLDB)
public final class LayoutLintLLDB: NSObject {
    /// Dumps the key window; returns the file's path (or what went wrong) and prints a summary.
    @objc @discardableResult
    public static func dump() -> String {
        onMainThread {
            guard #available(iOS 13.0, tvOS 13.0, *) else { return "layoutlint: needs iOS 13; pass a view instead" }
            let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }
            guard let window = windows.first(where: { $0.isKeyWindow }) ?? windows.first else {
                return "layoutlint: there is no window to dump"
            }
            return LayoutLintDump.writeForDebugger(root: window)
        }
    }

    /// Dumps `view` and everything below it.
    @objc(dumpView:) @discardableResult
    public static func dump(_ view: UIView) -> String {
        onMainThread { LayoutLintDump.writeForDebugger(root: view) }
    }

    private static func onMainThread(_ body: @MainActor () -> String) -> String {
        guard Thread.isMainThread else {
            let message = "layoutlint: select the main thread (thread 1) first: views are read on the main actor"
            print(message)
            return message
        }
        guard #available(iOS 13.0, tvOS 13.0, *) else { return "layoutlint: needs iOS 13 or later" }
        return MainActor.assumeIsolated(body)
    }
}

// MARK: - Part 2: AppKit

#elseif canImport(AppKit) && !LAYOUTLINT_PACKAGE_BUILD

extension LayoutLintDump {
    /// A snapshot of `root` and everything below it.
    @MainActor
    public static func document(of root: NSView, options: WalkOptions = WalkOptions()) -> Document {
        var walker = AppKitWalker(options: options)
        return walker.walk(root)
    }

    /// A snapshot of a window's content view; nil without one.
    @MainActor
    public static func document(of window: NSWindow, options: WalkOptions = WalkOptions()) -> Document? {
        guard let contentView = window.contentView else { return nil }
        return document(of: contentView, options: options)
    }

    /// The dump of `root` as JSON data.
    @MainActor
    public static func data(of root: NSView, style: OutputStyle = .pretty, options: WalkOptions = WalkOptions()) throws -> Data {
        try document(of: root, options: options).jsonData(style: style)
    }

    /// Writes the dump of `root` to a file URL.
    @MainActor
    public static func write(_ root: NSView, to url: URL, style: OutputStyle = .pretty,
                             options: WalkOptions = WalkOptions()) throws {
        try document(of: root, options: options).write(to: url, style: style)
    }

    /// For UI tests: when the environment variable `LAYOUTLINT_DUMP_DIR` is set, writes
    /// `<dir>/<name>.layoutdump.json` and returns its URL; otherwise does nothing.
    @MainActor @discardableResult
    public static func writeIfRequested(_ root: NSView, name: String,
                                        environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let directory = requestedDirectory(environment: environment) else { return nil }
        return writeReporting(document(of: root), to: fileURL(in: directory, name: name))
    }

    /// The current frames of `root` and every view below it, as one recorded layout pass
    /// (see the UIKit version).
    @MainActor
    public static func layoutPass(of root: NSView) -> LayoutPass {
        var frames: [FrameRecord] = []
        func visit(_ view: NSView) {
            frames.append(FrameRecord(view: objectID(view), frame: Rect(view.frame)))
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return LayoutPass(frames: frames)
    }

    /// For LLDB: `expr LayoutLintDump.lldb()` dumps the key window's content view to /tmp (or
    /// the sandbox's tmp directory) and prints the path. See `LayoutLintLLDB`.
    @discardableResult
    public static func lldb() -> String { LayoutLintLLDB.dump() }

    /// For LLDB: `expr LayoutLintDump.lldb(someView)`.
    @discardableResult
    public static func lldb(_ view: NSView) -> String { LayoutLintLLDB.dump(view) }

    @MainActor
    static func writeForDebugger(root: NSView) -> String {
        var walker = AppKitWalker(options: WalkOptions())
        let document = walker.walk(root)
        return writeForDebugger(document, stats: walker.stats)
    }

    /// Reads one AppKit hierarchy into the neutral structs. Frames are written as AppKit
    /// reports them (bottom-left origin inside unflipped views), with `flipped` for flipped views.
    @MainActor
    struct AppKitWalker {
        let options: WalkOptions
        var views: [View] = []
        var guides: [Guide] = []
        var itemIDs: [ObjectIdentifier: String] = [:]
        var held: [(owner: String, constraint: NSLayoutConstraint)] = []
        var stats = WalkStats()

        init(options: WalkOptions) {
            self.options = options
        }

        mutating func walk(_ root: NSView) -> Document {
            visit(root, superview: nil)
            var constraints: [Constraint] = []
            for (owner, constraint) in held {
                if let record = record(of: constraint, owner: owner) { constraints.append(record) }
            }
            return Document(platform: .macos, generator: options.generator ?? LayoutLintDump.generator(toolkit: "AppKit"),
                            views: views, layoutGuides: guides, constraints: constraints)
        }

        private mutating func visit(_ view: NSView, superview: String?) {
            let id = LayoutLintDump.objectID(view)
            itemIDs[ObjectIdentifier(view)] = id
            var record = View(id: id, className: LayoutLintDump.className(of: view), name: name(of: view), superview: superview,
                              frame: Rect(view.frame), isFlipped: view.isFlipped ? true : nil,
                              translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints)
            let mask = Int(truncatingIfNeeded: view.autoresizingMask.rawValue)
            record.autoresizingMask = mask == 0 ? nil : mask
            record.intrinsicContentSize = intrinsicSize(of: view)
            record.contentHuggingPriority = AxisPair(
                horizontal: LayoutLintDump.priority(view.contentHuggingPriority(for: .horizontal).rawValue),
                vertical: LayoutLintDump.priority(view.contentHuggingPriority(for: .vertical).rawValue))
            record.contentCompressionResistancePriority = AxisPair(
                horizontal: LayoutLintDump.priority(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
                vertical: LayoutLintDump.priority(view.contentCompressionResistancePriority(for: .vertical).rawValue))
            if #available(macOS 11.0, *) {
                let insets = view.safeAreaInsets
                let safeArea = Insets(top: Double(insets.top), left: Double(insets.left),
                                      bottom: Double(insets.bottom), right: Double(insets.right))
                record.safeAreaInsets = safeArea == .zero ? nil : safeArea
            }
            if view is NSTextField || view is NSButton || view.firstBaselineOffsetFromTop != 0
                || view.lastBaselineOffsetFromBottom != 0 {
                // AppKit measures both from the alignment rectangle, as the format does.
                record.firstBaseline = Double(view.firstBaselineOffsetFromTop)
                record.lastBaseline = Double(view.lastBaselineOffsetFromBottom)
            }
            record.isHidden = view.isHidden ? true : nil
            record.layoutDirection = view.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : nil
            let role = self.role(of: view)
            record.role = role == .plain ? nil : role
            record.heightForWidth = heightSamples(of: view)

            var ownGuides: [Guide] = []
            for guide in view.layoutGuides {
                let guideRecord = self.guide(guide, owner: view, ownerID: id)
                // NSView has no layoutMargins property: its margins are where its margins guide is.
                if guideRecord.role == .layoutMargins, let frame = guideRecord.layoutFrame {
                    record.layoutMargins = LayoutLintDump.insets(of: frame, in: Rect(view.bounds), flipped: view.isFlipped)
                }
                ownGuides.append(guideRecord)
            }
            if let stackView = view as? NSStackView {
                record.stack = stack(of: stackView)
                // NSStackView arranges its views inside `edgeInsets`: its margins, in the format's terms.
                let insets = stackView.edgeInsets
                record.layoutMargins = Insets(top: Double(insets.top), left: Double(insets.left),
                                              bottom: Double(insets.bottom), right: Double(insets.right))
            }
            views.append(record)
            guides += ownGuides
            for constraint in view.constraints { held.append((owner: id, constraint: constraint)) }
            for subview in view.subviews { visit(subview, superview: id) }
        }

        /// The accessibility identifier, else the user-interface identifier (not AppKit's
        /// automatic `_NS:…` ones), else a text field's text or a button's title.
        private func name(of view: NSView) -> String? {
            let accessibility: String? = view.accessibilityIdentifier()
            if let accessibility, !accessibility.isEmpty { return accessibility }
            if let identifier = view.identifier?.rawValue, !identifier.isEmpty, !identifier.hasPrefix("_NS:") {
                return identifier
            }
            if let field = view as? NSTextField { return LayoutLintDump.shortened(field.stringValue) }
            if let button = view as? NSButton { return LayoutLintDump.shortened(button.title) }
            return nil
        }

        private func intrinsicSize(of view: NSView) -> IntrinsicSize? {
            let size = view.intrinsicContentSize
            let width: Double? = size.width == NSView.noIntrinsicMetric || size.width < 0 ? nil : Double(size.width)
            let height: Double? = size.height == NSView.noIntrinsicMetric || size.height < 0 ? nil : Double(size.height)
            return width == nil && height == nil ? nil : IntrinsicSize(width: width, height: height)
        }

        /// AppKit scrolls through `NSClipView`'s bounds, not UIKit's content-area rule, so scroll
        /// views stay `plain`.
        private func role(of view: NSView) -> ViewRole {
            if view is NSStackView { return .stackView }
            if view is NSTableCellView { return .cell }
            if view.nextResponder is NSViewController || view.window?.contentView === view { return .rootView }
            return .plain
        }

        /// Heights of wrapping text fields at several widths (`NSCell.cellSize(forBounds:)`).
        private func heightSamples(of view: NSView) -> [Size] {
            guard let field = view as? NSTextField, field.maximumNumberOfLines != 1,
                  let cell = field.cell, cell.wraps else { return [] }
            let widths = LayoutLintDump.sampleWidths(currentWidth: Double(view.bounds.width),
                                                     factors: options.heightSampleWidthFactors)
            return widths.map { width in
                let bounds = NSRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat.greatestFiniteMagnitude)
                return Size(width: width, height: Double(cell.cellSize(forBounds: bounds).height))
            }
        }

        private func stack(of stackView: NSStackView) -> Stack {
            let arranged = stackView.arrangedSubviews.filter { $0.superview === stackView }  // detached views are left out
            var stack = Stack(axis: stackView.orientation == .vertical ? .vertical : .horizontal,
                              arrangedSubviews: arranged.map { LayoutLintDump.objectID($0) })
            switch stackView.distribution {
            case .fillEqually: stack.distribution = .fillEqually
            case .fillProportionally: stack.distribution = .fillProportionally
            case .equalSpacing: stack.distribution = .equalSpacing
            case .equalCentering: stack.distribution = .equalCentering
            default: stack.distribution = .fill  // .fill, and .gravityAreas (which the format cannot express)
            }
            switch stackView.alignment {
            case .top, .leading, .left: stack.alignment = .leading
            case .bottom, .trailing, .right: stack.alignment = .trailing
            case .centerX, .centerY: stack.alignment = .center
            case .firstBaseline: stack.alignment = .firstBaseline
            case .lastBaseline: stack.alignment = .lastBaseline
            default: stack.alignment = .fill  // .width/.height, .notAnAttribute
            }
            stack.spacing = Double(stackView.spacing)
            stack.customSpacing = arranged.compactMap { view in
                let value = stackView.customSpacing(after: view)
                guard value != NSStackView.useDefaultSpacing else { return nil }
                return CustomSpacing(after: LayoutLintDump.objectID(view), spacing: Double(value))
            }
            stack.isLayoutMarginsRelativeArrangement = true  // inside edgeInsets, written as layoutMargins
            stack.isBaselineRelativeArrangement = false
            return stack
        }

        private mutating func guide(_ guide: NSLayoutGuide, owner: NSView, ownerID: String) -> Guide {
            let id = LayoutLintDump.objectID(guide)
            itemIDs[ObjectIdentifier(guide)] = id
            let identifierValue: NSUserInterfaceItemIdentifier? = guide.identifier
            let identifier = identifierValue?.rawValue ?? ""
            var record = Guide(id: id, className: LayoutLintDump.className(of: guide),
                               name: identifier.isEmpty ? nil : identifier, owningView: ownerID, layoutFrame: Rect(guide.frame))
            var role = GuideRole.custom
            if #available(macOS 11.0, *) {
                switch LayoutLintDump.candidateGuideRole(identifier: identifier) {
                case .safeArea?: role = guide === owner.safeAreaLayoutGuide ? .safeArea : .custom
                case .layoutMargins?: role = guide === owner.layoutMarginsGuide ? .layoutMargins : .custom
                default: break
                }
            }
            record.role = role == .custom ? nil : role
            return record
        }

        private mutating func record(of constraint: NSLayoutConstraint, owner: String) -> Constraint? {
            let className = LayoutLintDump.className(of: constraint)
            if LayoutLintDump.isLeftToSynthesis(constraintClass: className) {
                stats.leftToSynthesis += 1
                return nil
            }
            let firstObject: AnyObject? = constraint.firstItem
            let secondObject: AnyObject? = constraint.secondItem
            guard let firstObject, let first = itemIDs[ObjectIdentifier(firstObject)] else {
                stats.outside += 1
                return nil
            }
            guard let firstAttribute = Self.attribute(constraint.firstAttribute),
                  let relation = Self.relation(constraint.relation) else {
                stats.unsupported += 1
                return nil
            }
            let identifier: String? = constraint.identifier
            var record = Constraint(id: LayoutLintDump.objectID(constraint), className: className,
                                    identifier: identifier?.isEmpty == false ? identifier : nil,
                                    firstItem: first, firstAttribute: firstAttribute, relation: relation,
                                    multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                                    priority: LayoutLintDump.priority(constraint.priority.rawValue), owner: owner,
                                    origin: LayoutLintDump.statedOrigin(constraintClass: className))
            if let secondObject {
                guard let second = itemIDs[ObjectIdentifier(secondObject)] else {
                    stats.outside += 1
                    return nil
                }
                guard let secondAttribute = Self.attribute(constraint.secondAttribute) else {
                    stats.unsupported += 1
                    return nil
                }
                record.secondItem = second
                record.secondAttribute = secondAttribute
            }
            if record.shapeProblem() != nil {
                stats.unsupported += 1
                return nil
            }
            return record
        }

        private static func attribute(_ attribute: NSLayoutConstraint.Attribute) -> Attribute? {
            switch attribute {
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            case .width: return .width
            case .height: return .height
            case .centerX: return .centerX
            case .centerY: return .centerY
            case .lastBaseline: return .lastBaseline
            case .firstBaseline: return .firstBaseline
            case .notAnAttribute: return .notAnAttribute
            default: return nil  // private attributes
            }
        }

        private static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation? {
            switch relation {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            default: return nil
            }
        }
    }
}

/// LLDB entry points, reachable from Swift and Objective-C frames and kept by the linker's
/// dead-code stripping (an Objective-C class is never stripped):
///
///     (lldb) expr LayoutLintLLDB.dump()
///     (lldb) expr -l objc -- (void)[LayoutLintLLDB dump]
///     (lldb) expr -l swift -- LayoutLintLLDB.dump(unsafeBitCast(0x600003a1c000, to: NSView.self))
///
/// Run them with the main thread selected (thread 1): the hierarchy is read on the main actor.
@objc(LayoutLintLLDB)
public final class LayoutLintLLDB: NSObject {
    /// Dumps the key (else main, else first visible) window's content view; returns the file's
    /// path (or what went wrong) and prints a summary.
    @objc @discardableResult
    public static func dump() -> String {
        onMainThread {
            let application = NSApplication.shared
            let window = application.keyWindow ?? application.mainWindow ?? application.windows.first { $0.isVisible }
            guard let contentView = window?.contentView else { return "layoutlint: there is no window to dump" }
            return LayoutLintDump.writeForDebugger(root: contentView)
        }
    }

    /// Dumps `view` and everything below it.
    @objc(dumpView:) @discardableResult
    public static func dump(_ view: NSView) -> String {
        onMainThread { LayoutLintDump.writeForDebugger(root: view) }
    }

    private static func onMainThread(_ body: @MainActor () -> String) -> String {
        guard Thread.isMainThread else {
            let message = "layoutlint: select the main thread (thread 1) first: views are read on the main actor"
            print(message)
            return message
        }
        guard #available(macOS 10.15, *) else { return "layoutlint: needs macOS 10.15 or later" }
        return MainActor.assumeIsolated(body)
    }
}

#endif
