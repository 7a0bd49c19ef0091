import UIKit

/// Classes declared in functions' bodies, as tests declare their mock delegates and action
/// targets (each function is what a test's body does, and returns what the test would check).
@MainActor enum MockDelegateScenarios {
    /// A mock table view delegate: whether it answers `didSelectRowAt` and `willDisplay`, and the
    /// rows a selection sent by selector reached.
    static func selectionDelegate() -> (didSelect: Bool, willDisplay: Bool, selected: [IndexPath]) {
        final class MockDelegate: NSObject, UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let delegate = MockDelegate()
        let didSelect = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
        _ = delegate.perform(didSelect, with: UITableView(), with: IndexPath(row: 1, section: 0))
        return (
            delegate.responds(to: didSelect),
            delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:))), delegate.selected
        )
    }

    /// Another function's class of the same name, implementing `willDisplay` alone.
    static func displayDelegate() -> (didSelect: Bool, willDisplay: Bool) {
        final class MockDelegate: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            }
        }
        let delegate = MockDelegate()
        return (
            delegate.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))),
            delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:)))
        )
    }

    /// A button's action sent to a target whose class (and its superclass) are declared in the
    /// function: the titles it received, then after `reset` sent by selector.
    static func buttonTarget() -> (received: [String], afterReset: [String]) {
        class Target: NSObject {
            var taps: [String] = []
            @objc func tapped(_ sender: UIButton) { taps.append(sender.currentTitle ?? "") }
        }
        final class ResettingTarget: Target {
            @objc func reset() { taps = [] }
        }
        let target = ResettingTarget()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.addTarget(target, action: #selector(Target.tapped(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        let received = target.taps
        _ = target.perform(#selector(ResettingTarget.reset))
        return (received, target.taps)
    }

    /// An object whose class is declared in a closure, with an `@objc` property.
    static let makeTitledHandler: () -> NSObject = {
        final class Handler: NSObject {
            @objc var title = "Handled"
        }
        return Handler()
    }
}

/// A key-value model whose initialiser has a local constant (no property of the class).
@objcMembers final class CountedModel: NSObject {
    var count: Int

    init(count: Int) {
        let doubled = count * 2
        self.count = doubled
        super.init()
    }
}
