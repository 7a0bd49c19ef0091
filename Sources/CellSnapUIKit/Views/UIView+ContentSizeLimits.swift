import CellModel

extension UIView {
    /// A description of the content size category limits of the view and its superviews (iOS
    /// 15), for debugging: each view that sets a limit, nearest first, with its limits; the words
    /// are CellSnap's, as UIKit does not document its format.
    ///
    /// ```swift
    /// let title = UILabel()
    /// title.maximumContentSizeCategory = .accessibilityMedium
    /// title.appliedContentSizeCategoryLimitsDescription
    /// // "UILabel: maximum UICTContentSizeCategoryAccessibilityM"
    /// ```
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            let limits = [
                current.minimumContentSizeCategory.map { "minimum \($0.rawValue)" },
                current.maximumContentSizeCategory.map { "maximum \($0.rawValue)" },
            ].compactMap { $0 }
            if !limits.isEmpty { lines.append("\(type(of: current)): \(limits.joined(separator: ", "))") }
            view = current.superview
        }
        return lines.isEmpty ? "\(type(of: self)): no content size category limits" : lines.joined(separator: "\n")
    }

    /// `category` within the view's own limits: lowered to the maximum, then raised to the
    /// minimum (a minimum above the maximum wins, CellSnap's choice where UIKit says nothing).
    final func cellSnapLimited(_ category: ContentSizeCategory) -> ContentSizeCategory {
        var limited = category
        if let maximum = maximumContentSizeCategory?.model, limited > maximum { limited = maximum }
        if let minimum = minimumContentSizeCategory?.model, limited < minimum { limited = minimum }
        return limited
    }

    /// `traits` with their content size category within the view's limits; an unspecified
    /// category counts as Large, the category a view is drawn at without one.
    final func cellSnapLimitingContentSize(of traits: UITraitCollection) -> UITraitCollection {
        guard minimumContentSizeCategory != nil || maximumContentSizeCategory != nil else { return traits }
        let category = traits.preferredContentSizeCategory.model ?? .large
        let limited = cellSnapLimited(category)
        if limited == category { return traits }
        return traits.overridden(by: UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(limited)))
    }

    /// A change of limits is drawn and heard as a change of traits.
    final func cellSnapContentSizeLimitsDidChange() {
        noteDrawnStateChange()
        setNeedsLayout()
        cellSnapNoteTraitChanges()
    }
}
