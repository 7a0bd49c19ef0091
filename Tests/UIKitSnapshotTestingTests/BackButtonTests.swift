// The back button of a pushed controller, measured in pixels against an iOS render (an iPhone 11
// Pro at 3x, iOS 13 to 18 bars: the chevron's ink 9.0 to 19.7 pt from the leading edge, 12.7 to
// 31.0 pt down the row; "Back" from 29.7 pt), in both layout directions, and the titles iOS
// chooses by display mode and room.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import SnapshotTesting
import Testing
import UIKit

@MainActor @Suite struct BackButtonTests {
    /// A navigation controller showing `detail` pushed over a controller titled `rootTitle`.
    func pushed(over rootTitle: String, detail: String = "Style A") -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = rootTitle
        let top = UIViewController()
        top.title = detail
        top.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        return (navigation, root)
    }

    /// The columns and rows (3x pixels, from the bar's top-left) of tint-coloured ink in the bar's row.
    func tintInk(_ navigation: UINavigationController, direction: UITraitEnvironmentLayoutDirection)
        throws -> [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)]
    {
        let config = ViewImageConfig.iPhoneX
        return try DeviceCapture.showing(
            navigation, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction)
        ) {
            let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: navigation.view)
            let png = try #require(ScreenImage.image(of: DeviceCapture.capture(navigation.view)).pngData())
            let image = try PNG.decode(png).image
            let top = Int(bar.minY * 3)
            func isTint(_ x: Int, _ y: Int) -> Bool {
                let p = image[x, top + y]
                return p.blue > 200 && p.red < 120
            }
            var runs: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
            var start: Int?
            for x in 0...image.width where true {
                let inked = x < image.width && (0..<132).contains { isTint(x, $0) }
                if inked, start == nil { start = x }
                if !inked, let first = start {
                    let rows = (0..<132).filter { y in (first..<x).contains { isTint($0, y) } }
                    runs.append((first...(x - 1), rows.first!...rows.last!))
                    start = nil
                }
            }
            return runs
        }
    }

    /// The bar's subviews after layout: the back button's chevron and the labels' texts by frame.
    func laidOut(_ navigation: UINavigationController, direction: UITraitEnvironmentLayoutDirection = .leftToRight)
        throws -> (chevron: UIImageView?, labels: [String: CGRect])
    {
        let config = ViewImageConfig.iPhoneX
        return try DeviceCapture.showing(
            navigation, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction)
        ) {
            let bar = navigation.navigationBar
            bar.layoutIfNeeded()
            let chevron = bar.subviews.compactMap { $0 as? UIImageView }.first
            var labels: [String: CGRect] = [:]
            for case let label as UILabel in bar.subviews where !(label.text ?? "").isEmpty {
                labels[label.text!] = label.frame
            }
            return (chevron, labels)
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theChevronAndTitleSitWhereIOSDrawsThem(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, _) = pushed(over: "Compositional Layouts")
        let ink = try tintInk(navigation, direction: direction)
        let mirror = { (range: ClosedRange<Int>) in
            direction == .leftToRight ? range : (1125 - 1 - range.upperBound)...(1125 - 1 - range.lowerBound)
        }
        let fromLeading = direction == .leftToRight ? ink : ink.reversed()
        // iOS: the chevron's ink in columns 27...58 and rows 38...93 of the bar; "Back" from column 89.
        let chevron = try #require(fromLeading.first)
        #expect(mirror(chevron.columns) == 27...58)
        #expect(abs(chevron.rows.lowerBound - 38) <= 1 && abs(chevron.rows.upperBound - 93) <= 1)
        #expect(fromLeading.count == 5)  // the chevron and the four letters of "Back"
        // The first letter's ink ("B"; the label's mirror is checked by frames below).
        if direction == .leftToRight { #expect(fromLeading[1].columns.lowerBound == 89) }
        #expect(fromLeading[1].rows == 48...84)
    }

    @Test func aTitleThatFitsIsThePreviousControllersTitle() throws {
        let (navigation, _) = pushed(over: "Layouts")
        let (chevron, labels) = try laidOut(navigation)
        #expect(chevron?.frame.minX == 9)
        #expect(labels["Layouts"]?.minX == (9 + chevron!.frame.width + 9))
        #expect(labels["Style A"] != nil)
    }

    @Test func inRightToLeftTheButtonIsMirrored() throws {
        let (navigation, _) = pushed(over: "Layouts")
        let (chevron, labels) = try laidOut(navigation, direction: .rightToLeft)
        let button = try #require(chevron)
        #expect(abs(button.frame.maxX - (375 - 9)) < 0.001)
        let label = try #require(labels["Layouts"])
        #expect(abs(label.maxX - (375 - (9 + button.frame.width + 9))) < 0.001)
    }

    @Test func theTitleFallsBackToBackThenToNone() throws {
        let (long, _) = pushed(over: "Compositional Layouts")
        #expect(try laidOut(long).labels.keys.sorted() == ["Back", "Style A"])
        let (crowded, _) = pushed(over: "Layouts", detail: "A much longer title that takes the bar")
        let (chevron, labels) = try laidOut(crowded)
        #expect(chevron != nil)
        #expect(labels.keys.sorted() == ["A much longer title that takes the bar"])
    }

    /// Under a large title the inline title is hidden but keeps its room: a previous title that
    /// would not fit beside it falls back to "Back", as iOS screenshots of such an app show; one
    /// that fits is shown, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func underALargeTitleTheHiddenInlineTitleKeepsItsRoom(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (long, _) = pushed(over: "Table View based Menu", detail: "Adaptive Sections")
        long.navigationBar.prefersLargeTitles = true
        let labels = try laidOut(long, direction: direction).labels
        let back = try #require(labels["Back"])
        #expect(labels["Table View based Menu"] == nil)
        #expect(direction == .leftToRight ? back.minX < 40 : back.maxX > 335)
        let (short, _) = pushed(over: "Menu", detail: "Adaptive Sections")
        short.navigationBar.prefersLargeTitles = true
        #expect(try laidOut(short, direction: direction).labels["Menu"] != nil)
    }

    /// The title iOS shows with room for any, by the back item's display mode, `backButtonTitle`
    /// and `backBarButtonItem` (whose title wins in every mode; an empty one shows none).
    @Test(
        arguments: [
            (UINavigationItem.BackButtonDisplayMode.default, nil, nil, "Root"),
            (.default, "Home", nil, "Home"),
            (.default, "", nil, "Root"),
            (.generic, "Home", nil, "Back"),
            (.minimal, "Home", nil, nil),
            (.minimal, nil, "Close", "Close"),
            (.default, "Home", "", nil),
        ] as [(UINavigationItem.BackButtonDisplayMode, String?, String?, String?)])
    func theTitleByDisplayMode(
        _ mode: UINavigationItem.BackButtonDisplayMode, backButtonTitle: String?, itemTitle: String?,
        expected: String?
    ) throws {
        let (navigation, root) = pushed(over: "Root", detail: "A")
        root.navigationItem.backButtonDisplayMode = mode
        root.navigationItem.backButtonTitle = backButtonTitle
        if let itemTitle {
            root.navigationItem.backBarButtonItem = UIBarButtonItem(
                title: itemTitle, style: .plain, target: nil, action: nil)
        }
        let (chevron, labels) = try laidOut(navigation)
        #expect(chevron != nil)
        #expect(labels.keys.sorted() == ([expected, "A"] as [String?]).compactMap { $0 }.sorted())
    }

    @Test func theBackItemsSettingsAreDrawn() throws {
        let (navigation, root) = pushed(over: "Layouts")
        root.navigationItem.backButtonTitle = "Home"
        #expect(try laidOut(navigation).labels["Home"] != nil)
        root.navigationItem.backButtonDisplayMode = .minimal
        let (chevron, labels) = try laidOut(navigation)
        #expect(chevron != nil && labels.keys.sorted() == ["Style A"])
    }

    @Test func noBackButtonAtTheRootOrWhenTheTopItemHidesIt() throws {
        let root = UIViewController()
        root.title = "Root"
        #expect(try laidOut(UINavigationController(rootViewController: root)).chevron == nil)
        let (navigation, _) = pushed(over: "Layouts")
        navigation.topViewController?.navigationItem.hidesBackButton = true
        let (chevron, labels) = try laidOut(navigation)
        #expect(chevron == nil && labels["Layouts"] == nil)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func leadingItemsReplaceTheButtonUnlessTheySupplementIt(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, _) = pushed(over: "Layouts")
        let top = try #require(navigation.topViewController)
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let replaced = try laidOut(navigation, direction: direction)
        #expect(replaced.chevron == nil && replaced.labels["Layouts"] == nil)
        #expect(replaced.labels["Edit"].map { direction == .leftToRight ? $0.minX : 375 - $0.maxX } == 16)
        top.navigationItem.leftItemsSupplementBackButton = true
        let supplemented = try laidOut(navigation, direction: direction)
        let back = try #require(supplemented.labels["Layouts"]), edit = try #require(supplemented.labels["Edit"])
        if direction == .leftToRight {
            #expect(edit.minX == back.maxX + 8)
        } else {
            #expect(edit.maxX == back.minX - 8)
        }
    }

    @Test func aCustomBackIndicatorIsDrawnInTheTint() throws {
        let (navigation, _) = pushed(over: "Layouts")
        let square = try #require(UIImage(systemName: "square.fill"))
        let appearance = UINavigationBarAppearance()
        appearance.setBackIndicatorImage(square, transitionMaskImage: square)
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let ink = try tintInk(navigation, direction: .leftToRight)
        // The square, 9 pt in and centred in the 44 pt row, in the bar's blue, in the chevron's place.
        let indicator = try #require(ink.first)
        #expect(indicator.columns.lowerBound == 27)
        #expect(indicator.columns.count > 36)
        #expect(abs((indicator.rows.lowerBound + indicator.rows.upperBound) - 131) <= 2)
    }

    @Test func aBackButtonBackgroundImageIsRefused() throws {
        let (navigation, root) = pushed(over: "Layouts")
        let back = UIBarButtonItem(title: "Home", style: .plain, target: nil, action: nil)
        back.setBackButtonBackgroundImage(UIImage(systemName: "circle"), for: .normal, barMetrics: .default)
        root.navigationItem.backBarButtonItem = back
        let config = ViewImageConfig.iPhoneX
        try DeviceCapture.showing(
            navigation, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection()
        ) {
            #expect(throws: CellSnapUIKitError.self) { try DeviceCapture.capture(navigation.view) }
        }
    }
}
