/// A path pattern, matched against `/`-separated paths relative to a configuration file's
/// folder.
///
/// `*` matches any characters but `/`; `?` one character but `/`; `[abc]`, `[a-z]` and
/// `[!abc]` (or `[^abc]`) one character from (or not from) a set; `**` as a whole path
/// component matches any number of folders (`**/Legacy*.xib`, `Legacy/**`); `\` makes the
/// next character literal. A leading `./` is ignored. A pattern that matches a folder also
/// matches everything inside it (`Pods` excludes `Pods/A/B.xib`), as in `.gitignore`.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// Why a pattern is not a glob (characters are counted from 1, in Unicode scalars).
    public struct Problem: Error, Sendable, Equatable {
        /// What is wrong.
        public var message: String
    }

    enum Token: Sendable, Equatable {
        case literal(Unicode.Scalar)
        case one
        case star
        /// `**/`: zero or more whole folders.
        case folders
        /// A trailing `**`: everything that is left.
        case rest
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    /// The pattern as written.
    public let pattern: String
    let tokens: [Token]

    /// Compiles `pattern`, or throws what is wrong with it.
    public init(_ pattern: String) throws(Problem) {
        self.pattern = pattern
        self.tokens = try Glob.compile(pattern)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of the folders it is in matches.
    public func matches(_ path: String) -> Bool {
        let scalars = Array(path.unicodeScalars)
        if matches(scalars[...]) { return true }
        for (index, scalar) in scalars.enumerated() where scalar == "/" && index > 0 {
            if matches(scalars[..<index]) { return true }
        }
        return false
    }

    /// Whether the whole of `path` matches (no folder rule).
    func matches(_ path: ArraySlice<Unicode.Scalar>) -> Bool {
        let path = Array(path)
        let width = path.count + 1
        // memo[token * width + position]: 0 unknown, 1 no, 2 yes.
        var memo = [UInt8](repeating: 0, count: (tokens.count + 1) * width)
        func match(_ token: Int, _ position: Int) -> Bool {
            let slot = token * width + position
            if memo[slot] != 0 { return memo[slot] == 2 }
            let result = compute(token, position)
            memo[slot] = result ? 2 : 1
            return result
        }
        func compute(_ token: Int, _ position: Int) -> Bool {
            guard token < tokens.count else { return position == path.count }
            let atEnd = position == path.count
            switch tokens[token] {
            case .literal(let scalar):
                return !atEnd && path[position] == scalar && match(token + 1, position + 1)
            case .one:
                return !atEnd && path[position] != "/" && match(token + 1, position + 1)
            case .set(let ranges, let negated):
                guard !atEnd, path[position] != "/" else { return false }
                let inSet = ranges.contains { $0.contains(path[position]) }
                return inSet != negated && match(token + 1, position + 1)
            case .star:
                return match(token + 1, position) || (!atEnd && path[position] != "/" && match(token, position + 1))
            case .rest:
                return true
            case .folders:
                if match(token + 1, position) { return true }
                guard let slash = path[position...].firstIndex(of: "/") else { return false }
                return match(token, slash + 1)
            }
        }
        return match(0, 0)
    }

    static func compile(_ pattern: String) throws(Problem) -> [Token] {
        var scalars = Array(pattern.unicodeScalars)[...]
        while scalars.starts(with: ["." as Unicode.Scalar, "/"]) { scalars = scalars.dropFirst(2) }
        guard !scalars.isEmpty else { throw Problem(message: "an empty pattern matches nothing") }
        if scalars.first == "/" {
            throw Problem(message: "patterns are relative to the configuration file's folder; remove the leading '/'")
        }
        var tokens: [Token] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let column = index + 1
            switch scalar {
            case "\\":
                guard index + 1 < scalars.endIndex else {
                    throw Problem(message: "'\\' at character \(column) escapes nothing")
                }
                tokens.append(.literal(scalars[index + 1]))
                index += 2
            case "?":
                tokens.append(.one)
                index += 1
            case "[":
                let (token, end) = try set(scalars, openingAt: index)
                tokens.append(token)
                index = end
            case "*" where index + 1 < scalars.endIndex && scalars[index + 1] == "*":
                let startsComponent = index == scalars.startIndex || scalars[index - 1] == "/"
                let afterStars = index + 2
                guard startsComponent, afterStars == scalars.endIndex || scalars[afterStars] == "/" else {
                    throw Problem(message: "'**' at character \(column) must be a whole path component, as in '**/x' or 'x/**'")
                }
                if afterStars == scalars.endIndex {
                    tokens.append(.rest)
                    index = afterStars
                } else {
                    tokens.append(.folders)
                    index = afterStars + 1
                }
            case "*":
                tokens.append(.star)
                index += 1
            default:
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        return tokens
    }

    /// The character set opening at `open` (`[`), and the index after its `]`.
    static func set(_ scalars: ArraySlice<Unicode.Scalar>, openingAt open: Int) throws(Problem) -> (Token, Int) {
        var index = open + 1
        var negated = false
        if index < scalars.endIndex, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.endIndex, scalars[index] != "]" || first {
            first = false
            let low = scalars[index]
            if index + 2 < scalars.endIndex, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let high = scalars[index + 2]
                guard low <= high else {
                    throw Problem(message: "the range '\(low)-\(high)' at character \(index + 1) is reversed")
                }
                ranges.append(low...high)
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        guard index < scalars.endIndex else {
            throw Problem(message: "the '[' at character \(open + 1) is not closed by ']'")
        }
        return (.set(ranges, negated: negated), index + 1)
    }
}
