// Cells as their recognizers' delegates (Tests/ObjCScreens/SwipeableRowCells.swift): UIKit's
// `UITableViewCell` adopts `UIGestureRecognizerDelegate`, a subclass that says so again compiles
// (the adapter takes the restated conformance out), and its overrides answer a recognizer that asks.
import Testing
import UIKit

@MainActor @Suite struct CellGestureDelegateTests {
    @Test func aCellIsItsRecognizersDelegate() {
        let swipeable = SwipeableRowCell(style: .default, reuseIdentifier: "row")
        #expect(swipeable.pan.delegate === swipeable)
        #expect(swipeable.gestureRecognizers?.contains(swipeable.pan) == true)

        let pinnable = PinnableRowCell(style: .default, reuseIdentifier: "row")
        pinnable.attachPress()
        #expect(pinnable.press.delegate === pinnable)
    }

    /// Asked through the protocol, each cell answers with its override where it has one (in an
    /// extension too), and with UIKit's answer where it has none.
    @Test func theCellsAnswersReachTheRecognizer() throws {
        let swipeable = SwipeableRowCell(style: .default, reuseIdentifier: "row")
        let other = UITapGestureRecognizer()
        let delegate = try #require(swipeable.pan.delegate)
        #expect(delegate.gestureRecognizer(swipeable.pan, shouldRecognizeSimultaneouslyWith: other))
        #expect(!delegate.gestureRecognizer(swipeable.pan, shouldRequireFailureOf: other))
        #expect(delegate.gestureRecognizer(swipeable.pan, shouldReceive: UITouch()))

        let flaggable: any UIGestureRecognizerDelegate = FlaggableRowCell(style: .default, reuseIdentifier: "row")
        #expect(!flaggable.gestureRecognizer(other, shouldReceive: UITouch()))
        #expect(!flaggable.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: swipeable.pan))

        let plain: any UIGestureRecognizerDelegate = UITableViewCell()
        #expect(!plain.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: swipeable.pan))
        #expect(plain.gestureRecognizerShouldBegin(other))
    }
}
