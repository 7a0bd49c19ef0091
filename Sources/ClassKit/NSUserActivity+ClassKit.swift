import CellSnapFoundation
import Foundation

/// The activity type of a deep link from ClassKit (CellSnap's own: Apple does not document the
/// type Schoolwork's activities have).
let classKitDeepLinkActivityType = "com.apple.ClassKit.deeplink"
/// The user-info key of a ClassKit deep link's context identifier path (CellSnap's own).
let classKitContextIdentifierPathKey = "CLSContextIdentifierPath"

extension NSUserActivity {
    /// Whether the activity opens the app at a context from Schoolwork, as ClassKit's
    /// `isClassKitDeepLink`. Linux has no Schoolwork: only an activity a test makes with
    /// ``cellSnapClassKitDeepLink(toContextIdentifierPath:)`` is one.
    public var isClassKitDeepLink: Bool {
        activityType == classKitDeepLinkActivityType && contextIdentifierPath != nil
    }

    /// The identifier path of the context a ClassKit deep link opens (the main app context's
    /// identifier first), as ClassKit's `contextIdentifierPath`; `nil` for any other activity.
    public var contextIdentifierPath: [String]? {
        guard activityType == classKitDeepLinkActivityType else { return nil }
        return userInfo?[classKitContextIdentifierPathKey] as? [String]
    }

    /// A deep link from Schoolwork to the context at `path`, as iOS hands one to the app's
    /// `application(_:continue:restorationHandler:)` (Linux only: a test continues it).
    public static func cellSnapClassKitDeepLink(toContextIdentifierPath path: [String]) -> NSUserActivity {
        let activity = NSUserActivity(activityType: classKitDeepLinkActivityType)
        activity.userInfo = [classKitContextIdentifierPathKey: path]
        return activity
    }
}
