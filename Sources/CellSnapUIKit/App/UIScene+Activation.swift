import Foundation

extension UIScene {
    /// What a request to activate a scene asks for, as UIKit's `UIScene.ActivationRequestOptions`.
    ///
    /// No visible effect: CellSnap runs one scene, and a request for another shows nothing in it.
    @preconcurrency @MainActor open class ActivationRequestOptions: NSObject {
        /// The scene that asks.
        ///
        /// No visible effect: CellSnap runs one scene, and a request for another shows nothing in it.
        open var requestingScene: UIScene?

        /// No visible effect: CellSnap runs one scene, and a request for another shows nothing in it.
        public override init() { super.init() }
    }
}

extension UIWindowScene {
    /// How a new window scene is shown, as UIKit's `UIWindowScene.PresentationStyle`.
    public enum PresentationStyle: Int, Hashable, Sendable {
        case automatic = 0, standard, prominent
    }

    /// How a window scene goes away, as UIKit's `UIWindowScene.DismissalAnimation`.
    public enum DismissalAnimation: Int, Hashable, Sendable {
        case standard = 1, commit, decline
    }

    /// What a request to activate a window scene asks for, as UIKit's
    /// `UIWindowScene.ActivationRequestOptions`.
    ///
    /// No visible effect: CellSnap runs one scene, and a request for another shows nothing in it.
    @preconcurrency @MainActor open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        /// How the new scene is shown (`.automatic` unless set).
        ///
        /// No visible effect: CellSnap runs one scene, and a request for another shows nothing in it.
        open var preferredPresentationStyle = PresentationStyle.automatic
    }

    /// What an item pinched out of a collection view opens, as UIKit's
    /// `UIWindowScene.ActivationConfiguration`: a user activity, options and a preview.
    ///
    /// No visible effect: a pinch opens the scene, which a snapshot has none of.
    @preconcurrency @MainActor open class ActivationConfiguration: NSObject {
        /// The activity the new scene is made from.
        ///
        /// No visible effect: a pinch opens the scene, which a snapshot has none of.
        open private(set) var userActivity: NSUserActivity
        /// No visible effect: a pinch opens the scene, which a snapshot has none of.
        open var options: UIWindowScene.ActivationRequestOptions?
        /// No visible effect: a pinch opens the scene, which a snapshot has none of.
        open var preview: UITargetedPreview?

        /// A configuration opening a scene for `userActivity`.
        ///
        /// No visible effect: a pinch opens the scene, which a snapshot has none of.
        public init(userActivity: NSUserActivity) {
            self.userActivity = userActivity
            super.init()
        }
    }
}

/// What a request to close a scene asks for, as UIKit's `UISceneDestructionRequestOptions`.
///
/// No visible effect: CellSnap's one scene stays for the whole snapshot.
@preconcurrency @MainActor open class UISceneDestructionRequestOptions: NSObject {
    /// No visible effect: CellSnap's one scene stays for the whole snapshot.
    public override init() { super.init() }
}

/// What a request to close a window scene asks for, as UIKit's
/// `UIWindowSceneDestructionRequestOptions`: the animation it goes with.
///
/// No visible effect: CellSnap's one scene stays for the whole snapshot.
@preconcurrency @MainActor open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// No visible effect: CellSnap's one scene stays for the whole snapshot.
    open var windowDismissalAnimation = UIWindowScene.DismissalAnimation.standard
}
