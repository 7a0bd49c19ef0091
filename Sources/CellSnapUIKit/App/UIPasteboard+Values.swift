import Foundation

// The pasteboard's typed values: strings, URLs, images and colours, each read from the first
// value of its types in an item and written as one item per value (see `UIPasteboard`).
extension UIPasteboard {
    /// The first item's string.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every item's string.
    public var strings: [String]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.stringTypes, in: $0, as: Self.stringValue) }) }
        set { setItems((newValue ?? []).map { [Self.stringTypes[0]: $0] }) }
    }
    /// The first item's URL.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// Every item's URL.
    public var urls: [URL]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.urlTypes, in: $0, as: Self.urlValue) }) }
        set { setItems((newValue ?? []).map { [Self.urlTypes[0]: $0] }) }
    }
    /// The first item's image.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// Every item's image.
    public var images: [UIImage]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.imageTypes, in: $0, as: Self.imageValue) }) }
        set { setItems((newValue ?? []).map { [Self.imageTypes[0]: $0] }) }
    }
    /// The first item's colour.
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    /// Every item's colour.
    public var colors: [UIColor]? {
        get { nonEmpty(items.compactMap { Self.first(of: Self.colorTypes, in: $0, as: { $0 as? UIColor }) }) }
        set { setItems((newValue ?? []).map { [Self.colorTypes[0]: $0] }) }
    }
    /// Whether an item has a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether an item has a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether an item has an image.
    public var hasImages: Bool { images != nil }
    /// Whether an item has a colour.
    public var hasColors: Bool { colors != nil }

    private func nonEmpty<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }

    private static func first<Value>(of types: [String], in item: [String: Any], as read: (Any) -> Value?) -> Value? {
        for type in types { if let value = item[type].flatMap(read) { return value } }
        return nil
    }

    private static func stringValue(_ value: Any) -> String? {
        (value as? String) ?? (value as? NSString).map { String($0) }
            ?? (value as? Data).flatMap { String(data: $0, encoding: .utf8) }
    }

    private static func urlValue(_ value: Any) -> URL? {
        (value as? URL) ?? stringValue(value).flatMap { URL(string: $0) }
    }

    private static func imageValue(_ value: Any) -> UIImage? {
        (value as? UIImage) ?? (value as? Data).flatMap { UIImage(data: $0) }
    }
}
