// A protocol that the UIKit class at the top of a class's chain adopts already is taken out of the
// class's (or an extension's) inheritance clause: on iOS the line draws a warning, here an error.
import ObjCAdaptation
import Testing

let redundantConformanceFixtures: [AdaptedFormFixture] = [
    AdaptedFormFixture(
        name: "cell",
        what: "UITableViewCell adopts UIGestureRecognizerDelegate, so the cell's own adoption goes",
        source: "class PinCell: UITableViewCell, UIGestureRecognizerDelegate {}",
        adapted: "class PinCell: UITableViewCell {}",
        diagnostics: []),
    AdaptedFormFixture(
        name: "middle",
        what: "Only the redundant protocol goes; the others and their commas stay",
        source: "final class A: UITableViewCell, UIKit.UIGestureRecognizerDelegate, UITextFieldDelegate {}",
        adapted: "final class A: UITableViewCell, UITextFieldDelegate {}",
        diagnostics: []),
    AdaptedFormFixture(
        name: "chain",
        what: "The UIKit class is found through the module's superclasses; an extension's clause goes whole",
        source: """
            class Base: UITableViewCell {}
            class Sub: Base, UIGestureRecognizerDelegate {}
            class Other: Base {}
            extension Other: UIGestureRecognizerDelegate {}
            """,
        adapted: """
            class Base: UITableViewCell {}
            class Sub: Base {}
            class Other: Base {}
            extension Other {}
            """,
        diagnostics: []),
    AdaptedFormFixture(
        name: "view",
        what: "UIView adopts CALayerDelegate and not UIGestureRecognizerDelegate; several lines keep their numbers",
        source: """
            class Canvas: UIView,
                CALayerDelegate,
                UIGestureRecognizerDelegate {}
            extension Canvas: CALayerDelegate, Equatable {}
            """,
        adapted: """
            class Canvas: UIView,
               \u{20}
                UIGestureRecognizerDelegate {}
            extension Canvas: Equatable {}
            """,
        diagnostics: []),
    AdaptedFormFixture(
        name: "last",
        what: "A redundant protocol last in the clause takes the comma before it",
        source: """
            class Tile: UICollectionViewCell, UIGestureRecognizerDelegate {}
            class Row: UITableViewCell, Hashable, UIGestureRecognizerDelegate {}
            extension UITableViewCell: UIGestureRecognizerDelegate {}
            """,
        adapted: """
            class Tile: UICollectionViewCell, UIGestureRecognizerDelegate {}
            class Row: UITableViewCell, Hashable {}
            extension UITableViewCell {}
            """,
        diagnostics: []),
]

@Test(arguments: redundantConformanceFixtures) func redundantConformance(_ fixture: AdaptedFormFixture) {
    let (adapted, diagnostics) = adaptedLines(fixture.name, fixture.source)
    #expect(adapted == fixture.adapted, "\(fixture.what)")
    #expect(diagnostics == fixture.diagnostics)
}
