import LayoutModel

/// What Interface Builder simulates around a controller's view but does not store in the
/// file: the device's safe-area insets and the bars above and below. layoutlint needs them
/// to place the safe-area and legacy top/bottom layout guides as Xcode did.
enum IBDeviceMetrics {
    /// One device Xcode offers: its portrait screen size, its portrait safe-area insets
    /// (top, bottom) and its pixels per point. Devices without a notch have the 20 pt status
    /// bar.
    struct Device {
        var width: Double
        var height: Double
        var top: Double
        var bottom: Double
        /// 2 for the 3.5"–4.7" iPhones, the first 6.1" one and every iPad, 3 for the others.
        var scale: Double
    }

    /// The devices, by the `<device id="…">` Interface Builder writes.
    static let devices: [String: Device] = [
        "retina3_5": Device(width: 320, height: 480, top: 20, bottom: 0, scale: 2),
        "retina4_0": Device(width: 320, height: 568, top: 20, bottom: 0, scale: 2),
        "retina4_7": Device(width: 375, height: 667, top: 20, bottom: 0, scale: 2),
        "retina5_5": Device(width: 414, height: 736, top: 20, bottom: 0, scale: 3),
        "retina5_9": Device(width: 375, height: 812, top: 44, bottom: 34, scale: 3),
        "retina6_5": Device(width: 414, height: 896, top: 44, bottom: 34, scale: 3),
        "retina6_1": Device(width: 414, height: 896, top: 48, bottom: 34, scale: 2),
        "retina5_4": Device(width: 375, height: 812, top: 50, bottom: 34, scale: 3),
        "retina6_0": Device(width: 390, height: 844, top: 47, bottom: 34, scale: 3),
        "retina6_12": Device(width: 393, height: 852, top: 59, bottom: 34, scale: 3),
        "retina6_7": Device(width: 428, height: 926, top: 47, bottom: 34, scale: 3),
        "retina6_72": Device(width: 430, height: 932, top: 59, bottom: 34, scale: 3),
        "retina6_3": Device(width: 402, height: 874, top: 62, bottom: 34, scale: 3),
        "retina6_9": Device(width: 440, height: 956, top: 62, bottom: 34, scale: 3),
        "ipad9_7": Device(width: 768, height: 1024, top: 20, bottom: 0, scale: 2),
        "ipad10_2": Device(width: 810, height: 1080, top: 20, bottom: 0, scale: 2),
        "ipad10_5": Device(width: 834, height: 1112, top: 20, bottom: 0, scale: 2),
        "ipad12_9": Device(width: 1024, height: 1366, top: 20, bottom: 0, scale: 2),
        "ipad7_9": Device(width: 768, height: 1024, top: 20, bottom: 0, scale: 2),
        "ipad10_9rounded": Device(width: 820, height: 1180, top: 24, bottom: 20, scale: 2),
        "ipad11_0rounded": Device(width: 834, height: 1194, top: 24, bottom: 20, scale: 2),
        "ipad12_9rounded": Device(width: 1024, height: 1366, top: 24, bottom: 20, scale: 2),
        "ipad8_3rounded": Device(width: 744, height: 1133, top: 24, bottom: 20, scale: 2),
    ]

    /// Whether a top-level view has the size of the document's device screen (either
    /// orientation): Interface Builder then simulates the device's safe area around it.
    static func isScreenSized(_ frame: Rect, device: String?) -> Bool {
        guard let device, let size = devices[device] else { return false }
        return (frame.width == size.width && frame.height == size.height) || (frame.width == size.height && frame.height == size.width)
    }

    /// UIKit's system minimum side margin for a view (a controller's view, a table) this wide:
    /// 16 pt up to the 4.7" iPhones' 375 pt, 20 pt beyond. On a document whose device screen
    /// (`screenWidth`, in the document's orientation) is 375 pt or narrower, a free-form view
    /// up to 400 pt wide keeps the 16 pt of that screen: WordPressAuthenticator's 383 pt scene
    /// and, outside the corpus, kickstarter's 400 pt table view controller's cells (Xcode 14.3
    /// and 15.3); wider ones have 20 there too (RocketChat's 402 pt cell, eidolon's iPad-sized
    /// scenes). On wider screens views beyond 375 pt have 20 (ChatSecure's 380 pt cell on a
    /// 6.5" document, KeePassium's 393 pt tables on a 6.1" one).
    static func systemMinimumMargin(forWidth width: Double, screenWidth: Double? = nil) -> Double {
        guard width > 375 else { return 16 }
        guard let screenWidth, screenWidth <= 375 else { return 20 }
        return width > 400 ? 20 : 16
    }

    /// The side margin of a prototype cell in a table this wide: the system minimum, except
    /// that Xcode 10 and earlier (toolsVersion below 15000) drew 320 pt tables with iOS 12's
    /// 15 pt cell margins (every such corpus cell sits at 15; Xcode 13 and later put them at
    /// 16, and an xib's top-level cell, drawn without a table, at 16 too).
    static func cellSideMargin(forTableWidth width: Double, screenWidth: Double?, toolsVersion: Double) -> Double {
        width <= 320 && IBElementKinds.savedBefore(15000, toolsVersion: toolsVersion) ? 15 : systemMinimumMargin(forWidth: width, screenWidth: screenWidth)
    }

    /// Xcode 9.1 to 9.4 (tools versions 13500 to 14300, iOS 11) drew a prototype cell that
    /// preserves its superview's margins, in a table placed inside a controller's view rather
    /// than a table view controller's own table, with 15 pt side margins, whatever the width:
    /// ChatSecure's Xcode 9.2 occupants list (8 views, leading and trailing), and outside the
    /// corpus SkeletonView's Xcode 9.4 example (15 and 15; 16 once re-saved by Xcode 13).
    /// Table view controllers' cells of the same Xcode versions have the system minimum
    /// (RocketChat's Xcode 9.4 settings; SwiftMessages' and Foodcy's outside the corpus: 16).
    /// Xcode 10.1's files have 16 everywhere; no Xcode 10.0 file shows which one changed it.
    static func drawsIOS11SubviewTableMargins(toolsVersion: Double) -> Bool {
        toolsVersion >= IBLayoutBuilder.firstIOS11ToolsVersion && toolsVersion < 14300
    }

    /// The side margin of those cells (`drawsIOS11SubviewTableMargins`).
    static let iOS11SubviewTableCellMargin = 15.0

    /// The simulated bars of a controller: heights added below the top and above the bottom.
    static func bars(of controller: XMLElementNode?, inferred: InferredBars = InferredBars()) -> (top: Double, bottom: Double) {
        guard let controller else { return (0, 0) }
        var top = 0.0
        var bottom = 0.0
        let explicitTop = controller.children.contains { $0["key"] == "simulatedTopBarMetrics" }
        let explicitBottom = controller.children.contains { $0["key"] == "simulatedBottomBarMetrics" }
        if let id = controller["id"] {
            if !explicitTop && inferred.navigationBar.contains(id) { top += inferred.navigationBarHeight[id] ?? 44 }
            if !explicitBottom && inferred.tabBar.contains(id) { bottom += 49 }
        }
        for metrics in controller.children {
            switch (metrics.name, metrics["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                top += metrics["prompted"] == "YES" ? 74 : 44
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bottom += 49
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                bottom += 44
            default:
                break
            }
        }
        return (top, bottom)
    }

    /// Controllers that Xcode shows with an inferred bar: those inside a navigation
    /// controller (its root, and whatever it shows or pushes) get a navigation bar; those of
    /// a tab bar controller, a tab bar.
    struct InferredBars {
        var navigationBar: Set<String> = []
        /// The height of the bar over each controller of `navigationBar`, where its
        /// navigation controller stores its bar's frame: Xcode simulates the bar it draws
        /// there, 44 pt before Xcode 26, 54 from Xcode 26 on (NetNewsWire's 9 and
        /// 52BaranHaydar's outside the corpus), with large titles 96 (RocketChat,
        /// IQKeyboardManager's Xcode 15 file) or 106 (its Xcode 26 file).
        var navigationBarHeight: [String: Double] = [:]
        var tabBar: Set<String> = []
        /// Every controller a segue (or a container relationship) of the document leads to.
        /// The initial controller is not among them unless a segue leads there too: Xcode
        /// 16.3 and later draw it as they draw an unreached scene (`doublesDeviceInsets`).
        var reached: Set<String> = []
        /// Controllers shown only over part of the screen, as a popover or a form or page
        /// sheet: every segue to them presents them so, none embeds, pushes or shows them,
        /// and none is initial.
        var presented: Set<String> = []

        init() {}

        /// Segue kinds that present their destination as a popover.
        static let popoverKinds: Set<String> = ["popoverPresentation", "popover"]

        /// Segue kinds that present their destination modally, in the segue's
        /// `modalPresentationStyle`.
        static let modalKinds: Set<String> = ["presentation", "modal"]

        /// Modal presentation styles that leave part of the screen to the presenter.
        static let partialScreenStyles: Set<String> = ["formSheet", "pageSheet", "popover"]

        /// Whether a segue shows its destination over part of the screen only. A modal
        /// segue without a style, and a `show` outside a navigation stack, present full
        /// screen: `UIModalPresentationStyle.fullScreen` was the default before iOS 13, and
        /// Xcode 10 draws such scenes under the status bar (Rec-test's presented scene and
        /// ENGR697's two shown ones, Xcode 10.1, outside the corpus).
        static func presentsOverPartOfScreen(kind: String?, style: String?) -> Bool {
            guard let kind else { return false }
            if popoverKinds.contains(kind) { return true }
            return modalKinds.contains(kind) && style.map(partialScreenStyles.contains) == true
        }

        /// Follows the storyboard's segues.
        init(document: XMLElementNode) {
            var segues: [String: [(kind: String?, relationship: String?, style: String?, destination: String)]] = [:]
            var kinds: [String: String] = [:]
            var hidesBar: Set<String> = []
            var barHeights: [String: Double] = [:]
            func walk(_ element: XMLElementNode, controller: String?) {
                var owner = controller
                if IBDocumentWalker.controllers.contains(element.name), let id = element["id"] {
                    owner = id
                    kinds[id] = element.name
                    if IBValues.yes(element["navigationBarHidden"]) { hidesBar.insert(id) }
                    if element.name == "navigationController", let height = IBDeviceMetrics.storedBarHeight(of: element) { barHeights[id] = height }
                }
                if element.name == "segue", let owner, let destination = element["destination"] {
                    segues[owner, default: []].append((element["kind"], element["relationship"], element["modalPresentationStyle"], destination))
                }
                for child in element.children { walk(child, controller: owner) }
            }
            walk(document, controller: nil)
            reached = Set(segues.values.flatMap { $0.map(\.destination) })
            var queue: [(controller: String, barHeight: Double?)] = []
            for (owner, list) in segues.sorted(by: { $0.key < $1.key }) {
                // A navigation controller that hides its bar gives its stack none.
                for segue in list where segue.relationship == "rootViewController" && kinds[owner] == "navigationController"
                    && !hidesBar.contains(owner) {
                    queue.append((segue.destination, barHeights[owner]))
                }
                for segue in list where segue.relationship == "viewControllers" && kinds[owner] == "tabBarController" {
                    tabBar.insert(segue.destination)
                }
            }
            while let (next, barHeight) = queue.popLast() {
                guard navigationBar.insert(next).inserted else { continue }
                if let barHeight { navigationBarHeight[next] = barHeight }
                for segue in segues[next] ?? [] where segue.kind == "show" || segue.kind == "push" {
                    queue.append((segue.destination, barHeight))
                }
            }
            var kept: Set<String> = navigationBar
            if let initial = document["initialViewController"] { kept.insert(initial) }
            var shown: Set<String> = []
            for list in segues.values {
                for segue in list {
                    if segue.relationship == nil, Self.presentsOverPartOfScreen(kind: segue.kind, style: segue.style) {
                        shown.insert(segue.destination)
                    } else {
                        kept.insert(segue.destination)
                    }
                }
            }
            presented = shown.subtracting(kept)
            // A tab's navigation controller passes the tab bar on to its stack.
            for (owner, list) in segues.sorted(by: { $0.key < $1.key }) where tabBar.contains(owner) && kinds[owner] == "navigationController" {
                for segue in list where segue.relationship == "rootViewController" { tabBar.insert(segue.destination) }
            }
        }
    }

    /// The height of the bar a navigation controller stores (`<navigationBar
    /// key="navigationBar">`'s frame), when it is a plausible bar's.
    static func storedBarHeight(of navigationController: XMLElementNode) -> Double? {
        guard let bar = navigationController.child("navigationBar", key: "navigationBar"),
              let frame = bar.child("rect", key: "frame"), let text = frame["height"],
              let height = Double(text), height >= 30, height <= 160 else { return nil }
        return height
    }

    /// Whether the controller is shown at a free-form size (a popover, an embedded child):
    /// Xcode then simulates no status bar or device insets around it.
    static func isFreeform(_ controller: XMLElementNode?) -> Bool {
        controller?.children.contains {
            $0.name == "freeformSimulatedSizeMetrics" || ($0.name == "size" && $0["key"] == "freeformSize")
        } ?? false
    }

    /// Where Xcode's status bars change: files of Xcode 14.1 (21225) and earlier have them as
    /// Xcode 13 drew them, files of Xcode 14.2 (21507) and later do not; 21500 lies between.
    static let xcode14_2 = 21500.0

    /// Whether Xcode leaves the status bar out of a storyboard scene on a device without a
    /// notch: Xcode 10.3 to 14.1 (toolsVersion 14800–21499) do, with or without a top bar —
    /// every corpus view pinned to the safe-area top of such a scene without a bar sits at
    /// y = 0, up to WordPressAuthenticator's Xcode 14.1 Password scene, and the navigation
    /// stacks of this era put their bar at y = 0, 44 pt tall (WordPressAuthenticator's Xcode
    /// 11.3 Signup storyboard; outside the corpus sdl_ios's Xcode 11 example app, its top
    /// layout guide 44 pt down in a pushed scene) — while Xcode 9 and Xcode 14.3 (KeePassium)
    /// and later keep the 20 pt bar (y = 20, and 64 below a navigation bar); where between
    /// 14.1 and 14.3 it changed no file shows (put at 14.2, where the notched iPhones' bars
    /// change). The controllers of xibs keep it. Xcode 10.0 to 10.2 still keep it, except
    /// above a scene without a top bar only ever presented over part of the screen (a
    /// popover, a form sheet), drawn without it: initial and navigation-stack scenes of 10.1
    /// at y = 20 (RocketChat's Jitsi scene; duckduckgo and firebase's quickstart outside the
    /// corpus), an Xcode 10.2 xib view too (matrix-ios-kit), and scenes presented full screen
    /// as well (outside the corpus, Rec-test's modal scene and ENGR697's scenes shown outside
    /// a navigation stack, 10.1). A screen-sized top-level xib view goes without it from
    /// Xcode 10.3 on, as a scene does.
    static func omitsStatusBar(toolsVersion: Double, topBar: Double, presented: Bool = false) -> Bool {
        guard toolsVersion < xcode14_2 else { return false }
        if toolsVersion >= 14800 { return true }
        return topBar == 0 && presented && toolsVersion >= 14000
    }

    /// Whether the controller hides the status bar (`<simulatedStatusBarMetrics
    /// key="simulatedStatusBarMetrics" statusBarStyle="…"/>` with style none, or the
    /// `<nil key="simulatedStatusBarMetrics"/>` that older Xcodes write for "None": eidolon's
    /// Xcode 8 scene pins a button both 20 pt below its top layout guide and 20 pt below its
    /// top, stored at y = 20).
    static func hidesStatusBar(_ controller: XMLElementNode?) -> Bool {
        controller?.children.contains {
            ($0.name == "simulatedStatusBarMetrics" && $0["statusBarStyle"] == "none")
                || ($0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics")
        } ?? false
    }

    /// Whether Xcode simulates the device's status bar and insets around a top-level xib view
    /// that is not the size of the screen: it does when the view has a safe-area guide and is
    /// taller than it is wide (drawn on the device in portrait), and not around a view wider
    /// than tall (landscape, where an iPhone without a notch shows no status bar). Over the
    /// corpus, the three portrait views pinned to their safe area (375 × 570 twice, 295 × 496)
    /// sit 20 pt down, the landscape ones (375 × 55, 477 × 351, 466 × 95, 44 × 44, …) at 0:
    /// giving every top-level view with a safe-area guide the insets breaks 17 views.
    static func isSimulatedInPortrait(_ view: XMLElementNode, frame: Rect) -> Bool {
        view.child("viewLayoutGuide", key: "safeArea") != nil && frame.height > frame.width
    }
}
