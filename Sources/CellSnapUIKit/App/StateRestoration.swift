import Foundation

/// A class that remakes a view controller when state is restored, as UIKit's
/// `UIViewControllerRestoration`.
///
/// No visible effect: state is restored at a later launch, and a snapshot is one launch.
@preconcurrency @MainActor public protocol UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
}

extension UIResponder: UIUserActivityRestoring {}
