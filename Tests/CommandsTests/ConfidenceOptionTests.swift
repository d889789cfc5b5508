import Commands
import Foundation
import Testing

/// `lint`'s confidence options and configuration keys, end to end on the fixture whose only
/// findings rest on label widths read off their stored frames.
@Suite("lint: confidence and Xcode's markers")
struct ConfidenceOptionTests {
    static let estimatedTie = Fixture.packageRoot.appendingPathComponent("Fixtures/RulesTests/Confidence/confidence-estimated-tie.xib").path
    static let mergeEdited = Fixture.packageRoot.appendingPathComponent("Fixtures/RulesTests/Confidence/confidence-merge-edited.xib").path

    @Test("by default Xcode is trusted: an estimated finding on views it did not mark is left out")
    func trustsXcodeByDefault() {
        let output = layoutlint("lint", Self.estimatedTie)
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.hasSuffix("1 file linted: 0 errors, 0 warnings\n"))
    }

    @Test("--ignore-xcode-markers shows them, as warnings that say what they rest on")
    func ignoreMarkers() {
        let output = layoutlint("lint", Self.estimatedTie, "--ignore-xcode-markers")
        #expect(output.exitCode == .success, "estimated findings are warnings: \(output.standardOutput)")
        #expect(output.standardOutput.contains("warning: UILabel'Name' and UILabel'Detail' tie over who grows horizontally"))
        #expect(output.standardOutput.contains("    estimated: rests on UILabel 'Name' (Tie-lb-002): estimated intrinsic size"))
        #expect(!output.standardOutput.contains(": error:"))
    }

    @Test("--minimum-confidence certain leaves every estimated finding out, and keeps the certain ones")
    func minimumConfidence() {
        let hidden = layoutlint("lint", Self.estimatedTie, "--ignore-xcode-markers", "--minimum-confidence", "certain")
        #expect(hidden.standardOutput.hasSuffix("1 file linted: 0 errors, 0 warnings\n"))
        let kept = layoutlint("lint", Self.mergeEdited, "--minimum-confidence", "certain", "--reporter", "json")
        #expect(kept.standardOutput.contains("\"confidence\": \"certain\""))
        #expect(kept.standardOutput.contains("\"rule\": \"misplaced_view\""))
    }

    @Test("an unknown confidence level is a usage error naming the choices")
    func badLevel() {
        let output = layoutlint("lint", Self.estimatedTie, "--minimum-confidence", "sure")
        #expect(output.exitCode == .usageError)
        #expect(output.standardError.contains("estimated"))
        #expect(output.standardError.contains("certain"))
    }

    @Test("the configuration keys do the same, per file")
    func configurationKeys() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try workspace.write("Header.xib", try String(contentsOfFile: Self.estimatedTie, encoding: .utf8))
        try workspace.write(".layoutlint.json", #"{"version": 1, "trustXcodeMarkers": false}"#)
        #expect(layoutlint("lint", file).standardOutput.contains("tie over who grows horizontally"))
        try workspace.write(".layoutlint.json", #"{"version": 1, "trustXcodeMarkers": false, "minimumConfidence": "certain"}"#)
        #expect(layoutlint("lint", file).standardOutput.hasSuffix("1 file linted: 0 errors, 0 warnings\n"))
        try workspace.write(".layoutlint.json", #"{"version": 1, "minimumConfidence": "sure"}"#)
        let bad = layoutlint("lint", file)
        #expect(bad.exitCode == .inputUnreadable)
        #expect(bad.standardError.contains("$.minimumConfidence: unknown confidence \"sure\""))
    }
}
