// CellSnap's `@objc` shortcuts screen (Tests/ObjCScreens/ShortcutsViewController.swift), built
// through the ObjCAdapter plugin: classes made through type parameters and metatype values, a tap
// gesture and keyboard shortcuts whose `#selector` actions fire as UIKit sends them, and
// `responds(to:)` for UIKit's own methods. References: Snapshots/ObjCInteractionTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ObjCInteractionTests {
    let size = CGSize(width: 390, height: 844)

    /// `Tile()`, `T(frame:)`, `T.init(style:reuseIdentifier:)` and `type.init(reuseIdentifier:)`
    /// make instances of the exact class the type parameter or metatype holds.
    @Test func constructionThroughTypes() {
        let controller = ShortcutsViewController()
        #expect(controller.tileRow.tiles.count == 3)
        #expect(controller.tileRow.tiles.allSatisfy { type(of: $0) == BadgeLabel.self })
        let cell = controller.makeCell(ShortcutCell.self)
        #expect(type(of: cell) == ShortcutCell.self)
        #expect(cell.reuseIdentifier == "shortcut")
        #expect(controller.makeCell(UITableViewCell.self).reuseIdentifier == "shortcut")
        let view = controller.makeView(BadgeLabel.self)
        #expect(type(of: view) == BadgeLabel.self)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(type(of: controller.makeView(UISwitch.self)) == UISwitch.self)
        #expect(controller.makeHeader(UITableViewHeaderFooterView.self).reuseIdentifier == "header")
    }

    /// A class the adapter did not read (declared here, in the test file) is reported with its
    /// initialiser; where the static type allows it, the nearest class in the table stands in.
    @Test func constructionOfAClassNotInTheTable() {
        let before = SelectorTable.undelivered.count
        let made = ShortcutsViewController().makeHeader(UnadaptedHeader.self)
        #expect(type(of: made) == UITableViewHeaderFooterView.self)
        #expect(
            SelectorTable.undelivered.dropFirst(before).map(\.call) == [
                "UnadaptedHeader.init(reuseIdentifier:)"
            ])
    }

    /// A tap at a point sends `#selector(handleTap(_:))` with the recognizer recognized and its
    /// location answering the point, in both layout directions; ⌘R sends `#selector(resetTaps)`
    /// through the responder chain, the right arrow `#selector(selectNextTile(_:))`.
    @Test(arguments: bothDirections) func gestureAndKeyCommands(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ShortcutsViewController()
        showInWindow(controller, size: size, traits: UITraitCollection(layoutDirection: direction))
        let tap = try #require(controller.view.gestureRecognizers?.first)
        #expect(tap.cellSnapSimulateRecognition(at: CGPoint(x: 100, y: 300)))
        #expect(tap.cellSnapSimulateRecognition(at: CGPoint(x: 200, y: 400)))
        #expect(controller.tapCount == 2)
        #expect(controller.lastTap == CGPoint(x: 200, y: 400))
        #expect(controller.marker.frame == CGRect(x: 194, y: 394, width: 12, height: 12))
        #expect(tap.state == .possible)
        #expect(controller.becomeFirstResponder())
        #expect(UIApplication.shared.cellSnapPressKey(UIKeyCommand.inputRightArrow))
        #expect(controller.selectedTile == 1)
        #expect(!UIApplication.shared.cellSnapPressKey("r"))
        #expect(UIApplication.shared.cellSnapPressKey("r", modifierFlags: .command))
        #expect(controller.tapCount == 0)
        let tiles = controller.tileRow.tiles.map { $0.convertedFrame(to: controller.view) }
        let top = controller.view.safeAreaInsets.top + 20
        let margin = controller.view.directionalLayoutMargins.leading
        for (position, frame) in tiles.enumerated() {
            let expected = CGRect(x: margin + CGFloat(position) * 52, y: top, width: 44, height: 44)
            #expect(frame == placed(expected, width: 390, direction: direction), "tile \(position)")
        }
        controller.resignFirstResponder()
    }

    /// The next snapshot shows what the actions set: the tap's marker and count, the selected tile.
    @Test func snapshotAfterActions() throws {
        let controller = ShortcutsViewController()
        showInWindow(controller, size: size)
        let tap = try #require(controller.view.gestureRecognizers?.first)
        tap.cellSnapSimulateRecognition(at: CGPoint(x: 195, y: 300))
        UIApplication.shared.cellSnapPressKey(UIKeyCommand.inputRightArrow, from: controller)
        assertSnapshot(of: controller, as: .screen(size: size), named: "tapped", lint: .off)
    }

    /// A disabled recognizer, or one whose delegate refuses to begin, sends nothing.
    @Test func refusedGestures() throws {
        let controller = ShortcutsViewController()
        showInWindow(controller, size: size)
        let tap = try #require(controller.view.gestureRecognizers?.first)
        tap.isEnabled = false
        #expect(!tap.cellSnapSimulateRecognition(at: .zero))
        tap.isEnabled = true
        let refusing = RefusingDelegate()
        tap.delegate = refusing
        #expect(!tap.cellSnapSimulateRecognition(at: .zero))
        #expect(tap.state == .failed)
        #expect(controller.tapCount == 0)
    }

    /// `responds(to:)` answers for UIKit's own methods (`viewDidLoad`, `title`, `layoutSubviews`)
    /// and for the optional delegate requirement the controller implements, not the one it does not,
    /// also when asked of the controller as a value of the delegate protocol's type.
    @Test func respondsToUIKitMethods() {
        #expect(ShortcutsViewController().answers == [true, true, false, true, true, true])
        #expect(UIViewController().responds(to: Selector("viewWillAppear:")))
        #expect(!UIViewController().responds(to: Selector("tableView:didSelectRowAt:")))
    }
}

final class UnadaptedHeader: UITableViewHeaderFooterView {}

final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIView {
    /// The view's frame in `ancestor`'s coordinates (through each superview's frame).
    func convertedFrame(to ancestor: UIView) -> CGRect {
        var frame = self.frame
        var current = superview
        while let view = current, view !== ancestor {
            frame = frame.offsetBy(dx: view.frame.minX - view.bounds.minX, dy: view.frame.minY - view.bounds.minY)
            current = view.superview
        }
        return frame
    }
}

/// Key-value observing as UIKit code writes it (`progress.observe(\.fractionCompleted, ...)`): the
/// initial value at once, a change at the next layout pass, none after `invalidate()`.
@MainActor @Test func keyValueObservation() {
    let progress = Progress(totalUnitCount: 4)
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
    var changes: [String] = []
    let observation = progress.observe(\.fractionCompleted, options: [.initial, .old, .new]) { progress, change in
        changes.append("\(change.oldValue.map { "\($0)" } ?? "-") -> \(change.newValue.map { "\($0)" } ?? "-")")
        bar.progress = Float(progress.fractionCompleted)
    }
    #expect(changes == ["- -> 0.0"])
    progress.completedUnitCount = 1
    #expect(changes == ["- -> 0.0"])
    bar.layoutIfNeeded()
    #expect(changes == ["- -> 0.0", "0.0 -> 0.25"])
    #expect(bar.progress == 0.25)
    bar.layoutIfNeeded()
    #expect(changes.count == 2)
    observation.invalidate()
    progress.completedUnitCount = 2
    bar.layoutIfNeeded()
    #expect(changes.count == 2)
}
