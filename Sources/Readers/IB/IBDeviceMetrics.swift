import LayoutModel

/// What Interface Builder simulates around a controller's view but does not store in the
/// file: the device's safe-area insets and the bars above and below. layoutlint needs them
/// to place the safe-area and legacy top/bottom layout guides as Xcode did.
enum IBDeviceMetrics {
    /// The portrait safe-area insets (top, bottom) of the devices Xcode offers, by the
    /// `<device id="…">` it writes. Devices without a notch have the 20 pt status bar.
    static let portraitSafeArea: [String: (top: Double, bottom: Double)] = [
        "retina3_5": (20, 0), "retina4_0": (20, 0), "retina4_7": (20, 0), "retina5_5": (20, 0),
        "retina5_9": (44, 34), "retina6_5": (44, 34), "retina6_1": (48, 34),
        "retina6_0": (47, 34), "retina6_12": (47, 34), "retina6_7": (47, 34), "retina6_72": (47, 34),
        "retina6_3": (62, 34), "retina6_9": (62, 34), "retina5_4": (50, 34),
        "ipad9_7": (20, 0), "ipad10_2": (20, 0), "ipad10_5": (20, 0), "ipad12_9": (20, 0), "ipad7_9": (20, 0),
        "ipad10_9rounded": (24, 20), "ipad11_0rounded": (24, 20), "ipad12_9rounded": (24, 20), "ipad8_3rounded": (24, 20),
    ]

    /// The portrait screen sizes (points) of the devices Xcode offers.
    static let screenSizes: [String: (width: Double, height: Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_5": (414, 896), "retina6_1": (414, 896), "retina5_4": (375, 812),
        "retina6_0": (390, 844), "retina6_12": (390, 844), "retina6_7": (428, 926), "retina6_72": (430, 932),
        "retina6_3": (402, 874), "retina6_9": (440, 956),
        "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad12_9": (1024, 1366),
        "ipad7_9": (768, 1024), "ipad10_9rounded": (820, 1180), "ipad11_0rounded": (834, 1194),
        "ipad12_9rounded": (1024, 1366), "ipad8_3rounded": (744, 1133),
    ]

    /// Whether a top-level view has the size of the document's device screen (either
    /// orientation): Interface Builder then simulates the device's safe area around it.
    static func isScreenSized(_ frame: Rect, device: String?) -> Bool {
        guard let device, let size = screenSizes[device] else { return false }
        return (frame.width == size.width && frame.height == size.height) || (frame.width == size.height && frame.height == size.width)
    }

    /// UIKit's system minimum side margin for a screen (or table) this wide: 15 pt on 320 pt
    /// screens, 16 pt up to the 4.7" iPhones' 375 pt, 20 pt beyond.
    static func systemMinimumMargin(forWidth width: Double) -> Double {
        width > 375 ? 20 : 16
    }

    /// The simulated bars of a controller: heights added below the top and above the bottom.
    static func bars(of controller: XMLElementNode?, inferred: InferredBars = InferredBars()) -> (top: Double, bottom: Double) {
        guard let controller else { return (0, 0) }
        var top = 0.0
        var bottom = 0.0
        let explicitTop = controller.children.contains { $0["key"] == "simulatedTopBarMetrics" }
        let explicitBottom = controller.children.contains { $0["key"] == "simulatedBottomBarMetrics" }
        if let id = controller["id"] {
            if !explicitTop && inferred.navigationBar.contains(id) { top += 44 }
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
        var tabBar: Set<String> = []

        init() {}

        /// Follows the storyboard's segues.
        init(document: XMLElementNode) {
            var segues: [String: [(kind: String?, relationship: String?, destination: String)]] = [:]
            var kinds: [String: String] = [:]
            func walk(_ element: XMLElementNode, controller: String?) {
                var owner = controller
                if IBDocumentWalker.controllers.contains(element.name), let id = element["id"] {
                    owner = id
                    kinds[id] = element.name
                }
                if element.name == "segue", let owner, let destination = element["destination"] {
                    segues[owner, default: []].append((element["kind"], element["relationship"], destination))
                }
                for child in element.children { walk(child, controller: owner) }
            }
            walk(document, controller: nil)
            var queue: [String] = []
            for (owner, list) in segues.sorted(by: { $0.key < $1.key }) {
                for segue in list where segue.relationship == "rootViewController" && kinds[owner] == "navigationController" {
                    queue.append(segue.destination)
                }
                for segue in list where segue.relationship == "viewControllers" && kinds[owner] == "tabBarController" {
                    tabBar.insert(segue.destination)
                }
            }
            while let next = queue.popLast() {
                guard navigationBar.insert(next).inserted else { continue }
                for segue in segues[next] ?? [] where segue.kind == "show" || segue.kind == "push" { queue.append(segue.destination) }
            }
            // A tab's navigation controller passes the tab bar on to its stack.
            for (owner, list) in segues.sorted(by: { $0.key < $1.key }) where tabBar.contains(owner) && kinds[owner] == "navigationController" {
                for segue in list where segue.relationship == "rootViewController" { tabBar.insert(segue.destination) }
            }
        }
    }

    /// Whether the controller is shown at a free-form size (a popover, an embedded child):
    /// Xcode then simulates no status bar or device insets around it.
    static func isFreeform(_ controller: XMLElementNode?) -> Bool {
        controller?.children.contains {
            $0.name == "freeformSimulatedSizeMetrics" || ($0.name == "size" && $0["key"] == "freeformSize")
        } ?? false
    }

    /// Whether the controller hides the status bar (`<simulatedStatusBarMetrics
    /// key="simulatedStatusBarMetrics" statusBarStyle="…"/>` with style none).
    static func hidesStatusBar(_ controller: XMLElementNode?) -> Bool {
        controller?.children.contains { $0.name == "simulatedStatusBarMetrics" && $0["statusBarStyle"] == "none" } ?? false
    }
}
