// CellSnap's own test fixture: the app delegate `main.swift` names, and the test delegate it picks
// first when the process has one.
import UIKit

class ShelfAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LaunchLog.entries.append("launched \(type(of: self))")
        return true
    }
}

final class ShelfTestAppDelegate: ShelfAppDelegate {}
