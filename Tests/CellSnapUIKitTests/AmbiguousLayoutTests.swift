// `hasAmbiguousLayout` as UIKit answers it: whether the constraints that place a view leave its
// frame undetermined, in both layout directions.
import CellSnapUIKit
import Testing

@MainActor @Suite struct AmbiguousLayoutTests {
    /// A 320 x 200 container in `direction` holding `view`, constrained by `constraints`.
    func ambiguity(
        of view: UIView, direction: UISemanticContentAttribute,
        _ constraints: (UIView, UIView) -> [NSLayoutConstraint]
    ) -> Bool {
        UIView.cellSnapInstallTextMeasurer()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.semanticContentAttribute = direction
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate(constraints(view, container))
        return view.hasAmbiguousLayout
    }

    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func framesTheConstraintsDetermineAreNotAmbiguous(direction: UISemanticContentAttribute) {
        #expect(
            !ambiguity(of: UIView(), direction: direction) { view, container in
                [
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    view.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
                    view.widthAnchor.constraint(equalToConstant: 100),
                    view.heightAnchor.constraint(equalToConstant: 44),
                ]
            })
        let label = UILabel()
        label.text = "Inbox"
        // A label's intrinsic size sets its width and height.
        #expect(
            !ambiguity(of: label, direction: direction) { view, container in
                [
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                ]
            })
        let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.addSubview(framed)
        #expect(!framed.hasAmbiguousLayout)
    }

    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func missingOrLooseConstraintsAreAmbiguous(direction: UISemanticContentAttribute) {
        // No vertical position.
        #expect(
            ambiguity(of: UIView(), direction: direction) { view, container in
                [
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    view.widthAnchor.constraint(equalToConstant: 100),
                    view.heightAnchor.constraint(equalToConstant: 44),
                ]
            })
        // Only a lower bound on the leading edge.
        #expect(
            ambiguity(of: UIView(), direction: direction) { view, container in
                [
                    view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 100),
                    view.heightAnchor.constraint(equalToConstant: 44),
                ]
            })
    }
}
