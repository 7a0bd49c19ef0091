import CellLayout

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// spacing between views, or a view's layout margins and safe area.
///
/// ```swift
/// let view = UIView()
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// gap.widthAnchor.constraint(equalToConstant: 12).isActive = true
/// ```
@preconcurrency @MainActor open class UILayoutGuide: NSObject, LayoutDebugNamed {
    /// What a guide stands for.
    enum Kind: Hashable {
        /// A guide of your own.
        case custom
        /// The owning view's bounds inset by its layout margins.
        case layoutMargins
        /// The owning view's bounds inset by its safe area insets.
        case safeArea
        /// The owning view's layout margins, narrowed to a readable width.
        case readableContent
        /// A scroll view's content: placed at the content's origin, sized by constraints.
        case scrollContent
        /// A scroll view's frame.
        case scrollFrame
        /// Where a list content view draws a part of its content (its text, secondary text or image).
        case listContent(ListContentPart)
        /// A list cell's separator: its leading edge is where the separator starts.
        case separator
        /// The space a hidden keyboard takes: below the owning view's safe area.
        case keyboard
    }

    let kind: Kind
    /// The view the guide belongs to (`addLayoutGuide(_:)` sets it; a subclass may observe it).
    open weak var owningView: UIView?
    /// A name shown when constraints are reported.
    open var identifier: String
    /// The guide's frame in its owning view's coordinates, after the last layout.
    open internal(set) var layoutFrame = CGRect.zero
    lazy var debugNumber = LayoutDebugNumbers.next()

    public override init() {
        kind = .custom
        identifier = ""
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        identifier =
            switch kind {
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent: "UIScrollViewContentLayoutGuide"
            case .scrollFrame: "UIScrollViewFrameLayoutGuide"
            case .listContent(let part): part.guideIdentifier
            case .separator: "UICollectionViewListCellSeparatorLayoutGuide"
            case .keyboard: "UIKeyboardLayoutGuide"
            case .safeArea, .custom: "UIViewSafeAreaLayoutGuide"
            }
        super.init()
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// A part of a list content view's content that a layout guide follows.
enum ListContentPart: Hashable, Sendable {
    case text, secondaryText, image

    /// The part's role among the placed nodes of a list row.
    var role: NodeRole {
        switch self {
        case .text: .text
        case .secondaryText: .secondaryText
        case .image: .image
        }
    }

    var guideIdentifier: String {
        switch self {
        case .text: "UIListContentViewTextLayoutGuide"
        case .secondaryText: "UIListContentViewSecondaryTextLayoutGuide"
        case .image: "UIListContentViewImageLayoutGuide"
        }
    }
}
