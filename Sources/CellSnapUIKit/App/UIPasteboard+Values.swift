import Foundation

// The pasteboard's typed values: strings, URLs, images and colours, each read from the first
// value of its types in an item and written as one item per value (see `UIPasteboard`).
extension UIPasteboard {
    func nonEmpty<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }

    static func first<Value>(of types: [String], in item: [String: Any], as read: (Any) -> Value?) -> Value? {
        for type in types { if let value = item[type].flatMap(read) { return value } }
        return nil
    }

    static func stringValue(_ value: Any) -> String? {
        (value as? String) ?? (value as? NSString).map { String($0) }
            ?? (value as? Data).flatMap { String(data: $0, encoding: .utf8) }
    }

    static func urlValue(_ value: Any) -> URL? {
        (value as? URL) ?? stringValue(value).flatMap { URL(string: $0) }
    }

    static func imageValue(_ value: Any) -> UIImage? {
        (value as? UIImage) ?? (value as? Data).flatMap { UIImage(data: $0) }
    }
}

/// The data an item provider hands over at once, kept for the caller.
private final class LoadedData: @unchecked Sendable {
    var data: Data?
}

extension UIPasteboard {
    /// An item of `provider`'s registered types, each with the data it loads (at once, as
    /// CellSnap's providers load).
    static func item(from provider: NSItemProvider) -> [String: Any] {
        var item: [String: Any] = [:]
        for typeIdentifier in provider.registeredTypeIdentifiers where item[typeIdentifier] == nil {
            let loaded = LoadedData()
            provider.loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, _ in loaded.data = data }
            if let data = loaded.data { item[typeIdentifier] = data }
        }
        return item
    }

    /// A provider of `item`'s values as data, by type, in the order of the types' names.
    static func itemProvider(for item: [String: Any]) -> NSItemProvider {
        let provider = NSItemProvider()
        for (typeIdentifier, value) in item.sorted(by: { $0.key < $1.key }) {
            guard let data = data(of: value) else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
        return provider
    }

    /// `value` as data: itself, a string's UTF-8, a URL's absolute string, an image's PNG.
    private static func data(of value: Any) -> Data? {
        if let data = value as? Data { return data }
        if let url = value as? URL { return Data(url.absoluteString.utf8) }
        if let string = stringValue(value) { return Data(string.utf8) }
        return (value as? UIImage)?.pngData()
    }
}
