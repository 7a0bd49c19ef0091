import Foundation
import ObjCNames

/// The answer of the object that takes an optional requirement in the place of `object`, as the
/// Objective-C runtime forwards a message the object has no method for: `object` says it answers
/// the requirement's selector (its `responds(to:)`, see ``SelectorAnswering``) and names another
/// object that conforms to `Target` in its `forwardingTarget(for:)` (see ``MessageForwarding``);
/// `call` sends the requirement to that object. `nil` otherwise, and UIKit's behaviour without the
/// requirement follows.
///
/// The defaults of the list and scroll view protocols' optional requirements ask it first, because
/// a default runs exactly when the object's class has no method of its own: a table view that is
/// its own data source and forwards the requirements it lacks to the app's object (`responds(to:)`
/// and `forwardingTarget(for:)` overridden, as a delegate proxy does) has them answered by that
/// object, as on iOS, where UIKit checks `respondsToSelector:` before it sends the message.
/// `function` is the requirement's `#function` (`tableView(_:heightForRowAt:)`), whose
/// Objective-C name is the selector the object is asked about, as the adapter's selector tables
/// name it. A chain of forwarding objects is followed; a cycle stops after a few steps, at UIKit's
/// default.
@MainActor func forwarded<Target, Result>(
    _ object: Any, as _: Target.Type, function: String = #function, _ call: (Target) -> Result
) -> Result? {
    guard let forwarding = object as? MessageForwarding & NSObject, ForwardingDepth.current < ForwardingDepth.limit
    else { return nil }
    let selector = Selector(ObjCName.selector(function: function))
    guard forwarding.responds(to: selector),
        let target = forwarding.cellSnapForwardingTarget(for: selector) as? Target,
        (target as AnyObject) !== forwarding
    else { return nil }
    ForwardingDepth.current += 1
    defer { ForwardingDepth.current -= 1 }
    return call(target)
}

/// How many forwarding steps the requirement being answered has taken along a chain of forwarding
/// objects.
@MainActor private enum ForwardingDepth {
    static var current = 0
    static let limit = 8
}
