import Foundation

/// Who may see a representation an item provider offers, as Foundation's
/// `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Hashable, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// An object an item provider can make from data, as Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class reads, in order of preference.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object an item provider can offer as data, as Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object writes, in order of preference.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands the object's data of `typeIdentifier` to `completionHandler`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// The data a drag carries, as Foundation's `NSItemProvider` (Apple platforms only: Foundation on
/// Linux has none): objects and data registered under type identifiers, loaded back by type.
///
/// ```swift
/// let provider = NSItemProvider(object: "Mont Blanc" as NSString)
/// provider.registeredTypeIdentifiers   // ["public.utf8-plain-text"]
/// ```
///
/// `NSString` and `NSURL` read and write themselves (plain text; a URL's absolute string), and the
/// Swift overlay's bridged forms load a `String` or a `URL` (`loadObject(ofClass: URL.self)`), as
/// do a drop session's (`session.loadObjects(ofClass: URL.self)`).
///
/// No visible effect: a snapshot never drags; CellSnap keeps what is registered and loads it back
/// synchronously.
open class NSItemProvider: NSObject {
    /// What receives an item loaded with ``loadItem(forTypeIdentifier:options:completionHandler:)``.
    public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void
    /// What hands over a registered item: it is given the completion handler, the class expected
    /// (`nil` from Swift callers) and the load's options.
    public typealias LoadHandler = (CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// A registered representation: its type identifier and how to load it (as data or as a file).
    struct Representation {
        enum Source {
            case data((@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void)
            case file((@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Void)
        }

        let typeIdentifier: String
        let fileOptions: NSItemProviderFileOptions
        let source: Source
        /// The handler an item was registered with (``registerItem(forTypeIdentifier:loadHandler:)``),
        /// which ``loadItem(forTypeIdentifier:options:completionHandler:)`` calls.
        var itemLoader: LoadHandler? = nil
    }

    private(set) var representations: [Representation] = []
    /// A name for the data, when it is saved as a file.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` (data, a string, a URL or another coded object) under `typeIdentifier`:
    /// ``loadItem(forTypeIdentifier:options:completionHandler:)`` hands the item back, and data
    /// loads read it as ``registerItem(forTypeIdentifier:loadHandler:)`` says.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        nonisolated(unsafe) let registered = item
        registerItem(forTypeIdentifier: typeIdentifier) { completion, _, _ in completion?(registered, nil) }
    }

    /// A provider of the file at `fileURL`, as `NSItemProvider(contentsOf:)`: its data and the file
    /// itself under the system type its extension names (`public.data` for another one, where iOS
    /// would make a dynamic type); `nil` when
    /// there is no file there.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let fileExtension = fileURL.pathExtension.lowercased()
        let typeIdentifier =
            SystemTypes.table.first { $0.extensions.contains(fileExtension) }?.identifier ?? "public.data"
        registerFileRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
    }

    /// The type identifiers registered, in order.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a representation of `typeIdentifier` is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Registers `object`'s representations.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers an item of `typeIdentifier` that `loadHandler` hands to the completion handler it
    /// is given, when asked with ``loadItem(forTypeIdentifier:options:completionHandler:)``. Data
    /// loads of the type read the item as data: `NSData` as it is, the UTF-8 of an `NSString` or of
    /// an `NSURL`'s absolute string; another object loads no data.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping LoadHandler) {
        representations.append(
            Representation(
                typeIdentifier: typeIdentifier, fileOptions: [],
                source: .data { completion in
                    loadHandler({ item, error in completion(Self.data(ofItem: item), error) }, nil, nil)
                }, itemLoader: loadHandler))
    }

    /// Hands the item of `typeIdentifier` to `completionHandler` (at once, on the calling thread):
    /// a registered item as it was registered, otherwise a data representation as `NSData` and a
    /// file representation as the `NSURL` of a copy deleted when the handler returns; an error when
    /// nothing of `typeIdentifier` is registered. `options` go to the item's load handler.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: CompletionHandler? = nil
    ) {
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler?(nil, CocoaError(.fileReadNoSuchFile))
            return
        }
        if let loader = representation.itemLoader { return loader(completionHandler, nil, options) }
        nonisolated(unsafe) let completionHandler = completionHandler
        switch representation.source {
        case .data:
            representation.loadData { data, error in completionHandler?(data.map { NSData(data: $0) }, error) }
        case .file:
            loadFileRepresentation(forTypeIdentifier: typeIdentifier) { url, error in
                completionHandler?(url.map { $0 as NSURL }, error)
            }
        }
    }

    /// An item's data, as ``registerItem(forTypeIdentifier:loadHandler:)`` reads it.
    private static func data(ofItem item: (any NSSecureCoding)?) -> Data? {
        if let data = item as? NSData { return Data(referencing: data) }
        if let string = item as? NSString { return Data((string as String).utf8) }
        if let url = item as? NSURL { return Data(url.absoluteString.utf8) }
        return nil
    }

    /// Registers data of `typeIdentifier` that `loadHandler` hands over when asked.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(
            Representation(typeIdentifier: typeIdentifier, fileOptions: [], source: .data { _ = loadHandler($0) }))
    }

    /// Registers a file of `typeIdentifier` that `loadHandler` hands over when asked (its URL,
    /// and whether a reader must coordinate access to it); `fileOptions` says whether readers may
    /// open it in place.
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(
            Representation(
                typeIdentifier: typeIdentifier, fileOptions: fileOptions, source: .file { _ = loadHandler($0) }))
    }

    /// The type identifiers registered with every option of `fileOptions` (all of them for `[]`), in order.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier)
    }

    /// Whether a representation of `typeIdentifier` is registered with every option of `fileOptions`.
    open func hasRepresentationConforming(
        toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []
    ) -> Bool {
        registeredTypeIdentifiers(fileOptions: fileOptions).contains(typeIdentifier)
    }

    /// Whether an object of `aClass` can be made from a registered representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Hands the data of `typeIdentifier` to `completionHandler` (at once, on the calling thread).
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return Progress(totalUnitCount: 1)
        }
        representation.loadData(completionHandler)
        return Progress(totalUnitCount: 1)
    }

    /// Hands a copy of the file of `typeIdentifier` to `completionHandler` (at once, on the
    /// calling thread), and deletes the copy when the handler returns, as Foundation does: the
    /// handler moves or copies it to keep it. A data representation is written to the copy; an
    /// error when no representation of `typeIdentifier` is registered or its file cannot be read.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        loadFile(forTypeIdentifier: typeIdentifier, inPlace: false) { url, _, error in completionHandler(url, error) }
    }

    /// Hands the file of `typeIdentifier` to `completionHandler` (at once, on the calling thread):
    /// the registered file itself when it was registered `.openInPlace` (the handler's `Bool` is
    /// then `true`), otherwise a copy deleted when the handler returns, as
    /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)`` makes.
    @discardableResult
    open func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadFile(forTypeIdentifier: typeIdentifier, inPlace: true, completionHandler: completionHandler)
    }

    /// Makes an object of `aClass` from the first representation it reads and hands it to
    /// `completionHandler` (at once, on the calling thread).
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        guard
            let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider.first(
                where: hasItemConformingToTypeIdentifier)
        else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            return Progress(totalUnitCount: 1)
        }
        // The class is read on the calling thread, where the data is handed over at once.
        nonisolated(unsafe) let aClass = aClass
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }
}

extension NSString: NSItemProviderWriting {
    /// Plain UTF-8 text, as `NSString` writes itself on Apple platforms.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

extension NSString: NSItemProviderReading {
    /// The text types `NSString` reads on Apple platforms, UTF-8 first.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.text", "public.url"]
    }

    /// A string of `data`, read as UTF-8 (UTF-16 for the UTF-16 types); an error when it is not text.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let encoding: String.Encoding = typeIdentifier.hasPrefix("public.utf16") ? .utf16 : .utf8
        guard let string = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return Self(string: string)
    }
}
