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
