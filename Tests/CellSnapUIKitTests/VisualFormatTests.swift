// The visual format language: Apple's grammar, the constraints UIKit makes for each form, their
// layout in both directions, and the errors of formats that do not parse.
import CellLayout
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct VisualFormatTests {
    /// A container 300 x 200 with three subviews `a`, `b`, `c`, placed by constraints.
    @MainActor final class Fixture {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView(), c = UIView()
        var views: [String: Any] { ["a": a, "b": b, "c": c] }

        init() {
            for view in [a, b, c] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
        }

        /// `constraint` as `a.leading == super.leadingMargin + 8 @750`, naming the fixture's views.
        func text(_ constraint: NSLayoutConstraint) -> String {
            func name(_ item: AnyObject?) -> String {
                switch item {
                case let view as UIView where view === container: "super"
                case let view as UIView where view === a: "a"
                case let view as UIView where view === b: "b"
                case let view as UIView where view === c: "c"
                default: "nil"
                }
            }
            func attribute(_ attribute: NSLayoutConstraint.Attribute) -> String {
                let names: [NSLayoutConstraint.Attribute: String] = [
                    .left: "left", .right: "right", .top: "top", .bottom: "bottom", .leading: "leading",
                    .trailing: "trailing", .width: "width", .height: "height", .centerX: "centerX", .centerY: "centerY",
                    .leftMargin: "leftMargin", .rightMargin: "rightMargin", .topMargin: "topMargin",
                    .bottomMargin: "bottomMargin", .leadingMargin: "leadingMargin", .trailingMargin: "trailingMargin",
                ]
                return names[attribute] ?? "\(attribute.rawValue)"
            }
            let relations: [NSLayoutConstraint.Relation: String] = [
                .equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">=",
            ]
            var text =
                "\(name(constraint.firstItem)).\(attribute(constraint.firstAttribute)) \(relations[constraint.relation]!) "
            if constraint.secondItem != nil {
                text += "\(name(constraint.secondItem)).\(attribute(constraint.secondAttribute))"
                if constraint.constant != 0 {
                    text += " \(constraint.constant > 0 ? "+" : "-") \(abs(constraint.constant))"
                }
            } else {
                text += "\(constraint.constant)"
            }
            if constraint.priority != .required { text += " @\(constraint.priority.rawValue)" }
            return text
        }
    }

    nonisolated static let table: [(format: String, options: NSLayoutConstraint.FormatOptions, expected: [String])] = [
        // The standard space to the superview is its layout margin; between views 8 points.
        (
            "H:|-[a]-[b]-|", [],
            ["a.leading == super.leadingMargin", "b.leading == a.trailing + 8.0", "super.trailingMargin == b.trailing"]
        ),
        // Flush, a number, a metric, relations and priorities.
        (
            "|[a][b]-20-[c]|", [],
            [
                "a.leading == super.leading", "b.leading == a.trailing", "c.leading == b.trailing + 20.0",
                "super.trailing == c.trailing",
            ]
        ),
        (
            "V:|-pad-[a(==height@750)]-(>=10,<=40)-[b]", [],
            [
                "a.top == super.top + 12.0", "a.height == 30.0 @750.0", "b.top >= a.bottom + 10.0",
                "b.top <= a.bottom + 40.0",
            ]
        ),
        // Predicates on a view: its width, or equal to another view's.
        (
            "[a(>=50,<=100)][b(==a)]", [],
            ["a.width >= 50.0", "a.width <= 100.0", "b.width == a.width", "b.leading == a.trailing"]
        ),
        // Alignment options align every named view, across the orientation.
        ("H:[a]-[b]", [.alignAllCenterY], ["b.leading == a.trailing + 8.0", "a.centerY == b.centerY"]),
        // Direction options: left to right, and right to left (the constants turn negative).
        ("H:|-10-[a]", [.directionLeftToRight], ["a.left == super.left + 10.0"]),
        ("H:|-10-[a]-[b]", [.directionRightToLeft], ["a.right == super.right - 10.0", "b.right == a.left - 8.0"]),
    ]

    @Test(arguments: table.indices) func constraints(_ index: Int) {
        let (format, options, expected) = Self.table[index]
        let fixture = Fixture()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: ["pad": 12, "height": CGFloat(30)],
            views: fixture.views)
        #expect(constraints.map(fixture.text) == expected, "\(format)")
    }

    /// `H:|-[a]-[b(==a)]-|` and `V:|-[a]-|` in a 300 x 200 container with 8 pt margins: two equal
    /// views 8 apart between the margins (138 wide), mirrored right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func layout(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let fixture = Fixture()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        fixture.container.translatesAutoresizingMaskIntoConstraints = true
        controller.view.addSubview(fixture.container)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: fixture.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", metrics: nil, views: fixture.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[b]-|", metrics: nil, views: fixture.views))
        window.layoutIfNeeded()
        let leading = CGRect(x: 8, y: 8, width: 138, height: 184),
            trailing = CGRect(x: 154, y: 8, width: 138, height: 184)
        #expect(fixture.a.frame == (direction == .leftToRight ? leading : trailing))
        #expect(fixture.b.frame == (direction == .leftToRight ? trailing : leading))
    }

    nonisolated static let errors: [(format: String, message: String)] = [
        ("V[a]", "Expected ':' after 'V' to specify vertical arrangement\nV[a]\n ^"),
        ("H:|-[a]-[missing]", "Unable to find view with name missing\nH:|-[a]-[missing]\n         ^"),
        ("H:[a(==unknown)]", "Unable to interpret 'unknown' as a view or a metric\nH:[a(==unknown)]\n       ^"),
        ("H:[a(=>5)]", "Unknown relation. Must be ==, >=, or <=\nH:[a(=>5)]\n     ^"),
        ("H:[a(50]", "Expected ')' or ',' after a predicate\nH:[a(50]\n       ^"),
        ("H:[a]-(10@2000)-[b]", "A priority must be greater than 0 and at most 1000\nH:[a]-(10@2000)-[b]\n          ^"),
        (
            "V:[a]-[b]",
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical\nV:[a]-[b]\n^"
        ),
    ]

    /// A format of one view has nothing to align, so options that would align along it are
    /// accepted (a form library's `"V:|-[textField]-|"` with `.alignAllLastBaseline`): the view is
    /// pinned to the margins alone, in both directions.
    @Test(arguments: [false, true]) func oneViewsFormatIgnoresItsAlignmentOptions(rightToLeft: Bool) throws {
        let fixture = Fixture()
        fixture.container.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a]-|", options: .alignAllLastBaseline, metrics: nil, views: fixture.views)
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-|", options: .alignAllLeft, metrics: nil, views: fixture.views)
        #expect(vertical.count == 2 && horizontal.count == 2)
        NSLayoutConstraint.activate(vertical + horizontal)
        fixture.container.layoutIfNeeded()
        #expect(fixture.a.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        _ = try fixture.container.cellSnapScreen()
    }

    /// A format that does not parse gives no constraints; drawing a view it names throws the error,
    /// quoting the format with a caret under the place, as UIKit's exception does.
    @Test(arguments: errors.indices) func unparseable(_ index: Int) {
        let (format, message) = Self.errors[index]
        let fixture = Fixture()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: format.hasPrefix("V:[a]-[b]") ? .alignAllTop : [], metrics: nil,
            views: fixture.views)
        #expect(constraints.isEmpty)
        #expect {
            _ = try fixture.container.cellSnapScreen()
        } throws: { error in
            "\(error)".contains("Unable to parse constraint format: \(message)")
        }
    }
}
