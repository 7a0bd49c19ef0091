import Foundation

/// A nib, as UIKit's `UINib`: the views of an Interface Builder document. On iOS ibtool compiles a
/// `.xib` into a nib; CellSnap reads the `.xib` source itself (see <doc:InterfaceBuilderDocuments>):
/// `UINib(nibName: "ProfileCell", bundle: nil)` finds `ProfileCell.xib` in the bundle, the main
/// bundle or a SwiftPM resource bundle, and ``instantiate(withOwner:options:)`` makes its
/// top-level objects through their `init(coder:)`, connects the File's Owner's outlets and
/// actions, and calls `awakeFromNib()`. A nib CellSnap cannot read is an error naming the file,
/// the element and the problem: written to standard error, and the owner refuses to draw.
///
/// ```swift
/// let nib = UINib(nibName: "ProfileCell", bundle: nil)
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
/// table.register(nib, forCellReuseIdentifier: "profile")   // cells are made from the nib
/// ```
@preconcurrency @MainActor open class UINib: NSObject {
    /// Options for instantiating a nib (`UINib.OptionsKey.externalObjects`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects of the app that the nib refers to as its external objects, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// What the nib was made from, for the error that names it.
    let cellSnapName: String
    /// The nib's document, or why it cannot be read.
    private let source: Result<(document: IBDocument, modules: [String], bundle: Bundle?), IBFailure>

    /// The nib of `name` (`<name>.xib`) in `bundle` (the main bundle when `nil`: the app's; see
    /// <doc:InterfaceBuilderDocuments> for where CellSnap looks when several apps' bundles hold
    /// the name).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        cellSnapName = "UINib(nibName: \"\(name)\")"
        source = Self.source(name, bundleOrNil, module: nil)
        super.init()
    }

    /// The nib of `name`, looked for in `bundle`, then in the resource bundle of `module` (the
    /// module of the class that asks for it: a controller's, a nib's owner's).
    init(nibName name: String, bundle bundleOrNil: Bundle?, module: String?) {
        cellSnapName = "UINib(nibName: \"\(name)\")"
        source = Self.source(name, bundleOrNil, module: module)
        super.init()
    }

    private static func source(_ name: String, _ bundle: Bundle?, module: String?) -> Result<
        (document: IBDocument, modules: [String], bundle: Bundle?), IBFailure
    > {
        Result {
            let found = try IBResources.find(name, extensions: ["xib"], bundle: bundle, module: module)
            return (try IBDocument.read(found.url), found.modules, found.bundle)
        }.mapError { $0 as? IBFailure ?? IBFailure(file: "\(name).xib", "\($0)") }
    }

    /// A nib from `data`, the XML source of a `.xib`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        cellSnapName = "UINib(data: \(data.count) bytes)"
        source = Result {
            (
                try IBDocument.parse(data, fileName: "UINib(data:)"),
                IBResources.resourceBundles.flatMap(IBResources.modules), bundleOrNil
            )
        }.mapError { $0 as? IBFailure ?? IBFailure(file: "UINib(data:)", "\($0)") }
        super.init()
    }

    /// The nib's top-level objects (its placeholders apart), made and connected, each awoken with
    /// `awakeFromNib()`. `ownerOrNil` is the File's Owner, whose outlets and actions the nib
    /// connects. When the nib cannot be read there are no objects, the error is written to
    /// standard error, and the owner, when it is a view or a view controller, refuses to draw.
    ///
    /// The objects stay alive a while after the array is released, as the autorelease pool keeps
    /// them on iOS (CellSnap keeps the last 64 hand-overs): a view that keeps its nib's view in a `weak`
    /// property finds it there until it adds it as a subview.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let call = "\(cellSnapName).instantiate(withOwner:options:)"
        do {
            let objects = try cellSnapObjects(owner: ownerOrNil, options: optionsOrNil)
            AutoreleasedObjects.keep(objects)
            return objects
        } catch {
            let failure = error as? IBFailure ?? IBFailure(file: cellSnapName, "\(error)")
            let error = failure.error(call: call)
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            (ownerOrNil as? UIView)?.cellSnapRefuseDrawing(error)
            if let controller = ownerOrNil as? UIViewController {
                controller.cellSnapNibError = controller.cellSnapNibError ?? error
                controller.viewIfLoaded?.cellSnapRefuseDrawing(error)
            }
            return []
        }
    }

    /// The class name the nib's File's Owner is made for (its `customClass`); `nil` when it names
    /// none or the nib cannot be read.
    var cellSnapOwnerClassName: String? {
        guard let document = try? source.get().document,
            let objects = IBDocument.child(document.root, "objects")
        else { return nil }
        return objects.children.first { $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }?
            .attributes["customClass"]
    }

    /// The top-level objects, or the failure.
    func cellSnapObjects(owner: Any?, options: [UINib.OptionsKey: Any]?) throws -> [Any] {
        let (document, modules, bundle) = try source.get()
        guard let objects = IBDocument.child(document.root, "objects") else {
            throw IBFailure(file: document.fileName, element: document.root, "the xib has no <objects>")
        }
        let ownerModules =
            owner.map { [String(reflecting: type(of: $0)).split(separator: ".").first.map(String.init) ?? ""] } ?? []
        let loader = IBLoader(document: document, modules: ownerModules + modules, bundle: bundle)
        let external = options?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for element in objects.children {
            if element.name == "placeholder" {
                guard let id = element.attributes["id"] else { continue }
                switch element.attributes["placeholderIdentifier"] {
                case "IBFilesOwner": if let owner { loader.objects[id] = owner as AnyObject }
                case "IBFirstResponder": break
                case let identifier?: if let object = external[identifier] { loader.objects[id] = object as AnyObject }
                case nil: break
                }
                if let connections = IBDocument.child(element, "connections"), let owner = loader.objects[id] {
                    loader.pendingConnections.append((connections, owner))
                }
                continue
            }
            topLevel.append(try loader.object(for: element))
        }
        try loader.finish(awakingFrom: 0)
        return topLevel
    }

    /// The nib's first top-level object of `type` (a registered cell), or the failure.
    func cellSnapMake<Object>(_ type: Object.Type) throws -> Object {
        let objects = try cellSnapObjects(owner: nil, options: nil)
        guard let object = objects.lazy.compactMap({ $0 as? Object }).first else {
            throw IBFailure(file: cellSnapName, "the nib has no top-level \(type)")
        }
        return object
    }
}

extension Bundle {
    /// The top-level objects of the nib `name` (see ``UINib/instantiate(withOwner:options:)``);
    /// `nil` when it cannot be read. In the main bundle, which on iOS is the app's, the nib is
    /// looked for in the resource bundle of the owner's module first.
    ///
    /// `@preconcurrency`, as the SDK's imported declaration is: a call from a nonisolated context
    /// is a warning in the Swift 5 language mode, an error in Swift 6.
    @preconcurrency @MainActor public func loadNibNamed(
        _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
    )
        -> [Any]?
    {
        let module = owner.flatMap(IBResources.module(of:))
        let nib = UINib(nibName: name, bundle: self, module: module)
        let objects = nib.instantiate(withOwner: owner, options: options)
        return objects.isEmpty ? nil : objects
    }
}
