import Foundation
import Testing
@testable import Configuration

/// Path components in text give what `NSString`'s path methods give (layoutlint does not load
/// `NSString` on Linux).
@Suite("Path components without NSString agree with NSString")
struct PathComponentTests {
    @Test("last component, the path without it, and a component appended",
          arguments: ["/a/b/c.xib", "/a/b/", "c.xib", "/", "", "/a", "a/b", "//a//b//", "./x", "../y/z"])
    func components(path: String) {
        #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
        #expect(PathText.withoutLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
        #expect(PathText.join(path, "pre-commit") == (path as NSString).appendingPathComponent("pre-commit"), "\(path)")
    }
}
