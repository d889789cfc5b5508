import LayoutModel

/// Where in UIKit's or AppKit's own machinery a conflict happens, judged by the classes
/// (and guide identifiers) of the views that take part: the keyboard, a toolbar's or a
/// navigation bar's item layout, a split view's panes. Each has its own trigger and fix,
/// whether or not a view of the app takes part.
enum SystemContext {
    /// The root cause for the views `items` of `graph`, if one of the contexts applies.
    static func classify(_ items: Set<ItemID>, in graph: LayoutGraph, suggested: String) -> RootCause? {
        // Items the log printed by name (`AddressToolbar.lockIcon`) have no class to judge.
        let classed = items.filter { graph[$0].className != graph[$0].id }
        let classes = classed.map { graph[$0].className }
        let names = classed.compactMap { graph[$0].name }
        // UIInputView is public: it is the root of a custom keyboard or input view, the app's own.
        let onlySystem = classed.count == items.count
            && classes.allSatisfy { ViewNaming.isPrivateSystemClass($0) && !$0.hasPrefix("UIInputView") }
        if classes.contains(where: isKeyboardClass) {
            return onlySystem
                ? RootCause(keyword: "keyboard",
                            sentence: "Only the keyboard's own views take part (its input host, assistant bar or predictions): this is UIKit's layout, not your constraints.",
                            fix: "Nothing in your layout to change; it typically appears while the keyboard changes or its assistant bar is hidden (an emptied inputAssistantItem), and it is harmless.")
                : RootCause(keyword: "keyboard",
                            sentence: "A view of yours sits in the keyboard's input host (an inputView or inputAccessoryView), and its required constraints do not fit the size UIKit gives it.",
                            fix: "Let UIKit size the accessory: give your inputAccessoryView autoresizingMask = .flexibleHeight and an intrinsicContentSize instead of a required height, or lower \(suggested) to 999.")
        }
        if classes.contains(where: isNavigationBarClass) || names.contains(where: isNavigationBarGuide) {
            return RootCause(keyword: "navigation-bar",
                             sentence: "The conflict is in a navigation bar's layout of its title and bar items (_UINavigationBarContentView and its guides): the bar was laid out at a tiny width, or a custom title view or bar item is too wide for it.",
                             fix: onlySystem ? "Nothing in your layout to change; it is UIKit's own and harmless (it appears while a bar is set up at a zero or tiny width)."
                                             : "Give a custom titleView or bar item view a size that fits (an intrinsicContentSize or frame) and no required width: lower \(suggested) to 999.")
        }
        if classes.contains(where: isToolbarClass) {
            return RootCause(keyword: "toolbar",
                             sentence: "The conflict is in the layout of a bar's button items (_UIToolbarContentView, _UIButtonBarStackView, NSToolbarItemViewer): the bar was 0 wide or tall when its items were laid out, or a custom item view does not fit it.",
                             fix: onlySystem ? "Create the toolbar with a real frame (UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44)) instead of UIToolbar()); otherwise it is UIKit's own and harmless."
                                             : "Create the toolbar with a real frame (not UIToolbar()), and give custom item views a size that fits: lower \(suggested) to 999.")
        }
        if classes.contains(where: { $0.contains("SplitView") }) {
            return RootCause(keyword: "split-view",
                             sentence: "A split view sizes its panes itself (from the divider's position and each pane's minimum and maximum thickness), and a required size inside a pane contradicts it.",
                             fix: "Give the pane its limits through the split view (a split view item's minimumThickness / maximumThickness, a split view controller's column widths) and lower \(suggested) to 999.")
        }
        return nil
    }

    /// The keyboard's views: its window and input hosts, the assistant bar, predictions.
    static func isKeyboardClass(_ name: String) -> Bool {
        ["UIKeyboard", "UIInputSet", "UIKB", "_UIKB", "UIRemoteKeyboard", "_UIRemoteKeyboard", "UICompatibilityInputView",
         "UIInputView", "UIInputSwitcher", "UISystemKeyboard", "UISystemInputAssistant", "TUISystemInputAssistant",
         "_UIUCBKB", "UIPredictionView", "TUIPredictionView", "UITextEffectsWindow", "UIInputWindowController"]
            .contains { name.hasPrefix($0) }
    }

    static func isNavigationBarClass(_ name: String) -> Bool {
        name.hasPrefix("_UINavigationBar") || name.hasPrefix("UINavigationBar") || name.hasSuffix("ContentNavigationBar")
    }

    /// The guides a navigation bar lays its items out with (`TitleViewGuide(0x…)`).
    static func isNavigationBarGuide(_ name: String) -> Bool {
        ["UINavigationBarItemContentLayoutGuide", "TitleViewGuide", "BackButtonGuide", "LeadingBarGuide", "TrailingBarGuide"]
            .contains { name.hasPrefix($0) }
    }

    /// UIKit's and AppKit's toolbar and bar-button classes (an app's own view named
    /// `AddressToolbar` is not one).
    static func isToolbarClass(_ name: String) -> Bool {
        ["UIToolbar", "_UIToolbar", "NSToolbar", "_NSToolbar", "_UIButtonBar", "UIButtonBar", "_UIModernBarButton"]
            .contains { name.hasPrefix($0) }
    }
}
