import JSONSupport
import LayoutModel

extension JSONCursor {
    /// The number here, checked against the magnitudes of `kind` (`InputNumber`); the error
    /// names the value and `name`, at this value's line and column.
    func number(as kind: InputNumber, name: String) throws(JSONDecodingError) -> Double {
        let value = try number()
        if let problem = kind.problem(value, name: name) { throw error(problem) }
        return value
    }
}
