import Testing
@testable import Readers

/// The fixed name sets the document walks ask about every element: membership exactly as a
/// `Set` would answer it.
@Suite struct ElementNamesTests {
    static let names: ElementNames = ["window", "panel", "viewController", "tabBarController", "windowController"]

    @Test("holds each of its names, and no other name of the same length, a longer one or the empty one",
          arguments: ["window", "panel", "viewController", "tabBarController", "windowController",
                      "button", "label", "autoresizingMask", "navigationController", "", "windows", "Window"])
    func membership(name: String) {
        let expected: Set<String> = ["window", "panel", "viewController", "tabBarController", "windowController"]
        #expect(Self.names.contains(name) == expected.contains(name))
    }

    @Test("the walker's sets hold controllers and cells, not views; an empty set holds nothing")
    func controllersAndNonViews() {
        #expect(IBDocumentWalker.controllers.contains("collectionViewController"))
        #expect(IBDocumentWalker.controllers.contains("customObject"))
        #expect(!IBDocumentWalker.controllers.contains("view"))
        #expect(IBElementKinds.nonViews.contains("textFieldCell"))
        #expect(!IBElementKinds.nonViews.contains("textField"))
        #expect(!ElementNames().contains(""))
    }
}
