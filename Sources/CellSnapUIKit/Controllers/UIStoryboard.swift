import Foundation

/// A storyboard, as UIKit's `UIStoryboard`. On iOS ibtool compiles a `.storyboard`; CellSnap reads
/// the source itself (see <doc:InterfaceBuilderDocuments>): `UIStoryboard(name: "Main", bundle: nil)`
/// finds `Main.storyboard` in the bundle, the main bundle or a SwiftPM resource bundle, and a
/// controller made from it is made through its class's `init(coder:)`, with its view loaded from
/// the scene when it is first asked for. A storyboard CellSnap cannot read is an error naming the
/// file, the element and the problem, written to standard error; the controller comes back as
/// the scene's class when it was made before the problem was found (so that an app's
/// `as! SettingsViewController` holds and its snapshot shows the error), with a view that refuses
/// to draw with that error. On iOS a storyboard that fails to load raises an exception;
/// CellSnap's choice keeps the test process alive and names what it does not read. A controller
/// that was never made is a plain `UIViewController` with that view (asked for by identifier) or
/// `nil` (the initial controller).
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)
/// let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
/// settings.loadViewIfNeeded()
/// ```
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The storyboard's name, for the errors that name it.
    let name: String
    private let source: Result<IBResources.Found, Error>

    /// The storyboard `name` in `storyboardBundleOrNil` (the main bundle when `nil`: the app's; see
    /// <doc:InterfaceBuilderDocuments> for where CellSnap looks when several apps' bundles hold
    /// the name).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        source = Result { try IBResources.find(name, extensions: ["storyboard"], bundle: storyboardBundleOrNil) }
        super.init()
    }

    /// The storyboard's initial view controller (its `initialViewController`); `nil` when it has none
    /// or cannot be read.
    open func instantiateInitialViewController() -> UIViewController? {
        do {
            return try instantiate(call: "instantiateInitialViewController()", identifier: nil, creator: nil)
        } catch {
            return standIn(failingWith: error)
        }
    }

    /// The storyboard's initial view controller made by `creator` from its coder (`nil` from
    /// `creator` makes it with its class's `init(coder:)`).
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        do {
            return try instantiate(
                call: "instantiateInitialViewController(creator:)", identifier: nil, creator: creator)
                as? ViewController
        } catch {
            return standIn(failingWith: error) as? ViewController
        }
    }

    /// The view controller whose storyboard ID is `identifier`: when it cannot be made, a plain
    /// `UIViewController` whose view refuses to draw, with the error naming the problem.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        orPlaceholder("instantiateViewController(withIdentifier: \"\(identifier)\")", identifier, creator: nil)
    }

    /// The view controller of `identifier`, of the type the call asks for, made by `creator` from
    /// its coder (`nil` from `creator` makes it with the scene's class's `init(coder:)`), as iOS 13's
    /// generic form: `let picker = storyboard.instantiateViewController(identifier: "Picker") as PickerViewController`.
    ///
    /// UIKit raises an exception when the scene cannot be made or is not a `ViewController`;
    /// CellSnap reports the error naming the storyboard and the scene and returns the scene's
    /// controller when it is a `ViewController`, else a `ViewController` made with `init(coder:)`
    /// from an empty coder; either way its view refuses to draw with the error. Only when that
    /// `init(coder:)` returns `nil` is there no value to return, and the call stops the process with
    /// the error, as UIKit's exception does.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let call = "instantiateViewController(identifier: \"\(identifier)\")"
        do {
            let made = try instantiate(
                call: call, identifier: identifier, creator: creator.map { creator in { creator($0) } })
            if let controller = made as? ViewController { return controller }
            throw report(
                call: call,
                IBFailure(
                    file: "\(name).storyboard",
                    "the scene \"\(identifier)\" is a \(type(of: made)), not a \(ViewController.self)"))
        } catch {
            if let controller = standIn(failingWith: error) as? ViewController { return controller }
            guard let controller = ViewController(coder: EmptyStoryboardCoder()) else {
                fatalError("\(error) (and \(ViewController.self).init(coder:) returned nil)")
            }
            controller.cellSnapNibError = error as? CellSnapUIKitError
            return controller
        }
    }

    private func orPlaceholder(
        _ call: String, _ identifier: String, creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController {
        do {
            return try instantiate(call: call, identifier: identifier, creator: creator)
        } catch {
            return standIn(failingWith: error) ?? placeholder(failingWith: error)
        }
    }

    /// The scene's controller a failed `instantiate` had made, given `error` (a `CellSnapUIKitError`
    /// naming the document and what is not read), so that its view refuses to draw with it.
    private func standIn(failingWith error: Error) -> UIViewController? {
        defer { failedScene = nil }
        guard let (loader, element) = failedScene, let id = element.attributes["id"],
            let controller = loader.objects[id] as? UIViewController
        else { return nil }
        controller.cellSnapNibError = error as? CellSnapUIKitError
        return controller
    }

    private func placeholder(failingWith error: Error) -> UIViewController {
        let controller = UIViewController()
        controller.cellSnapNibError = error as? CellSnapUIKitError
        return controller
    }

    /// The scene a failed `instantiate` was making, and its loader, until the stand-in is taken.
    private var failedScene: (loader: IBLoader, element: IBElement)?

    /// The controller of `identifier` (the initial one for `nil`), made, connected and awoken.
    func instantiate(
        call: String, identifier: String?, creator: ((NSCoder) -> UIViewController?)?
    ) throws -> UIViewController {
        do {
            let found = try source.get()
            let document = try IBDocument.read(found.url)
            guard document.isStoryboard else {
                throw IBFailure(file: document.fileName, "the document is a xib, not a storyboard")
            }
            let element = try scene(identifier, in: document)
            let loader = IBLoader(document: document, modules: found.modules, bundle: found.bundle)
            loader.storyboard = self
            failedScene = (loader, element)
            let object = try loader.object(for: element, creator: creator.map { creator in { creator($0) } })
            try loader.finish(awakingFrom: 0)
            guard let controller = object as? UIViewController else {
                throw IBFailure(
                    file: document.fileName, element: element, "the scene's object is not a view controller")
            }
            failedScene = nil
            return controller
        } catch {
            throw report(call: call, error)
        }
    }

    /// The controller element of `identifier` (its `storyboardIdentifier`), or the initial one.
    private func scene(_ identifier: String?, in document: IBDocument) throws -> IBElement {
        guard let identifier else {
            guard let id = document.root.attributes["initialViewController"], let element = document.elementsByID[id]
            else {
                throw IBFailure(
                    file: document.fileName, element: document.root, "the storyboard has no initial view controller")
            }
            return element
        }
        guard
            let element = document.elementsByID.values.first(where: {
                $0.attributes["storyboardIdentifier"] == identifier
            })
        else {
            throw IBFailure(file: document.fileName, "no view controller has the storyboard ID \"\(identifier)\"")
        }
        return element
    }

    /// Writes the error of `call` to standard error and returns it.
    @discardableResult private func report(call: String, _ error: Error) -> CellSnapUIKitError {
        if let error = error as? CellSnapUIKitError { return error }
        let failure = error as? IBFailure ?? IBFailure(file: "\(name).storyboard", "\(error)")
        let reported = failure.error(call: "UIStoryboard(name: \"\(name)\", bundle: nil).\(call)")
        FileHandle.standardError.write(Data("\(reported)\n".utf8))
        return reported
    }
}

/// The coder a controller is made with when its storyboard scene could not be: it has no values.
private final class EmptyStoryboardCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}

extension UIViewController {
    /// Loads the view from the controller's storyboard scene or nib; `false` when it has neither.
    /// A document that cannot be read makes the view refuse to draw, with the error naming it.
    func cellSnapLoadInterfaceBuilderView() -> Bool {
        if let source = cellSnapViewSource {
            do {
                guard let view = try source.loadView(of: self) else { return false }
                self.view = view
            } catch {
                let failure = error as? IBFailure ?? IBFailure(file: "storyboard", "\(error)")
                cellSnapNibError = cellSnapNibError ?? failure.reported(call: "\(type(of: self)).loadView()")
                return false
            }
            return true
        }
        let module = IBResources.module(of: self)
        guard let name = nibName ?? nibNamedAfterClass(module: module) else { return false }
        _ = UINib(nibName: name, bundle: nibBundle, module: module).instantiate(withOwner: self)
        return viewIfLoaded != nil
    }

    /// The nib UIKit finds for a controller without a nib name: the class's name less
    /// "Controller", then the whole name (Apple: `nibName`). UIKit searches only when the class
    /// does not override `loadView()`, which Swift on Linux cannot tell; so a nib found is taken
    /// only when its File's Owner is this class or one it inherits from (or names none): a nib
    /// made for another class (a view that loads its own `LoginView.xib` in the `loadView()` of
    /// `LoginViewController`) is not the controller's.
    private func nibNamedAfterClass(module: String?) -> String? {
        let className = String(describing: type(of: self))
        var ownClasses: Set<String> = []
        var ancestor: AnyClass? = type(of: self)
        while let found = ancestor {
            ownClasses.insert(String(describing: found))
            ancestor = _getSuperclass(found)
        }
        let names = [className.hasSuffix("Controller") ? String(className.dropLast(10)) : nil, className]
        return names.compactMap { $0 }.first { name in
            guard IBResources.exists(name, bundle: nibBundle, module: module) else { return false }
            let owner = UINib(nibName: name, bundle: nibBundle, module: module).cellSnapOwnerClassName
            return owner.map(ownClasses.contains) ?? true
        }
    }
}
