/// Distributes positional tokens over a command's declared arguments.
enum PositionalBinder {
    /// Why binding failed.
    enum Failure: Error, Equatable {
        /// This argument needed a value and none was left.
        case missing(ArgumentSpec)
        /// These tokens were left over after every argument took its share.
        case leftover([String])
    }

    /// Binds tokens left to right. Optional and repeating arguments take only
    /// what the required arguments after them can spare, so `<a> [<b> ...] <c>`
    /// works; a repeating argument is greedy within that limit.
    static func bind(
        _ tokens: [String], to arguments: [ArgumentSpec]
    ) -> Result<[String: [String]], Failure> {
        var bound: [String: [String]] = [:]
        var cursor = 0
        for (position, argument) in arguments.enumerated() {
            let remaining = tokens.count - cursor
            let reservedForLater = arguments[(position + 1)...].filter(\.arity.needsValue).count
            let spare = max(0, remaining - reservedForLater)
            let take: Int
            switch argument.arity {
            case .required:
                take = min(1, remaining)
            case .optional:
                take = min(1, spare)
            case .oneOrMore:
                take = max(min(1, remaining), spare)
            case .zeroOrMore:
                take = spare
            }
            if take == 0, argument.arity.needsValue {
                return .failure(.missing(argument))
            }
            if take > 0 {
                bound[argument.name] = Array(tokens[cursor..<(cursor + take)])
            }
            cursor += take
        }
        if cursor < tokens.count {
            return .failure(.leftover(Array(tokens[cursor...])))
        }
        return .success(bound)
    }
}
