// The imports the adapter adds where iOS's Foundation has what Linux's lacks: networking types, and
// CellSnapFoundation's (`NSUserActivity`, the formatters, Darwin's time constants).
import ObjCAdaptation
import Testing

/// A file that imports Foundation, or another Apple framework (which brings Foundation on iOS),
/// gets FoundationNetworking and CellSnapFoundation after its last line (where iOS's Foundation
/// has `URLRequest`, `URLSession`, `NSUserActivity`...), its lines keeping their numbers; a file
/// that imports UIKit (which re-exports both), or neither, does not, and one that imports FoundationNetworking itself gets CellSnapFoundation only.
@Test(
    arguments: [
        ("import Foundation\nlet request: URLRequest? = nil", true),
        ("import struct Foundation.URL\nlet session = URLSession.shared", true),
        ("import CoreLocation\nlet session = URLSession.shared", true),
        ("import Combine\nlet subject = PassthroughSubject<Int, Never>()", false),
        ("import Foundation\nimport UIKit\nlet session = URLSession.shared", false),
        ("let x = 1", false),
    ] as [(String, Bool)])
func foundationNetworkingImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Net.swift", text: source)]).adapt()
    #expect(
        output.files[0]
            == "#sourceLocation(file: \"/app/Net.swift\", line: 1)\n\(source)\n#sourceLocation()\n"
            + (imports ? networking + foundationExtras : ""))
}

private let networking = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
private let foundationExtras = "#if canImport(CellSnapFoundation)\nimport CellSnapFoundation\n#endif\n"

@Test func aFileThatImportsFoundationNetworkingGetsCellSnapFoundationOnly() {
    let source = "import Foundation\nimport FoundationNetworking\nlet delay = NSEC_PER_MSEC"
    let output = ModuleAdapter(sources: [.init(path: "/app/Net.swift", text: source)]).adapt()
    #expect(
        output.files[0]
            == "#sourceLocation(file: \"/app/Net.swift\", line: 1)\n\(source)\n#sourceLocation()\n" + foundationExtras)
}

/// A file that uses Combine's names after importing Foundation, UIKit or SwiftUI (in an `#if`
/// clause too) gets Combine, as Foundation brings it on iOS; a file that does not use them, or
/// imports Combine, does not.
@Test(
    arguments: [
        ("import UIKit\nfinal class Model: ObservableObject { @Published var count = 0 }", true),
        ("import SwiftUI\nvar bag = Set<AnyCancellable>()", true),
        (
            "#if os(iOS)\nimport SwiftUI\n#else\nimport Foundation\n#endif\nstruct Box<T> where T: ObservableObject {}",
            true
        ),
        ("#if os(iOS)\nimport UIKit\nimport Combine\n#endif\nvar bag = Set<AnyCancellable>()", false),
        ("import UIKit\nimport Combine\nvar bag = Set<AnyCancellable>()", false),
        ("import UIKit\nlet published = \"Published\"", false),
        ("var bag = Set<AnyCancellable>()", false),
    ] as [(String, Bool)])
func combineImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Model.swift", text: source)]).adapt()
    #expect(output.files[0].hasSuffix("#if canImport(Combine)\nimport Combine\n#endif\n") == imports)
}

/// A file that uses Observation after importing Foundation, UIKit or SwiftUI gets Observation, as
/// they bring it on iOS; RxSwift's `Observable` type, or a file importing Observation, does not.
@Test(
    arguments: [
        ("import Foundation\n@Observable final class Model { var count = 0 }", true),
        ("import SwiftUI\n@Observable final class Model { @ObservationIgnored var cache = 0 }", true),
        ("import UIKit\nfunc track() { withObservationTracking({}, onChange: {}) }", true),
        ("import Foundation\nimport Observation\n@Observable final class Model {}", false),
        ("import Foundation\nimport RxSwift\nlet count: Observable<Int> = .just(1)", false),
        ("@Observable final class Model {}", false),
    ] as [(String, Bool)])
func observationImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Model.swift", text: source)]).adapt()
    #expect(output.files[0].hasSuffix("#if canImport(Observation)\nimport Observation\n#endif\n") == imports)
}

/// A file that uses the keychain's or a server trust's names after importing Foundation, UIKit or
/// SwiftUI gets Security, as Foundation brings it on iOS; a file that does not use them, imports Security
/// itself, or imports none of those modules, does not.
@Test(
    arguments: [
        ("import Foundation\nlet query = [kSecClass: kSecClassGenericPassword]", true),
        ("import UIKit\nlet status = SecItemDelete([:] as CFDictionary)", true),
        ("import Foundation\nlet missing = errSecItemNotFound", true),
        ("import Foundation\nlet message = SecCopyErrorMessageString(0, nil)", true),
        ("import Foundation\nfunc pin(_ trust: SecTrust) -> Bool { SecTrustEvaluateWithError(trust, nil) }", true),
        ("import Foundation\nlet method = NSURLAuthenticationMethodServerTrust", true),
        ("import Foundation\nfinal class SecondViewController {}", false),
        ("import Foundation\nimport Security\nlet query = [kSecClass: kSecClassGenericPassword]", false),
        ("import Foundation\nlet secret = \"kSecClass\"\nlet second = 1", false),
        ("let query = [kSecClass: kSecClassGenericPassword]", false),
    ] as [(String, Bool)])
func securityImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Keychain.swift", text: source)]).adapt()
    #expect(output.files[0].hasSuffix("#if canImport(Security)\nimport Security\n#endif\n") == imports)
}

/// A file that uses a Core Graphics name Linux's Foundation lacks after importing Foundation or
/// SwiftUI gets Core Graphics, as Foundation brings it on iOS; a file that names only the geometry
/// Foundation has, imports UIKit or Core Graphics itself, or imports none of those, does not.
@Test(
    arguments: [
        ("import Foundation\nstruct Layout { let transform: CGAffineTransform }", true),
        ("import SwiftUI\nlet path = CGMutablePath()", true),
        ("import Foundation\nlet offset = CGVector(dx: 1, dy: 0)", true),
        ("import Foundation\nlet frame = CGRect(x: 0, y: 0, width: 1, height: 1)\nlet side: CGFloat = 2", false),
        ("import Foundation\nimport CoreGraphics\nlet transform = CGAffineTransform.identity", false),
        ("import UIKit\nlet transform = CGAffineTransform.identity", false),
        ("let transform = CGAffineTransform.identity", false),
        ("import Foundation\nlet CGX = 1", false),
    ] as [(String, Bool)])
func coreGraphicsImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Layout.swift", text: source)]).adapt()
    #expect(output.files[0].hasSuffix("#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\n") == imports)
}

/// A file that names `Selector` after importing Foundation (a swizzling helper), as iOS's
/// Foundation lets it through the Objective-C runtime, gets UIKit (CellSnap's `Selector`) after
/// its last line; one that imports UIKit, or does not name it, does not.
@Test(
    arguments: [
        ("import Foundation\nfunc swap(_ a: Selector, _ b: Selector) {}", true),
        ("import Foundation\nlet tap = Selector((\"tap\"))", true),
        ("import Foundation\nimport UIKit\nfunc swap(_ a: Selector) {}", false),
        ("import Foundation\nlet name = \"Selector\"", false),
    ] as [(String, Bool)])
func selectorImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Swizzler.swift", text: source)]).adapt()
    #expect(output.files[0].hasSuffix("import UIKit\n") == imports)
}

/// A test file that imports XCTest without UIKit gets UIKit after its last line, as XCTest's headers
/// import UIKit on iOS; one that imports UIKit itself, or not XCTest, does not.
@Test(
    arguments: [
        ("import XCTest\nfinal class LayoutTests: XCTestCase { let layout = UICollectionViewFlowLayout() }", true),
        ("@testable import App\nimport XCTest\nfinal class RowTests: XCTestCase {}", true),
        ("import XCTest\nimport UIKit\nfinal class RowTests: XCTestCase {}", false),
        ("import Foundation\nlet name = \"XCTest\"", false),
    ] as [(String, Bool)])
func xcTestBringsUIKit(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Tests.swift", text: source)]).adapt()
    #expect(output.files[0].hasSuffix("import UIKit\n") == imports)
}

/// `Progress()`, `ProcessInfo()` and the empty attributed and mutable strings, whose initialisers
/// Linux's Foundation keeps internal, become the calls that give the same objects there; calls with arguments, and a module's own class of
/// that name, are left alone.
@Test(
    arguments: [
        ("let progress: Progress = Progress()", "let progress: Progress = Progress(parent: nil, userInfo: nil)"),
        ("let child = Foundation.Progress()", "let child = Foundation.Progress(parent: nil, userInfo: nil)"),
        (
            "let record = ProcessInfo().environment[\"RECORD\"] == \"true\"",
            "let record = ProcessInfo.processInfo.environment[\"RECORD\"] == \"true\""
        ),
        ("let text = NSMutableAttributedString()", "let text = NSMutableAttributedString(string: \"\")"),
        ("let empty = NSAttributedString()", "let empty = NSAttributedString(string: \"\")"),
        ("let path = Foundation.NSMutableString()", "let path = Foundation.NSMutableString(string: \"\")"),
        ("let progress = Progress(totalUnitCount: 3)", "let progress = Progress(totalUnitCount: 3)"),
        ("final class Progress {}\nlet own = Progress()", "final class Progress {}\nlet own = Progress()"),
    ] as [(String, String)])
func foundationInitializersLinuxKeepsInternal(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Tests.swift", text: "import Foundation\n" + source)]).adapt()
    #expect(output.files[0].contains("import Foundation\n" + adapted + "\n"))
}

/// `Thread.isMainThread`, however it is spelled, asks CellSnap's answer, which is `true` inside a
/// job of the main queue as on iOS; a module's own `Thread`, and other members, are left alone.
@Test(
    arguments: [
        ("guard Thread.isMainThread else { return }", "guard Thread.cellSnapIsMainThread else { return }"),
        ("assert(Foundation.Thread.isMainThread)", "assert(Thread.cellSnapIsMainThread)"),
        ("let main = Thread.current.isMainThread", "let main = Thread.cellSnapIsMainThread"),
        ("let name = Thread.current.name", "let name = Thread.current.name"),
        (
            "final class Thread { static let isMainThread = false }\nlet main = Thread.isMainThread",
            "final class Thread { static let isMainThread = false }\nlet main = Thread.isMainThread"
        ),
    ] as [(String, String)])
func mainThreadQueriesAskCellSnap(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Queue.swift", text: "import Foundation\n" + source)]).adapt()
    #expect(output.files[0].contains("import Foundation\n" + adapted + "\n"))
}

/// A look-up of a compiled nib (`"nib"`) asks CellSnap's form, which finds the `.xib`; other types,
/// and a type that is not a literal, are left alone.
@Test(
    arguments: [
        (
            "let path = bundle.path(forResource: name, ofType: \"nib\")",
            "let path = bundle.cellSnapPath(forResource: name, ofType: \"nib\")"
        ),
        (
            "let url = Bundle(path: p)?.url(forResource: \"Cell\", withExtension: \"nib\")",
            "let url = Bundle(path: p)?.cellSnapURL(forResource: \"Cell\", withExtension: \"nib\")"
        ),
        (
            "let path = bundle.path(forResource: name, ofType: \"json\")",
            "let path = bundle.path(forResource: name, ofType: \"json\")"
        ),
        (
            "let path = bundle.path(forResource: name, ofType: kind)",
            "let path = bundle.path(forResource: name, ofType: kind)"
        ),
    ] as [(String, String)])
func nibLookUpsFindTheXib(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Cells.swift", text: "import Foundation\n" + source)]).adapt()
    #expect(output.files[0].contains("import Foundation\n" + adapted + "\n"))
}

/// The current locale and calendar, however they are spelled, and the formatters an app makes
/// without a locale, are the iOS simulator's (`en_US`, weeks from Sunday), where Linux's
/// Foundation answers `en_001`; a module's own `Calendar`, other members, and formatters made with
/// arguments are left alone.
@Test(
    arguments: [
        ("let start = Calendar.current.firstWeekday", "let start = Calendar.cellSnapCurrent.firstWeekday"),
        ("let calendar = Foundation.Calendar.autoupdatingCurrent", "let calendar = Calendar.cellSnapCurrent"),
        ("let calendar = NSCalendar.current", "let calendar = Calendar.cellSnapCurrent"),
        ("let code = Locale.current.languageCode", "let code = Locale.cellSnapCurrent.languageCode"),
        ("f.locale = NSLocale.autoupdatingCurrent", "f.locale = Locale.cellSnapCurrent"),
        ("let zone = TimeZone.current", "let zone = TimeZone.current"),
        ("let mine = Calendar(identifier: .iso8601)", "let mine = Calendar(identifier: .iso8601)"),
        ("let f = DateFormatter()", "let f = cellSnapDeviceFormatter(DateFormatter())"),
        (
            "let text = NumberFormatter().string(from: 3)",
            "let text = cellSnapDeviceFormatter(NumberFormatter()).string(from: 3)"
        ),
        ("let f = Foundation.DateFormatter()", "let f = cellSnapDeviceFormatter(Foundation.DateFormatter())"),
        ("let f = DateIntervalFormatter()", "let f = cellSnapDeviceFormatter(DateIntervalFormatter())"),
        ("let f = ISO8601DateFormatter()", "let f = ISO8601DateFormatter()"),
        (
            "let day = date.formatted(date: .abbreviated, time: .omitted)",
            "let day = date.cellSnapFormatted(date: .abbreviated, time: .omitted)"
        ),
        (
            "let stay = (checkIn..<checkOut).formatted(date: .numeric, time: .omitted)",
            "let stay = (checkIn..<checkOut).cellSnapFormatted(date: .numeric, time: .omitted)"
        ),
        (
            "let day = date.formatted(.dateTime.day().month(.wide))",
            "let day = date.formatted(.dateTime.day().month(.wide).locale(.cellSnapCurrent))"
        ),
        (
            "let text = price.formatted(.currency(code: \"USD\"))",
            "let text = price.formatted(.currency(code: \"USD\").locale(.cellSnapCurrent))"
        ),
        ("let text = count.formatted(.number)", "let text = count.formatted(.number.locale(.cellSnapCurrent))"),
        ("let text = date.formatted(.iso8601)", "let text = date.formatted(.iso8601)"),
        ("let text = count.formatted(.numbers)", "let text = count.formatted(.numbers)"),
        ("let text = count.formatted()", "let text = count.formatted()"),
        (
            "final class Calendar { static let current = Calendar() }\nlet days = Calendar.current",
            "final class Calendar { static let current = Calendar() }\nlet days = Calendar.current"
        ),
    ] as [(String, String)])
func currentLocaleIsTheSimulators(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Dates.swift", text: "import Foundation\n" + source)]).adapt()
    #expect(output.files[0].contains("import Foundation\n" + adapted + "\n"))
}

/// A file that imports neither Foundation nor UIKit keeps its spelling: CellSnapFoundation's
/// answers are not in scope there.
@Test func currentLocaleNeedsFoundation() {
    let source = "import Dispatch\nlet calendar = Calendar.current\n"
    let output = ModuleAdapter(sources: [.init(path: "/app/Plain.swift", text: source)]).adapt()
    #expect(output.files[0].contains("let calendar = Calendar.current\n"))
}

/// A module whose headers import UIKit (a framework's umbrella header, an app's bridging header)
/// gives every file UIKit, as on iOS: a file that imports Foundation alone and names
/// `NSLayoutConstraint` (a layout library's proxy) imports UIKit after its last line; without
/// such a header, or in a file that imports UIKit itself, nothing is added.
@Test(arguments: [
    (true, "import Foundation\n", true), (false, "import Foundation\n", false), (true, "import UIKit\n", false),
])
func headersThatImportUIKitGiveItToEveryFile(_ headers: Bool, _ imports: String, _ added: Bool) {
    let source = imports + "let attribute: NSLayoutConstraint.Attribute = .top"
    let output = ModuleAdapter(
        sources: [.init(path: "/lib/LayoutProxy.swift", text: source)], headersImportUIKit: headers
    ).adapt()
    #expect(
        output.files[0].hasSuffix(
            "#sourceLocation()\n" + (imports.contains("Foundation") ? networking + foundationExtras : "")
                + (added ? "import UIKit\n" : "")))
}

/// The header lines that import UIKit, as Objective-C spells them, and some that do not.
@Test(
    arguments: [
        ("#import <UIKit/UIKit.h>", true), ("  #import <UIKit/UIView.h>", true), ("#include <UIKit/UIKit.h>", true),
        ("@import UIKit;", true), ("#import <Foundation/Foundation.h>", false), ("// #import <UIKit/UIKit.h>", false),
        ("#import \"Cartography.h\"", false),
    ] as [(String, Bool)])
func aHeaderImportsUIKit(_ line: String, _ imports: Bool) {
    #expect(ModuleAdapter.headerImportsUIKit("//  Umbrella.h\n\(line)\nFOUNDATION_EXPORT double Version;\n") == imports)
}

/// A file that uses Foundation's XML parser after importing Foundation, UIKit or SwiftUI gets
/// FoundationXML, where Linux keeps it; a file that does not, or imports it, does not.
@Test(
    arguments: [
        ("import UIKit\nfinal class FeedParser: NSObject, XMLParserDelegate {}", true),
        ("import Foundation\nlet parser = XMLParser(data: Data())", true),
        ("import Foundation\nimport FoundationXML\nlet parser = XMLParser(data: Data())", false),
        ("import Foundation\nlet parser = JSONDecoder()", false),
    ] as [(String, Bool)])
func foundationXMLImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Feed.swift", text: source)]).adapt()
    #expect(output.files[0].contains("#if canImport(FoundationXML)\nimport FoundationXML\n#endif\n") == imports)
}

/// A session configuration's `waitsForConnectivity`, read-only in Linux's FoundationNetworking, is
/// CellSnapFoundation's settable `cellSnapWaitsForConnectivity` in a file that imports Foundation;
/// a declaration of that name, or a file importing neither Foundation nor UIKit, is left alone.
@Test(
    arguments: [
        (
            "import Foundation\nconfiguration.waitsForConnectivity = true",
            "configuration.cellSnapWaitsForConnectivity = true"
        ),
        (
            "import UIKit\nlet waits = session.configuration.waitsForConnectivity",
            "session.configuration.cellSnapWaitsForConnectivity"
        ),
        (
            "import Foundation\nstruct Options { var waitsForConnectivity = false }\nlet waits = options.waitsForConnectivity",
            "let waits = options.waitsForConnectivity"
        ),
        ("configuration.waitsForConnectivity = true", "configuration.waitsForConnectivity = true"),
    ] as [(String, String)])
func waitsForConnectivityIsSettable(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Network.swift", text: source)]).adapt()
    #expect(output.files[0].contains(adapted))
}

/// DateFormatter's symbols, implicitly unwrapped on iOS and plain values on Linux: a force-unwrap
/// of one goes in a file that imports Foundation or UIKit; a property of that name of the file's
/// own, or a file importing neither, is left alone.
@Test(
    arguments: [
        (
            "import Foundation\nlet months = DateFormatter().standaloneMonthSymbols!.map { $0.capitalized }",
            ".standaloneMonthSymbols.map { $0.capitalized }"
        ),
        ("import UIKit\nlet day = formatter.shortWeekdaySymbols![0]", "let day = formatter.shortWeekdaySymbols[0]"),
        ("import UIKit\nlet am = formatter.amSymbol!", "let am = formatter.amSymbol\n"),
        // A comment naming the iOS declaration is no declaration of the file's own.
        ("import UIKit\n// var monthSymbols: [String]!\nlet m = f.monthSymbols!", "let m = f.monthSymbols\n"),
        (
            "import Foundation\nstruct Calendar { var monthSymbols: [String]? }\nlet first = calendar.monthSymbols!.first",
            "let first = calendar.monthSymbols!.first"
        ),
        ("let day = formatter.weekdaySymbols!.first", "let day = formatter.weekdaySymbols!.first"),
        // Foundation imported in an `#if` clause, as the generator reads imports.
        (
            "#if canImport(UIKit)\nimport UIKit\n#endif\nlet day = formatter.weekdaySymbols!.first",
            "let day = formatter.weekdaySymbols.first"
        ),
    ] as [(String, String)])
func dateFormatterSymbolsAreNotForceUnwrapped(_ source: String, _ adapted: String) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Dates.swift", text: source)]).adapt()
    #expect(output.files[0].contains(adapted))
}
