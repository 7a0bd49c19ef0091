// Members UIKit lets an app override, overridden in subclasses as app code overrides them
// (issue 40): each row of the table says which member a subclass overrides and where CellSnap
// calls it, as UIKit does; `super` reaches CellSnap's own behaviour. scripts/uikit-overrides
// checks the whole class of problem (every overridable member declared `open` in a class body).
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct OverridableMembersTests {
    /// A cell whose accessibility is computed, as cells that describe their content do.
    final class SpokenCell: UITableViewCell {
        override var accessibilityLabel: String? {
            get { "Inbox, 3 unread" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .button }
            set {}
        }
        override var accessibilityValue: String? {
            get { super.accessibilityValue ?? "empty" }
            set {}
        }
    }

    /// An adjustable view overriding the informal protocol's actions, as a custom stepper does.
    final class Adjustable: UIView {
        var value = 5
        var heard: [String] = []
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityViewIsModal: Bool {
            get { true }
            set {}
        }
        override func accessibilityIncrement() { value += 1 }
        override func accessibilityDecrement() { value -= 1 }
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            heard.append("scroll \(direction.rawValue)")
            return direction == .down
        }
        override func accessibilityActivate() -> Bool { super.accessibilityActivate() || value > 5 }
        override func accessibilityPerformEscape() -> Bool { true }
        override func accessibilityPerformMagicTap() -> Bool { false }
        override func accessibilityElementDidBecomeFocused() { heard.append("focused") }
    }

    /// A chart that is a container of elements it makes on demand.
    final class Chart: UIView {
        lazy var bars = (0..<3).map { index -> UIAccessibilityElement in
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            bar.accessibilityLabel = "Bar \(index)"
            return bar
        }
        override func accessibilityElementCount() -> Int { bars.count }
        override func accessibilityElement(at index: Int) -> Any? { bars[index] }
        override func index(ofAccessibilityElement element: Any) -> Int {
            bars.firstIndex { $0 === element as AnyObject } ?? NSNotFound
        }
    }

    /// A view that keeps wider margins whatever is set, and counts its layer's callbacks.
    final class Inset: UIView {
        var heard: [String] = []
        override var directionalLayoutMargins: NSDirectionalEdgeInsets {
            get { NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10) }
            set { super.directionalLayoutMargins = newValue }
        }
        override func layoutSublayers(of layer: CALayer) {
            heard.append("layoutSublayers")
            super.layoutSublayers(of: layer)
        }
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            heard.append("action \(event)")
            return event == "opacity" ? NSNull() : super.action(for: layer, forKey: event)
        }
        override func display(_ layer: CALayer) { heard.append("display") }
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
    }

    /// A responder that accepts first responder and handles presses, as a game view does.
    final class KeyView: UIView {
        var presses = 0
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("archive:")
        }
    }

    @Test func accessibilityOverridesAreWhatCellSnapReads() {
        let cell = SpokenCell(style: .default, reuseIdentifier: "spoken")
        let asResponder: UIResponder = cell
        #expect(asResponder.accessibilityLabel == "Inbox, 3 unread")
        #expect(asResponder.accessibilityTraits == .button)
        #expect(cell.accessibilityValue == "empty")
        #expect(cell.accessibilityAttributedLabel?.string == "Inbox, 3 unread")
        #expect(cell.isAccessibilityElement)
        #expect(UIView().isAccessibilityElement == false)
        #expect(UIAccessibilityElement(accessibilityContainer: cell).isAccessibilityElement)
    }

    @Test func accessibilityActionsReachTheOverride() {
        let view = Adjustable()
        let responder: UIResponder = view
        responder.accessibilityIncrement()
        responder.accessibilityIncrement()
        responder.accessibilityDecrement()
        #expect(view.value == 6)
        #expect(responder.accessibilityScroll(.down) && !responder.accessibilityScroll(.up))
        #expect(responder.accessibilityActivate())
        #expect(responder.accessibilityPerformEscape() && !responder.accessibilityPerformMagicTap())
        responder.accessibilityElementDidBecomeFocused()
        #expect(view.heard == ["scroll 4", "scroll 3", "focused"])
        #expect(responder.accessibilityViewIsModal && responder.isAccessibilityElement)
        // UIKit's defaults, which `super` reaches: nothing handled, nothing focused.
        let plain = UIView()
        #expect(!plain.accessibilityActivate() && !plain.accessibilityScroll(.next))
        #expect(!plain.accessibilityPerformEscape() && !plain.accessibilityElementIsFocused())
        #expect(!plain.accessibilityViewIsModal && plain.accessibilityNavigationStyle == .automatic)
    }

    @Test func accessibilityContainers() {
        let chart = Chart()
        let container: UIResponder = chart
        #expect(container.accessibilityElementCount() == 3)
        #expect((container.accessibilityElement(at: 1) as? UIAccessibilityElement)?.accessibilityLabel == "Bar 1")
        #expect(container.index(ofAccessibilityElement: chart.bars[2]) == 2)
        // The default container answers from `accessibilityElements`, as UIKit's does.
        let plain = UIView()
        let label = UILabel()
        #expect(plain.accessibilityElementCount() == 0 && plain.accessibilityElement(at: 0) == nil)
        plain.accessibilityElements = [label, chart]
        #expect(plain.accessibilityElementCount() == 2)
        #expect(plain.accessibilityElement(at: 1) as? Chart === chart && plain.accessibilityElement(at: 2) == nil)
        #expect(plain.index(ofAccessibilityElement: label) == 0)
        #expect(plain.index(ofAccessibilityElement: UILabel()) == NSNotFound)
    }

    /// A view's accessibility frame is its frame in screen coordinates until set; the activation
    /// point is its centre. Both directions: the subview sits at the leading margin.
    @Test(arguments: [false, true])
    func accessibilityFrameFollowsTheView(rightToLeft: Bool) {
        let (container, child) = marginFixture(rightToLeft: rightToLeft)
        let x: CGFloat = rightToLeft ? 10 : 30
        #expect(child.frame == CGRect(x: x, y: 4, width: 160, height: 92))
        #expect(child.accessibilityFrame == CGRect(x: x, y: 4, width: 160, height: 92))
        #expect(child.accessibilityActivationPoint == CGPoint(x: x + 80, y: 50))
        child.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(child.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(container.accessibilityFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    /// An override of `directionalLayoutMargins` is what the layout pass reads for the margins
    /// guide, in both directions (leading 30, trailing 10).
    @Test(arguments: [false, true])
    func marginOverrideIsLaidOut(rightToLeft: Bool) {
        let (container, child) = marginFixture(rightToLeft: rightToLeft)
        container.directionalLayoutMargins = .zero
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: rightToLeft ? 10 : 30, y: 4, width: 160, height: 92))
        #expect(
            container.layoutMargins
                == UIEdgeInsets(top: 4, left: rightToLeft ? 10 : 30, bottom: 4, right: rightToLeft ? 30 : 10))
    }

    @Test func layerDelegateOverridesOfAView() {
        let view = Inset(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.action(forKey: "opacity") == nil)
        #expect(view.layer.action(forKey: "position") == nil)
        view.layer.display()
        // The layout pass lays a view out through its layer's delegate call, as UIKit's does.
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.heard == ["action opacity", "action position", "display", "layoutSublayers"])
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 44, height: 22))
    }

    @Test func responderOverrides() {
        let parent = KeyView()
        let child = UIView()
        parent.addSubview(child)
        #expect(parent.becomeFirstResponder() && parent.isFirstResponder)
        #expect(!child.becomeFirstResponder())
        child.pressesBegan([], with: nil)
        #expect(parent.presses == 1)
        #expect(child.target(forAction: Selector("archive:"), withSender: nil) as? KeyView === parent)
        #expect(child.target(forAction: Selector("unarchive:"), withSender: nil) == nil)
        #expect(parent.resignFirstResponder())
    }

    /// A cell with Xcode's completion slip, `override class func awakeFromNib()`, which compiles on
    /// iOS (NSObject's instance method is a class method too); its instance `awakeFromNib()` is
    /// UIKit's.
    final class SlipCell: UITableViewCell {
        nonisolated(unsafe) static var classAwakenings = 0
        override class func awakeFromNib() {
            super.awakeFromNib()
            classAwakenings += 1
        }
    }

    @Test func aClassAwakeFromNibOverrideCompilesAndIsTheClasss() {
        SlipCell.awakeFromNib()
        SlipCell().awakeFromNib()
        #expect(SlipCell.classAwakenings == 1)
    }

    func marginFixture(rightToLeft: Bool) -> (Inset, UIView) {
        let container = Inset(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        if rightToLeft {
            container.semanticContentAttribute = .forceRightToLeft
            child.semanticContentAttribute = .forceRightToLeft
        }
        let guide = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        return (container, child)
    }
}
