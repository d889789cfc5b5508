#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel
import Spelling

/// One Interface Builder file: every independent layout in it.
public struct InterfaceBuilderDocument: Sendable {
    /// One independent layout: a top-level view or cell, a scene's view, a window's content view.
    public struct Layout: Sendable {
        /// How reports name it: the scene's controller (`ProfileViewController scene`), or
        /// the root view's class and id.
        public var name: String
        /// The views, guides and constraints (in the size classes of the document's device).
        public var graph: LayoutGraph
        /// Whether the layout uses constraints at all (else frames are fixed by hand).
        public var usesAutoLayout: Bool
    }

    /// The file as the user named it.
    public var file: String
    /// iOS (UIKit, also tvOS) or macOS.
    public var platform: Platform
    /// The layouts, in document order.
    public var layouts: [Layout]
    /// Remarks for the user: unknown elements read as plain views, size-class variations
    /// (the base configuration is the one linted), constraints to other scenes skipped.
    public var notes: [String]
    /// Views the file holds that no layout lays out, each with the reason: reported, never
    /// silently dropped, and kept out of findings.
    public var notLaidOut: [NotLaidOut] = []

    /// The errors of layouts that could not be read (a constraint naming no object, a value
    /// out of range), each as a whole unreadable file's would be. The file's other layouts are
    /// read; the views of these are in `notLaidOut`.
    public var problems: [ReaderError] = []

    /// A view of the file that layoutlint does not lay out, and why.
    public struct NotLaidOut: Sendable, Equatable {
        public var id: String
        public var className: String
        public var name: String?
        public var line: Int
        public var column: Int
        /// The layout it belongs to (named as `Layout.name`).
        public var layout: String
        /// The frame Interface Builder stored for it, if any.
        public var storedFrame: Rect?
        /// Why it is not laid out, in words (`not installed in …`).
        public var reason: String
    }
}

/// Reads `.xib` and `.storyboard` files, iOS and macOS, from the Xcode 6 document format on.
///
/// Every element keeps its line, column and IB object id. Unknown elements that carry a
/// frame are read as plain views with a note. Intrinsic content sizes are not stored in IB
/// files: content-sized views (labels, buttons, images, switches, text fields, …) take their
/// stored frame size as their intrinsic size, unless IB's placeholder intrinsic size says
/// otherwise. Placeholder constraints are kept with origin `placeholder`: out of the run-time
/// system, but laid out with, as Xcode's canvas does (`RuntimeSystem.placeholders`).
public enum InterfaceBuilderReader {
    /// Whether a file name has an Interface Builder extension.
    public static func handles(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Reads the file at `url`.
    public static func read(contentsOf url: URL) throws(ReaderError) -> InterfaceBuilderDocument {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        return try parse(data: try InputFile.read(url, as: file), fileName: file)
    }

    /// Parses a document held in memory; `fileName` is used in errors and sources.
    public static func parse(data: Data, fileName: String) throws(ReaderError) -> InterfaceBuilderDocument {
        let root: XMLElementNode
        do throws(XMLTree.ParseFailure) {
            root = try XMLTree.parse(data)
        } catch {
            throw ReaderError(kind: .malformedXML, file: fileName, line: error.line, column: error.column, message: error.message)
        }
        if root.name == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true {
            throw ReaderError(kind: .invalidContent, file: fileName, line: root.line, column: root.column,
                              message: "an Interface Builder archive from before Xcode 5; open it in a newer Xcode and save it to upgrade it")
        }
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw ReaderError(kind: .invalidContent, file: fileName, line: root.line, column: root.column,
                              message: "not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3…\">, found <\(root.name)>)")
        }
        let platform: Platform = TextSearch.contains("MacOSX", in: root["targetRuntime"] ?? type) || TextSearch.contains(".Cocoa.", in: type) ? .macOS : .iOS
        var reader = IBDocumentWalker(file: fileName, platform: platform, document: root)
        reader.walk()
        return InterfaceBuilderDocument(file: fileName, platform: platform, layouts: reader.layouts, notes: reader.notes,
                                        notLaidOut: reader.notLaidOut, problems: reader.problems)
    }
}
