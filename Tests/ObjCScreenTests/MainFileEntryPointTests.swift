// An app's `main.swift` (Tests/ObjCLibrary/main.swift, module ObjCExtensionLibrary), adapted: its
// top-level statements before `UIApplicationMain` run when the app's delegate is made, the
// delegate is the class its call names (the test delegate, found by name), and what follows the
// call never runs, as on iOS.
import Foundation
import Testing
import UIKit

@testable import ObjCExtensionLibrary

@MainActor @Suite struct MainFileEntryPointTests {
    @Test func theDelegateIsTheClassMainSwiftNames() throws {
        LaunchLog.entries = []
        let delegate = ObjCExtensionLibrary._CellSnapAppEntryPoint.makeDelegate()
        #expect(type(of: delegate) == ShelfTestAppDelegate.self)
        #expect(LaunchLog.entries == ["main"])
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        #expect(LaunchLog.entries == ["main", "launched ShelfTestAppDelegate"])
    }

    /// `NSStringFromClass`'s names and plain names, looked up in the module that names them.
    @Test func delegateClassesByName() {
        // The module's tables registered, as its entry point registers them before it asks for
        // its delegate (without them the classes have no factory, whichever test runs first).
        _ = ObjCExtensionLibrary._cellSnapSelectors
        let cases: [(String, AnyClass)] = [
            ("ObjCExtensionLibrary.ShelfAppDelegate", ShelfAppDelegate.self),
            (NSStringFromClass(ShelfTestAppDelegate.self), ShelfTestAppDelegate.self),
            ("ShelfAppDelegate", ShelfAppDelegate.self),
        ]
        for (name, expected) in cases {
            let made = UIApplication.cellSnapDelegate(named: name, fileID: "ObjCExtensionLibrary/main.swift")
            #expect(type(of: made as AnyObject) == expected, "\(name)")
        }
    }
}
