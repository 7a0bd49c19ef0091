import CellModel
import Primitives

/// A frame in a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor open class NSCollectionLayoutGroupCustomItem {
    open private(set) var frame: CGRect
    open private(set) var zIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// What a custom group's items are, asked with the group's size as the container, as UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items or groups, as UIKit's `NSCollectionLayoutGroup`: side by side, one below the
/// other, or at frames of their own (custom).
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
        /// Made by the item's initialiser, which the group inherits in UIKit: no subitems and no
        /// direction, so it cannot be laid out.
        case unarranged
    }

    let arrangement: Arrangement
    open private(set) var subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// The space between neighbouring subitems; `nil` is none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The supplementary items attached to each placed group.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedItems }
        set { attachedItems = newValue }
    }

    init(
        _ arrangement: Arrangement, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group made with the initialiser it inherits from `NSCollectionLayoutItem`, as Objective-C
    /// class factories are inherited in UIKit. It has no subitems: code that makes one to replace
    /// it with `.horizontal`, `.vertical` or `.custom` before use compiles, and a layout that uses
    /// it is refused with an error.
    public override convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(.unarranged, layoutSize: layoutSize, subitems: [], count: nil)
        self.supplementaryItems = supplementaryItems
    }

    /// Subitems side by side, repeated in order while they fit the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// Subitems one below the other, repeated in order while they fit the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` sharing the group's width less the spacing (iOS 16's name).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(.horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of `subitem` sharing the group's height less the spacing (iOS 16's name).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(.vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of `subitem` side by side (the name before iOS 16, still in the SDK).
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of `subitem` one below the other (the name before iOS 16, still in the SDK).
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Items at the frames `itemProvider` gives for the group's size, one per cell.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(.custom(itemProvider), layoutSize: layoutSize, subitems: [], count: nil)
    }

    /// The group's model; `container` is the inner size of the group it is in (the section's
    /// content size for a top-level group), where known, which a custom group's provider is asked with.
    func modelGroup(container: CGSize?) throws -> CompositionalGroup {
        let spacing = interItemSpacing?.model ?? .fixed(0)
        if let count, count < 1 {
            throw CellSnapUIKitError(
                call: "NSCollectionLayoutGroup(layoutSize:repeatingSubitem:count: \(count))",
                reason: "a group repeats its subitem at least once")
        }
        let size = container.flatMap { resolved(layoutSize.model, in: $0) }
        let inner = size.map {
            CGSize(
                width: max(0, $0.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, $0.height - contentInsets.top - contentInsets.bottom))
        }
        var group: CompositionalGroup
        switch arrangement {
        case .unarranged:
            throw CellSnapUIKitError(
                call: "NSCollectionLayoutGroup(layoutSize:)",
                reason:
                    "a group made with the item's initialiser has no subitems; make it with .horizontal, .vertical or .custom"
            )
        case .custom(let provider):
            guard let size else {
                throw CellSnapUIKitError(
                    call: "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)",
                    reason: "a custom group's size must be known before its items are measured (absolute or fractional)"
                )
            }
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: size, contentInsets: NSDirectionalEdgeInsets()),
                traitCollection: UITraitCollection())
            let items = provider(environment).map {
                CustomGroupItem(
                    frame: Rect(
                        x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width),
                        height: Double($0.frame.height)), zIndex: $0.zIndex)
            }
            group = CompositionalGroup(size: layoutSize.model, customItems: items)
        case .horizontal, .vertical:
            let axis: Axis = if case .horizontal = arrangement { .horizontal } else { .vertical }
            guard !subitems.isEmpty else {
                throw CellSnapUIKitError(
                    call: "NSCollectionLayoutGroup.\(axis)(layoutSize:subitems: [])",
                    reason: "a group needs at least one subitem")
            }
            let children = try subitems.map { try $0.modelSubitem(container: inner) }
            if let count {
                group = CompositionalGroup(
                    axis: axis, size: layoutSize.model, repeating: children[0], count: count,
                    interItemSpacing: spacing.length)
            } else {
                group = CompositionalGroup(
                    axis: axis, size: layoutSize.model, subitems: children, interItemSpacing: spacing.length)
            }
            group.interItemSpacingIsFlexible = spacing.isFlexible
        }
        group.contentInsets = contentInsets.model
        group.edgeSpacing = edgeSpacing?.model
        group.supplementaryItems = supplementaryItems.map { $0.supplementaryModel() }
        return group
    }

    override func modelSubitem(container: CGSize?) throws -> CompositionalGroup.Subitem {
        .group(try modelGroup(container: container))
    }

    /// `size` in a group whose inner size is `container`, when it does not depend on measuring.
    private func resolved(_ size: LayoutSize, in container: CGSize) -> CGSize? {
        func length(_ dimension: LayoutDimension) -> Double? {
            switch dimension {
            case .fractionalWidth(let fraction): Double(container.width) * fraction
            case .fractionalHeight(let fraction): Double(container.height) * fraction
            case .absolute(let length): length
            case .estimated, .uniformAcrossSiblings: nil
            }
        }
        guard let width = length(size.width), let height = length(size.height) else { return nil }
        return CGSize(width: width, height: height)
    }
}
