#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel
import Spelling

/// Parsing Interface Builder's attribute values, with errors that name the attribute.
enum IBValues {
    /// A problem with one attribute value.
    struct Problem: Error {
        var message: String
    }

    /// A number (`"12.5"`) within the magnitudes of `kind` (a length unless said otherwise).
    static func number(_ text: String, attribute: String, as kind: InputNumber = .length) throws(Problem) -> Double {
        let value = try finite(text, attribute: attribute)
        if let problem = kind.problem(value, name: "\(attribute)=\"\(text)\"", nameShowsValue: true) { throw Problem(message: problem) }
        return value
    }

    /// A finite number, of any magnitude.
    private static func finite(_ text: String, attribute: String) throws(Problem) -> Double {
        guard let value = Double(trimmed(text)), value.isFinite else {
            throw Problem(message: "\(attribute)=\"\(text)\" is not a finite number")
        }
        return value
    }

    /// `text` without the whitespace around it. Interface Builder writes none, so a text
    /// that starts and ends with printable ASCII is returned as it is, without a trip through
    /// Foundation's character sets (which was a few per cent of reading a file).
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        return TextSearch.trimmed(text)
    }

    /// A multiplier written as a decimal (`"0.5"`), a ratio (`"16:9"`) or a fraction (`"1/3"`).
    static func multiplier(_ text: String) throws(Problem) -> Double {
        for separator in [":", "/"] where TextSearch.contains(separator, in: text) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(trimmed(String(parts[0]))),
                  let denominator = Double(trimmed(String(parts[1]))),
                  numerator.isFinite, denominator.isFinite else {
                throw Problem(message: "multiplier=\"\(text)\" is not a number, a ratio \"a:b\" or a fraction \"a/b\"")
            }
            guard denominator != 0 else { throw Problem(message: "multiplier=\"\(text)\" divides by zero") }
            let ratio = numerator / denominator
            guard ratio != 0 else { throw Problem(message: "multiplier=\"\(text)\" is a ratio of 0") }
            if let problem = InputNumber.multiplier.problem(ratio, name: "multiplier=\"\(text)\"", nameShowsValue: true) { throw Problem(message: problem) }
            return ratio
        }
        return try number(text, attribute: "multiplier", as: .multiplier)
    }

    /// A priority, 1…1000.
    static func priority(_ text: String, attribute: String) throws(Problem) -> Double {
        let value = try finite(text, attribute: attribute)
        guard value >= 1, value <= 1000 else { throw Problem(message: "\(attribute)=\"\(text)\" is not a priority between 1 and 1000") }
        return value
    }

    /// The `x`, `y`, `width`, `height` of a `<rect>` element.
    static func rect(_ element: XMLElementNode) throws(Problem) -> Rect {
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            values.append(try element[name].map { text throws(Problem) in try number(text, attribute: name) } ?? 0)
        }
        guard values[2] >= 0, values[3] >= 0 else { throw Problem(message: "a frame cannot have a negative width or height") }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The insets of an `<edgeInsets>` / `<directionalEdgeInsets>` element (leading/trailing
    /// read as left/right).
    static func insets(_ element: XMLElementNode) throws(Problem) -> EdgeInsets {
        func value(_ names: String...) throws(Problem) -> Double {
            for name in names { if let text = element[name] { return try number(text, attribute: name) } }
            return 0
        }
        return EdgeInsets(top: try value("top"), left: try value("left", "leading"),
                          bottom: try value("bottom"), right: try value("right", "trailing"))
    }

    /// Interface Builder's attribute names, mapped to the model's (`baseline` is the old
    /// name of `lastBaseline`).
    static func attribute(_ text: String) throws(Problem) -> LayoutAttribute {
        if text == "baseline" { return .lastBaseline }
        guard let attribute = LayoutAttribute(rawValue: text), attribute != .notAnAttribute else {
            throw Problem(message: "unknown layout attribute \"\(text)\"")
        }
        return attribute
    }

    /// `lessThanOrEqual` / `greaterThanOrEqual`; absent means equal.
    static func relation(_ text: String?) throws(Problem) -> LayoutRelation {
        switch text {
        case nil, "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case let other?: throw Problem(message: "unknown relation \"\(other)\"")
        }
    }

    /// Whether a Boolean attribute says YES.
    static func yes(_ text: String?) -> Bool { text == "YES" }

    /// The Xcode build of `toolsVersion` as a number: "14460.31" → 14460.31; 0 when absent or
    /// unreadable (the document is then read as a current one, at
    /// `IBElementKinds.currentToolsVersion`). Xcode's own development builds write a
    /// placeholder with more parts ("32700.99.1234", in files of Xcode 14 to 16); the build of
    /// the Interface Builder plug-in that wrote the file (`pluginVersion`, "22690") then tells
    /// which Xcode it was, and the placeholder's first two parts are kept only without one.
    static func toolsVersion(_ text: String?, pluginVersion: String? = nil) -> Double {
        guard let text else { return 0 }
        let allParts = text.split(separator: ".", omittingEmptySubsequences: false)
        if allParts.count > 2, let pluginVersion, case let plugin = toolsVersion(pluginVersion), plugin > 0 {
            return plugin
        }
        let parts = allParts.prefix(2)
        guard let value = Double(parts.joined(separator: ".")), value.isFinite, value >= 0 else { return 0 }
        return value
    }
}
