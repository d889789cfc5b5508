import LayoutModel

// The device insets and bars Interface Builder draws around a scene, as the walker decides them.
extension IBDocumentWalker {
    /// Xcode 16.3 and later (tools version 23727 on) draw a storyboard scene that no segue
    /// leads to, the initial one included, with the notched iPhone's insets counted
    /// twice: its safe area starts 96 pt down on the 6.1" iPhone (2 × 48) and 118 on the
    /// iPhone 15 (2 × 59), and ends 68 pt up (2 × 34) — IQKeyboardManager's Xcode 26 scenes,
    /// KeePassium's Xcode 16 onboarding scene, NetNewsWire's Xcode 26 image viewer, and the
    /// initial scenes of AibarSh's and Arsench1kk's Xcode 26 projects outside the corpus (a
    /// table pinned to the safe area at y = 118); Xcode 16.0's own orphan scenes
    /// (IQKeyboardManager's TestCases, 5) are drawn once.
    ///
    /// They draw a navigation stack the same way, initial or not: the navigation
    /// controller's bar stored at twice the status bar (IQKeyboardManager's Xcode 26 stack at
    /// y = 96, NetNewsWire's nine Xcode 26 stacks at 96 and 88; outside the corpus
    /// kabirdhillon7's Xcode 16.3 stack at 94, 2 × 47, and 52BaranHaydar's Xcode 26 one at
    /// 118), and the stack's scenes with their safe area below that bar and 68 pt above
    /// the bottom (both outside repositories pin views there). Stacks in a tab bar controller
    /// and scenes with simulated bars of their own are left as they were (no evidence), and
    /// so are files of a development build that does not say which Xcode it was (the
    /// placeholder 32700 without a plug-in build: it cannot be dated).
    func doublesDeviceInsets(controller: XMLElementNode?, isControllerView: Bool, notch: Bool,
                             bars: (top: Double, bottom: Double)) -> Bool {
        guard isStoryboard, isControllerView, notch, toolsVersion >= 23727, toolsVersion < 32700, bars.bottom == 0,
              let controller, let id = controller["id"] else { return false }
        if bars.top == 0 { return !inferredBars.reached.contains(id) }
        let simulatesTopBar = controller.children.contains { $0["key"] == "simulatedTopBarMetrics" }
        return inferredBars.navigationBar.contains(id) && !simulatesTopBar
    }

    /// Whether a controller's view is shorter than the screen by exactly the status bar and
    /// the bars (opaque bars, or edges not extended under them): the bars lie outside it.
    func sitsBelowBars(_ frame: Rect, status: Double, bars: (top: Double, bottom: Double)) -> Bool {
        guard bars.top > 0, frame.y == 0, let screenHeight else { return false }
        return frame.height == screenHeight - status - bars.top - bars.bottom
    }

    /// Whether a controller's view ends exactly where the bars and insets below it begin
    /// (a tab bar controller's scene whose edges are not extended under its tab bar: stored
    /// 554 pt tall from y = 64 on the 667 pt iPhone, above the 49 pt tab bar).
    func endsAboveBottomBars(_ frame: Rect, inset: Double) -> Bool {
        guard inset > 0, let screenHeight else { return false }
        return frame.y + frame.height == screenHeight - inset
    }

    /// The screen's height in the document's orientation (nil without a device).
    private var screenHeight: Double? {
        screen.map { landscape ? $0.width : $0.height }
    }

    /// The screen's width in the document's orientation (nil without a device).
    var screenWidth: Double? {
        screen.map { landscape ? $0.height : $0.width }
    }

    /// Whether `controller` is shown only over part of the screen (`InferredBars.presented`).
    func isPresented(_ controller: XMLElementNode?) -> Bool {
        controller?["id"].map(inferredBars.presented.contains) ?? false
    }

    /// Whether the document's device is an iPad, which shows its status bar in landscape too.
    var isIPad: Bool { device?.hasPrefix("ipad") ?? false }
}
