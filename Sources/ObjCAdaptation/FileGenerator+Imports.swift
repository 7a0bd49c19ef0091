import SwiftSyntax

extension FileGenerator {
    /// The imports an adapted file needs after its last line: on iOS `import Foundation` brings
    /// `URLSession`, `URLRequest`, `URLResponse` and `URLProtocol`; on Linux they are in
    /// FoundationNetworking. A file that imports Foundation gets it always, not only when it names
    /// one of those types: a file can call members of a `URLSession` it never names (a property
    /// of a type declared in another file), and the import costs nothing. It gets CellSnapFoundation
    /// too (what Apple's Foundation has and Linux's lacks: `NSUserActivity`, `NSItemProvider`, the
    /// formatters, Darwin's time constants), which `import UIKit` brings already. So does a file
    /// that imports another Apple framework and not Foundation (`import CoreLocation` and a
    /// `URLSession` of its own): on iOS each of them brings Foundation, and Foundation all of that.
    var networkingImport: String {
        let modules = importedModules
        guard !modules.isDisjoint(with: Self.foundationBringingModules),
            modules.isDisjoint(with: ["UIKit", "CellSnapUIKit"])
        else { return "" }
        var imports = ""
        if !modules.contains("FoundationNetworking") {
            imports += "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
        }
        if !modules.contains("CellSnapFoundation") {
            imports += "#if canImport(CellSnapFoundation)\nimport CellSnapFoundation\n#endif\n"
        }
        return imports
    }

    /// `import Combine` for a file that uses Combine's names (`@Published`, `ObservableObject`,
    /// `AnyCancellable`, the subjects and publishers) after importing only Foundation, UIKit or
    /// SwiftUI: on iOS, Foundation brings Combine. Only such files get it, behind `canImport`, so a
    /// target whose files never use Combine needs no Combine product (a file that does and lacks
    /// it stops on "no such module", which says what to add).
    var combineImport: String {
        broughtImport(of: "Combine") { name, _ in Self.combineNames.contains(name) }
    }

    /// `import Observation` for a file that uses Observation (the `@Observable` macro,
    /// `@ObservationIgnored`, `withObservationTracking`) after importing only Foundation, UIKit or
    /// SwiftUI: on iOS those bring Observation, and model files often import Foundation alone. A
    /// bare `Observable` that is not an attribute (RxSwift's type) does not count, so such a file
    /// does not get a second `Observable`. The toolchain has the module, so no product is needed.
    var observationImport: String {
        broughtImport(of: "Observation") { name, previous in
            Self.observationNames.contains(name) || (name == "Observable" && previous == .atSign)
        }
    }

    /// `import Security` for a file that uses the keychain's names (`kSecClass`, `SecItemAdd`,
    /// `errSecItemNotFound`, ...) after importing only Foundation, UIKit or SwiftUI: on iOS,
    /// Foundation brings Security, and keychain helpers often import Foundation alone. Only such
    /// files get it, behind `canImport` (the `UIKit` product holds CellSnap's Security module).
    var securityImport: String {
        broughtImport(of: "Security") { name, _ in Self.isSecurityName(name) }
    }

    /// `import CoreGraphics` for a file that uses a Core Graphics name Linux's Foundation lacks
    /// (`CGAffineTransform`, `CGContext`, `CGPath`, `CGColor`, ...) after importing only
    /// Foundation or SwiftUI: on iOS, Foundation brings Core Graphics (Linux's Foundation has only
    /// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`). A file that imports UIKit has it already.
    var coreGraphicsImport: String {
        let modules = importedModules
        guard modules.isDisjoint(with: ["UIKit", "CellSnapUIKit", "QuartzCore"]) else { return "" }
        return broughtImport(of: "CoreGraphics") { name, _ in
            let letters = Array(name)
            return letters.count > 3 && name.hasPrefix("CG") && letters[2].isUppercase && letters[3].isLowercase
                && !Self.foundationGeometryNames.contains(name)
        }
    }

    /// Foundation and the Apple frameworks that bring it on iOS (every framework CellSnap provides
    /// but Combine, which is Swift's own).
    static let foundationBringingModules = ImportRenaming.frameworks.subtracting(["Combine"])

    /// `import FoundationXML` for a file that uses Foundation's XML parser or tree (`XMLParser`,
    /// `XMLParserDelegate`, `XMLDocument`, ...) after importing Foundation, UIKit or SwiftUI: on iOS
    /// Foundation has them; on Linux they are in FoundationXML (which links libxml2, so only such
    /// files get it).
    var xmlImport: String {
        broughtImport(of: "FoundationXML") { name, _ in Self.xmlNames.contains(name) }
    }

    /// Foundation's XML names that Linux keeps in FoundationXML.
    static let xmlNames: Set<String> = [
        "XMLParser", "XMLParserDelegate", "XMLDocument", "XMLElement", "XMLNode", "XMLDTD", "XMLDTDNode",
    ]

    /// The modules the file imports (``SwiftSyntax/SourceFileSyntax/importedModules``).
    var importedModules: Set<String> { tree.importedModules }

    /// The Core Graphics names Linux's Foundation declares itself.
    static let foundationGeometryNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGRectEdge",
    ]

    /// `import <module>` behind `canImport` for a file that imports Foundation, UIKit or SwiftUI
    /// (which bring `module` on iOS) but not `module`, when `uses` accepts one of its identifiers
    /// (given with the kind of the token before it).
    private func broughtImport(of module: String, uses: (String, TokenKind?) -> Bool) -> String {
        let modules = importedModules
        guard !modules.contains(module), !modules.isDisjoint(with: ["Foundation", "UIKit", "SwiftUI"]) else {
            return ""
        }
        var previous: TokenKind?
        let used = tree.tokens(viewMode: .sourceAccurate).contains { token in
            defer { previous = token.tokenKind }
            guard case .identifier(let name) = token.tokenKind else { return false }
            return uses(name, previous)
        }
        return used ? "#if canImport(\(module))\nimport \(module)\n#endif\n" : ""
    }

    /// Whether `name` is one that only Security declares: its `kSec...` keys and values, its
    /// `errSec...` results, its types and functions (`SecTrust`, `SecItemAdd`,
    /// `SecCertificateCreateWithData`, ...) and the certificate authentication methods.
    static func isSecurityName(_ name: String) -> Bool {
        let letters = Array(name)
        return name.hasPrefix("kSec") || name.hasPrefix("errSec")
            || (letters.count > 3 && name.hasPrefix("Sec") && letters[3].isUppercase)
            || ["NSURLAuthenticationMethodServerTrust", "NSURLAuthenticationMethodClientCertificate"].contains(name)
    }

    /// The names that only Combine declares, by which a file shows that it uses Combine.
    static let combineNames: Set<String> = [
        "Published", "ObservableObject", "AnyCancellable", "Cancellable", "PassthroughSubject",
        "CurrentValueSubject", "AnyPublisher", "ObservableObjectPublisher",
    ]

    /// The names that only Observation declares, by which a file shows that it uses Observation
    /// (besides the `@Observable` attribute).
    static let observationNames: Set<String> = [
        "ObservationIgnored", "ObservationTracked", "withObservationTracking", "ObservationRegistrar",
    ]
}
