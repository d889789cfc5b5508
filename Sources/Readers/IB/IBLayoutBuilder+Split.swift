import LayoutModel

/// `NSSplitView`: its panes are its `<subviews>`, in order; `vertical="YES"` puts them side
/// by side, `dividerStyle` sets the dividers' thickness and `<holdingPriorities>` holds one
/// `<real>` per pane.
extension IBLayoutBuilder {
    /// The dividers' thickness per `dividerStyle`, as the panes' stored frames space them:
    /// thin 1 pt, pane splitter 10 pt, thick (the default, written as no attribute) 9 pt.
    static func splitDividerThickness(_ style: String?) -> Double {
        switch style {
        case "thin": 1
        case "paneSplitter": 10
        default: 9
        }
    }

    /// The settings of the split view `element` (item `id`, its panes already read), or nil
    /// when it has no pane, or a hidden one (collapsed: then the panes keep their stored
    /// frames, through their autoresizing masks or their own constraints). Panes that do not
    /// translate their masks (Xcode 12 and later write them so) are arranged the same way. A
    /// holding priority that is not a priority (1 to 1000) is an error at its element.
    func splitSettings(_ element: XMLElementNode, id: ItemID) throws(Failure) -> SplitSettings? {
        let panes = graph.subviews(of: id)
        guard !panes.isEmpty, !panes.contains(where: { graph[$0].isHidden }) else { return nil }
        var priorities: [Double] = []
        for real in element.child("holdingPriorities")?.children("real") ?? [] {
            // A pane whose priority is not written keeps AppKit's default, and the next pane its own.
            guard let text = real["value"] else {
                priorities.append(SplitSettings.defaultHoldingPriority)
                continue
            }
            do throws(IBValues.Problem) { priorities.append(try IBValues.priority(text, attribute: "value")) } catch {
                throw Failure(element: real, message: "holding priority of split view \"\(element["id"] ?? "")\": \(error.message)")
            }
        }
        return SplitSettings(axis: IBValues.yes(element["vertical"]) ? .horizontal : .vertical,
                             dividerThickness: Self.splitDividerThickness(element["dividerStyle"]), panes: panes,
                             holdingPriorities: priorities)
    }
}
