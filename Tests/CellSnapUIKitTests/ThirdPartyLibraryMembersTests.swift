// Linux only: members third-party UIKit libraries and their example apps use that CellSnap lacked
// (a folding cell drawing its views into images, a pager finding its indicator layers, a layout
// library's example app, table and collection registrations of any class): each checked as UIKit
// behaves, drawn members in both layout directions (frames set by hand are physical, so the
// expectations are the same in both).
import CellModel
import CellSnapUIKitTesting
import Pixels
import Primitives
import Testing
import UIKit

@testable import CellSnapUIKit

@MainActor @Suite struct ThirdPartyLibraryMembersTests {
    typealias F = ControlFixtures
    static let red = Color(red255: 255, green: 0, blue: 0)
    static let blue = Color(red255: 0, green: 0, blue: 255)

    /// A 120 x 60 blue card with a red square at (10, 10, 20, 20).
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        card.backgroundColor = .blue
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        card.addSubview(square)
        return card
    }

    /// A view's layer rendered into an image context draws the view's pixels, at the origin.
    @Test(arguments: [false, true])
    func aViewsLayerRendersTheViewIntoAContext(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let original = card()
        let image = UIGraphicsImageRenderer(size: original.bounds.size).image { context in
            original.layer.render(in: context.cgContext)
        }
        let shown = UIImageView(image: image)
        shown.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        let drawn = try F.pixels(F.container(width: 120, height: 60, [shown]), rightToLeft: rightToLeft)
        #expect(drawn == (try F.pixels(F.container(width: 120, height: 60, [card()]))))
        #expect(F.color(drawn, at: Point(x: 20, y: 20)) == Self.red)
        #expect(F.color(drawn, at: Point(x: 60, y: 40)) == Self.blue)
    }

    /// A layer no view owns is refused where its image is drawn, naming the call.
    @Test func aLayerWithoutAViewIsRefused() {
        UIView.cellSnapInstallTextMeasurer()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            layer.render(in: context.cgContext)
        }
        let shown = UIImageView(image: image)
        shown.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect {
            try F.pixels(F.container(width: 10, height: 10, [shown]))
        } throws: { error in
            "\(error)".contains("CALayer.render(in:)")
        }
    }

    /// Layers compare as `NSObject`s do: by identity, in arrays and sets.
    @Test func layersAreEqualWhenTheyAreTheSameLayer() {
        let dots = [CAShapeLayer(), CAShapeLayer(), CAShapeLayer()]
        #expect(dots.firstIndex(of: dots[2]) == 2)
        #expect(dots[0] != dots[1] && dots[1] == dots[1])
        #expect(Set<CALayer>(dots + [dots[0]]).count == 3)
    }

    /// `NSInteger` and `NSUInteger` are `Int` and `UInt`, as Swift imports them on Apple platforms.
    @Test func theObjectiveCIntegerNamesAreSwiftsIntegers() {
        let index: NSInteger = 3
        let count: NSUInteger = 4
        #expect(index + 1 == 4 && count == UInt(4))
        #expect(NSInteger.self == Int.self && NSUInteger.self == UInt.self)
    }

    /// The pre-iOS 13 grouped background is `systemGroupedBackground`, light and dark.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theGroupTableBackgroundIsTheSystemGroupedBackground(style: UIUserInterfaceStyle) {
        let traits = UITraitCollection(userInterfaceStyle: style)
        let old = UIColor.groupTableViewBackground.resolvedColor(with: traits).cellSnapColor(traits: Traits())
        let new = UIColor.systemGroupedBackground.resolvedColor(with: traits).cellSnapColor(traits: Traits())
        #expect(old == new)
    }

    /// A configuration made with `init()` has no actions, as one made with an empty list.
    @Test func anEmptySwipeConfigurationHasNoActions() {
        let configuration = UISwipeActionsConfiguration()
        #expect(configuration.actions.isEmpty && configuration.performsFirstActionWithFullSwipe)
    }

    final class Card: UICollectionViewCell {}
    final class Header: UICollectionReusableView {}

    /// A collection view registers any class, as UIKit's `AnyClass?` parameters take it: a cell
    /// class (kept under a metatype variable of type `AnyClass`) makes cells, `nil` removes the
    /// registration, and a class that is not a cell is refused, naming the call.
    @Test func aCollectionViewRegistersClassesGivenAsAnyClass() throws {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let cellClass: AnyClass = Card.self
        let headerClass: AnyClass? = Header.self
        collection.register(cellClass, forCellWithReuseIdentifier: "card")
        collection.register(
            headerClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        #expect(
            collection.dequeueReusableCell(withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0)) is Card)
        let header = collection.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header",
            for: IndexPath(item: 0, section: 0))
        #expect(header is Header)
        #expect(collection.pendingError == nil)
        collection.register(UIView.self, forCellWithReuseIdentifier: "view")
        let error = try #require(collection.pendingError)
        #expect(error.call == "UICollectionView.register(UIView, forCellWithReuseIdentifier: \"view\")")
        #expect(error.reason == "a collection view's cells are UICollectionViewCell subclasses")
    }
}

/// A target of a selector timer: counts the ticks and keeps the user info it was sent.
final class TimerTarget: NSObject {
    var ticks = 0
    var info: Any?
    func tick(_ timer: Timer) {
        ticks += 1
        info = timer.userInfo
    }
}

@MainActor @Suite struct SelectorTimerTests {
    /// A target-and-selector timer fires on the run loop, sending itself (and so its user info)
    /// to the target, once unless it repeats, and stops when invalidated.
    @Test func aScheduledTimerSendsItsSelectorToItsTarget() {
        SelectorTable.register(
            [.init("tick:") { target, arguments in try (target as! TimerTarget).tick(arguments.value(0)) }],
            for: TimerTarget.self)
        let target = TimerTarget()
        let once = Timer.scheduledTimer(
            timeInterval: 0.01, target: target, selector: Selector("tick:"), userInfo: "page", repeats: false)
        #expect(once.userInfo as? String == "page" && once.isValid)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(target.ticks == 1 && target.info as? String == "page" && !once.isValid)
        let repeating = Timer.scheduledTimer(
            timeInterval: 0.01, target: target, selector: Selector("tick:"), userInfo: nil, repeats: true)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        repeating.invalidate()
        let ticks = target.ticks
        #expect(ticks >= 3)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(target.ticks == ticks && target.info == nil)
    }
}
