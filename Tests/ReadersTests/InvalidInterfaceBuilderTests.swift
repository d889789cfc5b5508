import Foundation
import Readers
import Testing

@Suite("Broken Interface Builder files are reported with file, line and column")
struct InvalidInterfaceBuilderTests {
    /// Each case reads `Fixtures/ReadersTests/IB/<file>` and expects exactly this message.
    @Test("Each broken file gives its exact diagnostic", arguments: [
        ("reportsInvalidIB-dangling-first-item.xib",
         #"reportsInvalidIB-dangling-first-item.xib:36:142: error: <constraint id="Bad-c6-010">: firstItem="Bad-zz-404" refers to no object in this document"#),
        ("reportsInvalidIB-dangling-second-item.xib",
         #"reportsInvalidIB-dangling-second-item.xib:35:157: error: <constraint id="Bad-c5-009">: secondItem="Bad-zz-404" refers to no object in this document"#),
        ("reportsInvalidIB-empty.xib",
         #"reportsInvalidIB-empty.xib:1:1: error: empty file; expected an XML document"#),
        ("reportsInvalidIB-external-entity.xib",
         #"reportsInvalidIB-external-entity.xib:2:1: error: DOCTYPE declarations are not allowed: Interface Builder never writes them, and external entities are never resolved"#),
        ("reportsInvalidIB-invalid-utf8.xib",
         #"reportsInvalidIB-invalid-utf8.xib:24:154: error: invalid UTF-8 (byte 0xE9); Interface Builder files are UTF-8"#),
        ("reportsInvalidIB-multiplier-zero-denominator.xib",
         #"reportsInvalidIB-multiplier-zero-denominator.xib:21:141: error: <constraint id="Bad-c2-004">: multiplier="2:0" divides by zero"#),
        ("reportsInvalidIB-non-numeric-frame.xib",
         #"reportsInvalidIB-non-numeric-frame.xib:17:246: error: <imageView id="Bad-ic-002">: width="wide" is not a finite number"#),
        ("reportsInvalidIB-not-ib.xib",
         #"reportsInvalidIB-not-ib.xib:2:21: error: not an Interface Builder document (expected <document type="com.apple.InterfaceBuilder3…">, found <plist>)"#),
        ("reportsInvalidIB-pre-xcode5-archive.xib",
         #"reportsInvalidIB-pre-xcode5-archive.xib:2:74: error: an Interface Builder archive from before Xcode 5; open it in a newer Xcode and save it to upgrade it"#),
        ("reportsInvalidIB-priority-out-of-range.xib",
         #"reportsInvalidIB-priority-out-of-range.xib:36:158: error: <constraint id="Bad-c6-010">: priority="1200" is not a priority between 1 and 1000"#),
        ("reportsInvalidIB-split-holding-priority.xib",
         #"reportsInvalidIB-split-holding-priority.xib:75:60: error: <real>: holding priority of split view "Spl-sp-007": value="heavy" is not a finite number"#),
        ("reportsInvalidIB-truncated.xib",
         #"reportsInvalidIB-truncated.xib:35:72: error: the document is not well-formed XML: the document ends before its elements are closed (truncated?)"#),
        ("reportsInvalidIB-wrong-encoding-declaration.xib",
         #"reportsInvalidIB-wrong-encoding-declaration.xib:1:31: error: the document is not well-formed XML: the document declares the encoding 'UTF-16', but Interface Builder files are UTF-8 (save it as UTF-8)"#),
    ])
    func reportsInvalidIB(file: String, expected: String) throws {
        let data = try Fixtures.data("IB/" + file)
        // A broken document throws; a broken layout (these files have one) is left out, and
        // its error is the document's only problem.
        let found: ReaderError?
        do throws(ReaderError) {
            let document = try InterfaceBuilderReader.parse(data: data, fileName: file)
            #expect(document.layouts.isEmpty)
            #expect(document.problems.count == 1)
            found = document.problems.first
        } catch {
            found = error
        }
        #expect(found?.description == expected)
        #expect(found?.line != nil && found?.column != nil)
    }
}
