// `import UserNotifications` on Linux: the notification center, its requests, contents, triggers,
// categories and settings, over a center of this process that a test reads and answers
// (`UNUserNotificationCenter.cellSnapSetAuthorizationAnswer`). As the SDK's module does, it brings
// Foundation and Core Location (a location trigger's region).
@_exported import CoreLocation
@_exported import Foundation
