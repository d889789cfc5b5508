import Foundation
import Testing
@testable import LayoutDumpSupport

@Suite("The encoder refuses what layoutlint's reader would refuse, naming the JSON path")
struct ValidationTests {
    /// A base dump: root → stack (stackView) → a, b; guide g on root; one constraint.
    static var base: Dump.Document {
        Dump.Document(platform: .ios, views: [
            Dump.View(id: "root", className: "UIView", frame: Dump.Rect(x: 0, y: 0, width: 320, height: 480)),
            Dump.View(id: "stack", className: "UIStackView", superview: "root", role: .stackView,
                      stack: Dump.Stack(axis: .vertical, arrangedSubviews: ["a", "b"])),
            Dump.View(id: "a", className: "UILabel", superview: "stack"),
            Dump.View(id: "b", className: "UILabel", superview: "stack"),
        ], layoutGuides: [
            Dump.Guide(id: "g", owningView: "root", role: .safeArea),
        ], constraints: [
            Dump.Constraint(firstItem: "stack", firstAttribute: .top, secondItem: "g", secondAttribute: .top),
        ])
    }

    enum Broken: String, CaseIterable {
        case noViews, emptyID, duplicateViewID, guideReusesViewID, rootWithSuperview, missingSuperview
        case superviewListedLater, superviewIsGuide, negativeFrame, maskBits, negativeIntrinsic, huggingOutOfRange
        case stackWithoutSettings, stackOnPlainView, arrangedNotSubview, arrangedTwice, customSpacingNotArranged
        case guideOwnerUnknown, guideNegativeLength, unknownFirstItem, unknownSecondItem, ownerIsGuide
        case firstAttributeNotAnAttribute, secondAttributeMissing, secondAttributeNotAnAttribute
        case secondAttributeWithoutItem, priorityZero, priorityAbove1000, locationEqualsConstant, mixedAxes
        case sizeToLocation, leadingToLeft, zeroMultiplierOnLocation, duplicateConstraintID, passUnknownView
        case macFrameInUnflippedViewWithoutFrame, macGuideFrameInUnflippedViewWithoutFrame

        /// The broken document, the path of the error, and a part of its message.
        var dump: (document: Dump.Document, path: String, message: String) {
            var d = ValidationTests.base
            switch self {
            case .noViews:
                d.views = []
                return (d, "$.views", "at least one view")
            case .emptyID:
                d.views[2].id = ""
                return (d, "$.views[2].id", "must not be empty")
            case .duplicateViewID:
                d.views[3].id = "a"
                return (d, "$.views[3].id", #"duplicate id "a" (already views[2])"#)
            case .guideReusesViewID:
                d.layoutGuides[0].id = "root"
                return (d, "$.layoutGuides[0].id", "unique across views and layout guides")
            case .rootWithSuperview:
                d.views[0].superview = "stack"
                return (d, "$.views[0].superview", "the first view is the root")
            case .missingSuperview:
                d.views[2].superview = nil
                return (d, "$.views[2].superview", "only the first view (the root) has no superview")
            case .superviewListedLater:
                d.views[1].superview = "a"
                return (d, "$.views[1].superview", "parents come before their children")
            case .superviewIsGuide:
                d.views[2].superview = "g"
                return (d, "$.views[2].superview", #""g" is not a view listed before this one"#)
            case .negativeFrame:
                d.views[0].frame = Dump.Rect(x: 0, y: 0, width: -1, height: 10)
                return (d, "$.views[0].frame", "negative width or height")
            case .maskBits:
                d.views[2].autoresizingMask = 64
                return (d, "$.views[2].autoresizingMask", "only 1, 2, 4, 8, 16 and 32")
            case .negativeIntrinsic:
                d.views[2].intrinsicContentSize = Dump.IntrinsicSize(width: -1, height: nil)
                return (d, "$.views[2].intrinsicContentSize", "cannot be negative")
            case .huggingOutOfRange:
                d.views[2].contentHuggingPriority = Dump.AxisPair(horizontal: 250, vertical: 0)
                return (d, "$.views[2].contentHuggingPriority[1]", "between 1 and 1000, found 0")
            case .stackWithoutSettings:
                d.views[1].stack = nil
                return (d, "$.views[1].stack", #"role "stackView" needs stack settings"#)
            case .stackOnPlainView:
                d.views[2].stack = Dump.Stack(axis: .horizontal)
                return (d, "$.views[2].stack", #"only a view with role "stackView""#)
            case .arrangedNotSubview:
                d.views[1].stack?.arrangedSubviews = ["a", "root"]
                return (d, "$.views[1].stack.arrangedSubviews[1]", #"arranged subview "root" must be a subview of the stack "stack""#)
            case .arrangedTwice:
                d.views[1].stack?.arrangedSubviews = ["a", "a"]
                return (d, "$.views[1].stack.arrangedSubviews[1]", "listed twice")
            case .customSpacingNotArranged:
                d.views[1].stack?.arrangedSubviews = ["a"]
                d.views[1].stack?.customSpacing = [Dump.CustomSpacing(after: "b", spacing: 4)]
                return (d, "$.views[1].stack.customSpacing[0].after", "not an arranged subview")
            case .guideOwnerUnknown:
                d.layoutGuides[0].owningView = "rooot"
                return (d, "$.layoutGuides[0].owningView", #""rooot" is not a view"#)
            case .guideNegativeLength:
                d.layoutGuides[0].length = -10
                return (d, "$.layoutGuides[0].length", "cannot be negative")
            case .unknownFirstItem:
                d.constraints[0].firstItem = "stak"
                return (d, "$.constraints[0].firstItem", #""stak" is neither a view nor a layout guide"#)
            case .unknownSecondItem:
                d.constraints[0].secondItem = "gg"
                return (d, "$.constraints[0].secondItem", #""gg" is neither"#)
            case .ownerIsGuide:
                d.constraints[0].owner = "g"
                return (d, "$.constraints[0].owner", #""g" is not a view"#)
            case .firstAttributeNotAnAttribute:
                d.constraints[0].firstAttribute = .notAnAttribute
                return (d, "$.constraints[0].firstAttribute", "notAnAttribute")
            case .secondAttributeMissing:
                d.constraints[0].secondAttribute = nil
                return (d, "$.constraints[0].secondAttribute", "required when secondItem is given")
            case .secondAttributeNotAnAttribute:
                d.constraints[0].secondAttribute = .notAnAttribute
                return (d, "$.constraints[0].secondAttribute", "needs a real second attribute")
            case .secondAttributeWithoutItem:
                d.constraints[0] = Dump.Constraint(firstItem: "a", firstAttribute: .width, secondAttribute: .width, constant: 4)
                return (d, "$.constraints[0].secondAttribute", "needs a second item")
            case .priorityZero:
                d.constraints[0].priority = 0
                return (d, "$.constraints[0].priority", "between 1 and 1000, found 0")
            case .priorityAbove1000:
                d.constraints[0].priority = 1000.5
                return (d, "$.constraints[0].priority", "found 1000.5")
            case .locationEqualsConstant:
                d.constraints[0] = Dump.Constraint(firstItem: "a", firstAttribute: .leading, constant: 16)
                return (d, "$.constraints[0]", "cannot set a location (leading) equal to a constant")
            case .mixedAxes:
                d.constraints[0].secondAttribute = .leading
                return (d, "$.constraints[0]", "horizontal location (leading) to a vertical one (top)")
            case .sizeToLocation:
                d.constraints[0].firstAttribute = .height
                return (d, "$.constraints[0]", "cannot relate a size (height) to a location (top)")
            case .leadingToLeft:
                d.constraints[0] = Dump.Constraint(firstItem: "a", firstAttribute: .leading, secondItem: "b", secondAttribute: .left)
                return (d, "$.constraints[0]", "cannot mix leading/trailing with left/right")
            case .zeroMultiplierOnLocation:
                d.constraints[0].multiplier = 0
                return (d, "$.constraints[0].multiplier", "a multiplier of 0 on a location")
            case .duplicateConstraintID:
                d.constraints[0].id = "c"
                d.constraints.append(Dump.Constraint(id: "c", firstItem: "a", firstAttribute: .width, constant: 1))
                return (d, "$.constraints[1].id", #"duplicate constraint id "c""#)
            case .passUnknownView:
                d.layoutPasses = [Dump.LayoutPass(frames: [Dump.FrameRecord(view: "g", frame: Dump.Rect(x: 0, y: 0, width: 1, height: 1))])]
                return (d, "$.layoutPasses[0].frames[0].view", #"view "g" is not a view"#)
            case .macFrameInUnflippedViewWithoutFrame:
                d.platform = .macos
                d.views[0].frame = nil
                d.views[1].frame = Dump.Rect(x: 0, y: 0, width: 10, height: 10)
                return (d, "$.views[1].frame", "measured from its bottom edge")
            case .macGuideFrameInUnflippedViewWithoutFrame:
                d.platform = .macos
                d.views[0].frame = nil
                d.layoutGuides[0].layoutFrame = Dump.Rect(x: 0, y: 0, width: 10, height: 10)
                return (d, "$.layoutGuides[0].layoutFrame", "needs a frame too")
            }
        }
    }

    @Test("the base document is valid")
    func baseIsValid() throws {
        try Self.base.validate()
        _ = try Self.base.jsonBytes()
    }

    @Test("each broken document is refused with its path and reason", arguments: Broken.allCases)
    func refuses(_ broken: Broken) {
        let (document, path, message) = broken.dump
        let error = #expect(throws: Dump.EncodingError.self) { try document.jsonBytes(style: .compact) }
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        #expect(error?.description == "\(path): \(error?.message ?? "")")
        #expect(throws: Dump.EncodingError.self) { try document.validate() }
    }

    @Test("what the reader accepts is accepted: system shapes, null-free optional keys, flipped macOS views")
    func acceptsValidShapes() throws {
        var d = Self.base
        // An autoresizing-mask constraint is a position in the superview: `a.centerX == 195`.
        d.constraints.append(Dump.Constraint(className: "NSAutoresizingMaskLayoutConstraint", firstItem: "a",
                                             firstAttribute: .centerX, constant: 195))
        d.constraints.append(Dump.Constraint(firstItem: "a", firstAttribute: .centerY, constant: 1, origin: .autoresizingMask))
        // notAnAttribute as the second attribute of a constant constraint.
        d.constraints.append(Dump.Constraint(firstItem: "a", firstAttribute: .height, secondAttribute: .notAnAttribute, constant: 20))
        // Sizes related across axes, with any multiplier; priorities at both ends of the range.
        d.constraints.append(Dump.Constraint(firstItem: "a", firstAttribute: .width, secondItem: "b", secondAttribute: .height,
                                             multiplier: 0, priority: 1))
        d.constraints.append(Dump.Constraint(firstItem: "a", firstAttribute: .leadingMargin, secondItem: "b",
                                             secondAttribute: .trailing, priority: 1000))
        try d.validate()
        // On macOS a flipped view's subviews need no frame from it.
        var mac = Self.base
        mac.platform = .macos
        mac.views[0].frame = nil
        mac.views[0].isFlipped = true
        mac.views[1].frame = Dump.Rect(x: 0, y: 0, width: 10, height: 10)
        try mac.validate()
    }

    @Test("the samples are valid dumps")
    func samplesAreValid() throws {
        for document in [Samples.small, Samples.fuller, Samples.kitchenSink] {
            try document.validate()
        }
    }
}
