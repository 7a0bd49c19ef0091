import Foundation

/// The app, as UIKit's `UIApplication`: here only the one function every target–action pair fires
/// through, ``sendAction(_:to:from:for:)``, as UIKit's controls, bar button items, gesture
/// recognizers and key commands send their actions through it.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The app's one instance.
    public static let shared = UIApplication()

    private override init() { super.init() }

    /// Sends `action` to `target`, with `sender` and `event` as the action method's arguments (an
    /// action method takes none, the sender, or the sender and the event), and returns whether a
    /// method ran. A `nil` target sends the action to the first object of `sender`'s responder
    /// chain (the sender itself, its `next`, and on) that answers it, as UIKit does from the first
    /// responder. A target whose adapted class has no method of that name is reported
    /// (`SelectorTable.undelivered`) and nothing runs; so is an action method that throws or
    /// takes an argument of another type.
    @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
        -> Bool
    {
        guard let receiver = target.map({ $0 as AnyObject }) ?? firstResponder(for: action, from: sender) else {
            return false
        }
        return Self.send(action, to: receiver, arguments: [sender, event]) != nil
    }

    /// The first object of `sender`'s responder chain that answers `action`.
    private func firstResponder(for action: Selector, from sender: Any?) -> AnyObject? {
        var responder = sender as? UIResponder
        while let current = responder {
            if SelectorTable.method(action, in: type(of: current)) != nil { return current }
            responder = current.next
        }
        return nil
    }

    /// Calls the method `selector` names on `target` with `arguments`; `nil` when none ran (the
    /// failure reported), otherwise what it returned (`()` for none).
    static func send(_ selector: Selector, to target: AnyObject, arguments: [Any?]) -> Any?? {
        guard let method = SelectorTable.method(selector, in: type(of: target)) else {
            SelectorTable.reportUnrecognized(selector, target: target)
            return nil
        }
        do {
            return .some(try method.body(target, SelectorArguments(arguments)))
        } catch {
            let failure = CellSnapUIKitError(call: "-[\(type(of: target)) \(selector)]", reason: "\(error)")
            SelectorTable.undelivered.append(failure)
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            return nil
        }
    }
}

/// An event that UIKit passes to an action method as its second argument; CellSnap has no touches,
/// so actions sent from code carry `nil`, as `sendActions(for:)` sent from code does on iOS.
@preconcurrency @MainActor open class UIEvent: NSObject {}
