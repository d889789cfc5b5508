import JSONSupport
import LayoutModel

extension LayoutDumpDecoder {
    static let roles = JSONChoices(ViewRole.allCases)
    static let directions = JSONChoices(LayoutDirection.allCases)
    static let guideRoles = JSONChoices(GuideRole.allCases)

    /// Reads one view; returns its stack object, to be read once every view is known.
    mutating func decodeView(_ cursor: JSONCursor, isRoot: Bool) throws(JSONDecodingError) -> (ItemID, JSONObjectCursor)? {
        let object = try cursor.object().record(Self.viewSchema)
        let id = ItemID(graph.items.count)
        let name = try register(object, .id, as: id)
        let platform = graph.platform
        var item = LayoutItem(id: name, className: try object.requireString(.className),
                              layoutMargins: platform == .iOS ? .uiKitDefaultMargins : .zero,
                              isFlipped: platform == .iOS, source: location(cursor))
        item.name = try object.optionalString(.name)
        if isRoot {
            if let superview = object.optional(.superview) {
                throw superview.error("the first view is the root and cannot have a superview")
            }
        } else {
            if !object.hasValue(.superview), let superview = object[.superview] {
                throw superview.error("only the first view (the root) may have no superview")
            }
            item.parent = try view(object, .superview, what: "superview")
        }
        item.kind = .view(try object.optional(.role, oneOf: Self.roles) ?? .plain)
        if platform == .macOS { item.isFlipped = try object.optionalBool(.flipped) ?? false }
        item.translatesAutoresizingMask = try object.optionalBool(.translatesAutoresizingMaskIntoConstraints) ?? false
        let maskCursor = object.optional(.autoresizingMask)
        var mask = AutoresizingMask(rawValue: try maskCursor?.integer(in: 0...Int(Int32.max)) ?? 0)
        if let maskCursor, !AutoresizingMask.all.isSuperset(of: mask) {
            throw maskCursor.error("unknown autoresizing mask bits; only 1, 2, 4, 8, 16 and 32 exist")
        }
        if let size = object.optional(.intrinsicContentSize) {
            let values = try Self.numbers(size, count: 2, what: "[width, height] (null for no intrinsic metric)", allowNull: true)
            for value in values.compactMap({ $0 }) where value < 0 {
                throw size.error("an intrinsic size cannot be negative (use null for no intrinsic metric)")
            }
            item.intrinsicContentSize = OptionalSize(width: values.first ?? nil, height: values.last ?? nil)
        }
        if let hugging = object.optional(.contentHuggingPriority) { item.huggingPriority = try Self.priorities(hugging) }
        if let resistance = object.optional(.contentCompressionResistancePriority) {
            item.compressionResistancePriority = try Self.priorities(resistance)
        }
        if let margins = object.optional(.layoutMargins) { item.layoutMargins = try Self.insets(margins) }
        if let insets = object.optional(.safeAreaInsets) { item.safeAreaInsets = try Self.insets(insets) }
        if let baseline = object.optional(.firstBaseline) { item.firstBaselineFromTop = try Self.finite(baseline) }
        if let baseline = object.optional(.lastBaseline) { item.lastBaselineFromBottom = try Self.finite(baseline) }
        item.isHidden = try object.optionalBool(.hidden) ?? false
        if let direction = try object.optional(.layoutDirection, oneOf: Self.directions) {
            item.layoutDirection = direction
        }
        if let frameCursor = object.optional(.frame) {
            let frame = try Self.rect(frameCursor)
            guard frame.width >= 0, frame.height >= 0 else { throw frameCursor.error("a frame cannot have a negative width or height") }
            item.storedFrame = try topLeft(frame, in: item.parent, at: frameCursor)
        }
        if platform == .macOS, let parent = item.parent, !graph.items[parent.index].isFlipped {
            mask = mask.verticallyMirrored
        }
        item.autoresizingMask = mask
        if let samples = object.optional(.heightForWidth) {
            let parsed = try Self.samples(samples)
            heightForWidth.append(LayoutDump.HeightForWidth(view: id, samples: parsed))
            item.heightForWidth = parsed.map { HeightSample(width: $0.width, height: $0.height) }
        }
        graph.add(item)
        let stack = object.optional(.stack)
        if item.viewRole == .stackView {
            guard let stack else { throw object.error("a view with role \"stackView\" needs a \"stack\" object") }
            return (id, try stack.object())
        }
        if let stack { throw stack.error("only a view with role \"stackView\" may have stack settings") }
        return nil
    }

    /// A platform frame converted to the model's top-left origin: AppKit frames inside an
    /// unflipped superview are measured from its bottom edge.
    func topLeft(_ frame: Rect, in parent: ItemID?, at cursor: JSONCursor) throws(JSONDecodingError) -> Rect {
        guard graph.platform == .macOS, let parent, !graph.items[parent.index].isFlipped else { return frame }
        guard let container = graph.items[parent.index].storedFrame else {
            throw cursor.error("on macOS a frame inside an unflipped superview is measured from its bottom edge, so the superview \(JSONWriter.quoted(graph[parent].id)) needs a frame too")
        }
        return frame.flippedVertically(inContainerOfHeight: container.height)
    }

    static func samples(_ cursor: JSONCursor) throws(JSONDecodingError) -> [(width: Double, height: Double)] {
        var result: [(width: Double, height: Double)] = []
        for element in try cursor.array() {
            let pair = try numbers(element, count: 2, what: "a [width, height] sample").map { $0 ?? 0 }
            guard pair.count == 2 else { throw element.error("expected a [width, height] sample") }
            result.append((pair[0], pair[1]))
        }
        return result
    }

    static let stackKeys = ["axis", "distribution", "alignment", "spacing", "arrangedSubviews", "customSpacing",
                            "layoutMarginsRelativeArrangement", "baselineRelativeArrangement"]

    func decodeStack(_ object: JSONObjectCursor, of stackID: ItemID) throws(JSONDecodingError) -> StackSettings {
        try object.rejectUnknownKeys(allowed: Self.stackKeys)
        let axis = Axis(rawValue: try object.require("axis").oneOf(Axis.allCases.map(\.rawValue))) ?? .horizontal
        var settings = StackSettings(axis: axis)
        if let value = try object.optional("distribution")?.oneOf(StackSettings.Distribution.allCases.map(\.rawValue)) {
            settings.distribution = StackSettings.Distribution(rawValue: value) ?? .fill
        }
        if let value = try object.optional("alignment")?.oneOf(StackSettings.Alignment.allCases.map(\.rawValue)) {
            settings.alignment = StackSettings.Alignment(rawValue: value) ?? .fill
        }
        if let spacing = object.optional("spacing") { settings.spacing = try Self.finite(spacing) }
        for cursor in try object.optionalArray("arrangedSubviews") ?? [] {
            let arranged = try view(at: cursor, what: "arranged subview")
            guard graph[arranged].parent == stackID else {
                throw cursor.error("arranged subview \(JSONWriter.quoted(graph[arranged].id)) must be a subview of the stack \(JSONWriter.quoted(graph[stackID].id))")
            }
            guard !settings.arrangedSubviews.contains(arranged) else {
                throw cursor.error("arranged subview \(JSONWriter.quoted(graph[arranged].id)) is listed twice")
            }
            settings.arrangedSubviews.append(arranged)
        }
        for entry in try object.optionalArray("customSpacing") ?? [] {
            let pair = try entry.object()
            try pair.rejectUnknownKeys(allowed: ["after", "spacing"])
            let afterCursor = try pair.require("after")
            let after = try view(at: afterCursor, what: "arranged subview")
            guard settings.arrangedSubviews.contains(after) else {
                throw afterCursor.error("custom spacing after \(JSONWriter.quoted(graph[after].id)), which is not an arranged subview of this stack")
            }
            settings.customSpacingAfter[after] = try Self.finite(try pair.require("spacing"))
        }
        settings.isLayoutMarginsRelativeArrangement = try object.optionalBool("layoutMarginsRelativeArrangement") ?? false
        settings.isBaselineRelativeArrangement = try object.optionalBool("baselineRelativeArrangement") ?? false
        return settings
    }

    mutating func decodeGuide(_ cursor: JSONCursor) throws(JSONDecodingError) {
        let object = try cursor.object().record(Self.guideSchema)
        let id = ItemID(graph.items.count)
        let name = try register(object, .id, as: id)
        let owner = try view(object, .owningView, what: "owning view")
        let role = try object.optional(.role, oneOf: Self.guideRoles)
        var item = LayoutItem(id: name, kind: .layoutGuide(role ?? .custom),
                              className: try object.optionalString(.className) ?? "UILayoutGuide",
                              name: try object.optionalString(.name), parent: owner, layoutMargins: .zero,
                              layoutDirection: graph.items[owner.index].layoutDirection, source: location(cursor))
        if let frame = object.optional(.layoutFrame) {
            item.storedFrame = try topLeft(try Self.rect(frame), in: owner, at: frame)
        }
        if let length = object.optional(.length) {
            let value = try Self.finite(length)
            guard value >= 0 else { throw length.error("a guide length cannot be negative") }
            item.guideLength = value
        }
        graph.add(item)
    }
}
