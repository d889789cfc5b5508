import JSONSupport
import LayoutModel

extension LayoutDumpDecoder {
    static let constraintSchema = JSONRecordSchema<ConstraintKey>()
    static let attributes = JSONChoices(LayoutAttribute.allCases.filter { $0 != .notAnAttribute })
    /// A second attribute may also say there is none (`notAnAttribute`, the last case).
    static let secondAttributes = JSONChoices(LayoutAttribute.allCases)
    static let relations = JSONChoices(LayoutRelation.allCases)
    static let origins = JSONChoices(ConstraintOrigin.dumpOrigins)

    func decodeConstraint(_ cursor: JSONCursor, seenIDs: inout [String: JSONCursor]) throws(JSONDecodingError) -> LayoutConstraint {
        let object = try cursor.object().record(Self.constraintSchema)
        let objectID = try object.optionalString(.id)
        if let objectID, let earlier = seenIDs[objectID], let idCursor = object[.id] {
            throw idCursor.error("duplicate constraint id \(JSONWriter.quoted(objectID)); already used at \(earlier.path) (line \(earlier.position.line), column \(earlier.position.column))")
        }
        if let objectID, let idCursor = object[.id] { seenIDs[objectID] = idCursor }
        let first = try item(object, .firstItem, what: "first item")
        let firstAttribute = try object.require(.firstAttribute, oneOf: Self.attributes)
        let relation = try object.optional(.relation, oneOf: Self.relations) ?? .equal
        var second: ItemID?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if object.hasValue(.secondItem) {
            second = try item(object, .secondItem, what: "second item")
            secondAttribute = try object.require(.secondAttribute, oneOf: Self.attributes)
        } else if let attributeCursor = object.optional(.secondAttribute),
                  try attributeCursor.oneOf(Self.secondAttributes) != .notAnAttribute {
            throw attributeCursor.error("a second attribute needs a second item")
        }
        let className = try object.optionalString(.className)
        let identifier = try object.optionalString(.identifier)
        let origin: ConstraintOrigin
        if let stated = try object.optional(.origin, oneOf: Self.origins) {
            origin = stated
        } else {
            origin = ConstraintOriginInference.origin(className: className, identifier: identifier)
        }
        var provenance = ConstraintProvenance(origin: origin, identifier: identifier, source: location(cursor),
                                              objectID: objectID, className: className)
        if object.hasValue(.owner) { provenance.owner = try view(object, .owner, what: "owner") }
        let priority = try object.optionalNumber(.priority, as: .priority, name: "a priority") ?? LayoutConstraint.required
        var constraint = LayoutConstraint(
            first, firstAttribute, relation, second, secondAttribute,
            multiplier: try object.optionalNumber(.multiplier, as: .multiplier, name: "multiplier") ?? 1,
            constant: try object.optionalNumber(.constant, as: .length, name: "constant") ?? 0,
            priority: priority, isActive: try object.optionalBool(.active) ?? true, provenance: provenance)
        // UIKit measures autoresizing constraints in the superview's coordinates (`midX == 228.5`).
        constraint.isInSuperviewCoordinates = origin == .autoresizingMask
        if let problem = constraint.validationProblem() { throw cursor.error(problem) }
        return constraint
    }

    func decodePass(_ cursor: JSONCursor) throws(JSONDecodingError) -> RecordedLayoutPass {
        let object = try cursor.object()
        try object.rejectUnknownKeys(allowed: ["frames"])
        var frames: [RecordedLayoutPass.Frame] = []
        for entry in try object.requireArray("frames") {
            let pair = try entry.object()
            try pair.rejectUnknownKeys(allowed: ["view", "frame"])
            let view = try view(at: try pair.require("view"), what: "view")
            let frameCursor = try pair.require("frame")
            frames.append(.init(view: view, frame: try topLeft(try Self.rect(frameCursor), in: graph[view].parent, at: frameCursor)))
        }
        return RecordedLayoutPass(frames: frames)
    }
}

/// The origin of a recorded constraint from its class and identifier, when the input does
/// not state it: UIKit's and AppKit's own constraint classes and identifiers.
public enum ConstraintOriginInference {
    /// The origin `className` and `identifier` indicate (`user` when neither is a system one).
    /// `NSIBPrototypingLayoutConstraint`s — the ones Interface Builder adds at build time to
    /// views without constraints — are live at run time, so they count as the app's own.
    public static func origin(className: String?, identifier: String?) -> ConstraintOrigin {
        switch className {
        case "NSContentSizeLayoutConstraint": return .contentSize
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizingMask
        default: break
        }
        guard let identifier else { return .user }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView") { return .stackView }
        if identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("NSView-Encapsulated-Layout-") {
            return .cellEncapsulatedSize
        }
        if (identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint"))
            || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") || identifier.hasPrefix("UIViewLayoutMarginsGuide-")
            || identifier.hasPrefix("UIKeyboardLayoutGuide") || identifier.hasPrefix("_UILayoutSupportConstraint") {
            return .layoutGuide
        }
        return .user
    }
}
