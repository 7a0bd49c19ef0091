// Linux only: constraint descriptions, which a capture and a solve keep as their parts and write
// only for the report of a conflict, read the same as UIKit's text written at once.
import CellLayout
import ConstraintSolver
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor struct ConstraintDescriptionTests {
    /// Every app constraint a capture records is described as `NSLayoutConstraint.description`
    /// describes it at the time of the capture (margins, guides, multipliers, system spacing,
    /// priorities, identifiers, constants on either side), and in UIKit's words.
    @Test func aCapturedConstraintReadsAsTheConstraintsOwnDescription() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let title = UILabel(), badge = UIView()
        let guide = UILayoutGuide()
        guide.identifier = "badge-area"
        view.addLayoutGuide(guide)
        for subview in [title, badge] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let leading = title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 8)
        let half = badge.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -4)
        let spaced = badge.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 2)
        let height = badge.heightAnchor.constraint(equalToConstant: 22.5)
        height.priority = .defaultHigh
        height.identifier = "badge-height"
        let top = title.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: -3)
        let guideTop = guide.topAnchor.constraint(equalTo: view.topAnchor)
        let guideSize = guide.heightAnchor.constraint(lessThanOrEqualToConstant: 40)
        let centred = badge.centerYAnchor.constraint(equalTo: title.centerYAnchor)
        let margin = NSLayoutConstraint(
            item: badge, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: view, attribute: .trailingMargin,
            multiplier: 1, constant: 0)
        let constraints = [leading, half, spaced, height, top, guideTop, guideSize, centred, margin]
        NSLayoutConstraint.activate(constraints)

        let tree = try ViewTree(root: view, traits: UITraitCollection().cellSnapTraits)
        let captured = Array(tree.constraints.suffix(constraints.count))
        #expect(captured.map(\.description) == constraints.map(\.description))

        let name = LayoutItemName.name(of:), address = LayoutItemName.address(of:)
        let expected = [
            (leading, "\(name(title)).leading == UIViewLayoutMarginsGuide'\(name(view))'.leading + 8   (active)"),
            (half, "\(name(badge)).width == 0.5*\(name(view)).width - 4   (active)"),
            (spaced, "\(name(badge)).leading == 2*\(name(title)).trailing + 2*NSSpace(8)   (active)"),
            (height, "'badge-height' \(name(badge)).height == 22.5   (priority 750)   (active)"),
            (top, "\(name(title)).top >= badge-area'\(name(view))'.top - 3   (active)"),
            (guideSize, "badge-area'\(name(view))'.height <= 40   (active)"),
            (margin, "\(name(badge)).trailing <= \(name(view)).trailingMargin   (active)"),
        ]
        for (constraint, text) in expected {
            let index = try #require(constraints.firstIndex { $0 === constraint })
            #expect(captured[index].description == "<NSLayoutConstraint:\(address(constraint)) \(text)>")
        }
        height.isActive = false
        #expect(height.description.hasSuffix("(priority 750)   (inactive)>"))
    }

    /// The constraints a solve adds of its own read as UIKit's engine names them.
    @Test(arguments: [
        (
            ConstraintDescription.constant(
                prefix: "NSAutoresizingMaskLayoutConstraint h=--& v=--&", name: "UIView:0x5", attribute: "minX",
                relation: "==", value: 12.5, suffix: ""),
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:0x5.minX == 12.5>"
        ),
        (
            .constant(
                prefix: "NSLayoutConstraint 'UIView-Encapsulated-Layout-Width'", name: "UIView:0x1",
                attribute: "width", relation: "==", value: 390, suffix: ""),
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' UIView:0x1.width == 390>"
        ),
        (
            .contentSize(
                name: "UILabel:0x3", attribute: "width", relation: "<=", value: 42.333333333333336, label: "Hug",
                priority: 250),
            "<NSContentSizeLayoutConstraint UILabel:0x3.width <= 42.333333333333336 Hug:250>"
        ),
        (
            .contentSize(
                name: "UILabel:0x3", attribute: "height", relation: ">=", value: 20, label: "CompressionResistance",
                priority: 750),
            "<NSContentSizeLayoutConstraint UILabel:0x3.height >= 20 CompressionResistance:750>"
        ),
        (
            .identified(kind: "UIViewSafeAreaLayoutGuide", name: "UILayoutGuide:0x4", edge: "minY"),
            "<NSLayoutConstraint 'UIViewSafeAreaLayoutGuide' UILayoutGuide:0x4.minY>"
        ),
        (
            .text("<NSLayoutConstraint 'UISV-spacing' in UIStackView:0x2>"),
            "<NSLayoutConstraint 'UISV-spacing' in UIStackView:0x2>"
        ),
    ])
    func aSolvesOwnConstraintReadsAsUIKitNamesIt(description: ConstraintDescription, text: String) {
        #expect(description.text == text)
    }

    /// A variable named by its owner and part prints `owner.part`, as one named whole.
    @Test func aVariableNamedByItsPartsPrintsTheWholeName() throws {
        let width = Variable("UILabel:0x3", part: "width")
        #expect(width.name == "UILabel:0x3.width" && width.description == Variable("UILabel:0x3.width").name)
        let solver = Solver()
        try solver.add(width == 120)
        solver.updateVariables()
        #expect(width.value == 120)
        #expect((2 * width - 4).description == "2 * UILabel:0x3.width - 4")
    }
}
