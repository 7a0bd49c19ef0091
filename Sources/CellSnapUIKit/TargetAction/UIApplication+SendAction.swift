import Foundation

// The one function every target–action pair fires through (the class: App/UIApplication.swift),
// as UIKit's controls, bar button items, gesture recognizers and key commands send their actions.
extension UIApplication {
    /// The first object of `sender`'s responder chain that answers `action`.
    func firstResponder(for action: Selector, from sender: Any?) -> AnyObject? {
        var responder = sender as? UIResponder
        while let current = responder {
            if SelectorTable.method(action, in: type(of: current)) != nil { return current }
            responder = current.next
        }
        return nil
    }

    /// Calls the method `selector` names on `target` with `arguments`; `nil` when none ran (the
    /// failure reported), otherwise what it returned (`()` for none). A target with no such
    /// method hands the message to its `forwardingTarget(for:)`, as the Objective-C runtime does
    /// (eight forwards at most, so that objects forwarding to each other cannot loop).
    static func send(_ selector: Selector, to target: AnyObject, arguments: [Any?], forwards: Int = 0) -> Any?? {
        guard let method = SelectorTable.method(selector, in: type(of: target)) else {
            if forwards < 8, let forwarded = (target as? NSObject)?.forwardingTarget(for: selector),
                type(of: forwarded) is AnyClass, (forwarded as AnyObject) !== target
            {
                return send(selector, to: forwarded as AnyObject, arguments: arguments, forwards: forwards + 1)
            }
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
