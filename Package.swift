// swift-tools-version: 6.0
import PackageDescription

/// CellSnap's modules follow the pipeline in docs/ARCHITECTURE.md; each depends only on the stages before it.
let package = Package(
    name: "CellSnap",
    products: [
        .library(name: "Primitives", targets: ["Primitives"]),
        .library(name: "Pixels", targets: ["Pixels"]),
        .library(name: "CellModel", targets: ["CellModel"]),
        .library(name: "DisplayList", targets: ["DisplayList"]),
        .library(name: "CellLayout", targets: ["CellLayout"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "VectorDocuments", targets: ["VectorDocuments"]),
        .library(name: "AppFonts", targets: ["AppFonts"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "CellLint", targets: ["CellLint"]),
        .library(name: "CellSnapSuite", targets: ["CellSnapSuite"]),
        .library(name: "SpecSuites", targets: ["SpecSuites"]),
        .library(name: "CellSnapTesting", targets: ["CellSnapTesting"]),
        .library(name: "CellSpec", targets: ["CellSpec"]),
        .library(name: "AssetCatalog", targets: ["AssetCatalog"]),
        // Strategies for pointfree's swift-snapshot-testing; a product of its own, so that the
        // core does not pull that package in.
        .library(name: "CellSnapSnapshotTesting", targets: ["CellSnapSnapshotTesting"]),
        // UIKit's names over CellModel, so that an app's cell code compiles on Linux (it links Cairo
        // through Rendering for the PDFs an app draws, never for snapshots).
        .library(name: "CellSnapUIKit", targets: ["CellSnapUIKit"]),
        // What Apple's Foundation has beyond Linux's (`NSUserActivity`, `NSItemProvider`, formatters).
        .library(name: "CellSnapFoundation", targets: ["CellSnapFoundation"]),
        // CellSnapUIKit under UIKit's own name, so that app files keep `import UIKit` on Linux, with
        // the frameworks beside UIKit that an app's files import and Linux lacks (as on iOS, where
        // they are simply there): Combine, WebKit, Core Data, Photos, PhotosUI,
        // UniformTypeIdentifiers, MobileCoreServices, ImageIO, SafariServices, `os` as
        // CellSnapOSLog, the media frameworks (Core Media, AVFoundation, AVKit, Core Image,
        // MediaPlayer, AudioToolbox, Core Haptics), and the service frameworks over state a test
        // sets (UserNotifications, CoreLocation, MapKit, Security, Network, LocalAuthentication,
        // BackgroundTasks, CoreMotion, StoreKit, MessageUI, CoreSpotlight, WidgetKit,
        // AppTrackingTransparency, AuthenticationServices, SystemConfiguration, LinkPresentation,
        // Intents, IntentsUI), CoreServices' type identifiers, SQLite's C library (the system's),
        // CryptoKit's digests and HMAC, GameplayKit's state machines, Accelerate's vector
        // arithmetic, CloudKit's records over a device with no iCloud account, HealthKit's units
        // and quantities over a device without Health data, Core Bluetooth over a device without a
        // Bluetooth LE radio, HomeKit over a device with no home, NaturalLanguage's tokenizers,
        // taggers and language recognizer, PassKit over a device without Apple Pay, Vision with
        // no models (performing a request is refused), SceneKit's scene graphs (no 3D rendering),
        // SpriteKit's 2D scenes (drawn as presented, time never passing), and SwiftUI
        // for the SwiftUI views UIKit
        // code hosts.
        // Combine, WebKit and Core Data are products of their own too.
        .library(
            name: "UIKit",
            targets: [
                "UIKit", "CellSnapFoundation", "CellSnapOSLog", "Combine", "WebKit", "CoreData",
                "UniformTypeIdentifiers",
                "MobileCoreServices", "ImageIO", "SafariServices", "Photos", "PhotosUI",
                "UserNotifications", "CoreLocation", "MapKit", "Security", "Network", "LocalAuthentication",
                "BackgroundTasks", "CoreMotion", "StoreKit", "MessageUI", "CoreSpotlight",
                "CoreMedia", "AVFoundation",
                "AVKit", "CoreImage", "MediaPlayer", "AudioToolbox", "CoreHaptics",
                "CryptoKit", "WidgetKit", "AppTrackingTransparency", "GameplayKit", "AuthenticationServices",
                "SystemConfiguration", "LinkPresentation", "Intents", "IntentsUI", "CoreServices", "SwiftUI",
                "Accelerate", "CloudKit", "HealthKit", "CoreNFC", "Contacts", "ContactsUI", "EventKit", "EventKitUI",
                "NotificationCenter", "ClassKit", "CallKit", "CommonCrypto",
                "CoreBluetooth", "PencilKit", "CoreML", "HomeKit", "NaturalLanguage", "PassKit", "Vision",
                "SceneKit", "CoreVideo", "SpriteKit", "simd", "SQLite3",
            ]),
        // Core Graphics and Quartz Core as UIKit code imports them on their own (`import CoreGraphics`).
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // `import Combine` on Linux: OpenCombine under Combine's name, with Foundation's schedulers
        // and publishers. Only this product, UIKit's and UIKitModulesTests build OpenCombine.
        .library(name: "Combine", targets: ["Combine"]),
        // `import WebKit` on Linux: `WKWebView` and its delegates, so that a screen that shows a web
        // page compiles; a web view asked to load a page is refused when drawn (no web engine).
        .library(name: "WebKit", targets: ["WebKit"]),
        // The SDK's `os` and `OSLog` (`Logger`, `os_log`, `OSLogStore`, signposts, unfair locks) under
        // a name no package tests with `canImport`: the Objective-C adapter points an app's
        // `import os`, `import os.log` and `import OSLog` at it (UIKitOnLinux.md says why).
        .library(name: "CellSnapOSLog", targets: ["CellSnapOSLog"]),
        // `import CoreData` on Linux: managed objects, contexts, containers, fetch requests and
        // fetched results controllers over an in-memory store (no SQLite), models read from an
        // `.xcdatamodeld`'s XML or made in code, and `NSPredicate(format:)` evaluated by CellSnap.
        .library(name: "CoreData", targets: ["CoreData"]),
        // Snapshot strategies for CellSnapUIKit's cells, over CellSnapTesting.
        .library(name: "CellSnapUIKitTesting", targets: ["CellSnapUIKitTesting"]),
        // swift-snapshot-testing's UIKit strategies on Linux (`.image(on: .iPhone13)`, `ViewImageConfig`),
        // drawn by CellSnap: an iOS test file compiles unchanged beside `import UIKit`.
        .library(name: "SnapshotTestingUIKit", targets: ["SnapshotTestingUIKit"]),
        // iOSSnapshotTestCase's `FBSnapshotTestCase` on Linux, drawn by CellSnap; also under the
        // library's former module name, `FBSnapshotTestCase`, which older test files import, and
        // under `iOSSnapshotTestCaseCore`, its Swift package's module of the Objective-C class.
        .library(
            name: "iOSSnapshotTestCase",
            targets: ["iOSSnapshotTestCase", "FBSnapshotTestCase", "iOSSnapshotTestCaseCore"]
        ),
        // A Cassowary constraint solver for Auto Layout-style constraints; Swift over a small C kernel, no dependencies.
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "cellsnap", targets: ["cellsnap"]),
        // The Objective-C adapter: a build-tool plugin that compiles an app's unchanged `@objc`,
        // `#selector` and `@IBAction` UIKit files on Linux through adapted copies (UIKitOnLinux.md).
        .plugin(name: "ObjCAdapter", targets: ["ObjCAdapter"]),
        // Xcode's Core Data code generation: a build-tool plugin that compiles the entity classes and
        // properties of a target's `.xcdatamodeld` models in the form CellSnap's Core Data reads.
        .plugin(name: "CoreDataCodeGenerator", targets: ["CoreDataCodeGenerator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Combine's publishers, subjects and operators, for the `Combine` product only.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // The documentation catalogs (`scripts/docs`): `swift package generate-documentation`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The Objective-C adapter's parser; the range swift-snapshot-testing already resolves (603.0.1 here).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    ],
    targets: [
        // Values shared by every stage: geometry, colours, paths, font weights.
        .target(name: "Primitives"),
        // The incremental Cassowary simplex (kiwi's arrangement): linear constraints with strengths, edit variables.
        .target(name: "ConstraintSolver", dependencies: ["CSimplex"]),
        // The simplex rows' loops over cells (merge, search, scale, scans) in C, so that a debug
        // build solves without the Swift runtime's reference counting on every cell.
        .target(name: "CSimplex"),
        // libdeflate: zlib streams inflated, CRC-32 and Adler-32, faster than zlib's.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // Intel ISA-L's igzip, one of the encoders the PNG benchmark compares with CellSnap's own
        // (not deterministic across threads): only the benchmark links it, so a user's build needs
        // libisal-dev only to build the benchmark.
        .systemLibrary(name: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // RGBA8 images and PNG coding: CellSnap's own writer (its own deflate) and fast reader
        // (libdeflate), libpng for every other PNG (errors caught in C, never longjmp'd across
        // Swift), and the pixel conversions, in C.
        .target(
            name: "CPNGShim",
            dependencies: ["CDeflate", "CCellSnapZlib"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("m")]
        ),
        .target(name: "Pixels", dependencies: ["CPNGShim", "Primitives"]),
        // UIKit's modern-cell vocabulary as plain values: traits, Dynamic Type, colours, theme, state, accessories.
        .target(name: "CellModel", dependencies: ["Primitives"]),
        // The app's own font folders, registered for the process, and their faces' names (pure Swift).
        .target(name: "AppFonts", dependencies: ["Primitives"]),
        // Vector symbols in the SF Symbols naming scheme, as paths.
        .target(name: "Symbols", dependencies: ["Primitives"], exclude: ["LookAlikes"]),
        // An app's asset catalogs (.xcassets): colour, image and symbol sets read into CellModel values; no Cairo.
        .target(name: "AssetCatalog", dependencies: ["CellModel", "Primitives", "Pixels", "Symbols"]),
        // The flat list of drawing items: the seam between layout and drawing.
        .target(name: "DisplayList", dependencies: ["Primitives", "Pixels", "Symbols"]),
        // Measuring and placing: nodes -> sizes -> placed frames (snapped once) -> display list.
        .target(name: "CellLayout", dependencies: ["Primitives", "CellModel", "DisplayList", "Pixels", "Symbols"]),
        // The C libraries that draw: Cairo, Pango, fontconfig, FreeType, HarfBuzz.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev", "libharfbuzz-dev"])
            ]
        ),
        // SVG documents (librsvg) and PDF pages (poppler-glib), drawn into Cairo as vectors.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CCellSnapZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // `import SQLite3`: the system's SQLite, as the iOS SDK's module is the C library iOS ships.
        .systemLibrary(name: "CSQLite3", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "SQLite3", dependencies: ["CSQLite3"]),
        // Reads, checks and measures SVG and PDF documents; the renderer draws them through it.
        .target(name: "VectorDocuments", dependencies: ["CRsvg", "CPoppler", "CCellSnapZlib", "Primitives"]),
        .target(
            name: "Rendering",
            dependencies: ["CCairo", "Primitives", "Pixels", "Symbols", "DisplayList", "VectorDocuments", "AppFonts"],
            linkerSettings: [
                .linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig"), .linkedLibrary("freetype"),
                .linkedLibrary("harfbuzz"),
            ]
        ),
        // The pixel loops of the comparison (pixelmatch's scan, the strip's compositing) in C, so
        // that a debug build compares at nearly the speed of a release one.
        .target(name: "CPixelDiff"),
        // Pixel comparison over RGBA8 images: tolerances, pixelmatch's comparison, diff images, strips.
        .target(name: "ImageDiff", dependencies: ["Pixels", "CPixelDiff"]),
        // Design lint over a render's placed tree: truncation, clipping, overlap, contrast, touch targets, Dynamic Type, mirroring.
        .target(name: "CellLint", dependencies: ["CellLayout", "CellModel", "DisplayList", "Primitives"]),
        // Spec files: cells, lists and collections described in YAML or JSON, with variant matrices.
        .target(
            name: "CellSpec",
            dependencies: [
                "AssetCatalog", "CellModel", "Primitives", "Pixels", "Symbols", "VectorDocuments", "AppFonts",
                .product(name: "Yams", package: "Yams"),
            ]),
        // The snapshot machinery without a test framework: strategies, references, verification,
        // galleries and contact sheets. It reads no spec files, so a test links no YAML parser.
        .target(
            name: "CellSnapSuite",
            dependencies: [
                "CellModel", "CellLayout", "CellLint", "DisplayList", "Rendering", "ImageDiff", "Pixels", "Primitives",
                "Symbols",
            ]
        ),
        // Spec-driven suites over CellSnapSuite: the runner with jobs and shards, lint of variants,
        // JUnit, change groups, the review report and spec galleries (the `cellsnap` command's work).
        .target(
            name: "SpecSuites",
            dependencies: [
                "CellSnapSuite", "CellModel", "CellLayout", "CellLint", "CellSpec", "DisplayList", "Rendering",
                "ImageDiff", "Pixels", "Primitives", "Symbols",
            ],
            resources: [
                .embedInCode("Resources/review/index.html"), .embedInCode("Resources/review/review.css"),
                .embedInCode("Resources/review/review.js"),
            ]
        ),
        // Snapshot tests: assertSnapshot and scopes for XCTest and Swift Testing, over CellSnapSuite (re-exported).
        .target(name: "CellSnapTesting", dependencies: ["CellModel", "CellSnapSuite"]),
        .target(
            name: "CellSnapSnapshotTesting",
            dependencies: [
                "CellSnapSuite", "CellModel", "DisplayList", "ImageDiff", "Pixels", "Rendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Core Graphics' value types as UIKit code uses them (transforms, vectors, paths, colours) over Foundation's geometry.
        .target(
            name: "CoreGraphics",
            dependencies: [
                "AppFonts", "CellSnapCoreFoundation", "DisplayList", "Pixels", "Primitives", "_Testing_CoreGraphics",
                // Draws each paint of a bitmap context made over the app's own memory into it.
                "Rendering",
            ]),
        // The module Swift Testing loads beside CoreGraphics (its cross-import overlay), which Linux lacks.
        .target(name: "_Testing_CoreGraphics"),
        // UIKit's names and signatures mapped onto CellModel (docs/ARCHITECTURE.md, rule 8): a front end, not a renderer.
        .target(
            name: "CellSnapUIKit",
            dependencies: [
                "AssetCatalog", "CellModel", "CellLayout", "CellSnapFoundation", "ConstraintSolver", "CoreGraphics",
                "DisplayList", "ObjCNames", "Primitives", "Symbols", "Pixels", "AppFonts",
                // Reads the PDF documents Core Graphics' `CGPDFDocument` opens.
                "VectorDocuments",
                // Writes the PDF documents UIKit's PDF contexts and renderer make (an output the app
                // asks for, not the snapshot: that still goes through CellModel and CellLayout).
                "Rendering",
                // The app delegate's intent requirements name `INIntent` (not re-exported: a file
                // imports Intents to name it, as on iOS).
                "Intents",
                // `UIDocument.fileType` names a file's type by its extension (not re-exported).
                "UniformTypeIdentifiers",
                // The app and scene delegates' share requirements name `CKShare.Metadata` (not
                // re-exported: a file imports CloudKit to name it, as on iOS).
                "CloudKit",
            ]),
        // What Apple's Foundation declares and Linux's lacks, as UIKit code uses it; CellSnapUIKit
        // re-exports it, as the SDK's UIKit brings Foundation.
        // Foundation's missing pieces; words and sentences are segmented by the toolchain's ICU
        // (`_FoundationICU`, which Foundation itself links), linked by name.
        .target(
            name: "CellSnapFoundation", dependencies: ["CellSnapCoreFoundation"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // Core Foundation's names as Apple's frameworks take them (`CFString`, `CFTypeRef`,
        // `CFGetTypeID`, `OSStatus`), which Foundation brings on iOS: CellSnapFoundation (which the
        // Objective-C adapter imports beside Foundation) and Core Graphics bring them.
        .target(name: "CellSnapCoreFoundation"),
        // Core Animation's names from CellSnapUIKit (layers, 3D transforms), for `import QuartzCore`.
        .target(name: "QuartzCore", dependencies: ["CellSnapUIKit", "CoreGraphics"]),
        // Core Image's images, filters and context over Core Graphics' bitmaps, for `import CoreImage`.
        // Core Graphics only: swift-custom-dump compiles its `canImport(CoreImage)` branch against
        // this module, which must load without any C module's map.
        .target(name: "CoreImage", dependencies: ["CoreGraphics", "ImageIO", "_Testing_CoreImage"]),
        // The module Swift Testing loads beside Core Image (its cross-import overlay), which Linux lacks.
        .target(name: "_Testing_CoreImage"),
        // UIKit brings Core Image and UserNotifications, as the SDK's does (`CIImage`,
        // `UIImage(ciImage:)`, `UNNotificationResponse.targetScene`), and declares
        // the `UTType` initialisers of the document picker over UniformTypeIdentifiers (not re-exported).
        .target(
            name: "UIKit",
            dependencies: [
                "CellSnapUIKit", "CellSnapOSLog", "CoreGraphics", "CoreImage", "ImageIO", "QuartzCore",
                "Security", "_Testing_UIKit", "UniformTypeIdentifiers", "UserNotifications",
                // `UICloudSharingController` shares a CloudKit `CKShare` (not re-exported, as on iOS).
                "CloudKit",
                // `UIManagedDocument` keeps a Core Data stack (not re-exported, as on iOS).
                "CoreData",
            ]),
        // Combine under Apple's name over OpenCombine's core, with what Apple's Foundation adds to
        // it; the Swift 5 language mode, as OpenCombine's API carries no Sendable annotations.
        // Yams is a build-order edge, not an import: Yams compiles `import Combine` when a module of
        // that name is in the build folder, and loading this one needs OpenCombine's C module,
        // whose module map SwiftPM gives only to targets that depend on it ("missing required
        // module 'COpenCombineHelpers'"). Built first, Yams never sees this module.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"), .product(name: "Yams", package: "Yams"),
                // Key-value observing, which `NSObject.publisher(for:options:)` publishes.
                "CellSnapFoundation",
                // SwiftUI's `onReceive(_:perform:)`, declared here as SwiftUI loads without Combine.
                "SwiftUI",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "CellSnapOSLog"),
        // WebKit's web view and delegates over CellSnapUIKit's views, for `import WebKit`.
        .target(name: "WebKit", dependencies: ["CellSnapUIKit", "UIKit"]),
        // Core Data's managed objects over an in-memory store, for `import CoreData`; CellSnapUIKit
        // for the fetched results controller's diffable snapshot. The Swift 5 language mode, as
        // Core Data's API carries no Sendable annotations.
        .target(
            name: "CoreData", dependencies: ["CellSnapUIKit", "CellSnapFoundation", "CoreSpotlight", "CloudKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Uniform type identifiers (`UTType`) and their conformance tree, for `import UniformTypeIdentifiers`.
        .target(name: "UniformTypeIdentifiers", dependencies: ["CellSnapFoundation"]),
        // The deprecated `kUTType...` constants and `UTType...` functions over UniformTypeIdentifiers.
        .target(name: "MobileCoreServices", dependencies: ["CoreGraphics", "UniformTypeIdentifiers"]),
        // Image sources (`CGImageSource`): PNG and JPEG read into `CGImage`s, thumbnails downscaled.
        .target(name: "ImageIO", dependencies: ["CoreGraphics", "Pixels"]),
        // `SFSafariViewController`, drawn as the page it cannot load.
        .target(name: "SafariServices", dependencies: ["CellSnapUIKit", "UIKit"]),
        // The photo library, empty until a test fills it with images (`PHPhotoLibrary.cellSnapFixture`).
        .target(
            name: "Photos",
            dependencies: [
                "AVFoundation", "CellSnapUIKit", "CoreGraphics", "CoreImage", "CoreMedia", "ImageIO",
                "UniformTypeIdentifiers",
            ]),
        // The system photo picker's controller and values, for `import PhotosUI`.
        .target(name: "PhotosUI", dependencies: ["CellSnapUIKit", "UIKit", "Photos"]),
        // Locations, distances on the WGS-84 ellipsoid, regions, the location manager over the
        // positions a test sets and the geocoder over its answers (no network); Foundation only.
        .target(name: "CoreLocation"),
        // The notification center of this process: requests, contents, triggers, settings, and the
        // person's answer a test sets.
        .target(name: "UserNotifications", dependencies: ["CellSnapUIKit", "CoreLocation"]),
        // The map view, its annotations, overlays and geometry, map items; drawing a map is refused
        // (its tiles come from Apple's servers), and so are searches and directions.
        .target(name: "MapKit", dependencies: ["CellSnapFoundation", "CellSnapUIKit", "UIKit", "CoreLocation"]),
        // The keychain's item functions over a keychain in this process's memory.
        .target(name: "Security", dependencies: ["CoreGraphics"]),
        // The path monitor over the path a test sets (satisfied over Wi-Fi until then); endpoints,
        // parameters and framers as values; connections, listeners and browsers that reach no one.
        .target(name: "Network"),
        // `LAContext` over the device and answer a test describes.
        .target(name: "LocalAuthentication"),
        // Network reachability and the captive network functions over the path a test sets
        // through Network's monitor; no host is resolved.
        .target(name: "SystemConfiguration", dependencies: ["CoreGraphics", "Network"]),
        // Link metadata, the metadata provider of a device that reaches no network (answers a
        // test sets, else a failure) and the link view, refused when drawn.
        .target(name: "LinkPresentation", dependencies: ["CellSnapFoundation", "CellSnapUIKit", "UIKit"]),
        // Intents, responses, donated interactions, shortcuts and the Siri authorization of a
        // device that granted none; the add and edit voice shortcut screens, refused when drawn.
        .target(name: "Intents", dependencies: ["CellSnapFoundation"]),
        .target(name: "IntentsUI", dependencies: ["CellSnapUIKit", "Intents"]),
        // `import Accelerate`: vDSP's and vForce's vector arithmetic, computed in Swift; it
        // re-exports `simd`, as Apple's does.
        .target(name: "Accelerate", dependencies: ["simd"]),
        // `import simd`: the vector functions, square matrices and quaternions of Apple's `simd`
        // module over Swift's own `SIMD` vectors.
        .target(name: "simd"),
        // `import CloudKit`: records, identifiers, references, queries and errors as values; a
        // device signed in to no iCloud account, whose database calls finish with an error.
        .target(name: "CloudKit", dependencies: ["CoreLocation"]),
        // `import HealthKit`: units, their algebra and quantities computed; a device without Health
        // data, whose authorization is undecided and whose store calls finish with an error.
        .target(name: "HealthKit", dependencies: ["CellSnapFoundation", "CoreGraphics"]),
        // `import CoreNFC`: NDEF messages and records built, encoded and read back; a device with
        // no NFC reader, whose sessions are invalidated as they begin.
        .target(name: "CoreNFC", dependencies: ["CellSnapFoundation"]),
        // `import Contacts`: contacts, labeled values, postal addresses, the name and address
        // formatters and vCards; the device's store, empty until a test fills it.
        .target(name: "Contacts"),
        // `import PassKit`: Apple Pay's requests, summary items and contacts, the authorization
        // controllers over a device that cannot pay, the Apple Pay button (refused when drawn).
        .target(
            name: "PassKit", dependencies: ["CellSnapUIKit", "Contacts"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The contact card and picker controllers, refused when drawn (the system draws them).
        .target(name: "ContactsUI", dependencies: ["CellSnapUIKit", "UIKit", "Contacts"]),
        // `import EventKit`: events, reminders, calendars and alarms; the device's store, with one
        // calendar and no events until a test fills it.
        .target(name: "EventKit", dependencies: ["CoreGraphics"]),
        // The event editor and details controllers, refused when drawn (the system draws them).
        .target(name: "EventKitUI", dependencies: ["CellSnapUIKit", "UIKit", "EventKit"]),
        // `import NotificationCenter`: the Today widget controller and protocol (no Today view).
        .target(name: "NotificationCenter"),
        // `import ClassKit`: contexts, activities and their items in this process's data store,
        // and deep links from Schoolwork on CellSnapFoundation's `NSUserActivity`.
        .target(name: "ClassKit", dependencies: ["CellSnapFoundation"]),
        // CallKit's call observer and controller, on a device without calls.
        .target(name: "CallKit", dependencies: ["CellSnapFoundation"]),
        // `import CoreBluetooth`: UUIDs, services and characteristics as values; a device with no
        // Bluetooth LE radio, whose managers report `.unsupported` to their delegates.
        .target(name: "CoreBluetooth", swiftSettings: [.swiftLanguageMode(.v5)]),
        // `import PencilKit`: drawings, strokes and inks as values, drawn with real pixels by the
        // canvas view and `PKDrawing.image(from:scale:)`; nobody draws on Linux.
        .target(
            name: "PencilKit", dependencies: ["CellSnapUIKit", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // `import CoreML`: feature values, providers and multi-arrays (real storage and indexing);
        // no Core ML runtime, so loading or compiling a model throws.
        .target(name: "CoreML", dependencies: ["CoreGraphics", "CoreVideo"]),
        // `import Vision`: requests, request handlers and observations; no Vision model runs on
        // Linux, so a handler's perform refuses each request with an error naming it.
        .target(name: "Vision", dependencies: ["CoreGraphics", "CoreImage", "CoreML"]),
        // `import HomeKit`: a device with no home, whose homes, rooms, zones, action sets and
        // triggers the app adds are kept; accessories a test describes are read and written.
        .target(name: "HomeKit", dependencies: ["CellSnapFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // `import NaturalLanguage`: tokenizers and taggers over the string's own ranges, a
        // language recognizer by script and stop words; no embeddings or models.
        .target(name: "NaturalLanguage"),
        // `import CoreServices`: the type identifier constants and functions (MobileCoreServices).
        .target(name: "CoreServices", dependencies: ["MobileCoreServices"]),
        // The background task scheduler: requests kept, tasks run by a test.
        .target(name: "BackgroundTasks"),
        // The motion manager, pedometer and activity manager of a device without motion sensors.
        .target(name: "CoreMotion"),
        // Review requests recorded; in-app purchase over a device with no App Store.
        .target(name: "StoreKit", dependencies: ["CellSnapUIKit"]),
        // The mail and message composers of a device that cannot send; drawing them is refused.
        .target(name: "MessageUI", dependencies: ["CellSnapUIKit", "UIKit"]),
        // Searchable items indexed in this process.
        .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"]),
        // Core Media's time values (`CMTime`, `CMTimeRange`), for `import CoreMedia`; pure Swift.
        .target(name: "CoreMedia", dependencies: ["CoreVideo"]),
        // Core Video's pixel buffers (size and format, no pixels), for `import CoreVideo`, and
        // brought by CoreML and CoreMedia as on Apple platforms.
        .target(name: "CoreVideo"),
        // AVFoundation's assets, players and their layer, audio session, speech and capture, for
        // `import AVFoundation`; no media is decoded and nothing sounds (UIKitOnLinux.md). The Swift 5
        // language mode, as AVFoundation's API carries few Sendable annotations.
        .target(
            name: "AVFoundation",
            dependencies: [
                "AudioToolbox", "CellSnapFoundation", "CellSnapUIKit", "CoreGraphics", "CoreHaptics", "CoreImage",
                "CoreMedia", "QuartzCore",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // AVKit's player controller, route picker and picture in picture, for `import AVKit`.
        .target(
            name: "AVKit", dependencies: ["AVFoundation", "CellSnapUIKit", "UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The now-playing info, remote commands and volume view, for `import MediaPlayer`.
        .target(
            name: "MediaPlayer", dependencies: ["AVFoundation", "CellSnapUIKit", "UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // System sounds (`AudioServicesPlaySystemSound`), for `import AudioToolbox`; nothing sounds.
        .target(name: "AudioToolbox", dependencies: ["CoreGraphics"]),
        // The haptic engine, which no Linux machine supports, for `import CoreHaptics`.
        .target(name: "CoreHaptics", swiftSettings: [.swiftLanguageMode(.v5)]),
        // SHA-2, SHA-1, MD5, symmetric keys and HMAC in pure Swift, for `import CryptoKit`.
        .target(name: "CryptoKit"),
        // CommonCrypto's digests and keyed codes over CryptoKit's, for `import CommonCrypto`.
        .target(name: "CommonCrypto", dependencies: ["CryptoKit"]),
        // The widget center an app reloads its widgets through, over the widgets a test installs.
        .target(name: "WidgetKit"),
        // The tracking authorization, over the answer a test sets.
        .target(name: "AppTrackingTransparency"),
        // GameplayKit's state machines (`GKState`, `GKStateMachine`).
        .target(name: "GameplayKit"),
        // `import SceneKit`: scenes, nodes, geometries, materials, lights, cameras, actions and
        // particle systems as values; a scene view draws its backgrounds and refuses 3D content.
        .target(name: "SceneKit", dependencies: ["CellSnapUIKit", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // `import SpriteKit`: a view showing a scene of sprites, labels and shapes, drawn as it is when
        // presented (y up, z order); actions kept, never run; emitters, scene files and moving physics refused.
        .target(name: "SpriteKit", dependencies: ["CellSnapUIKit", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The web authentication session over the answer a test sets, the Sign in with Apple button
        // (refused when drawn) and Apple ID requests the person cancels.
        .target(
            name: "AuthenticationServices", dependencies: ["CellSnapUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // SwiftUI's views, modifiers and property wrappers, for `import SwiftUI` in UIKit code:
        // `UIHostingConfiguration` and `UIHostingController` draw the common views through
        // CellLayout's nodes. No Combine: swift-snapshot-testing and swift-custom-dump compile
        // their `canImport(SwiftUI)` branches against this module, which must load without
        // OpenCombine's C module (UIKitOnLinux.md, "SwiftUI").
        .target(
            name: "SwiftUI",
            dependencies: [
                "CellLayout", "CellModel", "CellSnapUIKit", "CoreData", "DisplayList", "Pixels", "Primitives", "UIKit",
            ],
            // The Swift 5 language mode, as SwiftUI's value types carry views that are not Sendable.
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The Objective-C names Swift gives `@objc` members (`tableView:heightForRowAt:`), which the
        // adapter writes into its selector tables and CellSnapUIKit computes when it forwards a
        // message.
        .target(name: "ObjCNames"),
        // The Objective-C adapter's rewrites of a module's sources (swift-syntax), its command-line
        // tool and the build-tool plugin that runs it (docs: UIKitOnLinux.md).
        .target(
            name: "ObjCAdaptation",
            dependencies: [
                "ObjCNames",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(name: "cellsnap-objc-adapter", dependencies: ["ObjCAdaptation", "CoreDataCodeGeneration"]),
        .plugin(name: "ObjCAdapter", capability: .buildTool(), dependencies: ["cellsnap-objc-adapter"]),
        // What Xcode's Core Data code generation reads from a model, and the Swift it writes.
        .target(name: "CoreDataCodeGeneration"),
        .executableTarget(name: "cellsnap-coredata-codegen", dependencies: ["CoreDataCodeGeneration"]),
        .plugin(
            name: "CoreDataCodeGenerator", capability: .buildTool(), dependencies: ["cellsnap-coredata-codegen"]),
        // The module Swift Testing loads beside UIKit (its cross-import overlay), which Linux lacks.
        .target(name: "_Testing_UIKit"),
        // Views and controllers shown as swift-snapshot-testing shows them (device windows), drawn,
        // compared and described for the two front ends below.
        .target(
            name: "CellSnapUIKitSnapshots",
            dependencies: [
                "CellLayout", "CellModel", "CellSnapSuite", "CellSnapUIKit", "ImageDiff", "Pixels", "Primitives",
                "Rendering",
            ]),
        .target(
            name: "SnapshotTestingUIKit",
            dependencies: [
                "CellModel", "CellSnapUIKit", "CellSnapUIKitSnapshots", "SwiftUI", "UIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .target(
            name: "iOSSnapshotTestCase",
            dependencies: [
                "CellModel", "CellSnapSuite", "CellSnapUIKit", "CellSnapUIKitSnapshots", "Pixels", "Primitives",
                "UIKit",
            ]),
        // iOSSnapshotTestCase under its former module name, and under its package's Core module's.
        .target(name: "FBSnapshotTestCase", dependencies: ["iOSSnapshotTestCase"]),
        .target(name: "iOSSnapshotTestCaseCore", dependencies: ["iOSSnapshotTestCase"]),
        .target(
            name: "CellSnapUIKitTesting",
            dependencies: [
                "AssetCatalog", "CellSnapUIKit", "CellSnapUIKitSnapshots", "CellSnapTesting", "CellModel", "ImageDiff",
                "Rendering",
            ]),
        // The command: argument parsing over CellSnapSuite; it links no test framework.
        .executableTarget(
            name: "cellsnap",
            dependencies: [
                "Rendering", "CellModel", "CellLayout", "DisplayList", "ImageDiff", "Pixels", "CellSpec",
                "CellSnapSuite", "SpecSuites", "Primitives", "AppFonts", "AssetCatalog",
                "Symbols", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The encoders the PNG benchmark compares with CellSnap's own (libpng with zlib, libdeflate
        // and igzip under CellSnap's chunk writer, libspng); only the benchmark links them.
        .target(
            name: "CBenchCodecs", dependencies: ["CPNGShim", "CDeflate", "CIsal"],
            linkerSettings: [.linkedLibrary("spng"), .linkedLibrary("png16"), .linkedLibrary("z")]),
        // The benchmarks: `scripts/bench` (rendering and PNG codecs) and `scripts/bench-diff` (comparison).
        .executableTarget(
            name: "cellsnap-bench",
            dependencies: [
                "Rendering", "DisplayList", "Pixels", "ImageDiff", "CellModel", "CellLayout", "CellSnapUIKit",
                "Primitives", "VectorDocuments", "Symbols", "CPNGShim", "CBenchCodecs", "CellSpec", "CellLint",
                "CellSnapSuite", "SpecSuites", "AssetCatalog", "CellSnapUIKitSnapshots", "CoreGraphics",
            ]),
        // The constraint solver's benchmark: `scripts/bench-solver`.
        .executableTarget(name: "cellsnap-solver-bench", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"]),
        .testTarget(name: "AppFontsTests", dependencies: ["AppFonts", "Primitives"]),
        // Exact solutions of constraint systems, edits, conflicts and determinism.
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels", "Primitives"], exclude: ["Fixtures"]),
        // The benchmark's PNG encoders: files CellSnap reads back, the same bytes every time.
        .testTarget(name: "BenchCodecsTests", dependencies: ["CBenchCodecs", "Pixels"]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "Primitives"]),
        // Catalog parsing tables over the sample app under Tests/Fixtures/SampleApp and inline cases.
        .testTarget(
            name: "AssetCatalogTests",
            dependencies: [
                "AssetCatalog", "CellModel", "CellLayout", "Rendering", "DisplayList", "Pixels", "Primitives",
                "Symbols", "VectorDocuments",
            ]),
        .testTarget(name: "CellModelTests", dependencies: ["CellModel", "Primitives"]),
        .testTarget(name: "DisplayListTests", dependencies: ["DisplayList", "Pixels", "Primitives"]),
        .testTarget(
            name: "CellLayoutTests", dependencies: ["CellLayout", "CellModel", "DisplayList", "Primitives", "Symbols"]),
        .testTarget(
            name: "CellLintTests",
            dependencies: ["CellLint", "CellLayout", "CellModel", "DisplayList", "Primitives", "Rendering"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "AppFonts", "Rendering", "DisplayList", "Pixels", "Symbols", "VectorDocuments", "Primitives",
            ]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Pixels", "CPixelDiff"]),
        .testTarget(name: "CLITests", dependencies: ["cellsnap", "Pixels"]),
        // Hostile input against the built binary: exact errors, bounded time and peak memory.
        .testTarget(name: "HostileInputTests", dependencies: ["cellsnap", "Pixels", "Rendering", "CCellSnapZlib"]),
        .testTarget(name: "CellSpecTests", dependencies: ["AssetCatalog", "CellSpec", "CellModel", "Primitives"]),
        .testTarget(
            name: "CellSnapshotTests",
            dependencies: ["CellSnapTesting", "CellModel", "Primitives", "VectorDocuments", "AssetCatalog"]),
        .testTarget(
            name: "CellSnapSnapshotTestingTests",
            dependencies: [
                "CellSnapSnapshotTesting", "CellModel", "Pixels",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The documentation's Swift examples, generated by scripts/doc-examples: built, so that every example compiles.
        // Examples show values without using them, so their unused-value warnings are silenced.
        .testTarget(
            name: "DocExamplesTests",
            dependencies: [
                "AssetCatalog", "CellLayout", "CellModel", "CellSnapTesting", "CellSpec", "DisplayList", "ImageDiff",
                "Pixels",
                "Primitives", "Rendering", "SpecSuites",
                "Symbols", "CellSnapUIKit", "CellSnapUIKitTesting", "ConstraintSolver", "VectorDocuments", "AppFonts",
                // The examples of the Apple framework modules' comments (Combine, WebKit, Photos, ...).
                "Combine", "WebKit", "CoreData", "CellSnapOSLog", "UIKit", "UniformTypeIdentifiers",
                "MobileCoreServices", "ImageIO", "SafariServices", "Photos", "PhotosUI", "UserNotifications",
                "CoreLocation", "MapKit", "Security", "Network", "LocalAuthentication", "BackgroundTasks",
                "CoreMotion", "StoreKit", "MessageUI", "CoreSpotlight",
                "CoreMedia", "AVFoundation",
                "AVKit", "CoreImage", "MediaPlayer", "AudioToolbox", "CoreHaptics",
                "CryptoKit", "WidgetKit", "AppTrackingTransparency", "GameplayKit", "AuthenticationServices",
                "SystemConfiguration", "LinkPresentation", "Intents", "IntentsUI", "CoreServices", "Contacts",
                "SceneKit", "EventKit", "CommonCrypto",
            ],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        ),
        .testTarget(
            name: "CellSnapUIKitTests",
            dependencies: [
                "UIKit", "CellSnapSuite", "CellSnapUIKit", "CellSnapUIKitTesting", "CellModel", "CellLayout",
                "ConstraintSolver", "Symbols", "SwiftUI", "ScreenSupport",
                "DisplayList", "Primitives", "Pixels", "Rendering", "AppFonts", "Intents", "CellSnapFoundation",
                "CoreData",
            ],
            // Hand-made storyboards and xibs, copied unchanged into the test bundle, and an asset
            // catalog that resources asked for without a bundle are found in.
            resources: [.process("InterfaceBuilder"), .copy("ResourceBundle/ResourceFixtures.xcassets")]),
        // A team's iOS snapshot test files, unchanged: `import UIKit` and `import SnapshotTesting`
        // (CellSnap's strategies come in with `-import-module`, as the Package.swift lines of
        // CellSnapTesting's ExistingSnapshotTests article show), and an `FBSnapshotTestCase`
        // subclass; the CellSnap side of both in separate files.
        .testTarget(
            name: "UIKitSnapshotTestingTests",
            dependencies: [
                "UIKit", "SnapshotTestingUIKit", "iOSSnapshotTestCase", "FBSnapshotTestCase", "iOSSnapshotTestCaseCore",
                "CellSnapUIKitSnapshots",
                "CellModel", "SwiftUI",
                "Pixels", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "ReferenceImages_64"],
            // A catalog the test cases find through `Bundle(for: classForCoder)`, as iOS test files do.
            resources: [.copy("Resources/TestMedia.xcassets")],
            // The Swift 5 language mode, as most iOS test targets: XCTest on Linux cannot run
            // @MainActor test methods, so an XCTestCase's methods stay nonisolated.
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "SnapshotTestingUIKit"]),
            ]),
        // The adapter's rewrites, construct by construct, against fixtures of what each must become.
        .testTarget(name: "ObjCAdaptationTests", dependencies: ["ObjCAdaptation", "ObjCNames"]),
        .testTarget(
            name: "CellSnapSuiteTests",
            dependencies: [
                "CellSnapSuite", "SpecSuites", "CellSpec", "CellModel", "CellLayout", "DisplayList", "ImageDiff",
                "Rendering", "Primitives", "Pixels",
            ]),
        // Renders of the reference scenes measured against real iOS renders (figures restated in the target).
        .testTarget(
            name: "FidelityTests",
            dependencies: ["CellSnapSuite", "CellLayout", "CellModel", "DisplayList", "Rendering", "Pixels"]),
        .testTarget(
            name: "CellSnapTestingTests",
            dependencies: [
                "CellSnapTesting", "CellModel", "CellLayout", "Rendering", "DisplayList", "Primitives", "Pixels",
            ]),
    ]
)

/// Files that import Core Graphics, Quartz Core or Foundation beside UIKit as iOS files do, each
/// compiled unchanged against CellSnap's modules of those names.
package.targets.append(
    .testTarget(
        name: "UIKitModulesTests",
        dependencies: [
            "UIKit", "CellSnapUIKit", "CoreGraphics", "QuartzCore", "Combine", "WebKit", "CoreData", "CellSnapOSLog",
            "CellSnapCoreFoundation", "CellSnapUIKitTesting", "UniformTypeIdentifiers", "MobileCoreServices", "ImageIO",
            "SafariServices",
            "Photos", "PhotosUI", "Pixels", "UserNotifications", "CoreLocation", "MapKit",
            "Security", "Network", "LocalAuthentication", "BackgroundTasks", "CoreMotion",
            "StoreKit", "MessageUI", "CoreSpotlight",
            "CoreMedia", "AVFoundation", "AVKit", "CoreImage", "MediaPlayer",
            "AudioToolbox", "CoreHaptics", "CryptoKit", "WidgetKit", "AppTrackingTransparency", "GameplayKit",
            "AuthenticationServices", "SystemConfiguration", "LinkPresentation", "Intents", "IntentsUI",
            "CoreServices", "Accelerate", "CloudKit", "HealthKit", "CoreNFC", "CoreDataCodeGeneration", "Contacts",
            "ContactsUI", "EventKit", "EventKitUI", "NotificationCenter", "ClassKit", "CallKit", "CommonCrypto",
            "CoreBluetooth",
            "PencilKit",
            "CoreML", "HomeKit",
            "NaturalLanguage",
            "PassKit", "Vision", "SceneKit", "CoreVideo", "SpriteKit", "simd", "SQLite3", "SwiftUI",
        ],
        // Core Data models as an app ships them (the model editor's XML), found by
        // `NSPersistentContainer(name:)` in the test's resource bundle; the entity classes of
        // `Generated` are generated by the CoreDataCodeGenerator plugin.
        exclude: ["Fixtures/README.md"],
        resources: [
            .copy("Fixtures/Library.xcdatamodeld"), .copy("Fixtures/Generated.xcdatamodeld"),
            .copy("Fixtures/Journal.xcdatamodeld"),
        ],
        swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["CoreDataCodeGenerator"]))
/// What every screen test shares: the sizes and looks a screen is drawn in, a window that shows a
/// view controller as iOS does, frames in both layout directions.
package.targets.append(
    .target(name: "ScreenSupport", dependencies: ["CellSnapUIKitTesting"], path: "Tests/ScreenSupport"))
/// CellSnap's own screens: view controllers, cells and layouts written as iOS teams write them
/// (`import UIKit`, the Swift 5 language mode), one folder a screen under Tests/ScreenTests, each
/// with its frames checked in both layout directions and its references under Snapshots/.
package.targets.append(
    .testTarget(
        name: "ScreenTests", dependencies: ["UIKit", "CellLayout", "CellSnapUIKitTesting", "ScreenSupport"],
        swiftSettings: [.swiftLanguageMode(.v5)]))
/// CellSnap's own screens written with `@objc`, `#selector`, `@IBAction` and `@NSManaged` as iOS code has them
/// (Tests/ObjCScreens, never edited for Linux), built through the Objective-C adapter, and their
/// tests (Tests/ObjCScreenTests, whose objc-adapter.json names the folder).
/// CellSnap's own library code with `@objc` methods in an extension of a UIKit class
/// (Tests/ObjCLibrary), built through the Objective-C adapter; ObjCScreens override them.
package.targets.append(
    .target(
        name: "ObjCExtensionLibrary", dependencies: ["UIKit"], path: "Tests/ObjCExtensionLibrary",
        swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["ObjCAdapter"]))
package.targets.append(
    .testTarget(
        name: "ObjCScreenTests",
        dependencies: [
            "UIKit", "CellSnapUIKit", "CoreData", "CoreML", "CellSnapUIKitTesting", "ScreenSupport",
            "ObjCExtensionLibrary",
        ],
        exclude: ["Assets/README.md", "AppResources/README.md"],
        resources: [
            .process("InterfaceBuilder"), .copy("Assets/ObjCScreenAssets.xcassets"), .process("AppResources"),
        ],
        swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["ObjCAdapter"]))

/// The engine is compiled optimised in every configuration, as UIKit is a prebuilt, optimised
/// framework under an iOS team's debug builds: what a snapshot assertion runs through (capturing
/// views, Auto Layout, layout, drawing, encoding and comparing pixels) is CellSnap's code, not the
/// team's, so `swift test`'s debug build runs it at release speed while the team's own code stays
/// unoptimised and debuggable. The cost is build time: these modules take longer to compile (the
/// figures are in the CellSnapTesting catalog's "Running snapshot tests fast").
///
/// `CELLSNAP_UNOPTIMISED_ENGINE=1` builds them as the configuration says, to step through
/// CellSnap's own code in a debugger, or to depend on CellSnap by a version requirement, which
/// SwiftPM refuses for packages with unsafe flags (a path or a branch dependency accepts them).
/// Unset or `0` keeps the engine optimised; any other value is refused when the manifest is read.
let optimisedEngine: Set<String> = [
    "Primitives", "ConstraintSolver", "Pixels", "CellModel", "AppFonts", "Symbols", "AssetCatalog", "DisplayList",
    "CellLayout", "VectorDocuments", "Rendering", "ImageDiff", "CellSnapSuite", "CellSnapTesting",
    "CellSnapSnapshotTesting", "CoreGraphics", "CellSnapFoundation", "CellSnapUIKit", "QuartzCore", "UIKit", "SwiftUI",
    "CellSnapUIKitSnapshots", "CellSnapUIKitTesting", "SnapshotTestingUIKit", "iOSSnapshotTestCase",
    "FBSnapshotTestCase", "iOSSnapshotTestCaseCore",
]
/// The C of the engine: the solver's row kernel, the PNG shim, the pixel comparison.
let optimisedEngineC: Set<String> = ["CSimplex", "CPNGShim", "CPixelDiff"]
let unknownEngineTargets = optimisedEngine.union(optimisedEngineC).subtracting(package.targets.map(\.name))
precondition(unknownEngineTargets.isEmpty, "optimisedEngine names no target \(unknownEngineTargets.sorted())")
let unoptimisedEngine = Context.environment["CELLSNAP_UNOPTIMISED_ENGINE"] ?? "0"
precondition(
    ["0", "1", ""].contains(unoptimisedEngine),
    "CELLSNAP_UNOPTIMISED_ENGINE is 1 (the engine built as the configuration says) or 0, not \"\(unoptimisedEngine)\"")
if unoptimisedEngine != "1" {
    for target in package.targets {
        if optimisedEngine.contains(target.name) {
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"])]
        } else if optimisedEngineC.contains(target.name) {
            target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-O2"])]
        }
    }
}
