import LayoutModel

/// The equation form of a constraint description:
/// `A.attr == B.attr`, `A.attr >= 0.4*B.attr + 8`, `A.attr == B.attr * 0.5 - 6`,
/// `A.width == 120`, `A.midY == + 70`, `A.top == B.bottom + NSLayoutAnchorConstraintSpace(8)`,
/// `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)` (a system spacing printed with no
/// sign), with an optional ` @750` priority.
enum EquationDescription {
    static func parse(_ cursor: inout DescriptionCursor, names: [String] = []) -> Result<LoggedEquation, LogParseProblem> {
        let first: LoggedAnchor
        if cursor.starts(with: "==") || cursor.starts(with: ">=") || cursor.starts(with: "<=") {
            return .failure(LogParseProblem("the first item and attribute are missing (the description starts at its relation)"))
        }
        switch ItemReferenceParser.readAnchor(&cursor, names: names) {
        case .success(let anchor): first = anchor
        case .failure(let problem): return .failure(problem)
        }
        cursor.skipSpaces()
        guard let relation = readRelation(&cursor) else {
            return .failure(LogParseProblem("expected ==, >= or <= at “\(cursor.rest.prefix(30))”"))
        }
        cursor.skipSpaces()
        var equation = LoggedEquation(first: first, relation: relation)
        if let number = cursor.readNumber() {
            cursor.skipSpaces()
            if cursor.skip("*") || cursor.skip("×") {
                cursor.skipSpaces()
                equation.multiplier = number
                guard case .success(let second) = ItemReferenceParser.readAnchor(&cursor, names: names) else {
                    return .failure(LogParseProblem("expected an item after the multiplier \(number)"))
                }
                equation.second = second
            } else {
                equation.constant = number
                return finish(equation, &cursor)
            }
        } else {
            switch ItemReferenceParser.readAnchor(&cursor, names: names) {
            case .success(let second): equation.second = second
            case .failure(let problem): return .failure(problem)
            }
            cursor.skipSpaces()
            if cursor.skip("*") || cursor.skip("×") {
                cursor.skipSpaces()
                guard let multiplier = cursor.readNumber() else { return .failure(LogParseProblem("expected a multiplier after “*”")) }
                equation.multiplier = multiplier
            }
        }
        cursor.skipSpaces()
        if cursor.current == "+" || cursor.current == "-" || DescriptionCursor.spacingWrappers.contains(where: cursor.starts) {
            guard let constant = cursor.readNumber() else {
                return .failure(LogParseProblem("expected a constant at “\(cursor.rest.prefix(30))”"))
            }
            equation.constant = constant
        }
        return finish(equation, &cursor)
    }

    /// Reads an optional ` @priority`, then requires the end of the text.
    static func finish(_ equation: LoggedEquation, _ cursor: inout DescriptionCursor) -> Result<LoggedEquation, LogParseProblem> {
        var result = equation
        cursor.skipSpaces()
        if cursor.skip("@") {
            guard let priority = cursor.readNumber(), priority >= 1, priority <= 1000 else {
                return .failure(LogParseProblem("expected a priority between 1 and 1000 after “@”"))
            }
            result.priority = priority
            cursor.skipSpaces()
        }
        guard cursor.isAtEnd else { return .failure(LogParseProblem("unexpected text “\(cursor.rest.prefix(40))”")) }
        return .success(result)
    }

    static func readRelation(_ cursor: inout DescriptionCursor) -> LayoutRelation? {
        if cursor.skip("==") { return .equal }
        if cursor.skip(">=") || cursor.skip("≥") { return .greaterThanOrEqual }
        if cursor.skip("<=") || cursor.skip("≤") { return .lessThanOrEqual }
        return nil
    }
}
