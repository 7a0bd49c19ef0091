import CellSnapFoundation
import Foundation

extension UndoManager {
    /// Records sending `selector` to `target`, with `anObject` as its argument, to undo a change,
    /// as `registerUndo(withTarget:selector:object:)`: sent by selector (the adapter's tables) when
    /// the group it is in is undone. The argument is kept until then; the target is not, as on iOS.
    public func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        nonisolated(unsafe) let argument = anObject
        registerUndo(withTarget: target as AnyObject) { receiver in
            _ = PerformedResults.send(selector, to: receiver, [argument])
        }
    }
}
