import Foundation

// `NSUserActivity` in drags, as Foundation's conforms to the item provider protocols on Apple's
// platforms: an app registers one to open a new scene (`registerObject(activity, visibility:
// .all)`) and reads it back with `loadObject(ofClass: NSUserActivity.self)`. Apple does not
// document the representation; CellSnap's choice is one type identifier of its own,
// `org.cellsnap.user-activity`, holding a property list of the activity's type, title, user info,
// target content and persistent identifiers and web page URL, so that what it offers is what it
// reads back.
extension NSUserActivity: NSItemProviderWriting, NSItemProviderReading {
    /// The one representation CellSnap writes and reads (Apple's is undocumented).
    public static var writableTypeIdentifiersForItemProvider: [String] { ["org.cellsnap.user-activity"] }

    /// The one representation CellSnap writes and reads (Apple's is undocumented).
    public static var readableTypeIdentifiersForItemProvider: [String] { ["org.cellsnap.user-activity"] }

    /// Hands the activity's property list to `completionHandler`: an error for another type
    /// identifier, or for user info whose values a property list cannot hold.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        guard Self.writableTypeIdentifiersForItemProvider.contains(typeIdentifier) else {
            completionHandler(nil, UserActivityItemError(description: "NSUserActivity offers no \(typeIdentifier)"))
            return nil
        }
        var values: [String: Any] = ["activityType": activityType]
        values["title"] = title
        values["targetContentIdentifier"] = targetContentIdentifier
        values["persistentIdentifier"] = persistentIdentifier
        values["webpageURL"] = webpageURL?.absoluteString
        if let userInfo {
            var entries: [String: Any] = [:]
            for (key, value) in userInfo {
                guard let key = key as? String else {
                    completionHandler(
                        nil, UserActivityItemError(description: "user info key \(key) is not a string"))
                    return nil
                }
                entries[key] = value
            }
            values["userInfo"] = entries
        }
        do {
            completionHandler(
                try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0), nil)
        } catch {
            completionHandler(
                nil,
                UserActivityItemError(
                    description: "the activity's user info holds values a property list cannot: \(error)"))
        }
        return nil
    }

    /// The activity `data` describes. A subclass of `NSUserActivity` cannot be made from it
    /// (Foundation on Linux has no runtime to make one by its class): an error says so.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard readableTypeIdentifiersForItemProvider.contains(typeIdentifier),
            let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let activityType = values["activityType"] as? String
        else {
            throw UserActivityItemError(description: "\(data.count) bytes of \(typeIdentifier) are not a user activity")
        }
        guard let activity = NSUserActivity(activityType: activityType) as? Self else {
            throw UserActivityItemError(description: "\(Self.self) cannot be made from an item provider on Linux")
        }
        activity.title = values["title"] as? String
        activity.targetContentIdentifier = values["targetContentIdentifier"] as? String
        activity.persistentIdentifier = values["persistentIdentifier"] as? String
        activity.webpageURL = (values["webpageURL"] as? String).flatMap(URL.init(string:))
        activity.userInfo = values["userInfo"] as? [String: Any]
        return activity
    }
}

/// Why an activity could not be written to or read from an item provider.
struct UserActivityItemError: Error, CustomStringConvertible {
    let description: String
}
