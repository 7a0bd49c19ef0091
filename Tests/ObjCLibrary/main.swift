// CellSnap's own test fixture, written as an app's `main.swift` is on iOS: top-level code that
// notes the launch, then `UIApplicationMain` with a delegate class picked by name, a test delegate
// when the process has one (as apps do to keep their real delegate out of their unit tests).
import UIKit

enum LaunchLog {
    static var entries: [String] = []
}

LaunchLog.entries.append("main")
UIApplicationMain(
    CommandLine.argc,
    CommandLine.unsafeArgv,
    nil,
    NSStringFromClass(NSClassFromString("ObjCExtensionLibrary.ShelfTestAppDelegate") ?? ShelfAppDelegate.self)
)
LaunchLog.entries.append("never: UIApplicationMain does not return")
