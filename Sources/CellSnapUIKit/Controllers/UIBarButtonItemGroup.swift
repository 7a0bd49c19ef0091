import Foundation

/// Bar button items kept together, as UIKit's `UIBarButtonItemGroup`: a navigation item's
/// ``UINavigationItem/leadingItemGroups`` and ``UINavigationItem/trailingItemGroups`` (iOS 16)
/// draw the items of their groups that are not hidden, in order, as its bar button items.
/// A bar with room shows every item, never a group's representative item.
///
/// ```swift
/// let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
/// let item = UINavigationItem(title: "Notes")
/// item.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [edit], representativeItem: nil)]
/// ```
@preconcurrency @MainActor open class UIBarButtonItemGroup: NSObject {
    /// The group's items; each one's ``UIBarButtonItem/buttonGroup`` is the group.
    open var barButtonItems: [UIBarButtonItem] {
        didSet { for item in barButtonItems { item.buttonGroup = self } }
    }
    /// The item shown in place of the group when the bar has no room for its items.
    ///
    /// No visible effect: CellSnap's bars are drawn with room for every item.
    open var representativeItem: UIBarButtonItem?
    /// Whether the bar shows ``representativeItem`` in place of the items: never, as CellSnap's
    /// bars have room for every item.
    open var isDisplayingRepresentativeItem: Bool { false }
    /// The menu element the group becomes in an overflow menu (iOS 16).
    ///
    /// No visible effect: an overflow menu opens only from a tap.
    open var menuRepresentation: UIMenuElement?
    /// Whether the group's items are left out of the bar (iOS 16).
    open var isHidden = false

    /// A group of `barButtonItems`, shown as `representativeItem` when the bar lacks room.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        for item in barButtonItems { item.buttonGroup = self }
    }

    /// A group from an archive: archives are not read on Linux, so the group starts empty.
    public required init?(coder: NSCoder) {
        barButtonItems = []
        super.init()
    }

    /// A group people cannot move or remove while customizing the bar (iOS 16).
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem])
        -> UIBarButtonItemGroup
    { UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem) }

    /// A group people may move while customizing the bar (iOS 16).
    ///
    /// No visible effect of `customizationIdentifier`: customizing opens only from a gesture.
    open class func movableGroup(
        customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup { UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem) }

    /// A group people may add or remove while customizing the bar (iOS 16); one not in the
    /// default customization starts hidden.
    ///
    /// No visible effect of `customizationIdentifier`: customizing opens only from a gesture.
    open class func optionalGroup(
        customizationIdentifier: String, isInDefaultCustomization: Bool = true,
        representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.isHidden = !isInDefaultCustomization
        return group
    }

    /// The items a bar shows for `groups`: those of the groups that are not hidden, in order.
    static func shownItems(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem] {
        groups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
    }
}
