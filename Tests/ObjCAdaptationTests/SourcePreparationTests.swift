// What the adapter does to a module's files before it reads them: Xcode previews are removed (their
// lines blanked, so that every other line keeps its number, and `import SwiftUI` with them when
// previews were all a file used it for), the imports of `os` and `OSLog` point at CellSnapOSLog,
// `Darwin` (imports and qualified names) at Glibc, Core Image's submodule imports at the module,
// and `#if os(iOS)` holds.
import ObjCAdaptation
import Testing

/// The adapted lines of each source, adapted together as one module, with trailing spaces trimmed.
private func adaptedModule(_ sources: [(name: String, text: String)]) -> [String] {
    let output = ModuleAdapter(sources: sources.map { .init(path: "/app/\($0.name).swift", text: $0.text) }).adapt()
    #expect(output.diagnostics.isEmpty)
    return output.files.map { file in
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.dropFirst().prefix { $0 != "#sourceLocation()" }
        return body.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}

@Test func previewMacroProviderAndItsRepresentableAreRemovedWithTheSwiftUIImport() {
    let source = #"""
        import UIKit
        import SwiftUI

        final class ListController: UIViewController {}

        #if DEBUG
        struct ListControllerRepresentable: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> ListController { ListController() }
            func updateUIViewController(_ controller: ListController, context: Context) {}
        }
        struct ListController_Previews: PreviewProvider {
            static var previews: some View { ListControllerRepresentable().ignoresSafeArea() }
        }
        #endif

        #Preview("List") {
            ListController()
        }
        """#
    let adapted = adaptedModule([("list", source)])[0]
    #expect(
        adapted == #"""
            import UIKit


            final class ListController: UIViewController {}

            #if DEBUG







            #endif




            """#)
}

@Test func aFileThatUsesSwiftUIBeyondPreviewsKeepsItsImport() {
    let source = #"""
        import UIKit
        import SwiftUI
        func configure(_ cell: UICollectionViewCell) {
            cell.contentConfiguration = UIHostingConfiguration { Text("Hello") }
        }
        #Preview { UIViewController() }
        """#
    let adapted = adaptedModule([("hosting", source)])[0]
    #expect(
        adapted == #"""
            import UIKit
            import SwiftUI
            func configure(_ cell: UICollectionViewCell) {
                cell.contentConfiguration = UIHostingConfiguration { Text("Hello") }
            }

            """#)
}

@Test func aRepresentableThatAnotherFileNamesStays() {
    let representable = #"""
        import SwiftUI
        struct MapRepresentable: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        struct Map_Previews: PreviewProvider {
            static var previews: some View { MapRepresentable() }
        }
        """#
    let screen = #"""
        import SwiftUI
        struct Screen: View { var body: some View { MapRepresentable() } }
        """#
    let adapted = adaptedModule([("representable", representable), ("screen", screen)])
    #expect(
        adapted[0] == #"""
            import SwiftUI
            struct MapRepresentable: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }



            """#)
    #expect(adapted[1] == screen)
}

@Test func aFileWithoutPreviewsIsLeftAsItIs() {
    let source = "import SwiftUI\nstruct Row: View { var body: some View { Text(\"A\") } }"
    #expect(adaptedModule([("row", source)])[0] == source)
}

@Test func importsOfOSAndOSLogPointAtCellSnapOSLog() {
    let source = #"""
        import UIKit
        import os.log
        @preconcurrency import os
        import OSLog
        import struct os.Logger
        import OSLogKit
        let log = Logger(subsystem: "a", category: "b")
        """#
    #expect(
        adaptedModule([("logging", source)])[0] == #"""
            import UIKit
            import CellSnapOSLog
            @preconcurrency import CellSnapOSLog
            import CellSnapOSLog
            import struct CellSnapOSLog.Logger
            import OSLogKit
            let log = Logger(subsystem: "a", category: "b")
            """#)
}

/// A logging name qualified by the module (`os.Logger`) is qualified by CellSnapOSLog; a variable
/// named `os` and other members are left alone.
@Test func loggingNamesQualifiedByOSPointAtCellSnapOSLog() {
    let source = #"""
        import os
        let logger = os.Logger(subsystem: "a", category: "b")
        let level: OSLog.OSLogType = .debug
        func log(_ os: Device) -> String { os.name }
        """#
    #expect(
        adaptedModule([("logging", source)])[0] == #"""
            import CellSnapOSLog
            let logger = CellSnapOSLog.Logger(subsystem: "a", category: "b")
            let level: CellSnapOSLog.OSLogType = .debug
            func log(_ os: Device) -> String { os.name }
            """#)
}

@Test func darwinIsGlibcInImportsAndQualifiedNames() {
    let source = #"""
        import UIKit
        import Darwin
        import Darwin.C
        import func Darwin.sqrt
        import DarwinKit
        let rounded = Darwin.round(2.5 as CGFloat)
        var time = Darwin.timeval()
        let darwin = Darwinian.Darwin.self
        let value = Darwin.sqrt(2.0) + Darwinism.round(1)
        """#
    #expect(
        adaptedModule([("math", source)])[0] == #"""
            import UIKit
            import Glibc
            import Glibc
            import func Glibc.sqrt
            import DarwinKit
            let rounded = Glibc.round(2.5 as CGFloat)
            var time = Glibc.timeval()
            let darwin = Darwinian.Darwin.self
            let value = Glibc.sqrt(2.0) + Darwinism.round(1)
            """#)
}

@Test func importsOfTheObjectiveCRuntimePointAtCellSnapFoundation() {
    let source = #"""
        import UIKit
        import ObjectiveC
        import ObjectiveC.runtime
        import func ObjectiveC.objc_getAssociatedObject
        import ObjectiveCKit
        private var key = 0
        let size = objc_getAssociatedObject(UIView(), &key)
        """#
    #expect(
        adaptedModule([("associated", source)])[0] == #"""
            import UIKit
            import CellSnapFoundation
            import CellSnapFoundation
            import func CellSnapFoundation.objc_getAssociatedObject
            import ObjectiveCKit
            private var key = 0
            let size = objc_getAssociatedObject(UIView(), &key)
            """#)
}

@Test func importsOfCoreImageSubmodulesPointAtCoreImage() {
    let source = #"""
        import CoreImage
        import CoreImage.CIFilterBuiltins
        import class CoreImage.CIFilter
        import CoreImageExtras
        let filter = CIFilter.qrCodeGenerator()
        """#
    #expect(
        adaptedModule([("codes", source)])[0] == #"""
            import CoreImage
            import CoreImage
            import class CoreImage.CIFilter
            import CoreImageExtras
            let filter = CIFilter.qrCodeGenerator()
            """#)
}

@Test func importsOfUIKitSubmodulesPointAtUIKit() {
    let source = #"""
        import UIKit
        import UIKit.UIGestureRecognizerSubclass
        @_exported import UIKit.UIGeometry
        import class UIKit.UIView
        import UIKitExtras
        final class Drag: UIGestureRecognizer {}
        """#
    #expect(
        adaptedModule([("gestures", source)])[0] == #"""
            import UIKit
            import UIKit
            @_exported import UIKit
            import class UIKit.UIView
            import UIKitExtras
            final class Drag: UIGestureRecognizer {}
            """#)
}

@Test func importsOfOtherFrameworksSubmodulesPointAtTheFramework() {
    let source = #"""
        import CoreData.NSManagedObject
        import CoreLocation.CLLocation
        import Foundation.NSString
        import class CoreData.NSManagedObject
        import struct CoreLocation.CLLocationCoordinate2D
        import CoreDataExtras.Stack
        import MapKit
        let place = CLLocation(latitude: 0, longitude: 0)
        """#
    #expect(
        adaptedModule([("places", source)])[0] == #"""
            import CoreData
            import CoreLocation
            import Foundation
            import class CoreData.NSManagedObject
            import struct CoreLocation.CLLocationCoordinate2D
            import CoreDataExtras.Stack
            import MapKit
            let place = CLLocation(latitude: 0, longitude: 0)
            """#)
}

@Test func iOSConditionsHoldAndOtherPlatformsStayFalse() {
    let source = #"""
        import UIKit
        #if os(iOS)
        let accessory = UISwitch()
        #elseif os(tvOS)
        let accessory = UILabel()
        #endif
        #if os(iOS) || os(tvOS)
        let shared = 1
        #endif
        #if !os(iOS) && (os(macOS) || os(iOS))
        let desktop = 2
        #endif
        #if os(iOS) && !targetEnvironment(macCatalyst)
        let phone = 3
        #endif
        let platform = "os(iOS)"
        """#
    #expect(
        adaptedModule([("platforms", source)])[0] == #"""
            import UIKit
            #if true
            let accessory = UISwitch()
            #elseif os(tvOS)
            let accessory = UILabel()
            #endif
            #if true || os(tvOS)
            let shared = 1
            #endif
            #if !true && (os(macOS) || true)
            let desktop = 2
            #endif
            #if true && !targetEnvironment(macCatalyst)
            let phone = 3
            #endif
            let platform = "os(iOS)"
            """#)
}

/// An app's `main.swift` (its top-level code and `UIApplicationMain` call) in each of the forms
/// apps write it, and what the adapter makes of it: a function at file scope that runs the
/// statements before the call and returns the delegate class name, its declarations kept.
struct MainFileFixture: Sendable, CustomStringConvertible {
    let name: String
    let source: String
    let adapted: String
    var description: String { name }
}

let mainFileFixtures = [
    MainFileFixture(
        name: "a test delegate picked by name, the call over several lines",
        source: #"""
            import UIKit

            private extension UIApplication {
                static var isXCTesting: Bool { NSClassFromString("XCTestCase") != nil }
            }

            UIApplicationMain(
                CommandLine.argc,
                CommandLine.unsafeArgv,
                nil,
                NSStringFromClass(NSClassFromString("AppDelegateMock") ?? AppDelegate.self)
            )
            """#,
        adapted: #"""
            import UIKit

            private extension UIApplication {
                static var isXCTesting: Bool { NSClassFromString("XCTestCase") != nil }
            }

            @MainActor func _cellSnapMainDelegateClassName() -> String? { return NSStringFromClass(NSClassFromString("AppDelegateMock") ?? AppDelegate.self) }




            """#),
    MainFileFixture(
        name: "statements before the call run first; after it, none",
        source: #"""
            import UIKit
            let delegateClass: AnyClass = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self
            Settings.registerDefaults()
            _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(delegateClass))
            print("never printed")
            """#,
        adapted: #"""
            import UIKit
            let delegateClass: AnyClass = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self

            @MainActor func _cellSnapMainDelegateClassName() -> String? { Settings.registerDefaults(); return NSStringFromClass(delegateClass) }

            """#),
    MainFileFixture(
        name: "the call in an autorelease pool, the class named by a string",
        source: #"""
            import UIKit
            autoreleasepool {
                UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "App.AppDelegate")
            }
            """#,
        adapted: #"""
            import UIKit
            @MainActor func _cellSnapMainDelegateClassName() -> String? { return "App.AppDelegate" }

            """#),
]

@Test(arguments: mainFileFixtures) func mainFileBecomesTheEntryPointFunction(_ fixture: MainFileFixture) {
    #expect(adaptedModule([("main", fixture.source)])[0] == fixture.adapted)
    let output = ModuleAdapter(sources: [.init(path: "/app/main.swift", text: fixture.source)]).adapt()
    #expect(
        output.registration.contains(
            "UIApplication.cellSnapDelegate(named: _cellSnapMainDelegateClassName(), fileID: #fileID)"))
}

/// Top-level code that is not `main.swift`'s, or a `main.swift` that does not launch an app (a
/// command-line tool's), is left as it is.
@Test func otherTopLevelCodeIsLeftAlone() {
    let tool = "import Foundation\nprint(CommandLine.arguments.count)\n"
    let call = "import UIKit\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n"
    #expect(adaptedModule([("main", tool)])[0] == tool.dropLast())
    for (path, text) in [("/app/main.swift", tool), ("/app/Launch.swift", call)] {
        let output = ModuleAdapter(sources: [.init(path: path, text: text)]).adapt()
        #expect(!output.registration.contains("_CellSnapAppEntryPoint"))
    }
}

/// `os(Linux)` is false, as on an iPhone: a cross-platform library's Apple-only declarations under
/// `#if !os(Linux)` stay for its `#if os(iOS)` code.
@Test func linuxConditionsAreFalse() {
    let source = #"""
        #if !os(Linux)
        public struct CodeFont { public var size: Double }
        #endif
        #if os(Linux) || os(iOS)
        let shared = 1
        #elseif os(Linux)
        let linux = 2
        #endif
        """#
    #expect(
        adaptedModule([("font", source)])[0] == #"""
            #if !false
            public struct CodeFont { public var size: Double }
            #endif
            #if false || true
            let shared = 1
            #elseif false
            let linux = 2
            #endif
            """#)
}

/// A library's `public` representable is its API for other modules' SwiftUI code: it stays,
/// though none of the library's own files names it.
@Test func aPublicRepresentableStays() {
    let source = #"""
        import SwiftUI
        import UIKit
        public struct PagerView: UIViewControllerRepresentable {
            public func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            public func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        """#
    #expect(adaptedModule([("pager", source)])[0] == source)
}
