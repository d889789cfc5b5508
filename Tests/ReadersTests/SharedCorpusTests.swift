import Foundation
import LayoutModel
import Readers
import Testing

/// Real Interface Builder files from public projects (`../shared/corpus/ib`, when present:
/// users do not have it, and the tests skip).
@Suite("The shared corpus of real Interface Builder files")
struct SharedCorpusTests {
    static let corpus = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    static var files: [URL] {
        guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "xib" || $0.pathExtension == "storyboard" }
            .sorted { $0.path < $1.path }
    }

    @Test("every file is read or refused with a located error, and every layout solves",
          .enabled(if: FileManager.default.fileExists(atPath: corpus.path), "no ../shared/corpus/ib"))
    func readsEveryFile() throws {
        let files = Self.files
        #expect(files.count > 300)
        var read = 0
        for url in files {
            do {
                let document = try InterfaceBuilderReader.read(contentsOf: url)
                read += 1
                for layout in document.layouts {
                    let system = RuntimeSystem(layout.graph)
                    let solved = try LayoutSolver.solve(system)
                    #expect(solved.rootFrames.allSatisfy { $0.width.isFinite && $0.height.isFinite }, "\(url.path) \(layout.name)")
                }
            } catch let error as ReaderError {
                // Empty placeholder files and a deliberately broken one exist in the corpus.
                #expect(error.line != nil || error.kind == .unreadable, "\(error)")
            }
        }
        #expect(read >= files.count - 10)
    }
}
