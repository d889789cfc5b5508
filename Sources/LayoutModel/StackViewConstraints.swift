/// The constraints a `UIStackView` / `NSStackView` generates for its arranged subviews.
enum StackViewConstraints {
    static func constraints(in graph: LayoutGraph, present: PresentSystemConstraints) -> [LayoutConstraint] {
        []  // IN PROGRESS (helper)
    }
}
