import CellLayout
import CellModel
import Foundation
import Primitives

/// A segmented control, as UIKit's `UISegmentedControl`: segments of titles or images, one of
/// them selected, drawn as iOS 13 and later draw it (a rounded track, the selected segment raised
/// inside it). Its intrinsic size is its segments' (each as wide as the widest, or as its content
/// when ``apportionsSegmentWidthsByContent``) and 32 pt tall.
///
/// ```swift
/// let control = UISegmentedControl(items: ["Day", "Week", "Month"])
/// control.selectedSegmentIndex = 1
/// control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
/// ```
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// A segment's position, as `UISegmentedControl.Segment`.
    public enum Segment: Int, Hashable, Sendable {
        case any = 0, left, center, right, alone
    }

    /// No segment selected, as `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// A segment as it is kept: its title or image, action, width, offset and whether it is enabled.
    struct Item {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        var isEnabled = true
    }

    private var items: [Item] = [] {
        didSet {
            invalidateIntrinsicContentSize()
            noteDrawnStateChange()
        }
    }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var backgroundImages: [String: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var positionAdjustments: [String: UIOffset] = [:]

    /// The selected segment; ``noSegment`` for none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { noteDrawnStateChange() } }
    /// The selected segment's colour; `nil` is white (a dark grey in dark appearance).
    open var selectedSegmentTintColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// Whether a tapped segment springs back: a momentary control draws no selected segment.
    open var isMomentary = false { didSet { noteDrawnStateChange() } }
    /// Whether automatic segments are as wide as their content rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

    /// A control with a segment for each item: a `String` title or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        self.items = (items ?? []).map { item in
            if let image = item as? UIImage { return Item(image: image) }
            return Item(title: item as? String ?? "\(item)")
        }
        frame.size = intrinsicContentSize.width < 0 ? .zero : intrinsicContentSize
    }

    /// A control in `frame` with a segment for each action, showing its title or image; the
    /// action runs when its segment is chosen.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        items = actions.map { action in
            Item(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action)
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The number of segments.
    open var numberOfSegments: Int { items.count }

    /// The item at `segment`, which UIKit clamps into range when inserting; `nil` out of range.
    private func item(_ segment: Int) -> Item? { items.indices.contains(segment) ? items[segment] : nil }

    private func update(_ segment: Int, _ change: (inout Item) -> Void) {
        guard items.indices.contains(segment) else { return }
        change(&items[segment])
    }

    /// Inserts a titled segment at `segment` (clamped to the segments' range, as UIKit does).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        items.insert(Item(title: title), at: min(max(0, segment), items.count))
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        items.insert(Item(image: image), at: min(max(0, segment), items.count))
    }

    /// Inserts a segment for `action`, showing its title or image.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        items.insert(
            Item(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action),
            at: min(max(0, segment), items.count))
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    open func removeAllSegments() {
        items = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title (its image goes: a segment shows one or the other).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    open func titleForSegment(at segment: Int) -> String? { item(segment)?.title }

    /// Sets a segment's image (its title goes).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    open func imageForSegment(at segment: Int) -> UIImage? { item(segment)?.image }
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { update(segment) { $0.action = action } }
    open func actionForSegment(at segment: Int) -> UIAction? { item(segment)?.action }

    /// The segment whose action has `actionIdentifier`; ``noSegment`` when none has.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        items.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Gives a segment a width of its own; 0 sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = width } }
    open func widthForSegment(at segment: Int) -> CGFloat { item(segment)?.width ?? 0 }
    /// Moves a segment's content from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment) { $0.contentOffset = offset }
    }
    open func contentOffsetForSegment(at segment: Int) -> CGSize { item(segment)?.contentOffset ?? .zero }
    /// Enables or disables a segment: a disabled one's title is drawn dimmed.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { item(segment)?.isEnabled ?? false }

    /// The titles' attributes for `state` (`.normal` or `.selected`): `.font` and
    /// `.foregroundColor` are drawn; another key is an error when the control is drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        noteDrawnStateChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Keeps a background image; drawing a control with one is an error (CellSnap draws the
    /// control's own track).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) { backgroundImages["\(state.rawValue).\(barMetrics.rawValue)"] = backgroundImage }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue).\(barMetrics.rawValue)"]
    }

    /// Keeps a divider image; drawing a control with one is an error (CellSnap draws its own dividers).
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) { dividerImages["\(leftState.rawValue).\(rightState.rawValue).\(barMetrics.rawValue)"] = dividerImage }

    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? { dividerImages["\(leftState.rawValue).\(rightState.rawValue).\(barMetrics.rawValue)"] }

    /// Keeps a content position adjustment for a kind of segment; drawing a control with a
    /// non-zero one is an error (use ``setContentOffset(_:forSegmentAt:)``, which is drawn).
    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) { positionAdjustments["\(leftCenterRightOrAlone.rawValue).\(barMetrics.rawValue)"] = adjustment }

    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics)
        -> UIOffset
    { positionAdjustments["\(leftCenterRightOrAlone.rawValue).\(barMetrics.rawValue)"] ?? .zero }

    /// The segments' widths plus their padding, 32 pt tall.
    override open var intrinsicContentSize: CGSize {
        cellSnapControlIntrinsicSize { .segmentedControl(try cellSnapNode(traits: $0)) }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 ? .zero : intrinsic
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let natural = cellSnapControlIntrinsicSize { .segmentedControl(try cellSnapNode(traits: $0)) }
        return cellSnapControlContent(.segmentedControl(try cellSnapNode(traits: traits)), natural: natural)
    }

    /// The control as CellLayout's node for `traits`.
    func cellSnapNode(traits: Traits) throws -> SegmentedControlNode {
        let call = "UISegmentedControl"
        if !backgroundImages.isEmpty {
            throw CellSnapUIKitError(
                call: "\(call).setBackgroundImage(_:for:barMetrics:)", reason: "CellSnap draws the control's own track")
        }
        if !dividerImages.isEmpty {
            throw CellSnapUIKitError(
                call: "\(call).setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)",
                reason: "CellSnap draws the control's own dividers")
        }
        if positionAdjustments.values.contains(where: { $0 != .zero }) {
            throw CellSnapUIKitError(
                call: "\(call).setContentPositionAdjustment(_:forSegmentType:barMetrics:)",
                reason: "move a segment's content with setContentOffset(_:forSegmentAt:)")
        }
        let metrics = traits.theme.theme.segmentedControl
        let segments = try items.map { item in try segment(item, metrics: metrics, traits: traits) }
        let selected = isMomentary || !items.indices.contains(selectedSegmentIndex) ? nil : selectedSegmentIndex
        return SegmentedControlNode(
            segments: segments, selectedIndex: selected, metrics: metrics, appearance: traits.colorAppearance,
            apportionsByContent: apportionsSegmentWidthsByContent,
            selectionColor: selectedSegmentTintColor?.resolved(traits))
    }

    /// A segment's title in the normal and selected attributes (dimmed when it or the control is
    /// disabled), or its image in the title colour.
    private func segment(_ item: Item, metrics: SegmentedControlMetrics, traits: Traits) throws
        -> SegmentedControlNode.Segment
    {
        let enabled = isEnabled && item.isEnabled
        let theme = traits.theme.theme
        let dimmed = theme.resolve(metrics.disabledTitleColor, for: traits.colorAppearance)
        func text(_ state: UIControl.State, weight: FontWeight) throws -> (ControlText?, Color) {
            let attributes = titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
            var font = UIFont(size: CGFloat(metrics.titleFont.size), weight: weight, textStyle: nil)
            var color = theme.resolve(metrics.titleColor, for: traits.colorAppearance)
            for (key, value) in attributes {
                switch (key, value) {
                case (.font, let own as UIFont): font = own
                case (.foregroundColor, let own as UIColor): color = own.resolved(traits)
                default:
                    throw CellSnapUIKitError(
                        call: "UISegmentedControl.setTitleTextAttributes(_:for:) attribute \(key.rawValue)",
                        reason: "titles take only .font and .foregroundColor")
                }
            }
            if !enabled { color = dimmed }
            guard let title = item.title, !title.isEmpty else { return (nil, color) }
            let spec = try font.drawnModel(adjustsForContentSizeCategory: false, category: traits.contentSize)
            let properties = TextProperties(
                font: spec, color: .fixed(color), alignment: .center, numberOfLines: 1, lineBreakMode: .byTruncatingTail
            )
            return (ControlText(title, style: .control(properties, traits: traits, theme: theme)), color)
        }
        let (title, color) = try text(.normal, weight: metrics.titleFont.weight)
        let (selectedTitle, _) = try text(.selected, weight: metrics.selectedTitleWeight)
        let image = try item.image?.cellSnapControlImage(
            symbolConfiguration: nil, tint: UIColor(.fixed(color)), traits: traits)
        return SegmentedControlNode.Segment(
            title: image == nil ? title : nil, selectedTitle: image == nil ? selectedTitle : nil, image: image,
            width: Double(item.width),
            contentOffset: Size(width: Double(item.contentOffset.width), height: Double(item.contentOffset.height)))
    }
}
