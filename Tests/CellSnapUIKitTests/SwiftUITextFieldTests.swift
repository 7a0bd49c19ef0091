// SwiftUI's `TextField` and `SecureField` drawn at rest: the text, or the placeholder in the
// placeholder colour while it is empty, on a line of the font rounded up to whole points (21 pt in
// the body font), as wide as offered; the rounded border style 34 pt tall with the border of
// UIKit's `.roundedRect` field; an app's style is its body. Each field draws pixel for pixel as
// the same drawn by hand, in both layout directions.
import CellSnapUIKitTesting
import Foundation
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUITextFieldTests {
    struct OutlinedFieldStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration.padding(8).background(Color.yellow)
        }
    }

    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    /// Pure red (SwiftUI's `.red` is the system red).
    static let pureRed = Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))

    /// One line as the field draws it: `text` on a 21 pt line as wide as offered, aligned as `alignment` says.
    func byHand(_ text: Text, alignment: Alignment = .leading) -> some View {
        text.lineLimit(1).frame(maxWidth: .infinity, alignment: alignment).frame(height: 21)
    }

    var placeholder: Color { Color(uiColor: .placeholderText) }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func eachFieldDrawsAsItsLineDrawnByHand(direction: UITraitEnvironmentLayoutDirection) throws {
        let corner = RoundedRectangle(cornerRadius: 5)
        let pairs: [(field: AnyView, byHand: AnyView)] = [
            (
                AnyView(TextField("Name", text: .constant(""))),
                AnyView(byHand(Text("Name").foregroundColor(placeholder)))
            ),
            (AnyView(TextField("Name", text: .constant("Ada"))), AnyView(byHand(Text("Ada")))),
            (
                AnyView(TextField("Name", text: .constant(""), prompt: Text("Your name"))),
                AnyView(byHand(Text("Your name").foregroundColor(placeholder)))
            ),
            (
                AnyView(TextField("Name", text: .constant("Ada")).font(.title).foregroundColor(.green)),
                AnyView(byHand(Text("Ada").font(.title).foregroundColor(.green)).frame(height: 35))
            ),
            (
                AnyView(SecureField("Password", text: .constant("abc"))),
                AnyView(byHand(Text("\u{2022}\u{2022}\u{2022}")))
            ),
            (
                AnyView(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)),
                AnyView(
                    byHand(Text("Ada")).padding(.horizontal, 7).padding(.vertical, 6.5)
                        .background(
                            corner.fill(Color(uiColor: .systemBackground))
                                .overlay(corner.strokeBorder(Color(uiColor: .opaqueSeparator), lineWidth: 1 / 3))))
            ),
            (
                AnyView(TextField("Name", text: .constant("Ada")).textFieldStyle(OutlinedFieldStyle())),
                AnyView(byHand(Text("Ada")).padding(8).background(Color.yellow))
            ),
        ]
        for (index, pair) in pairs.enumerated() {
            #expect(try hostedPixels(pair.field, direction) == hostedPixels(pair.byHand, direction), "pair \(index)")
        }
    }

    /// The rows of device pixels that hold red.
    func redRows(_ image: RGBAImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in image[x, y] == Self.red } }
    }

    /// A plain field is 21 pt tall and as wide as offered (its top row red from edge to edge), an empty one without a placeholder too;
    /// a rounded border makes it 34 pt; a title font's line is 34 pt, rounded up from its text.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func fieldsAreOneLineOfTheirFontTall(direction: UITraitEnvironmentLayoutDirection) throws {
        for (field, points, isBordered) in [
            (AnyView(TextField("Name", text: .constant(""))), 21, false),
            (AnyView(TextField(text: .constant(""), label: { Image(systemName: "person") })), 21, false),
            (AnyView(TextField("Name", text: .constant("Ada")).font(.title)), 34, false),
            (AnyView(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)), 34, true),
        ] {
            let image = try hostedPixels(field.background(Self.pureRed), direction)
            let rows = redRows(image)
            #expect(rows.last.map { $0 - rows[0] + 1 } == points * 3, "\(points) pt")
            // The rounded border covers the red but at its corners; a plain field covers none of it.
            #expect(isBordered ? rows.count < points * 3 : rows.count == points * 3)
            #expect(image[0, rows[0]] == Self.red && image[image.width - 1, rows[0]] == Self.red)
        }
    }

    struct RepresentedField: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.text = "Ada"
            return field
        }
        func updateUIView(_ field: UITextField, context: Context) {}
    }

    /// UIKit's own text field in a representable lays its text out at the size SwiftUI gives it
    /// (it was blank, laid out at the zero size it had when made), and draws as SwiftUI's field.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aRepresentedUITextFieldDrawsAsTheSwiftUIField(direction: UITraitEnvironmentLayoutDirection) throws {
        let represented = try hostedPixels(RepresentedField(), direction)
        #expect(represented == (try hostedPixels(TextField("Name", text: .constant("Ada")), direction)))
        #expect(represented != (try hostedPixels(Color.clear, direction)))
    }

    /// A centred field's text stands in the middle of its width, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aCentredFieldsTextStandsInTheMiddle(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try hostedPixels(
            TextField("Name", text: .constant("Ada")).multilineTextAlignment(.center), direction)
        let ink = (0..<image.width).filter { x in (0..<image.height).contains { y in image[x, y].red < 128 } }
        let middle = ink.isEmpty ? 0 : (ink.first! + ink.last!) / 2
        #expect(abs(middle - 300) <= 2, "middle \(middle)")
    }
}
