// Linux only: `layoutIfNeeded()` lays out the receiver's subtree when any view in it asks for a
// layout, however deep, as UIKit's does (its layer lays out every sublayer that needs it).
import CellSnapUIKitTesting
import Testing

@MainActor @Suite struct NestedLayoutRequestTests {
    /// A card (three levels below the root) whose title is pinned to its leading edge and whose
    /// badge follows the title 8 pt after it.
    @MainActor final class Card {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let panel = UIView()
        let card = UIView()
        let title = UILabel()
        let badge = UIView()
        var laidOutCards = 0

        init(rightToLeft: Bool) {
            root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
            for (view, superview) in [(panel, root), (card, panel), (title, card), (badge, card)] {
                view.translatesAutoresizingMaskIntoConstraints = false
                view.semanticContentAttribute = root.semanticContentAttribute
                superview.addSubview(view)
            }
            title.text = "Tea"
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                panel.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
                card.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
                card.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
                card.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
                card.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -10),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    /// A frame `x` points from the leading edge of a superview `within` points wide.
    func leading(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, in within: CGFloat, _ rtl: Bool)
        -> CGRect
    {
        CGRect(x: rtl ? within - x - width : x, y: y, width: width, height: height)
    }

    @Test(arguments: [false, true])
    func aLongerTitleThreeLevelsDownIsLaidOutByTheRoot(rightToLeft: Bool) {
        UIView.cellSnapInstallTextMeasurer()
        let card = Card(rightToLeft: rightToLeft)
        card.root.layoutIfNeeded()
        let short = card.title.intrinsicContentSize
        #expect(card.card.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        #expect(card.title.frame.size == short)
        #expect(card.badge.frame == leading(10 + short.width + 8, 30, 20, 20, in: 280, rightToLeft))

        card.title.text = "Earl Grey, loose leaf"
        let long = card.title.intrinsicContentSize
        #expect(long.width > short.width + 50)
        // Neither the root nor its subview asked for a layout: the title and its card did.
        card.root.layoutIfNeeded()
        #expect(card.title.frame == leading(10, (80 - long.height) / 2, long.width, long.height, in: 280, rightToLeft))
        #expect(card.badge.frame == leading(10 + long.width + 8, 30, 20, 20, in: 280, rightToLeft))
    }

    @Test func aRootWithNothingToLayOutRunsNoPass() {
        final class CountingView: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }
        UIView.cellSnapInstallTextMeasurer()
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        root.layoutIfNeeded()
        #expect(root.passes == 1 && grandchild.passes == 1)
        root.layoutIfNeeded()
        #expect(root.passes == 1 && grandchild.passes == 1)
        grandchild.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(grandchild.passes == 2)
    }
}
