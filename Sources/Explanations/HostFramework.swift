import LayoutModel

/// Apps whose own views are not laid out by Auto Layout: Flutter (its engine draws the
/// widgets), React Native (Yoga lays out its views), and SwiftUI hosting a UIKit or AppKit
/// view. A conflict in such an app belongs to a native plugin or to UIKit, or to the
/// hosting boundary; the sentence says which and where to fix it.
enum HostFramework {
    /// The framework, from the block's log prefixes or the classes that take part.
    static func detect(_ printed: String?, classes: [String]) -> String? {
        if let printed { return printed }
        if classes.contains(where: { $0.hasPrefix("Flutter") }) { return "Flutter" }
        if classes.contains(where: { $0.hasPrefix("RCT") }) { return "React Native" }
        if classes.contains(where: { $0.contains("HostingView") || $0.contains("HostingController") || $0.hasPrefix("SwiftUI.") || $0.contains("PlatformViewHost") }) {
            return "SwiftUI"
        }
        return nil
    }

    /// What the framework means for this conflict.
    static func sentence(for framework: String) -> String? {
        switch framework {
        case "Flutter":
            "This is a Flutter app: Flutter draws its widgets without Auto Layout, so these constraints belong to UIKit or to a plugin's native view (a web view's form toolbar, the keyboard, a presented native screen); fix them in the plugin, or ignore them when only UIKit's views take part."
        case "React Native":
            "This is a React Native app: its views are laid out by Yoga, not Auto Layout, so these constraints come from a native module or from UIKit's own views; fix them in that module's native code."
        case "SwiftUI":
            "SwiftUI hosts these views: the hosting view's size comes from SwiftUI's layout, so give the UIKit or AppKit view inside it sizes that can give way (lower its required sizes to 999, or size it through intrinsicContentSize / sizeThatFits) rather than fixed required ones."
        default: nil
        }
    }
}
