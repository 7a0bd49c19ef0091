import Foundation

/// A navigation item's prompt (`UINavigationItem.prompt`): "a single line of text displayed at the
/// top of the navigation bar", as Apple documents it. The bar grows by a line above its row of
/// title and items, which moves down by as much; the large title and the search bar stay under it.
///
/// The line is 30 pt tall: a bar with a prompt is 74 pt on an iPhone, the 44 pt row and 30 pt
/// more, the figure UIKit's bar has had since iOS 7 (no measured render was at hand, so the line's
/// text is CellSnap's choice): the system font at 13 pt, centred in the bar and in the line, in
/// the label colour (white for a `.black` bar style, as the title), truncated at its tail
/// between the bar's margins. An empty prompt adds no line, as in UIKit.
extension UINavigationBar {
    /// The height a prompt adds to the bar (see the extension's discussion).
    static let promptHeight: CGFloat = 30
    /// The prompt's font size.
    static let promptFontSize: CGFloat = 13

    /// The height of `item`'s prompt line: none without a prompt.
    final func promptHeight(for item: UINavigationItem?) -> CGFloat {
        (item?.prompt ?? "").isEmpty ? 0 : Self.promptHeight
    }

    /// Where the row of the title and items begins: under the top item's prompt line.
    final var rowTop: CGFloat { promptHeight(for: topItem) }

    /// Lays out `item`'s prompt line at the top of the bar (hidden without a prompt).
    final func layoutPrompt(of item: UINavigationItem?) {
        let height = promptHeight(for: item)
        promptLabel.isHidden = height == 0
        promptLabel.text = height == 0 ? nil : item?.prompt
        promptLabel.font = .systemFont(ofSize: Self.promptFontSize)
        promptLabel.textColor = barStyle == .default ? .label : .white
        promptLabel.textAlignment = .center
        promptLabel.lineBreakMode = .byTruncatingTail
        promptLabel.numberOfLines = 1
        let margin = BarMetrics.margin(traitCollection, width: bounds.width)
        let left = safeAreaInsets.left + margin, right = safeAreaInsets.right + margin
        promptLabel.frame = CGRect(x: left, y: 0, width: max(0, bounds.width - left - right), height: height)
    }
}
