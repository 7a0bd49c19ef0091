// Linux only: views that Auto Layout never places keep the frames the app gives them: a view that
// does not translate its autoresizing mask, has no intrinsic content size and that no constraint
// relates (frames read back after layout, in both layout directions: a frame is physical).
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct UnconstrainedViewTests {
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func aViewNoConstraintRelatesKeepsItsFrame(_ direction: UISemanticContentAttribute) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        container.semanticContentAttribute = direction
        let spinnerBox = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        spinnerBox.translatesAutoresizingMaskIntoConstraints = false
        spinnerBox.addSubview(UIActivityIndicatorView(style: .large))
        container.addSubview(spinnerBox)
        spinnerBox.center = container.center
        // A sibling that constraints place, so that the container is laid out by its constraints.
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: container.topAnchor),
            banner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100), banner.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(spinnerBox.frame == CGRect(x: 137.5, y: 283.5, width: 100, height: 100))
        #expect(banner.frame == CGRect(x: direction == .forceLeftToRight ? 0 : 275, y: 0, width: 100, height: 20))
    }

    @Test func aViewAConstraintRelatesIsPlacedByTheEngine() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        card.widthAnchor.constraint(equalToConstant: 200).isActive = true
        container.layoutIfNeeded()
        #expect(card.frame.width == 200)
    }
}
