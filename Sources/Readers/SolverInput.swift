#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONSupport

/// A file `layoutlint solve` accepts: an Interface Builder file (by its extension), a layout
/// dump (it says `"format": "layoutlint-dump"`) or a constraint system in the neutral
/// benchmark format.
public enum SolverInput: Sendable {
    /// A layout dump.
    case layoutDump(LayoutDump)
    /// A constraint system.
    case constraintSystem(ConstraintSystem)
    /// An Interface Builder file (`.xib`, `.storyboard`).
    case interfaceBuilder(InterfaceBuilderDocument)

    /// Reads the file at `url`, deciding its kind from its content.
    /// A file larger than `limits.maximumFileBytes` is an error, never read whole.
    public static func read(_ url: URL, limits: InputLimits = .defaults) throws(ReaderError) -> SolverInput {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        return try read(data: try InputFile.read(url, as: file, maximumBytes: limits.maximumFileBytes), fileName: file)
    }

    /// Reads a file's bytes already in memory: an Interface Builder file by its name's
    /// extension, else a JSON document by its content (`parse(data:fileName:)`).
    public static func read(data: Data, fileName file: String) throws(ReaderError) -> SolverInput {
        if InterfaceBuilderReader.handles(file) {
            return .interfaceBuilder(try InterfaceBuilderReader.parse(data: data, fileName: file))
        }
        return try parse(data: data, fileName: file)
    }

    /// Parses a document held in memory, deciding its kind from its content; `fileName` is
    /// used in errors only.
    public static func parse(data: Data, fileName file: String) throws(ReaderError) -> SolverInput {
        let root = try InputFile.parseJSON(data, file: file)
        if LayoutDumpReader.isLayoutDump(root) {
            return .layoutDump(try LayoutDumpReader.decode(root, fileName: file))
        }
        return .constraintSystem(try ConstraintSystemReader.decode(root, fileName: file))
    }
}
