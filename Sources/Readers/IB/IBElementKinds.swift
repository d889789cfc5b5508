import LayoutModel

/// What each Interface Builder element name means: the class it stands for, its role, and
/// whether its size comes from its content (so its stored frame size serves as its
/// intrinsic content size).
enum IBElementKinds {
    /// The facts about one element name.
    struct Kind {
        var className: String
        var role: ViewRole = .plain
        var contentSized = false
    }

    static let iOS: [String: Kind] = [
        "view": Kind(className: "UIView"),
        "label": Kind(className: "UILabel", contentSized: true),
        "button": Kind(className: "UIButton", contentSized: true),
        "imageView": Kind(className: "UIImageView", contentSized: true),
        "textField": Kind(className: "UITextField", contentSized: true),
        "switch": Kind(className: "UISwitch", contentSized: true),
        "slider": Kind(className: "UISlider", contentSized: true),
        "stepper": Kind(className: "UIStepper", contentSized: true),
        "segmentedControl": Kind(className: "UISegmentedControl", contentSized: true),
        "activityIndicatorView": Kind(className: "UIActivityIndicatorView", contentSized: true),
        "progressView": Kind(className: "UIProgressView", contentSized: true),
        "pageControl": Kind(className: "UIPageControl", contentSized: true),
        "datePicker": Kind(className: "UIDatePicker", contentSized: true),
        "pickerView": Kind(className: "UIPickerView", contentSized: true),
        "searchBar": Kind(className: "UISearchBar", contentSized: true),
        "navigationBar": Kind(className: "UINavigationBar", contentSized: true),
        "toolbar": Kind(className: "UIToolbar", contentSized: true),
        "tabBar": Kind(className: "UITabBar", contentSized: true),
        "textView": Kind(className: "UITextView"),
        "stackView": Kind(className: "UIStackView", role: .stackView),
        "scrollView": Kind(className: "UIScrollView", role: .scrollView),
        "tableView": Kind(className: "UITableView", role: .scrollView),
        "collectionView": Kind(className: "UICollectionView", role: .scrollView),
        "tableViewCell": Kind(className: "UITableViewCell", role: .cell),
        "collectionViewCell": Kind(className: "UICollectionViewCell", role: .cell),
        "collectionReusableView": Kind(className: "UICollectionReusableView"),
        "tableViewCellContentView": Kind(className: "UITableViewCellContentView", role: .cellContentView),
        "collectionViewCellContentView": Kind(className: "UIView", role: .cellContentView),
        "visualEffectView": Kind(className: "UIVisualEffectView"),
        "containerView": Kind(className: "UIView"),
        "mapView": Kind(className: "MKMapView"),
        "wkWebView": Kind(className: "WKWebView"),
        "webView": Kind(className: "UIWebView"),
        // Rendering views draw their own content and have no intrinsic size: plain views to
        // Auto Layout, named so that no note calls them unknown.
        "skView": Kind(className: "SKView"),
        "arskView": Kind(className: "ARSKView"),
        "sceneKitView": Kind(className: "SCNView"),
        "arscnView": Kind(className: "ARSCNView"),
        "glkView": Kind(className: "GLKView"),
        "mtkView": Kind(className: "MTKView"),
    ]

    static let macOS: [String: Kind] = [
        "view": Kind(className: "NSView"),
        "customView": Kind(className: "NSView"),
        "textField": Kind(className: "NSTextField", contentSized: true),
        "button": Kind(className: "NSButton", contentSized: true),
        "imageView": Kind(className: "NSImageView", contentSized: true),
        "popUpButton": Kind(className: "NSPopUpButton", contentSized: true),
        "comboBox": Kind(className: "NSComboBox", contentSized: true),
        "searchField": Kind(className: "NSSearchField", contentSized: true),
        "secureTextField": Kind(className: "NSSecureTextField", contentSized: true),
        "tokenField": Kind(className: "NSTokenField", contentSized: true),
        "segmentedControl": Kind(className: "NSSegmentedControl", contentSized: true),
        "slider": Kind(className: "NSSlider", contentSized: true),
        "stepper": Kind(className: "NSStepper", contentSized: true),
        "switch": Kind(className: "NSSwitch", contentSized: true),
        "progressIndicator": Kind(className: "NSProgressIndicator", contentSized: true),
        "levelIndicator": Kind(className: "NSLevelIndicator", contentSized: true),
        "datePicker": Kind(className: "NSDatePicker", contentSized: true),
        "colorWell": Kind(className: "NSColorWell", contentSized: true),
        "pathControl": Kind(className: "NSPathControl", contentSized: true),
        "stackView": Kind(className: "NSStackView", role: .stackView),
        "scrollView": Kind(className: "NSScrollView"),
        "clipView": Kind(className: "NSClipView"),
        "scroller": Kind(className: "NSScroller"),
        "tableView": Kind(className: "NSTableView"),
        "outlineView": Kind(className: "NSOutlineView"),
        "tableCellView": Kind(className: "NSTableCellView"),
        "tableRowView": Kind(className: "NSTableRowView"),
        "box": Kind(className: "NSBox"),
        "tabView": Kind(className: "NSTabView"),
        "splitView": Kind(className: "NSSplitView"),
        "textView": Kind(className: "NSTextView"),
        "collectionView": Kind(className: "NSCollectionView"),
        "visualEffectView": Kind(className: "NSVisualEffectView"),
        // The grid sizes itself from its rows and columns (GridViewConstraints).
        "gridView": Kind(className: "NSGridView"),
        "matrix": Kind(className: "NSMatrix"),
        // Plain views to Auto Layout (no intrinsic size), named so that no note calls them
        // unknown: a table's header (laid out by its scroll view), a storyboard's container
        // view, web views, the predicate and rule editors, a bare control.
        "tableHeaderView": Kind(className: "NSTableHeaderView"),
        "containerView": Kind(className: "NSView"),
        "wkWebView": Kind(className: "WKWebView"),
        "webView": Kind(className: "WebView"),
        "predicateEditor": Kind(className: "NSPredicateEditor"),
        "ruleEditor": Kind(className: "NSRuleEditor"),
        "control": Kind(className: "NSControl"),
    ]

    /// Whether a file of `toolsVersion` was saved by an Xcode older than the one whose tools
    /// version starts at `firstToolsVersion`.
    static func savedBefore(_ firstToolsVersion: Double, toolsVersion: Double) -> Bool {
        toolsVersion < firstToolsVersion
    }

    /// The tools version a document that states none (or none readable) is read as: the
    /// newest the model knows (Xcode 26), so that every version check treats it as a current
    /// file. Xcode writes one in every document since Xcode 5's format; a file without one
    /// was written by hand or by a tool, for today's systems.
    static let currentToolsVersion = 24765.0

    /// Whether a file was saved before Xcode 12 (tools version below 17000),
    /// so that its controls are drawn as macOS 10.15 and earlier drew them: rounded pop-ups
    /// (their insets and baseline row go together), steppers, help buttons, check boxes and
    /// radio buttons of both sizes.
    static func drawsControlsBeforeMacOS11(toolsVersion: Double) -> Bool {
        savedBefore(firstMacOS11ToolsVersion, toolsVersion: toolsVersion)
    }

    /// The first tools version (Xcode 12) whose files show macOS 11's controls and SF Symbols.
    static let firstMacOS11ToolsVersion = 17000.0

    /// The first tools version whose files show the wider bezel shadow of regular push buttons
    /// (5 above, 7 at the sides) and check boxes whose frame ends at the title: every file from
    /// 18xxx (Xcode 12.5) on, and 17701's (Telephone's account sheet, rivenx's about box,
    /// NetNewsWire's share sheet; one NetNewsWire 17701 file keeps older frames). Earlier 17xxx
    /// files are mixed, their frames often kept from before, and keep the older metrics.
    static let firstWiderBezelToolsVersion = 17701.0

    /// The first tools version of Xcode 14 (21xxx; Xcode 13 is 19xxx–20xxx).
    static let firstXcode14ToolsVersion = 21000.0

    /// AppKit classes whose own coordinates are flipped (top-left origin), so their
    /// subviews' frames are stored from the top.
    static let flippedAppKitClasses: Set<String> = [
        "NSScrollView", "NSTableView", "NSOutlineView", "NSTextView", "NSClipView", "NSCollectionView",
        "NSMatrix", "NSTabView", "NSSplitView",
    ]

    /// Whether an AppKit view element draws in flipped coordinates, as Interface Builder
    /// knows it: the classes above are, and a clip view is when its document view is
    /// (`NSClipView.isFlipped`, Apple's documentation). Interface Builder cannot run a custom
    /// class's `isFlipped`, so a custom view as document view leaves its clip view unflipped.
    static func isFlippedAppKitView(_ element: XMLElementNode, kind elementKind: Kind?) -> Bool {
        guard let className = elementKind?.className, flippedAppKitClasses.contains(className) else { return false }
        guard className == "NSClipView" else { return true }
        guard let document = element.child("subviews")?.children.first(where: IBLayoutBuilder.isView) else { return true }
        return flippedAppKitClasses.contains(kind(of: document.name, on: .macOS)?.className ?? "")
    }

    /// The class `element` stands for: its custom class (with its module) or its kind's,
    /// a plain view for an unknown element.
    static func className(of element: XMLElementNode, on platform: Platform) -> String {
        if let custom = element["customClass"] { return element["customModule"].map { "\($0).\(custom)" } ?? custom }
        return kind(of: element.name, on: platform)?.className ?? (platform == .iOS ? "UIView" : "NSView")
    }

    /// How reports name `element`: its label in Interface Builder, else its text or title.
    static func displayName(of element: XMLElementNode) -> String? {
        element["userLabel"] ?? element["text"] ?? element["title"]
    }

    /// The kind of `element` on `platform`, or nil when the name is unknown.
    static func kind(of element: String, on platform: Platform) -> Kind? {
        (platform == .iOS ? iOS : macOS)[element]
    }

    /// Elements that are never views even when they carry a frame.
    static let nonViews: ElementNames = ["window", "panel", "menu", "menuItem", "tableColumn", "tableHeaderCell",
                                        "textFieldCell", "buttonCell", "imageCell"]
}
