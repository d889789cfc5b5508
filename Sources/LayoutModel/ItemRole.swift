/// What UIKit or AppKit does with a view on its own, which decides the constraints it adds.
public enum ViewRole: String, Sendable, CaseIterable {
    /// An ordinary view.
    case plain
    /// A view controller's root view or a window's content view: the system sizes it.
    case rootView
    /// `UIStackView` / `NSStackView`: generates constraints for its arranged subviews.
    case stackView
    /// `UIScrollView` and subclasses: edges in constraints with its content mean the content area.
    case scrollView
    /// `UITableViewCell`, `UICollectionViewCell`, `NSTableCellView`.
    case cell
    /// A cell's content view: gets the encapsulated width and height of the cell.
    case cellContentView
}

/// The kind of a layout guide, which decides the constraints the system gives it.
public enum GuideRole: String, Sendable, CaseIterable {
    /// A guide the app created (`UILayoutGuide()`): only the app's constraints place it.
    case custom
    /// `safeAreaLayoutGuide`: the owner inset by its safe-area insets.
    case safeArea
    /// `layoutMarginsGuide`: the owner inset by its layout margins.
    case layoutMargins
    /// `readableContentGuide`: inside the margins, at most the readable width, centred.
    case readableContent
    /// `keyboardLayoutGuide`: the owner's bottom strip the keyboard covers.
    case keyboard
    /// A scroll view's `contentLayoutGuide`: the scrollable content area.
    case scrollContent
    /// A scroll view's `frameLayoutGuide`: the scroll view's frame.
    case scrollFrame
    /// A controller's legacy `topLayoutGuide` (below the status and navigation bars).
    case topLayoutGuide
    /// A controller's legacy `bottomLayoutGuide` (above the tab bar).
    case bottomLayoutGuide
}
