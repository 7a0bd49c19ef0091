import Foundation

// The Swift overlay's forms of the item provider API for value types that bridge to a class the
// provider reads (`String` to `NSString`, `URL` to `NSURL`), as apps call them:
// `provider.loadObject(ofClass: URL.self) { url, error in ... }`.

extension NSItemProvider {
    /// Whether a `T` can be made from a registered representation (`String.self`, `URL.self`).
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a `T` (`String`, `URL`), as the Swift overlay's bridged form of
    /// ``loadObject(ofClass:completionHandler:)``.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }
}

extension NSURL: NSItemProviderWriting {
    /// A URL, as `NSURL` writes itself for other apps (its absolute string, UTF-8).
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderReading {
    /// The URL types `NSURL` reads: web and file URLs.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }

    /// The URL written in `data` (UTF-8); an error when it is not a URL.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8),
            let url = NSURL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) as? Self
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return url
    }
}
