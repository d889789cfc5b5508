import LayoutModel
import Readers
import Testing

/// How one printed constraint should read: `first.attr relation multiplier×second.attr + constant @priority`,
/// items as `key` (address, or name) with class and label.
private struct Expected: Sendable, CustomTestStringConvertible {
    var text: String
    var reading: String
    var identifier: String? = nil
    var mask: String? = nil
    var hint: String? = nil
    var testDescription: String { text }
}

/// A compact, complete rendering of a parsed equation for comparisons.
private func reading(_ equation: LoggedEquation) -> String {
    func item(_ item: LoggedItem) -> String {
        if item.isUnnamedSuperview { return "|" }
        return item.className + (item.label.map { "'\($0)'" } ?? "") + (item.address.map { "@\($0)" } ?? "")
            + (item.qualifier.map { "/\($0)" } ?? "")
    }
    func anchor(_ anchor: LoggedAnchor) -> String {
        item(anchor.item) + "." + anchor.attribute.rawValue + (anchor.inSuperviewCoordinates ? "(in superview)" : "")
    }
    var text = anchor(equation.first) + " " + equation.relation.rawValue + " "
    if let second = equation.second {
        text += (equation.multiplier == 1 ? "" : "\(equation.multiplier)×") + anchor(second) + " + \(equation.constant)"
    } else {
        text += "\(equation.constant)"
    }
    if equation.priority != 1000 { text += " @\(equation.priority)" }
    if let link = equation.superviewLink { text += " [\(item(link.child)) in \(item(link.superview))]" }
    return text
}

@Suite("Constraint descriptions: every form UIKit and AppKit print")
struct ConstraintDescriptionParserTests {
    private static let forms: [Expected] = [
        // Equation form.
        Expected(text: "<NSLayoutConstraint:0x1 UILabel:0x7f8b1c00a200'Title'.leading == UIView:0x7f8b1c00b100.leadingMargin + 8   (active)>",
                 reading: "UILabel'Title'@0x7f8b1c00a200.leading == UIView@0x7f8b1c00b100.leadingMargin + 8.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.height == 0.4*UIView:0x3.height>",
                 reading: "UIView@0x2.height == 0.4×UIView@0x3.height + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width * 0.5 - 6   (active)>",
                 reading: "UIView@0x2.width == 0.5×UIView@0x3.width + -6.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.width >= 152   (active)>", reading: "UIView@0x2.width >= 152.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>", reading: "UIView@0x2.width == -16.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.height <= 1e-05>", reading: "UIView@0x2.height <= 1e-05"),
        Expected(text: "<NSLayoutConstraint:0x1 UIButton:0x2.top == UILabel:0x3.bottom + NSLayoutAnchorConstraintSpace(8)   (active)>",
                 reading: "UIButton@0x2.top == UILabel@0x3.bottom + 8.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.width == 120 @750>", reading: "UIView@0x2.width == 120.0 @750.0"),
        Expected(text: "<NSLayoutConstraint:0x1 SDCAlertLabel:0x2'It couldn\\U2019t be...'.firstBaseline == SDCAlertLabel:0x3'Error'.lastBaseline + 18>",
                 reading: "SDCAlertLabel'It couldn’t be...'@0x2.firstBaseline == SDCAlertLabel'Error'@0x3.lastBaseline + 18.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UILabel:0x2'it's (really) done'.centerY == UIView:0x3.centerY>",
                 reading: "UILabel'it's (really) done'@0x2.centerY == UIView@0x3.centerY + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 MyApp.CardView:0x2.bottom == NSKVONotifying_RoundedView:0x3.bottom>",
                 reading: "CardView@0x2.bottom == RoundedView@0x3.bottom + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 _TtC5MyApp9CardStack:0x2.top == UIView:0x3.top>",
                 reading: "CardStack@0x2.top == UIView@0x3.top + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.right == UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.right - 12   (active)>",
                 reading: "UIView@0x2.right == UILayoutGuide'UIViewSafeAreaLayoutGuide'@0x3.right + -12.0"),
        // Identifiers, with quotes and parentheses inside.
        Expected(text: "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UIView:0x2.height == 44   (active)>",
                 reading: "UIView@0x2.height == 44.0", identifier: "UIView-Encapsulated-Layout-Height"),
        Expected(text: "<NSLayoutConstraint:0x1 'card's (top) pin' UIView:0x2.top == UIView:0x3.top + 4>",
                 reading: "UIView@0x2.top == UIView@0x3.top + 4.0", identifier: "card's (top) pin"),
        // Names clause: items printed by name, and `|`.
        Expected(text: "<NSLayoutConstraint:0x1 Toolbar.lockIcon.width == 40   (active, names: Toolbar.lockIcon:0x106c2b2e0 )>",
                 reading: "Toolbar.lockIcon@0x106c2b2e0.width == 40.0"),
        Expected(text: "<NSLayoutConstraint:0x1 'UISV-canvas-connection' H:[nameField]-(0)-|   (active, names: nameField:0x5, '|':UIStackView:0x6 )>",
                 reading: "UIStackView@0x6.trailing == nameField@0x5.trailing + 0.0 [nameField@0x5 in UIStackView@0x6]",
                 identifier: "UISV-canvas-connection"),
        // VFL.
        Expected(text: "<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2'Name']   (active, names: '|':UIView:0x3 )>",
                 reading: "UILabel'Name'@0x2.leading == UIView@0x3.leading + 8.0 [UILabel'Name'@0x2 in UIView@0x3]"),
        Expected(text: "<NSLayoutConstraint:0x1 H:[UIImageView:0x2]-(>=5)-[UILabel:0x3]   (active)>",
                 reading: "UILabel@0x3.leading >= UIImageView@0x2.trailing + 5.0"),
        Expected(text: "<NSLayoutConstraint:0x1 V:[UILabel:0x2]-(0@250)-|   (active, names: '|':UIView:0x3 )>",
                 reading: "UIView@0x3.bottom == UILabel@0x2.bottom + 0.0 @250.0 [UILabel@0x2 in UIView@0x3]"),
        Expected(text: "<NSLayoutConstraint:0x1 V:[UIView:0x2(200)]>", reading: "UIView@0x2.height == 200.0"),
        Expected(text: "<NSLayoutConstraint:0x1 H:[NSButton:0x2'Check now'(>=158)]>", reading: "NSButton'Check now'@0x2.width >= 158.0"),
        Expected(text: "<NSLayoutConstraint:0x1 H:[NSButton:0x2]-(-7)-[NSTextField:0x3]>",
                 reading: "NSTextField@0x3.leading == NSButton@0x2.trailing + -7.0"),
        Expected(text: "<NSLayoutConstraint:0x1 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x3'Show More']>",
                 reading: "UIButton'Show More'@0x3.leading == UILabel' '@0x2.trailing + 8.0"),
        Expected(text: "<NSLayoutConstraint:0x1 H:|-(5)-[NSBox:0x2](LTR)   (active, names: '|':MyApp.MenuItemView:0x3 )>",
                 reading: "NSBox@0x2.leading == MenuItemView@0x3.leading + 5.0 [NSBox@0x2 in MenuItemView@0x3]"),
        Expected(text: "<NSLayoutConstraint:0x1 H:|-(5)-[NSBox:0x2](RTL)   (active, names: '|':NSView:0x3 )>",
                 reading: "NSBox@0x2.right == NSView@0x3.right + -5.0 [NSBox@0x2 in NSView@0x3]"),
        Expected(text: "<NSLayoutConstraint:0x1 V:|-(21)-[UILabel:0x2'XXXX'] (Names: '|':UITableViewCellContentView:0x3 )>",
                 reading: "UILabel'XXXX'@0x2.top == UITableViewCellContentView@0x3.top + 21.0 [UILabel'XXXX'@0x2 in UITableViewCellContentView@0x3]"),
        Expected(text: "<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x2]>",
                 reading: "UIView@0x2.leading == |.leading + 0.0 [UIView@0x2 in |]"),
        Expected(text: "<NSLayoutConstraint:0x1 V:|~~(0)~~[UIStackView:0x2]   (active, names: '|':UIView:0x3 )>",
                 reading: "UIStackView@0x2.top == UIView@0x3.top + 0.0 [UIStackView@0x2 in UIView@0x3]"),
        // Autoresizing masks.
        Expected(text: "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.midY == + 70>",
                 reading: "UIView@0x2.centerY(in superview) == 70.0", mask: "h=--& v=--&"),
        Expected(text: "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& V:[UIView:0x2(140)]>",
                 reading: "UIView@0x2.height == 140.0", mask: "h=--& v=--&"),
        Expected(text: "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIView:0x2.width == UIToolbar:0x3.width   (active)>",
                 reading: "UIView@0x2.width == UIToolbar@0x3.width + 0.0", mask: "h=-&- v=-&-"),
        Expected(text: "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b )>",
                 reading: "ItemCell@0x78b.width == 194.0", mask: "h=--& v=-&-"),
        // Constraint libraries.
        Expected(text: "<SnapKit.LayoutConstraint:0x1@CardCell.swift#88 UIView:0x2.height >= 44.0>",
                 reading: "UIView@0x2.height >= 44.0", hint: "CardCell.swift#88"),
        Expected(text: "<MASLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.left + 10>",
                 reading: "UIView@0x2.left == UIView@0x3.left + 10.0"),
        Expected(text: "<SnapKit.LayoutConstraint:0x1@/Users/Jane Doe/My App/CardCell.swift#12 UIView:0x2.height == 0.0>",
                 reading: "UIView@0x2.height == 0.0", hint: "/Users/Jane Doe/My App/CardCell.swift#12"),
        Expected(text: "<shop.LayoutConstraint:0x1@Banner.swift#37 UIView:0x2.width == 10.0>",
                 reading: "UIView@0x2.width == 10.0", hint: "Banner.swift#37"),
        // Names that are not identifiers, and Masonry's mas_key in place of addresses.
        Expected(text: "<NSLayoutConstraint:0x1 cover image.height == 4   (active, names: cover image:0x9 )>",
                 reading: "cover image@0x9.height == 4.0"),
        Expected(text: "<NSLayoutConstraint:0x1 PhotoTile-b....width == 44   (active, names: PhotoTile-b...:0x9 )>",
                 reading: "PhotoTile-b...@0x9.width == 44.0"),
        Expected(text: "<MASLayoutConstraint:0x1 UITableViewCellContentView:body.width == 320>",
                 reading: "UITableViewCellContentView/body.width == 320.0"),
        Expected(text: "<MASLayoutConstraint:0x1 UIImageView:avatar.width == UIView:card.width * 0.5>",
                 reading: "UIImageView/avatar.width == 0.5×UIView/card.width + 0.0"),
        // Quotes, angle brackets and addresses inside labels; escapes.
        Expected(text: "<NSLayoutConstraint:0x1 UILabel:0x2'>'.height == 12   (active)>", reading: "UILabel'>'@0x2.height == 12.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UILabel:0x2'a < b'.width >= UILabel:0x3'c > d'.width   (active)>",
                 reading: "UILabel'a < b'@0x2.width >= UILabel'c > d'@0x3.width + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UILayoutGuide:0x2'HeaderGuide(0x10ab)'.top == UIView:0x3.top   (active)>",
                 reading: "UILayoutGuide'HeaderGuide(0x10ab)'@0x2.top == UIView@0x3.top + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIButton:0x2'\\U05e9\\U05dc'.width == 80   (active)>", reading: "UIButton'של'@0x2.width == 80.0"),
        // Interface Builder's prototyping constraints: priorities inside and after the VFL, a
        // description wrapped over lines (joined with a space before `(LTR)`).
        Expected(text: "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with ambiguity'  H:[UIView:0x2(258@251)] priority:251>",
                 reading: "UIView@0x2.width == 258.0 @251.0", identifier: "IB auto generated at build time for view with ambiguity"),
        Expected(text: "<NSIBPrototypingLayoutConstraint:0x1\t'IB auto generated at build time for view with ambiguity' H:|-(137@251)-[UIButton:0x2](LTR) priority:251 (Names: '|':UIView:0x3 )>",
                 reading: "UIButton@0x2.leading == UIView@0x3.leading + 137.0 @251.0 [UIButton@0x2 in UIView@0x3]",
                 identifier: "IB auto generated at build time for view with ambiguity"),
        Expected(text: "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' H:|-(129)-[UILabel:0x2'Label'] (LTR)   (Names: '|':UIView:0x3 )>",
                 reading: "UILabel'Label'@0x2.leading == UIView@0x3.leading + 129.0 [UILabel'Label'@0x2 in UIView@0x3]",
                 identifier: "IB auto generated at build time for view with fixed frame"),
        // Generic classes, whose arguments hold angle brackets, spaces and commas.
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.width == _UIHostingView<ModifiedContent<Card, _FrameLayout>>:0x3.width   (active)>",
                 reading: "UIView@0x2.width == _UIHostingView@0x3.width + 0.0"),
        Expected(text: "<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x2]   (active, names: '|':_UIHostingView<A<B, C>>:0x3 )>",
                 reading: "UIView@0x2.leading == _UIHostingView@0x3.leading + 0.0 [UIView@0x2 in _UIHostingView@0x3]"),
        // System spacings printed without a sign; engine variables; scroll content sizes.
        Expected(text: "<_UISystemBaselineConstraint:0x1 UIView:0x2.bottom <= UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
                 reading: "UIView@0x2.bottom <= UILayoutGuide'UIViewSafeAreaLayoutGuide'@0x3.bottom + 8.0"),
        Expected(text: "<NSLayoutConstraint:0x1 NSTextField:0x2.leading == NSView:0x3.leading NSSpace(0)   (active)>",
                 reading: "NSTextField@0x2.leading == NSView@0x3.leading + 0.0"),
        Expected(text: "<_UIScrollViewAutomaticContentSizeConstraint:0x1 UITableView:0x2.contentHeight{id: 178} == -32.000000>",
                 reading: "UITableView@0x2/contentSize.height == -32.0"),
        Expected(text: "<NSLayoutConstraint:0x1 UIView:0x2.width{id: 12} == UIView:0x3.width{id: 15}>",
                 reading: "UIView@0x2.width == UIView@0x3.width + 0.0"),
        // More VFL: a trailing priority, bounded sizes; masks before the identifier.
        Expected(text: "<NSLayoutConstraint:0x1 H:[UIView:0x2]-(8)-[UIView:0x3] priority:250   (active)>",
                 reading: "UIView@0x3.leading == UIView@0x2.trailing + 8.0 @250.0"),
        Expected(text: "<NSLayoutConstraint:0x1 H:[UIView:0x2(>=500)]   (active)>", reading: "UIView@0x2.width >= 500.0"),
        Expected(text: "<NSLayoutConstraint:0x1 V:[UIView:0x2(<=153.6)]>", reading: "UIView@0x2.height <= 153.6"),
        Expected(text: "<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=&-- UIView:0x2.minX == 0   (active)>",
                 reading: "UIView@0x2.left(in superview) == 0.0", mask: "h=--- v=&--"),
        Expected(text: "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[UIView:0x2]   (Names: '|':UIView:0x3 )>",
                 reading: "UIView@0x2.leading == UIView@0x3.leading + 0.0 [UIView@0x2 in UIView@0x3]",
                 identifier: "UIView-Encapsulated-Layout-Left", mask: "h=--& v=--&"),
        Expected(text: "<NSContentSizeLayoutConstraint:0x1 H:[NSTextField:0x2'Total'(131)] Hug:250 CompressionResistance:750>",
                 reading: "NSTextField'Total'@0x2.width == 131.0"),
        // OS X 10.7 and 10.8: a space after the class's colon, ` >` at the end, views named by identifier.
        Expected(text: "<NSLayoutConstraint: 0x1 H:[NSButton:0x2'Save']-(12)-|   (Names: '|':NSView:0x3 ) >",
                 reading: "NSView@0x3.trailing == NSButton'Save'@0x2.trailing + 12.0 [NSButton'Save'@0x2 in NSView@0x3]"),
        Expected(text: "<NSLayoutConstraint: 0x1 H:[searchField]-(8)-[doneButton] (Names: searchField:0x2, doneButton:0x3 ) >",
                 reading: "doneButton@0x3.leading == searchField@0x2.trailing + 8.0"),
    ]

    @Test("Each form reads as the equation it stands for", arguments: forms)
    fileprivate func parses(_ expected: Expected) throws {
        let parsed = ConstraintDescriptionParser.parse(expected.text, line: 3, column: 5)
        let equation = try parsed.equation.get()
        #expect(reading(equation) == expected.reading)
        #expect(parsed.identifier == expected.identifier)
        #expect(parsed.autoresizingMask == expected.mask)
        #expect(parsed.sourceHint == expected.hint)
        #expect(parsed.address == "0x1")
        #expect(parsed.line == 3 && parsed.column == 5)
    }

    @Test("A content-size constraint keeps its hugging and compression-resistance priorities")
    func contentPriorities() {
        let parsed = ConstraintDescriptionParser.parse(
            "<NSContentSizeLayoutConstraint:0x1 V:[NSImageView:0x2(24)] Hug:251 CompressionResistance:1000>", line: 1, column: 1)
        #expect(parsed.contentPriorities?.hugging == 251)
        #expect(parsed.contentPriorities?.compressionResistance == 1000)
        #expect(ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 V:[UIView:0x2(24)]>", line: 1, column: 1).contentPriorities == nil)
    }

    @Test("An attribute printed as (null) is read, and marked as binding no known variable",
          arguments: ["<NSAutoresizingMaskLayoutConstraint:0x1 UIButton:0x2.(null) == 0>",
                      "<NSAutoresizingMaskLayoutConstraint:0x1 NSView:0x3.width == NSSplitView:0x2.(null)>"])
    func unnamedAttribute(text: String) throws {
        let equation = try ConstraintDescriptionParser.parse(text, line: 1, column: 1).equation.get()
        #expect(equation.hasUnnamedAttribute)
        #expect(equation.first.item.address == "0x2" || equation.second?.item.address == "0x2")
        let named = try ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 10>", line: 1, column: 1).equation.get()
        #expect(!named.hasUnnamedAttribute)
    }

    @Test("Masonry's mas_key items are told apart by their key")
    func masonryKeys() throws {
        let parsed = ConstraintDescriptionParser.parse("<MASLayoutConstraint:sameWidth UIView:left.width == UIView:right.width>", line: 1, column: 1)
        #expect(parsed.address == "sameWidth", "the constraint's own key stands for its address")
        let equation = try parsed.equation.get()
        #expect(equation.first.item.key != equation.second?.item.key)
        #expect(equation.first.item.qualifier == "left")
    }

    @Test("A custom subclass that prints no body keeps its class and address, and says why there is no equation")
    func bodiless() {
        let parsed = ConstraintDescriptionParser.parse("<Shop.LayoutConstraint:0x600001>", line: 1, column: 1)
        #expect(parsed.className == "Shop.LayoutConstraint" && parsed.address == "0x600001")
        guard case .failure(let problem) = parsed.equation else {
            Issue.record("a description without a body has no equation")
            return
        }
        #expect(problem.message.contains("prints no equation"))
    }

    @Test("(active) and (inactive) are recorded; the old form says nothing")
    func activeFlag() {
        #expect(ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 1   (active)>", line: 1, column: 1).isActive == true)
        #expect(ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 1   (inactive)>", line: 1, column: 1).isActive == false)
        #expect(ConstraintDescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 1>", line: 1, column: 1).isActive == nil)
    }

    @Test("What cannot be read keeps its class, address and text, with the reason",
          arguments: [
              ("<NSLayoutConstraint:0x6000012c4820 == UITextView:0x7f'Text'.top + 56   (active)>", "the first item and attribute are missing"),
              ("<NSLayoutConstraint:0x1 UIView:0x2.width ~= 5>", "expected ==, >= or <="),
              ("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]-(8)-|>", "VFL describing 2 relations"),
              ("<NSLayoutConstraint:0x1 UIView:0x2.width == 5 @0>", "priority between 1 and 1000"),
              ("<NSLayoutConstraint:0x1 UIView:0x2.width == 5 garbage>", "unexpected text"),
          ])
    func reportsProblems(text: String, reason: String) {
        let parsed = ConstraintDescriptionParser.parse(text, line: 1, column: 1)
        #expect(parsed.className == "NSLayoutConstraint")
        guard case .failure(let problem) = parsed.equation else {
            Issue.record("expected a parse failure for \(text)")
            return
        }
        #expect(problem.message.contains(reason), "\(problem.message)")
    }

    @Test("A description without `Class:0xADDRESS` is refused with a reason, never a crash",
          arguments: ["<>", "<NSLayoutConstraint>", "<NSLayoutConstraint:0x>", "", "<<<<", "<NSLayoutConstraint:0x1 '", "<NSLayoutConstraint:0x1 H:[", "<NSLayoutConstraint:0x1 V:[UIView:0x2(", "<NSLayoutConstraint:0x1 UIView:0x2'unterminated.width == 1>"])
    func hostile(text: String) {
        let parsed = ConstraintDescriptionParser.parse(text, line: 1, column: 1)
        if case .success = parsed.equation { Issue.record("\(text) should not parse") }
    }

    @Test("Class names are cleaned the way people wrote them",
          arguments: [("NaRen.ChatInputBarView", "ChatInputBarView"), ("NSKVONotifying_LQRoundedCornerView", "LQRoundedCornerView"),
                      ("_TtC7SwiftUIP33_8825076C2763A50452A210CBE1FA4AF020PagingCollectionView", "PagingCollectionView"),
                      ("UILabel", "UILabel"), ("_UIButtonBarStackView", "_UIButtonBarStackView"), ("_Tt", "_Tt"),
                      ("_TtGC5MyApp8CardViewCS_P10$1058RecoveryKeyView_", "CardView"),
                      ("SwiftUI._UIHostingView<ModifiedContent<Card, _FrameLayout>>", "_UIHostingView")])
    func cleansClassNames(printed: String, clean: String) {
        #expect(ClassNameCleaner.clean(printed) == clean)
    }
}
