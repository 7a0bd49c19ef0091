// A search controller's bar placed by the app in a view of its own (not in a navigation item):
// drawn as a search bar of its bar style, black for `.black`, and without a background of its own
// in the default style; its field in the style's fill. A minimal bar under an empty background
// image shows the bar's own background colour around its field.
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct SearchControllerBarTests {
    /// The red, green and blue of `view` drawn at 1x at each of `points`.
    private func colours(of view: UIView, at points: [CGPoint]) throws -> [[UInt8]] {
        let pixels = try DrawnPixels(view)
        return points.map { pixels.rgb(at: $0) }
    }

    /// A white window of 390 x 56 pt in `direction` holding `controller`'s bar.
    private func container(
        holding controller: UISearchController, _ direction: UITraitEnvironmentLayoutDirection
    ) -> UIView {
        let container = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        container.backgroundColor = .white
        container.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        controller.searchBar.frame = container.bounds
        controller.searchBar.autoresizingMask = [.flexibleWidth]
        container.addSubview(controller.searchBar)
        container.layoutIfNeeded()
        return container
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aBlackBarIsDrawnBlackAroundADarkField(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchBar.barStyle = .black
        controller.searchBar.text = "Batman"
        let container = container(holding: controller, direction)
        #expect(controller.searchBar.searchBarStyle == .default)
        let field = controller.searchBar.searchTextField.frame
        #expect(field == CGRect(x: 8, y: 10, width: 374, height: 36))
        // The bar's edge, and the field's fill (dark tertiary fill over black) beside its text.
        let inField = CGPoint(x: direction == .leftToRight ? field.maxX - 10 : field.minX + 10, y: field.midY)
        let drawn = try colours(of: container, at: [CGPoint(x: 2, y: 2), inField])
        let (edge, fill) = (drawn[0], drawn[1])
        #expect(edge == [0, 0, 0])
        #expect((21..<60).contains(fill[0]) && fill[0] == fill[1], "\(fill)")
    }

    @Test func aDefaultBarShowsWhatItIsPlacedOn() throws {
        let controller = UISearchController(searchResultsController: nil)
        let container = container(holding: controller, .leftToRight)
        #expect(try colours(of: container, at: [CGPoint(x: 2, y: 2)]) == [[255, 255, 255]])
        controller.searchBar.barTintColor = .red
        container.layoutIfNeeded()
        #expect(try colours(of: container, at: [CGPoint(x: 2, y: 2)]) == [[255, 0, 0]])
    }

    /// Body BG's home screen: a minimal bar, clear bar tint, an empty background image and a dark
    /// grey background colour: the grey is drawn above, below and beside the field, as the app's
    /// iOS 17 reference shows it; the field keeps its place in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aMinimalBarShowsItsBackgroundColour(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = UISearchController(searchResultsController: nil)
        let bar = controller.searchBar
        bar.searchBarStyle = .minimal
        bar.barTintColor = .clear
        bar.backgroundImage = UIImage()
        bar.backgroundColor = UIColor(red: 63 / 255, green: 63 / 255, blue: 63 / 255, alpha: 1)
        let container = container(holding: controller, direction)
        let field = bar.searchTextField.frame
        #expect(field == CGRect(x: 8, y: 10, width: 374, height: 36))
        let beside = CGPoint(x: direction == .leftToRight ? 3 : 387, y: 28)
        let drawn = try colours(of: container, at: [CGPoint(x: 200, y: 3), CGPoint(x: 200, y: 52), beside])
        #expect(drawn == [[63, 63, 63], [63, 63, 63], [63, 63, 63]])
    }

    /// A field given a background colour (body BG's `systemGray6`, set through the `searchField`
    /// key) shows it under the standard fill: (227, 227, 232), as the app's iOS 17 reference
    /// shows it; outside the fill's rounded corners the field's square corners show the grey
    /// alone, unless the app rounds the field.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aFieldsBackgroundColourIsUnderItsFill(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = UISearchController(searchResultsController: nil)
        let bar = controller.searchBar
        bar.searchBarStyle = .minimal
        let field = try #require(bar.value(forKey: "searchField") as? UITextField)
        field.backgroundColor = .systemGray6
        let container = container(holding: controller, direction)
        let frame = bar.searchTextField.frame
        let inside = CGPoint(x: direction == .leftToRight ? frame.maxX - 10 : frame.minX + 10, y: frame.midY)
        let corner = CGPoint(x: frame.minX + 0.5, y: frame.minY + 0.5)
        let drawn = try colours(of: container, at: [inside, corner])
        #expect(zip(drawn[0], [227, 227, 232]).allSatisfy { abs(Int($0) - $1) <= 1 }, "\(drawn)")
        #expect(drawn[1] == [242, 242, 247])
        field.layer.cornerRadius = 10
        field.clipsToBounds = true
        #expect(try colours(of: container, at: [corner]) == [[255, 255, 255]])
    }
}
