import Rules

/// JUnit XML, which GitLab, Jenkins, Azure Pipelines and CircleCI show as a test report:
/// `<testsuites>` with one `<testsuite name="layoutlint">`, in it one test case per finding,
/// classname = its file and name = `rule_id at line:col`, failing with
/// `<failure type="rule_id" message="…">` whose text is the finding as the text format
/// prints it (errors and warnings alike; the text says which). A clean file is one passing
/// test case named `no findings`; an unreadable file one test case with an `<error type="input">`.
/// One test case per finding because those tools show only the first failure of a test case.
public enum JUnitReporter: Reporter {
    public static func report(_ results: [FileResult]) -> String {
        var cases: [String] = []
        var failures = 0
        var errors = 0
        for result in results {
            for failure in result.inputErrors {
                let parts = LintReportText.failure(failure, file: result.file)
                cases.append(testCase(classname: result.file, name: result.failure != nil ? "read the file" : "read a layout", element: "error", type: "input",
                                      message: parts.message, body: failure))
                errors += 1
            }
            if result.failure != nil { continue }
            if result.findings.isEmpty {
                cases.append("<testcase classname=\"\(LintReportText.xml(result.file, attribute: true))\" name=\"no findings\"/>")
            }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let location = diagnostic.location?.description ?? result.file
                var name = diagnostic.ruleID
                if let line = diagnostic.location?.line {
                    name += " at \(line)" + (diagnostic.location?.column.map { ":\($0)" } ?? "")
                }
                let body = ["\(location): \(finding.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"]
                    + LintReportText.noteLines(diagnostic).map { "    " + $0 }
                cases.append(testCase(classname: diagnostic.location?.file ?? result.file, name: name, element: "failure",
                                      type: diagnostic.ruleID, message: diagnostic.message, body: body.joined(separator: "\n")))
                failures += 1
            }
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"layoutlint\" \(counts)>\n"
        out += "  <testsuite name=\"layoutlint\" \(counts) skipped=\"0\">\n"
        out += cases.map { "    " + $0 + "\n" }.joined()
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func testCase(classname: String, name: String, element: String, type: String, message: String, body: String) -> String {
        let attribute = { (text: String) in LintReportText.xml(text, attribute: true) }
        return "<testcase classname=\"\(attribute(classname))\" name=\"\(attribute(name))\">"
            + "<\(element) type=\"\(attribute(type))\" message=\"\(attribute(message))\">"
            + LintReportText.xml(body, attribute: false)
            + "</\(element)></testcase>"
    }
}
