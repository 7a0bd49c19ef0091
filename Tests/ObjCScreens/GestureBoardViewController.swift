// CellSnap's own test screen, written as iOS code is when a storyboard makes the screen
// (Tests/ObjCScreenTests/InterfaceBuilder/GestureBoard.storyboard): its navigation controller shows
// the toolbar with the board's toolbar items, a toolbar view of its own holds formatting items, and
// the board's gesture recognizers, attached in Interface Builder, send their `@IBAction`s here; a
// hint view waits beside the controller in the scene.
import UIKit

final class GestureBoardViewController: UIViewController, UIGestureRecognizerDelegate {
    @IBOutlet weak var board: UIView!
    @IBOutlet weak var formatBar: UIToolbar!
    @IBOutlet var doubleTap: UITapGestureRecognizer!
    /// A hint the storyboard keeps beside the scene's controller, outside its view, until code shows it.
    @IBOutlet var hintView: UIView!
    @IBOutlet weak var hintLabel: UILabel!
    private(set) var actions: [String] = []

    @IBAction func doubleTapped(_ sender: UITapGestureRecognizer) {
        actions.append("doubleTapped")
    }

    @IBAction func swiped(_ sender: UISwipeGestureRecognizer) {
        actions.append("swiped")
    }

    @IBAction func pressed(_ sender: UILongPressGestureRecognizer) {
        actions.append("pressed")
        board.backgroundColor = .systemIndigo
    }
}
