#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutModel
import Readers

/// Explains the messages that are not conflicts: ambiguity synopses, layout loops and the
/// other constraint errors UIKit and AppKit print.
enum MessageExplainer {
    static func explain(_ block: LogBlock) -> Explanation {
        let (explanation, fix) = words(for: block)
        let framework = PlatformGuess.platform(of: block).layoutFramework
        let constraints = block.constraints.map { constraint in
            var error: String?
            var equation: String?
            switch constraint.equation {
            case .failure(let problem): error = problem.message
            case .success(let parsed): equation = readable(parsed)
            }
            return ExplainedConstraint(address: constraint.address, text: constraint.text, line: constraint.line,
                                       column: constraint.column, equation: equation, error: error,
                                       origin: ConstraintOriginWords.words(for: constraint, framework: framework), inConflict: false)
        }
        return Explanation(kind: block.kind, line: block.line, endLine: block.endLine, constraints: constraints,
                           verdict: .notApplicable, conflict: [], implicitMembers: [], broken: nil, suggested: nil,
                           agreesWithUIKit: nil, rootCause: nil, explanation: explanation, arithmetic: nil, fix: fix, diagram: nil,
                           framework: framework)
    }

    /// The explanation and the fix for each kind.
    static func words(for block: LogBlock) -> (String, String) {
        let text = ([block.header ?? ""] + block.details).joined(separator: " ")
        switch block.kind {
        case .unsatisfiable:
            return ("", "")
        case .ambiguous where block.ambiguousAnchors.isEmpty && block.ambiguousItems.isEmpty:
            return (ambiguity(block), "Paste the whole trace or message: the rows marked AMBIGUOUS LAYOUT (with the variables after \"for\") name the views to fix. To produce it, pause in the debugger and run `po UIWindow.value(forKeyPath: \"keyWindow._autolayoutTrace\")`.")
        case .ambiguous:
            return (ambiguity(block), "Add the missing constraints named above. To see what else the layout could be, pause in the debugger and run `po view.exerciseAmbiguityInLayout()` on the view; `po view.hasAmbiguousLayout` checks a fix.")
        case .feedbackLoop:
            return ("A view's layout keeps invalidating itself: every layout pass changes something (a constraint's constant, a frame, the content size) that asks for another pass\(subject(text).map { " (in \($0))" } ?? "").",
                    "Do not change constraints or frames of the view or its superviews from layoutSubviews, viewDidLayoutSubviews or updateConstraints based on the frames just computed. Run with -UIViewLayoutFeedbackLoopDebuggingThreshold 100 to have UIKit log the views involved.")
        case .collectionViewLoop:
            return ("The collection view\(subject(text).map { " \($0)" } ?? "") is stuck in its layout loop: self-sizing cells report sizes that change from one pass to the next, so layout never settles.",
                    "Make cell sizes consistent: constrain the cell's width to exactly the available width (collection view width minus section and content insets), round computed sizes to whole points, and do not invalidate the layout from layoutSubviews or from preferredLayoutAttributesFitting.")
        case .flowLayoutItemSize:
            let axis = text.contains("item height") ? "height" : "width"
            return ("A flow layout's item is \(axis == "height" ? "taller" : "wider") than the collection view's \(axis) minus the section and content insets, so the layout cannot place it (and may loop).",
                    "Return a smaller size from collectionView(_:layout:sizeForItemAt:) (or estimatedItemSize / the cell's constraints): at most the collection view's \(axis) minus sectionInset and contentInset (adjustedContentInset) on both sides.")
        case .noCommonAncestor:
            return ("The constraint's two views are not in the same view hierarchy\(anchors(text).map { " (\($0))" } ?? ""): at least one was not yet added as a subview when it was activated.",
                    "Add both views to the same hierarchy (addSubview) before activating constraints between them.")
        case .cannotInstall:
            return ("A constraint was added to a view that does not contain both of its items.",
                    "Activate constraints with `isActive = true` or NSLayoutConstraint.activate(_:) instead of addConstraint(_:) on a particular view; UIKit then installs them on the nearest common ancestor.")
        case .hierarchyNotPrepared:
            return ("The constraint was activated while one of its views was not yet in the view hierarchy (or in a different one).",
                    "Call addSubview for every view (and make sure a layout guide's owning view is in the hierarchy) before activating the constraints between them; or activate them later, e.g. in viewDidLoad after the hierarchy is built.")
        case .requiredPriorityChange:
            return ("A constraint's priority was changed between required (1000) and optional while it was active, which UIKit does not allow.",
                    "Set the priority before activating the constraint, or use 999 instead of 1000 so later changes stay among optional priorities.")
        case .zeroHeightCell:
            return ("The constraints of a table view cell's content view do not determine a height, so UIKit used the standard row height instead.",
                    "Give the content view a complete vertical chain (top of the content view to the first subview, each subview to the next, the last to the bottom), or return the height from tableView(_:heightForRowAt:).")
        case .visualFormatSyntax:
            let format = block.details.last { $0.hasPrefix("H:") || $0.hasPrefix("V:") || $0.contains("|") }
            return ("A visual format string does not parse\(format.map { ": `\($0)`" } ?? "")\(block.details.first { $0.hasPrefix("Expected") }.map { " (\($0))" } ?? "").",
                    "Correct the format string: every spacing needs a view or an edge on both sides (`H:|-165-[view]-|`), views are named in brackets from the views dictionary, and metrics come from the metrics dictionary.")
        case .layoutSubviewsSuper:
            return ("A view's layoutSubviews override does not call super, so Auto Layout never ran for its subviews.",
                    "Call super.layoutSubviews() at the start of your override.")
        case .contentViewAutoresizing:
            return ("The cell's content view had its translatesAutoresizingMaskIntoConstraints changed; the cell manages that property itself.",
                    "Leave contentView.translatesAutoresizingMaskIntoConstraints alone and constrain your subviews to contentView; if you must change it, pin the content view to all four edges of the cell.")
        }
    }

    /// Per ambiguous view: which variables are free and what is missing.
    static func ambiguity(_ block: LogBlock) -> String {
        var byView: [(LoggedItem, [LayoutAttribute])] = []
        for anchor in block.ambiguousAnchors {
            if let index = byView.firstIndex(where: { $0.0.key == anchor.item.key }) {
                byView[index].1.append(anchor.attribute)
            } else {
                byView.append((anchor.item, [anchor.attribute]))
            }
        }
        var sentences = byView.map { item, attributes in
            "\(name(item)): \(attributes.map { missing($0, of: item) }.joined(separator: "; "))."
        }
        for item in block.ambiguousItems where !byView.contains(where: { $0.0.key == item.key }) {
            sentences.append("\(name(item)) has an ambiguous layout (the trace does not say along which axis).")
        }
        if sentences.isEmpty {
            return block.header == nil
                ? "This is a view-hierarchy trace (`_autolayoutTrace`) in which no view is marked AMBIGUOUS LAYOUT: the excerpt shows no ambiguity (the marked rows may have been cut from the paste)."
                : "UIKit reports an ambiguous layout but the excerpt names no view."
        }
        return "The layout has more than one solution, so these views may end up anywhere along the free direction. " + sentences.joined(separator: " ")
    }

    static func missing(_ attribute: LayoutAttribute, of item: LoggedItem) -> String {
        if attribute.isDimension, IntrinsicSize.likely(for: item.className) {
            // Logs never print content-size constraints: such a view has a size of its own.
            return "its \(attribute.rawValue) is not settled, although it has an intrinsic content size the log does not print: usually another view on the same axis has the same content hugging (or compression resistance) priority, so neither gives way first, or its content is empty; give one of them a higher priority, or a \(attribute.rawValue) of its own"
        }
        return switch attribute {
        case .left, .leading, .right, .trailing, .centerX:
            "nothing fixes its horizontal position (leading, trailing or centerX)"
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
            "nothing fixes its vertical position (top, bottom, centerY or a baseline)"
        case .width:
            "nothing fixes its width (pin both leading and trailing, or give it a width or an intrinsic size)"
        case .height:
            "nothing fixes its height (pin both top and bottom, or give it a height or an intrinsic size)"
        default:
            "its \(attribute.rawValue) is not determined"
        }
    }

    static func name(_ item: LoggedItem) -> String {
        let label = item.label.map { " '\($0)'" } ?? ""
        return "\(item.className)\(label)\(item.address.map { " (\($0))" } ?? "")"
    }

    /// `<PagingCollectionView 0x13f339c50>` or `(<OBAKit.OBAListView 0x139832400>)` → `OBAListView (0x139832400)`.
    static func subject(_ text: String) -> String? {
        guard let match = text.firstMatch(of: #/<([A-Za-z_$][\w.$]*):? (0x[0-9a-fA-F]+)[;>]/#) else { return nil }
        return "\(ClassNameCleaner.clean(String(match.output.1))) (\(match.output.2))"
    }

    /// `"NSRemoteView:0x16819d3a0.top"` and `"NSView:0x114e19030.top"` from the anchors.
    static func anchors(_ text: String) -> String? {
        let found = text.matches(of: #/"([^"]+\.[A-Za-z]+)"/#).map { String($0.output.1) }
        return found.isEmpty ? nil : found.joined(separator: " and ")
    }

    static func readable(_ equation: LoggedEquation) -> String {
        func anchor(_ anchor: LoggedAnchor) -> String { "\(name(anchor.item)).\(anchor.isUnnamed ? "(null)" : anchor.attribute.rawValue)" }
        var text = "\(anchor(equation.first)) \(equation.relation.rawValue) "
        if let second = equation.second {
            if equation.multiplier != 1 { text += "\(NumberText.format(equation.multiplier, decimals: 2))×" }
            text += anchor(second)
            if equation.constant != 0 {
                text += equation.constant < 0 ? " - \(NumberText.format(-equation.constant, decimals: 2))" : " + \(NumberText.format(equation.constant, decimals: 2))"
            }
        } else {
            text += NumberText.format(equation.constant, decimals: 2)
        }
        return text
    }
}

/// Which views have an intrinsic content size, judged by their printed class.
enum IntrinsicSize {
    /// Labels, buttons, image views, text fields and the other controls that size
    /// themselves, app subclasses included (`MyApp.TitleLabel`).
    static func likely(for className: String) -> Bool {
        ["Label", "Button", "ImageView", "TextField", "Switch", "SegmentedControl", "Stepper", "ActivityIndicatorView",
         "PopUpButton", "ProgressIndicator", "Slider", "ProgressView"].contains { className.hasSuffix($0) }
    }
}
