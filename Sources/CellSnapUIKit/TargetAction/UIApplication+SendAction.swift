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
