#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport
import Readers

/// A mistake in a configuration or baseline file: where it is and what is wrong.
///
/// `description` reads like a compiler's: `.layoutlint.json:3:14: error: $.disable[0]:
/// unknown rule "ambigous_layout" (did you mean "ambiguous_layout"?)`; without a position
/// (the file cannot be read at all) it is `file: error: message`.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as named in messages.
    public var file: String
    /// Where the offending value starts, when known.
    public var position: JSONPosition?
    /// The JSON path of the offending value, when known.
    public var path: JSONPath?
    /// What is wrong.
    public var message: String
    /// Further mistakes found in the same file, each reported on its own line.
    public var others: [ConfigurationError] = []

    /// Creates an error.
    public init(file: String, position: JSONPosition? = nil, path: JSONPath? = nil, message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// The error of a value that parsed but does not fit.
    public init(file: String, _ error: JSONDecodingError) {
        self.init(file: file, position: error.position, path: error.path, message: error.message)
    }

    /// The error of a file that is not JSON.
    public init(file: String, _ error: JSONParseError) {
        self.init(file: file, position: error.position, path: error.path, message: error.message)
    }

    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": error: "
        if let path { text += "\(path): " }
        return ([text + message] + others.map(\.description)).joined(separator: "\n")
    }

    /// The bytes of `file`, or `file: error: cannot read the <what>: no such file`.
    static func contents(of file: String, what: String) throws(ConfigurationError) -> Data {
        let kind = PathKind.of(file)
        guard kind != .missing else {
            throw ConfigurationError(file: file, message: "cannot read the \(what): no such file")
        }
        guard kind != .directory else {
            throw ConfigurationError(file: file, message: "cannot read the \(what): it is a folder")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: file, message: "cannot read the \(what): permission denied or unreadable")
        }
        return data
    }
}
