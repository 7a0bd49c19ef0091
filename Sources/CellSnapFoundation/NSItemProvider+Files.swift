import Foundation

/// How an item provider's file may be read, as Foundation's `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Readers may open the registered file itself rather than a copy
    /// (``NSItemProvider/loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)``).
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

extension NSItemProvider.Representation {
    /// Hands the representation's data over: a data representation's own, a file
    /// representation's file read whole.
    func loadData(_ completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        switch source {
        case .data(let load): load(completionHandler)
        case .file(let load):
            load { url, _, error in
                guard let url else { return completionHandler(nil, error ?? CocoaError(.fileReadNoSuchFile)) }
                do {
                    completionHandler(try Data(contentsOf: url), nil)
                } catch {
                    completionHandler(nil, error)
                }
            }
        }
    }
}

extension NSItemProvider {
    /// Loads the file of `typeIdentifier`: in place when asked and the representation allows it,
    /// otherwise as a copy in a folder of its own under the temporary directory, deleted when
    /// `completionHandler` returns.
    ///
    /// The copy keeps the registered file's name; data is written to a file named
    /// ``suggestedName`` (or `Item`) with the last component of the type identifier as its
    /// extension (`public.jpeg`: `Item.jpeg`), unless the suggested name has one. CellSnap chose
    /// this name; Foundation does not document how it names the file.
    func loadFile(
        forTypeIdentifier typeIdentifier: String, inPlace: Bool,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, false, CocoaError(.fileReadNoSuchFile))
            return progress
        }
        let name = fileName(forTypeIdentifier: typeIdentifier)
        switch representation.source {
        case .file(let load):
            let openInPlace = inPlace && representation.fileOptions.contains(.openInPlace)
            load { url, _, error in
                guard let url else { return completionHandler(nil, false, error ?? CocoaError(.fileReadNoSuchFile)) }
                if openInPlace { return completionHandler(url, true, nil) }
                Self.handOverCopy(named: url.lastPathComponent, completionHandler) {
                    try FileManager.default.copyItem(at: url, to: $0)
                }
            }
        case .data(let load):
            load { data, error in
                guard let data else { return completionHandler(nil, false, error ?? CocoaError(.fileReadNoSuchFile)) }
                Self.handOverCopy(named: name, completionHandler) { try data.write(to: $0) }
            }
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// The name of a file written from data of `typeIdentifier`.
    private func fileName(forTypeIdentifier typeIdentifier: String) -> String {
        let name = suggestedName ?? "Item"
        guard (name as NSString).pathExtension.isEmpty, let last = typeIdentifier.split(separator: ".").last else {
            return name
        }
        return "\(name).\(last)"
    }

    /// Makes the file `name` in a new temporary folder with `write`, hands it to
    /// `completionHandler` and deletes the folder when the handler returns.
    private static func handOverCopy(
        named name: String, _ completionHandler: @Sendable (URL?, Bool, (any Error)?) -> Void,
        write: (URL) throws -> Void
    ) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CellSnapItemProvider-\(UUID().uuidString)", isDirectory: true)
        let file = folder.appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(file)
        } catch {
            return completionHandler(nil, false, error)
        }
        completionHandler(file, false, nil)
    }
}
