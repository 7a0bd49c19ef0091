import Foundation
import SwiftParser
import SwiftSyntax

/// Points the imports of Apple modules that CellSnap provides under a name of its own at that name.
///
/// `os` and `OSLog` are CellSnapOSLog on Linux: packages that CellSnap and its users build test
/// `#if canImport(os)` and `canImport(OSLog)` and would compile their Darwin-only branches against a
/// module of that name, so the module must not have it. `import os`, `import os.log`,
/// `import os.signpost` and `import OSLog` become `import CellSnapOSLog`; `import struct os.Logger`
/// becomes `import struct CellSnapOSLog.Logger`. Everything else about the line is kept. A logging
/// name the file qualifies with the module's name (`os.Logger`, `OSLog.OSLogType`) is qualified
/// with `CellSnapOSLog`.
///
/// `CoreImage` and `UIKit` keep their names, but are Swift modules on Linux, without the SDK's
/// clang submodules: `import CoreImage.CIFilterBuiltins` (where the SDK declares the typed filter
/// builders, which CellSnap's CoreImage has in the module itself) becomes `import CoreImage`, and
/// `import UIKit.UIGestureRecognizerSubclass` (the state setter and touch methods a recognizer
/// subclass overrides, which CellSnap's `UIGestureRecognizer` declares open) or
/// `import UIKit.UIGeometry` becomes `import UIKit`.
///
/// `Darwin` (the C library, which Foundation brings on Apple's platforms) is `Glibc` on Linux: no
/// module may be named `Darwin` there, since packages test `#if canImport(Darwin)` to choose Apple-only
/// code. `import Darwin`, `import Darwin.C` and `import func Darwin.sqrt` become imports of `Glibc`,
/// and a name qualified by the module, `Darwin.round(x)` or `Darwin.timeval`, is qualified by
/// `Glibc` (which declares the same C functions and the same generic `round`, `sqrt`, ... over
/// floating-point types).
///
/// `ObjectiveC` (the runtime, whose associated objects apps use from Swift) has no module on Linux,
/// and none may be named so, since packages test `#if canImport(ObjectiveC)` to choose code for the
/// Objective-C runtime: `import ObjectiveC` and `import ObjectiveC.runtime` become
/// `import CellSnapFoundation`, which declares `objc_getAssociatedObject`,
/// `objc_setAssociatedObject` and `objc_AssociationPolicy` as the runtime does.
///
/// The other Apple frameworks CellSnap provides (and Foundation) are Swift modules too: an import of
/// one of the SDK's clang submodules, `import CoreData.NSManagedObject` or
/// `import CoreLocation.CLLocation` (what Xcode's "Fix imports" writes, and what Swift 3 code
/// generated), becomes an import of the framework; an import of one declaration
/// (`import class CoreData.NSManagedObject`) is kept, as a Swift module has it.
struct ImportRenaming {
    /// The Apple modules renamed, and CellSnap's names for them.
    static let modules: [String: String] = [
        "os": "CellSnapOSLog", "OSLog": "CellSnapOSLog", "CoreImage": "CoreImage", "UIKit": "UIKit",
        "Darwin": "Glibc", "ObjectiveC": "CellSnapFoundation",
    ]

    /// The Apple frameworks CellSnap provides under their own names, whose submodule imports
    /// become imports of the framework.
    static let frameworks: Set<String> = [
        "AVFoundation", "AVKit", "Accelerate", "AppTrackingTransparency", "AudioToolbox",
        "AuthenticationServices", "BackgroundTasks", "ClassKit", "CloudKit", "Combine", "Contacts", "ContactsUI",
        "CoreBluetooth", "CoreData", "CoreGraphics", "CoreHaptics", "CoreLocation", "CoreML", "CoreMedia", "CoreVideo",
        "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CryptoKit", "Foundation", "GameplayKit",
        "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication",
        "MapKit", "MediaPlayer", "MessageUI", "MobileCoreServices", "NaturalLanguage", "Network", "PassKit",
        "PencilKit", "Photos", "PhotosUI", "QuartzCore", "SafariServices", "SceneKit", "Security", "StoreKit",
        "SwiftUI",
        "SystemConfiguration", "UniformTypeIdentifiers", "UserNotifications", "WebKit", "WidgetKit",
    ]

    /// `sources` with their renamed imports.
    static func renamingImports(in sources: [ModuleAdapter.Source]) -> [ModuleAdapter.Source] {
        sources.map { source in
            guard mayImportRenamedModule(source.text) else { return source }
            let finder = RenamedImportFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: source.text))
            guard !finder.edits.isEmpty else { return source }
            var bytes = Array(source.text.utf8)
            for edit in finder.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            return ModuleAdapter.Source(path: source.path, text: String(decoding: bytes, as: UTF8.self))
        }
    }
}

extension ImportRenaming {
    /// Whether a line of `text` might import a renamed module (a cheap test that spares parsing
    /// the files that do not).
    fileprivate static func mayImportRenamedModule(_ text: String) -> Bool {
        text.contains("Darwin.") || text.range(of: #"\b(os|OSLog)\.[A-Za-z_]"#, options: .regularExpression) != nil
            || text.split(separator: "\n").contains { line in
                line.contains("import ")
                    && (modules.keys.contains { line.contains(" \($0)") }
                        || frameworks.contains { line.contains(" \($0).") })
            }
    }
}

/// Finds a file's imports of renamed modules: the range of each one's path and its new path.
private final class RenamedImportFinder: SyntaxVisitor {
    var edits: [Edit] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let components = node.path.map(\.name.text)
        guard let first = components.first else { return .skipChildren }
        if ImportRenaming.frameworks.contains(first), components.count > 1, node.importKindSpecifier == nil {
            edits.append(Edit(range: node.path.trimmedRange, replacement: first))
            return .skipChildren
        }
        guard let renamed = ImportRenaming.modules[first] else { return .skipChildren }
        let declaration = node.importKindSpecifier != nil && components.count > 1 ? [components.last!] : []
        edits.append(Edit(range: node.path.trimmedRange, replacement: ([renamed] + declaration).joined(separator: ".")))
        return .skipChildren
    }

    /// `Darwin.round(x)`, `os.Logger(subsystem:category:)`: the module's name as the base of a
    /// member access.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil {
            renameQualifier(base.baseName, member: node.declName.baseName.text)
        }
        return .visitChildren
    }

    /// `Darwin.timeval`, `os.Logger`: the module's name qualifying a type.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
            renameQualifier(base.name, member: node.name.text)
        }
        return .visitChildren
    }

    /// The logging names a file qualifies with `os` or `OSLog` (not a variable of that name).
    static let loggingNames: Set<String> = [
        "Logger", "OSLog", "OSLogType", "OSLogMessage", "OSLogPrivacy", "OSSignposter", "OSSignpostID",
        "OSSignpostIntervalState", "os_log", "os_signpost",
    ]

    private func renameQualifier(_ token: TokenSyntax, member: String) {
        if token.text == "Darwin" {
            edits.append(Edit(range: token.trimmedRange, replacement: "Glibc"))
        } else if ["os", "OSLog"].contains(token.text), Self.loggingNames.contains(member) {
            edits.append(Edit(range: token.trimmedRange, replacement: "CellSnapOSLog"))
        }
    }
}
