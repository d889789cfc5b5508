import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Readers

/// FoundationXML's `XMLParser` (libxml2) building the same element tree: the reference the
/// Interface Builder reader's own XML parser is checked against. Only the tests load it.
enum XMLParserReference {
    /// The root element of `data`, or nil when `XMLParser` refuses it. The same safety as the
    /// reader: documents with declarations, processing instructions or bytes that are not
    /// UTF-8 are not handed to it (libxml2 and FoundationXML misbehave on some of them).
    static func tree(_ data: Data) -> XMLElementNode? {
        guard XMLTree.firstDeclaration(in: data) == nil, XMLTree.firstInvalidUTF8(in: data) == nil,
              XMLTree.firstProcessingInstruction(in: data) == nil else { return nil }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), !builder.failed else { return nil }
        return builder.root
    }
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []
    var failed = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < XMLTree.maximumDepth else {
            failed = true
            parser.abortParsing()
            return
        }
        stack.append(XMLElementNode(name: elementName, attributes: XMLAttributes(attributes), children: [],
                                    line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        failed = true
        parser.abortParsing()
        return nil
    }
}
