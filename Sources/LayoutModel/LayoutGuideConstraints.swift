/// The constraints that place the system's layout guides in their owning view, named as
/// UIKit names them.
///
/// - `layoutMargins`: the owner inset by its layout margins (`UIView-leftMargin-guide-constraint`, …).
/// - `safeArea`: the owner inset by its safe-area insets (`UIViewSafeAreaLayoutGuide-left`, …).
/// - `readableContent`: top and bottom at the margins, centred within the margins, never
///   wider than the margins nor than the readable width (`guideLength`, default 672), and as
///   wide as it can be at priority 999. The width rule is ours (UIKit computes the frame
///   outside the engine); it gives the same frame.
/// - `keyboard`: the owner's full width at its bottom, `guideLength` tall (the keyboard's
///   height), or as tall as the bottom safe-area inset when the keyboard is hidden.
/// - `scrollFrame`: the scroll view's frame. `scrollContent`: starts at the scroll view's
///   origin (content offset 0); its size is left to the app's constraints.
/// - `topLayoutGuide` / `bottomLayoutGuide`: full width at the top (bottom), as tall as
///   stored.
/// - `custom`: nothing; only the app's constraints place it.
enum LayoutGuideConstraints {
    /// UIKit's readable width for the default content size category.
    static let defaultReadableWidth = 672.0

    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for id in graph.itemIDs {
            // Read in place before the item is copied: most items are not guides.
            guard let role = graph[id].guideRole, let owner = graph[id].parent, !present.contains(.layoutGuide, on: id) else { continue }
            let item = graph[id]
            let ownerItem = graph[owner]
            let make = ConstraintFactory(origin: .layoutGuide, owner: owner)
            switch role {
            case .custom:
                break
            case .layoutMargins:
                result += inset(id, in: owner, by: ownerItem.layoutMargins, make) { "UIView-\($0)Margin-guide-constraint" }
            case .safeArea:
                result += inset(id, in: owner, by: ownerItem.safeAreaInsets, make) { "UIViewSafeAreaLayoutGuide-\($0)" }
            case .readableContent:
                let width = item.guideLength ?? defaultReadableWidth
                result += [
                    make.make("UIView-readableContentGuide-top", id, .top, .equal, owner, .topMargin),
                    make.make("UIView-readableContentGuide-bottom", id, .bottom, .equal, owner, .bottomMargin),
                    make.make("UIView-readableContentGuide-centerX", id, .centerX, .equal, owner, .centerXWithinMargins),
                    make.make("UIView-readableContentGuide-left", id, .left, .greaterThanOrEqual, owner, .leftMargin),
                    make.make("UIView-readableContentGuide-maxWidth", id, .width, .lessThanOrEqual, constant: width),
                    make.make("UIView-readableContentGuide-width", id, .width, .equal, constant: width, priority: 999),
                ]
            case .keyboard:
                result += [
                    make.make("UIKeyboardLayoutGuide-left", id, .left, .equal, owner, .left),
                    make.make("UIKeyboardLayoutGuide-right", id, .right, .equal, owner, .right),
                    make.make("UIKeyboardLayoutGuide-bottom", id, .bottom, .equal, owner, .bottom),
                    make.make("UIKeyboardLayoutGuide-height", id, .height, .equal,
                              constant: item.guideLength ?? ownerItem.safeAreaInsets.bottom),
                ]
            case .scrollFrame:
                result += inset(id, in: owner, by: .zero, make) { "UIScrollView-frameLayoutGuide-\($0)" }
            case .scrollContent:
                result += [
                    make.make("UIScrollView-contentLayoutGuide-left", id, .left, .equal, owner, .left),
                    make.make("UIScrollView-contentLayoutGuide-top", id, .top, .equal, owner, .top),
                ]
            case .topLayoutGuide, .bottomLayoutGuide:
                let edge: LayoutAttribute = role == .topLayoutGuide ? .top : .bottom
                let name = role == .topLayoutGuide ? "_UILayoutSupportConstraint-top" : "_UILayoutSupportConstraint-bottom"
                result += [
                    make.make(name, id, edge, .equal, owner, edge),
                    make.make(name, id, .left, .equal, owner, .left),
                    make.make(name, id, .width, .equal, owner, .width),
                    make.make(name, id, .height, .equal, constant: item.guideLength ?? item.storedFrame?.height ?? 0),
                ]
            }
        }
        return result
    }

    /// The guide's four edges at the owner's edges moved inwards by `insets`.
    private static func inset(_ guide: ItemID, in owner: ItemID, by insets: EdgeInsets, _ make: ConstraintFactory,
                              name: (String) -> String) -> [LayoutConstraint] {
        [
            make.make(name("left"), guide, .left, .equal, owner, .left, constant: insets.left),
            make.make(name("right"), guide, .right, .equal, owner, .right, constant: -insets.right),
            make.make(name("top"), guide, .top, .equal, owner, .top, constant: insets.top),
            make.make(name("bottom"), guide, .bottom, .equal, owner, .bottom, constant: -insets.bottom),
        ]
    }
}
