import Foundation

/// The status bar of a window scene, as UIKit's `UIStatusBarManager` (iOS 13): its frame, style
/// and whether it is hidden. The frame is the scene's top safe-area inset across its width: on
/// every phone of the device table CellSnap draws with, the status bar is as tall as the
/// portrait safe area's top (20 points without a notch, 44, 47 or 50 with one). A scene whose
/// windows have no device safe area (a window not drawn on a device) has a status bar of no
/// height.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.statusBarManager?.isStatusBarHidden   // false
/// ```
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The style of the status bar: the preferred one of the controller that decides it, found
    /// from the root view controller through each ``UIViewController/childForStatusBarStyle``, as
    /// UIKit asks a container for the child whose style counts; `.default` without a root.
    ///
    /// No visible effect: CellSnap draws no status bar; the style only colours it.
    open var statusBarStyle: UIStatusBarStyle {
        deciding(\.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }
    /// Whether the status bar is hidden: ``UIViewController/prefersStatusBarHidden`` of the
    /// controller found from the root through each ``UIViewController/childForStatusBarHidden``.
    ///
    /// No visible effect: CellSnap draws no status bar; only its frame takes space (the safe area).
    open var isStatusBarHidden: Bool { deciding(\.childForStatusBarHidden)?.prefersStatusBarHidden ?? false }

    /// The root view controller, or the child that `child` names, and its child, to the end of the chain.
    private func deciding(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        var controller = scene?.firstWindow?.rootViewController
        var visited: Set<ObjectIdentifier> = []
        while let current = controller, visited.insert(ObjectIdentifier(current)).inserted,
            let next = current[keyPath: child]
        {
            controller = next
        }
        return controller
    }
    /// The status bar's frame in the scene's coordinates: the top safe-area inset of its window,
    /// across the window (zero when hidden).
    open var statusBarFrame: CGRect {
        guard let window = scene?.firstWindow, !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.cellSnapDeviceSafeAreaInsets.top)
    }
}

extension UIWindowScene {
    /// The key window, else the first window: the one whose status bar the scene shows.
    final var firstWindow: UIWindow? { keyWindow ?? windows.first }

    /// A scene's geometry, as UIKit's `UIWindowScene.Geometry` (iOS 16).
    @preconcurrency @MainActor open class Geometry: NSObject {
        /// The orientation of the scene's interface.
        open private(set) var interfaceOrientation: UIInterfaceOrientation
        /// The scene's frame on the screen: the screen's bounds, as an iPhone's scene fills it.
        open private(set) var systemFrame: CGRect
        /// Whether the user is resizing the scene (iOS 17): never, in a snapshot.
        ///
        /// No visible effect: a snapshot's scene has the size it is drawn at.
        open var isInteractivelyResizing: Bool { false }

        init(interfaceOrientation: UIInterfaceOrientation, systemFrame: CGRect) {
            self.interfaceOrientation = interfaceOrientation
            self.systemFrame = systemFrame
            super.init()
        }
    }
}

/// The limits of a scene's size, as UIKit's `UISceneSizeRestrictions` (iPad and Mac).
///
/// No visible effect: a snapshot's scene has the size it is drawn at.
@preconcurrency @MainActor open class UISceneSizeRestrictions: NSObject {
    /// No visible effect: a snapshot's scene has the size it is drawn at.
    open var minimumSize = CGSize.zero
    /// No visible effect: a snapshot's scene has the size it is drawn at.
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// No visible effect: a snapshot's scene has the size it is drawn at.
    open var allowsFullScreen = true
}
