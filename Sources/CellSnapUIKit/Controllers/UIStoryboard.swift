import Foundation

/// A storyboard, as UIKit's `UIStoryboard`. CellSnap reads no storyboards (their compiled form
/// exists only in an iOS build), so a storyboard keeps its name and making a controller from it is
/// an error that names it: the initial controller is `nil`, and a controller asked for by identifier
/// is a plain `UIViewController` whose view refuses to draw. The reason is also written to standard
/// error, as a test that casts the result (`as! SettingsViewController`) stops there. Make the
/// controller in code to snapshot it on Linux.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)
/// print(storyboard.instantiateInitialViewController() == nil)   // true
/// let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
/// print(type(of: settings))                                       // UIViewController: drawing it is an error
/// ```
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The storyboard's name, for the errors that name it.
    let name: String

    /// The storyboard `name` in `storyboardBundleOrNil` (the main bundle when `nil`).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller: `nil`, as CellSnap reads no storyboards.
    open func instantiateInitialViewController() -> UIViewController? {
        report(call: "instantiateInitialViewController()")
        return nil
    }

    /// The storyboard's initial view controller made by `creator`: `nil`, as CellSnap reads no
    /// storyboards (`creator` is not called: it would decode a controller from an archive).
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        report(call: "instantiateInitialViewController(creator:)")
        return nil
    }

    /// The view controller of `identifier`: a plain `UIViewController` whose view refuses to draw,
    /// with an error naming the storyboard and the identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let controller = UIViewController()
        controller.cellSnapNibError = report(call: "instantiateViewController(withIdentifier: \"\(identifier)\")")
        return controller
    }

    /// The view controller of `identifier` made by `creator` (iOS 13's form, whose result is a
    /// `UIViewController`): as ``instantiateViewController(withIdentifier:)``; `creator` is not
    /// called, as it would decode a controller from the storyboard's archive.
    open func instantiateViewController(
        identifier: String, creator: ((NSCoder) -> UIViewController?)? = nil
    ) -> UIViewController {
        let controller = UIViewController()
        controller.cellSnapNibError = report(call: "instantiateViewController(identifier: \"\(identifier)\")")
        return controller
    }

    /// Writes the error of `call` to standard error and returns it.
    @discardableResult private func report(call: String) -> CellSnapUIKitError {
        let error = CellSnapUIKitError(
            call: "UIStoryboard(name: \"\(name)\", bundle: nil).\(call)",
            reason:
                "CellSnap reads no storyboards (their compiled form exists only in an iOS build); make the view controller in code"
        )
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return error
    }
}

extension UIViewController {
    /// The storyboard the controller came from: always `nil`, as CellSnap makes no controller
    /// from a storyboard.
    public var storyboard: UIStoryboard? { nil }
}
