import Foundation

/// Where the compiled model an iOS app asks its bundle for is read from on Linux.
///
/// Xcode compiles `Model.xcdatamodeld` into `Model.momd` (a folder holding one `Version.mom` a
/// version of the model) and a lone `Model.xcdatamodel` into `Model.mom`; apps written before
/// `NSPersistentContainer` ask their bundle for these
/// (`Bundle.main.url(forResource: "Model", withExtension: "momd")`) and hand the URL to
/// `NSManagedObjectModel(contentsOf:)`. A package has no compiler for them: it ships the
/// `.xcdatamodeld` itself as a resource. So the compiled name is answered with the source it is
/// compiled from, in the same folder of the bundle, which CellSnap reads as the compiled model:
///
/// | Asked for | Answered with |
/// |---|---|
/// | `Name.momd` | `Name.xcdatamodeld` (read: the version `.xccurrentversion` names) |
/// | `Version.mom` in `Name.momd` | `Name.xcdatamodeld/Version.xcdatamodel` |
/// | `Name.mom` | `Name.xcdatamodel` |
enum CompiledModelLookup {
    /// The model source `url`, the path of a compiled model, is compiled from; `nil` when `url` is
    /// not a compiled model's path.
    static func source(ofCompiled url: URL) -> URL? {
        let name = url.deletingPathExtension().lastPathComponent
        let parent = url.deletingLastPathComponent()
        switch url.pathExtension {
        case "momd":
            return parent.appendingPathComponent("\(name).xcdatamodeld")
        case "mom" where parent.pathExtension == "momd":
            let model = parent.deletingPathExtension().lastPathComponent
            return parent.deletingLastPathComponent().appendingPathComponent("\(model).xcdatamodeld")
                .appendingPathComponent("\(name).xcdatamodel")
        case "mom":
            return parent.appendingPathComponent("\(name).xcdatamodel")
        default:
            return nil
        }
    }

    /// The source of the compiled model `name`.`fileExtension` in `subdirectory` of `bundle`,
    /// when it is there; `nil` for any other resource, or when no source is in the bundle.
    static func source(in bundle: Bundle, name: String, fileExtension: String, subdirectory: String?) -> URL? {
        guard fileExtension == "momd" || fileExtension == "mom", !name.isEmpty else { return nil }
        var folder = bundle.resourceURL ?? bundle.bundleURL
        if let subdirectory, !subdirectory.isEmpty { folder.appendPathComponent(subdirectory) }
        let compiled = folder.appendingPathComponent(name).appendingPathExtension(fileExtension)
        guard let source = source(ofCompiled: compiled),
            FileManager.default.fileExists(atPath: source.path)
        else { return nil }
        return source
    }
}

extension Bundle {
    /// The URL of the resource `name`.`ext`, as Foundation's; a compiled Core Data model
    /// (`momd`, `mom`) is answered with the model source it is compiled from, which
    /// `NSManagedObjectModel(contentsOf:)` reads (Linux-only: see below).
    ///
    /// No visible effect: a lookup. Xcode compiles the `.xcdatamodeld` an app ships into the
    /// `.momd` its code asks for; a package ships the `.xcdatamodeld` itself
    /// (`resources: [.copy("Model.xcdatamodeld")]`), so `Model.momd` is answered with
    /// `Model.xcdatamodeld` in the same folder of the bundle, `Version.mom` in `Model.momd` with
    /// that version's `.xcdatamodel`, a lone `Model.mom` with `Model.xcdatamodel`. Other resources,
    /// and a compiled model whose source is not in the bundle, are answered by Foundation. These
    /// overloads take `String` where Foundation's take `String?`, so that Swift prefers them for
    /// the names an app writes.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "Model", withExtension: "momd")
    /// let model = url.flatMap { NSManagedObjectModel(contentsOf: $0) }
    /// ```
    public func url(forResource name: String, withExtension ext: String) -> URL? {
        url(forResource: name, withExtension: ext, subdirectory: nil)
    }

    /// The URL of the resource `name`.`ext` in `subpath`, as Foundation's; a compiled Core Data
    /// model is answered with its source, as `url(forResource:withExtension:)` says
    /// (`url(forResource: "Model 2", withExtension: "mom", subdirectory: "Model.momd")` is
    /// `Model.xcdatamodeld/Model 2.xcdatamodel`).
    ///
    /// No visible effect: a lookup.
    public func url(forResource name: String, withExtension ext: String, subdirectory subpath: String?) -> URL? {
        if let source = CompiledModelLookup.source(in: self, name: name, fileExtension: ext, subdirectory: subpath) {
            return source
        }
        let foundationName: String? = name
        let foundationExtension: String? = ext
        return url(forResource: foundationName, withExtension: foundationExtension, subdirectory: subpath)
    }

    /// The path of the resource `name`.`ext`, as Foundation's; a compiled Core Data model is
    /// answered with the path of its source, as `url(forResource:withExtension:)` says.
    ///
    /// No visible effect: a lookup.
    public func path(forResource name: String, ofType ext: String) -> String? {
        path(forResource: name, ofType: ext, inDirectory: nil)
    }

    /// The path of the resource `name`.`ext` in `subpath`, as Foundation's; a compiled Core Data
    /// model is answered with the path of its source.
    ///
    /// No visible effect: a lookup.
    public func path(forResource name: String, ofType ext: String, inDirectory subpath: String?) -> String? {
        if let source = CompiledModelLookup.source(in: self, name: name, fileExtension: ext, subdirectory: subpath) {
            return source.path
        }
        let foundationName: String? = name
        let foundationExtension: String? = ext
        return path(forResource: foundationName, ofType: foundationExtension, inDirectory: subpath)
    }
}
