/// A location inside a JSON document in JSONPath notation, e.g. `$.constraints[3].op`.
///
/// Used in error messages so a user can find the offending value even when line numbers
/// are unhelpful (minified files, generated files).
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a container to one of its children.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array (0-based).
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document root, `$`.
    public static let root = JSONPath()

    /// This path extended by one step.
    public func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// This path extended by one object member.
    public func appending(key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// This path extended by one array element.
    public func appending(index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    /// This path with `component` put in front; errors build their path this way while they
    /// travel out of the recursive parser.
    public func prepending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.insert(component, at: 0)
        return copy
    }

    /// `$`, then `.key` for identifier-like keys and `["key"]` (JSON-quoted) for others,
    /// and `[n]` for array indices: `$.constraints[3]["odd key"]`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if JSONPath.isIdentifier(key) {
                    text += ".\(key)"
                } else {
                    text += "[\(JSONWriter.quoted(key))]"
                }
            }
        }
        return text
    }

    /// Whether `key` can be written after a dot without ambiguity.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                return true
            default:
                return false
            }
        }
    }
}
