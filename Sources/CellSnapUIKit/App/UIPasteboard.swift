import Foundation

/// The pasteboard, as UIKit's `UIPasteboard`: an in-process store of items, each a dictionary of
/// values by type identifier, that a test writes and reads back. ``general`` is one pasteboard
/// for the process, as the system's is for the device (it starts empty: nothing is copied from
/// another app); named pasteboards live until removed.
///
/// The typed properties read and write the first item's value of their kind, under these type
/// identifiers (CellSnap's choice of Apple's): strings as `public.utf8-plain-text` (read also from
/// `public.plain-text` and `public.text`), URLs as `public.url`, images as `public.png` (read also
/// from `public.jpeg` and `public.image`, as `Data` or `UIImage`), colours as
/// `com.apple.uikit.color`. Setting one replaces every item, as in UIKit; setting `nil` empties the
/// pasteboard (UIKit does not say; CellSnap's choice). Every change adds one to ``changeCount``
/// and posts ``changedNotification`` with the types added and removed.
///
/// ```swift
/// UIPasteboard.general.string = "Copied"
/// print(UIPasteboard.general.hasStrings)   // true
/// ```
@preconcurrency @MainActor open class UIPasteboard: NSObject {
    /// A pasteboard's name, as `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// A key of the options items are set with, as `UIPasteboard.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Whether the items stay on this device (`Bool`).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
        /// When the items expire (`Date`).
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
    }

    static let stringTypes = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    static let urlTypes = ["public.url"]
    static let imageTypes = ["public.png", "public.jpeg", "public.image"]
    static let colorTypes = ["com.apple.uikit.color"]

    /// The type identifiers of strings, URLs, images and colours, as UIKit's `typeList...`.
    public static let typeListString = NSArray(array: stringTypes)
    public static let typeListURL = NSArray(array: urlTypes)
    public static let typeListImage = NSArray(array: imageTypes)
    public static let typeListColor = NSArray(array: colorTypes)
    /// The type that lets the pasteboard choose a value's type.
    public static let typeAutomatic = "com.apple.uikit.pasteboard.automatic"
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    private static var named: [Name: UIPasteboard] = [:]
    private static var uniqueNames = 0

    /// The pasteboard every app shares (one for the process here).
    open class var general: UIPasteboard { pasteboard(named: .general) }

    /// The pasteboard named `pasteboardName`: made when `create` is `true` and none exists.
    public init?(name pasteboardName: Name, create: Bool) {
        if UIPasteboard.named[pasteboardName] == nil, !create { return nil }
        self.name = pasteboardName
        super.init()
    }

    private init(named name: Name) {
        self.name = name
        super.init()
    }

    private static func pasteboard(named name: Name) -> UIPasteboard {
        if let existing = named[name] { return existing }
        let made = UIPasteboard(named: name)
        made.isPersistent = name == .general
        named[name] = made
        return made
    }

    /// A new pasteboard with a name of its own (`com.cellsnap.pasteboard.1`, `.2`, ...: numbered
    /// in the order they are made, so that runs are the same).
    open class func withUniqueName() -> UIPasteboard {
        uniqueNames += 1
        return pasteboard(named: Name("com.cellsnap.pasteboard.\(uniqueNames)"))
    }

    /// Removes the pasteboard named `pasteboardName`, posting ``removedNotification``.
    open class func remove(withName pasteboardName: Name) {
        guard let removed = named.removeValue(forKey: pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: removed)
    }

    /// The pasteboard's name.
    open private(set) var name: Name
    /// Whether the pasteboard outlives the app: the general one does.
    ///
    /// No visible effect: a pasteboard outlives an app only between launches.
    open private(set) var isPersistent = false
    /// No visible effect: a pasteboard outlives an app only between launches.
    open func setPersistent(_ persistent: Bool) { isPersistent = persistent }
    /// The number of changes made to the pasteboard's items.
    open private(set) var changeCount = 0

    /// The items, each a dictionary of values by type identifier.
    open var items: [[String: Any]] {
        get { storedItems }
        set { setItems(newValue) }
    }
    private final var storedItems: [[String: Any]] = []

    /// Replaces the items with `items` (the options, where and how long they last, change nothing
    /// in one process).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let before = Set(types)
        storedItems = items
        changeCount += 1
        let after = Set(types)
        NotificationCenter.default.post(
            name: Self.changedNotification, object: self,
            userInfo: [
                Self.changedTypesAddedUserInfoKey: after.subtracting(before).sorted(),
                Self.changedTypesRemovedUserInfoKey: before.subtracting(after).sorted(),
            ])
    }

    /// Adds `items` after the pasteboard's own.
    open func addItems(_ items: [[String: Any]]) { setItems(storedItems + items) }

    // MARK: Item providers and objects (iOS 11; the work in UIPasteboard+Values.swift)

    /// The items as item providers, one for each, with a data representation of each of its types
    /// (strings as UTF-8, URLs as their absolute string, images as PNG); setting it replaces the items.
    open var itemProviders: [NSItemProvider] {
        get { storedItems.map(Self.itemProvider(for:)) }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }
    /// Replaces the items with one for each provider, holding the data of each of its registered
    /// types (loaded at once; a type whose data does not load is left out). `localOnly` and
    /// `expirationDate` change nothing in one process.
    open func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        setItems(itemProviders.map(Self.item(from:)))
    }
    /// Replaces the items with one for each object, holding the data of each type it writes.
    open func setObjects(_ objects: [any NSItemProviderWriting]) {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }
    /// ``setObjects(_:)``; `localOnly` and `expirationDate` change nothing in one process.
    open func setObjects(_ objects: [any NSItemProviderWriting], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(
            objects.map { NSItemProvider(object: $0) }, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// The number of items.
    open var numberOfItems: Int { storedItems.count }
    /// The types of the first item.
    open var types: [String] { storedItems.first.map { $0.keys.sorted() } ?? [] }
    /// The types of each item of `itemSet` (every item when `nil`).
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        selected(itemSet).map { $0.keys.sorted() }
    }
    /// The items with a value of any of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let indexes = storedItems.indices.filter { index in pasteboardTypes.contains { storedItems[index][$0] != nil } }
        return indexes.isEmpty ? nil : IndexSet(indexes)
    }
    /// Whether the first item has a value of any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        pasteboardTypes.contains { storedItems.first?[$0] != nil }
    }
    /// Whether any item of `itemSet` has a value of any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        selected(itemSet).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { storedItems.first?[pasteboardType] }
    /// The values of `pasteboardType` of the items of `itemSet`.
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        selected(itemSet).compactMap { $0[pasteboardType] }
    }
    /// Makes the pasteboard one item: `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }
    /// The first item's value of `pasteboardType` as data (a string's UTF-8, a URL's, an image's PNG).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        storedItems.first.flatMap { Self.data(of: $0[pasteboardType]) }
    }
    /// The data of `pasteboardType` of the items of `itemSet`.
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        selected(itemSet).compactMap { Self.data(of: $0[pasteboardType]) }
    }
    /// Makes the pasteboard one item: `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    /// The items of `itemSet` (all when `nil`); indexes past the end are left out.
    private final func selected(_ itemSet: IndexSet?) -> [[String: Any]] {
        guard let itemSet else { return storedItems }
        return itemSet.filter { storedItems.indices.contains($0) }.map { storedItems[$0] }
    }

    private static func data(of value: Any?) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }

    // MARK: Typed values (their reading and writing: UIPasteboard+Values.swift)

    /// The first item's string.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every item's string.
    open var strings: [String]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.stringTypes, in: $0, as: Self.stringValue) }) }
        set { setItems((newValue ?? []).map { [Self.stringTypes[0]: $0] }) }
    }
    /// The first item's URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// Every item's URL.
    open var urls: [URL]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.urlTypes, in: $0, as: Self.urlValue) }) }
        set { setItems((newValue ?? []).map { [Self.urlTypes[0]: $0] }) }
    }
    /// The first item's image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// Every item's image.
    open var images: [UIImage]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.imageTypes, in: $0, as: Self.imageValue) }) }
        set { setItems((newValue ?? []).map { [Self.imageTypes[0]: $0] }) }
    }
    /// The first item's colour.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    /// Every item's colour.
    open var colors: [UIColor]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.colorTypes, in: $0, as: { $0 as? UIColor }) }) }
        set { setItems((newValue ?? []).map { [Self.colorTypes[0]: $0] }) }
    }
    /// Whether an item has a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether an item has a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether an item has an image.
    open var hasImages: Bool { images != nil }
    /// Whether an item has a colour.
    open var hasColors: Bool { colors != nil }
}
