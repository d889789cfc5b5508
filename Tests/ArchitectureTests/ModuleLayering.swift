import Foundation

/// The house rule for module dependencies, and the checker that enforces it.
///
/// Modules import only to their **left** in `order`. The first `leafCount` modules are
/// independent leaves: they may import no project module at all (not even each other).
/// A new module is added by inserting its name at its place in `order` — one edit.
enum ModuleLayering {
    /// Every project module, in the only direction imports may point (right → left).
    /// Modules that do not exist yet are listed where they will go.
    static let order: [String] = [
        "Spelling", "Cassowary", "LayoutDumpSupport",  // independent leaves
        "JSONSupport", "ArgumentKit",
        "LayoutModel",
        "Readers",
        "Analysis",
        "Rules",
        "Configuration",
        "Explanations",
        "Reporters",
        "Commands",
        "layoutlint",  // the executable
    ]

    /// How many modules at the start of `order` are independent leaves.
    static let leafCount = 3

    /// Platform modules any project module may import.
    static let platformModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Glibc", "Darwin", "Synchronization",
        "UIKit", "AppKit",
    ]

    /// The independent leaves, `order.prefix(leafCount)`.
    static var leaves: ArraySlice<String> { order.prefix(leafCount) }

    /// Why `module` may not depend on `dependency`; nil when it may.
    static func problem(module: String, importing dependency: String) -> String? {
        if platformModules.contains(dependency) { return nil }
        guard let moduleIndex = order.firstIndex(of: module) else {
            return "module '\(module)' is not in ModuleLayering.order; add it there at its place in the layering"
        }
        guard let dependencyIndex = order.firstIndex(of: dependency) else {
            return "'\(dependency)' is neither a project module in ModuleLayering.order nor an allowed "
                + "platform module (\(platformModules.sorted().joined(separator: ", "))); add it to one of the lists"
        }
        if dependency == module {
            return "'\(module)' imports itself"
        }
        if moduleIndex < leafCount {
            return "'\(module)' is an independent leaf (\(leaves.joined(separator: ", "))) and may import no project module"
        }
        if dependencyIndex > moduleIndex {
            return "'\(module)' may import only modules to its left in "
                + "\(order.joined(separator: " → ")); '\(dependency)' is to its right"
        }
        return nil
    }

    /// A broken rule, located like a compiler diagnostic.
    struct Violation: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        /// The offending text: the import statement, or the dependency in Package.swift.
        var statement: String
        var reason: String

        var description: String { "\(file):\(line): error: `\(statement)`: \(reason)" }
    }

    /// The layering violations of the import statements in `source`, a file of `module`.
    static func violations(module: String, file: String, source: String) -> [Violation] {
        SwiftImports.scan(source).compactMap { statement in
            problem(module: module, importing: statement.module).map {
                Violation(file: file, line: statement.line, statement: statement.text, reason: $0)
            }
        }
    }
}

/// Finds the `import` statements of a Swift source file.
enum SwiftImports {
    struct Statement: Equatable {
        /// The imported module: `X` for `import X`, `import X.Sub` and `import struct X.Y`.
        var module: String
        /// 1-based line number.
        var line: Int
        /// The statement as written, trimmed.
        var text: String
    }

    static let accessModifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "open"]
    static let importKinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Every import statement, with comments and string literals ignored (so `// import X`
    /// or an `"import X"` inside a multi-line string is not an import).
    static func scan(_ source: String) -> [Statement] {
        var statements: [Statement] = []
        let code = SwiftLexer.blankingCommentsAndStrings(source)
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for part in line.split(separator: ";") {
                if let module = importedModule(part) {
                    statements.append(Statement(module: module, line: index + 1,
                                                text: part.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return statements
    }

    /// The module of one statement such as `@testable import X`, `public import X`,
    /// `@_spi(Internal) @_exported import X`, `import struct X.Y`; nil if not an import.
    static func importedModule(_ statement: Substring) -> String? {
        var tokens = statement.split(whereSeparator: \.isWhitespace)[...]
        while let first = tokens.first, first.hasPrefix("@") { tokens = tokens.dropFirst() }
        if let first = tokens.first, accessModifiers.contains(first) { tokens = tokens.dropFirst() }
        guard tokens.first == "import" else { return nil }
        tokens = tokens.dropFirst()
        if let first = tokens.first, importKinds.contains(first) { tokens = tokens.dropFirst() }
        guard let path = tokens.first, let module = path.split(separator: ".").first, !module.isEmpty else {
            return nil
        }
        return String(module)
    }
}

/// Just enough of Swift's lexical structure to tell code from comments and strings.
enum SwiftLexer {
    /// `source` with the contents of comments (and, unless `keepingStrings`, of string
    /// literals) replaced by spaces; newlines are kept, so line numbers stay the same.
    static func blankingCommentsAndStrings(_ source: String, keepingStrings: Bool = false) -> String {
        let chars = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        out.reserveCapacity(chars.count)
        var i = 0

        func at(_ offset: Int, _ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            guard offset + scalars.count <= chars.count else { return false }
            return chars[offset..<offset + scalars.count].elementsEqual(scalars)
        }
        func emit(_ scalar: Unicode.Scalar, keep: Bool) {
            out.append(scalar == "\n" || keep ? scalar : " ")
        }
        /// The number of `#` at `offset`.
        func hashes(at offset: Int) -> Int {
            var n = 0
            while offset + n < chars.count, chars[offset + n] == "#" { n += 1 }
            return n
        }

        while i < chars.count {
            if at(i, "//") {
                while i < chars.count, chars[i] != "\n" { emit(chars[i], keep: false); i += 1 }
            } else if at(i, "/*") {
                var depth = 0
                repeat {
                    if at(i, "/*") { depth += 1; emit(" ", keep: true); emit(" ", keep: true); i += 2 }
                    else if at(i, "*/") { depth -= 1; emit(" ", keep: true); emit(" ", keep: true); i += 2 }
                    else { emit(chars[i], keep: false); i += 1 }
                } while depth > 0 && i < chars.count
            } else if chars[i] == "\"" || (chars[i] == "#" && chars.indices.contains(i + hashes(at: i))
                                           && chars[i + hashes(at: i)] == "\"") {
                // A string literal, optionally raw (#"…"#) and/or multi-line ("""…""").
                let pounds = hashes(at: i)
                let multiline = at(i + pounds, "\"\"\"")
                let quote = multiline ? "\"\"\"" : "\""
                let close = quote + String(repeating: "#", count: pounds)
                let escape = "\\" + String(repeating: "#", count: pounds)
                let openLength = pounds + quote.unicodeScalars.count
                for _ in 0..<openLength { emit(chars[i], keep: true); i += 1 }
                while i < chars.count {
                    if at(i, escape) {
                        let length = escape.unicodeScalars.count + 1
                        for _ in 0..<length where i < chars.count { emit(chars[i], keep: keepingStrings); i += 1 }
                    } else if at(i, close) {
                        for _ in close.unicodeScalars { emit(chars[i], keep: true); i += 1 }
                        break
                    } else if !multiline && chars[i] == "\n" {
                        break  // unterminated single-line string: stop at the line end
                    } else {
                        emit(chars[i], keep: keepingStrings); i += 1
                    }
                }
            } else {
                out.append(chars[i]); i += 1
            }
        }
        return String(out)
    }
}

/// The targets a `Package.swift` declares, read simply: each `.target(…)` and
/// `.executableTarget(…)` call with its `name:` and `dependencies: […]`.
enum PackageManifest {
    struct Target: Equatable {
        var name: String
        var dependencies: [String]
        /// 1-based line of the declaration.
        var line: Int
    }

    static let declarations = [".target(", ".executableTarget("]
    /// Declarations that are not layered; their bodies are skipped, so a
    /// `.target(name: "X")` dependency inside them is not taken for a declaration.
    static let skippedDeclarations = [".testTarget(", ".plugin(", ".macro(", ".binaryTarget(", ".systemLibrary("]

    /// The non-test targets in `manifest`. `.product(…)` dependencies (other packages)
    /// are left out; `"X"`, `.target(name: "X")` and `.byName(name: "X")` are kept.
    static func targets(in manifest: String) -> [Target] {
        let text = Array(SwiftLexer.blankingCommentsAndStrings(manifest, keepingStrings: true).unicodeScalars)
        var targets: [Target] = []
        var i = 0
        while i < text.count {
            if let skipped = skippedDeclarations.first(where: { matches(text, at: i, $0) }) {
                i = matchingClose(text, from: i + skipped.unicodeScalars.count - 1) + 1
                continue
            }
            guard let declaration = declarations.first(where: { matches(text, at: i, $0) }) else {
                i += 1
                continue
            }
            let open = i + declaration.unicodeScalars.count - 1
            let close = matchingClose(text, from: open)
            let body = String(String.UnicodeScalarView(text[(open + 1)..<close]))
            let line = text[..<i].filter { $0 == "\n" }.count + 1
            if let name = quotedValue(after: "name:", in: body) {
                targets.append(Target(name: name, dependencies: dependencies(in: body), line: line))
            }
            i = close + 1  // nested `.target(name:)` dependencies are not declarations
        }
        return targets
    }

    /// The dependency names of one declaration's argument list.
    static func dependencies(in body: String) -> [String] {
        let scalars = Array(body.unicodeScalars)
        guard let label = body.range(of: "dependencies:") else { return [] }
        var start = body.unicodeScalars.distance(from: body.unicodeScalars.startIndex, to: label.upperBound)
        while start < scalars.count, scalars[start] != "[" { start += 1 }
        guard start < scalars.count else { return [] }
        let end = matchingClose(scalars, from: start)
        var items: [String] = []
        var depth = 0, itemStart = start + 1
        for k in (start + 1)...end {
            let c = k < end ? scalars[k] : ","
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1 }
            if (c == "," && depth == 0) || k == end {
                items.append(String(String.UnicodeScalarView(scalars[itemStart..<k])).trimmingCharacters(in: .whitespacesAndNewlines))
                itemStart = k + 1
            }
        }
        return items.compactMap { item in
            if item.hasPrefix("\"") { return quotedValue(after: "", in: item) }
            if item.hasPrefix(".target(") || item.hasPrefix(".byName(") { return quotedValue(after: "name:", in: item) }
            return nil  // .product(…) or empty
        }
    }

    private static func matches(_ text: [Unicode.Scalar], at offset: Int, _ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard offset + scalars.count <= text.count else { return false }
        if offset > 0, text[offset - 1].properties.isAlphabetic || text[offset - 1] == "_" { return false }
        return text[offset..<offset + scalars.count].elementsEqual(scalars)
    }

    /// The index of the bracket closing the one at `open` (or the end of `text`).
    private static func matchingClose(_ text: [Unicode.Scalar], from open: Int) -> Int {
        var depth = 0, inString = false
        for k in open..<text.count {
            let c = text[k]
            if c == "\"" { inString.toggle() }
            if inString { continue }
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return text.count
    }

    /// The first `"…"` after `label` in `text`.
    private static func quotedValue(after label: String, in text: String) -> String? {
        let rest = label.isEmpty ? text[...] : (text.range(of: label).map { text[$0.upperBound...] } ?? "")
        guard let open = rest.firstIndex(of: "\"") else { return nil }
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "\"") else { return nil }
        return String(rest[afterOpen..<close])
    }
}
