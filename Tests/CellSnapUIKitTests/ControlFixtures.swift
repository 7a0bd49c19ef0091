// Linux only: what the control tests share: a view drawn as a screen, its placed tree (unsnapped,
// frames exact) and its pixels, in either layout direction and appearance.
import CellLayout
import CellModel
import CellSnapSuite
import CellSnapUIKitTesting
import DisplayList
import Pixels
import Primitives
import Rendering
import Testing

@MainActor enum ControlFixtures {
    /// Adds `view` to `container`, pinned to its four edges by constraints (a cell's content).
    static func pin(_ view: UIView, toEdgesOf container: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
    }

    /// Traits for a direction and a style.
    static func traits(rightToLeft: Bool = false, dark: Bool = false) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
            UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
        ])
    }

    /// `view` laid out at its size and placed as the screen strategy places it, mirrored for right
    /// to left and snapped to 3x pixels.
    static func layout(_ view: UIView, rightToLeft: Bool = false, dark: Bool = false) throws -> LayoutResult {
        UIView.cellSnapInstallTextMeasurer()
        let screen = try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            try view.cellSnapScreen(traits: traits(rightToLeft: rightToLeft, dark: dark))
        }
        return try CellSnapshots.layout(of: screen.node, width: screen.size.width, traits: screen.traits)
    }

    /// The view drawn at 3x on white (black in dark).
    static func pixels(_ view: UIView, rightToLeft: Bool = false, dark: Bool = false) throws -> RGBAImage {
        let layout = try layout(view, rightToLeft: rightToLeft, dark: dark)
        let background = dark ? Color(hex: 0x000000) : Color(hex: 0xFFFFFF)
        return try Renderer().image(layout.displayList(background: background), scale: 3).image
    }

    /// The frame of the first node of `role` in `layout`.
    static func frame(_ layout: LayoutResult, _ role: String) throws -> Rect {
        try #require(layout.root.first(role: NodeRole(role)), "no \(role) in\n\(layout.root)").frame
    }

    /// The node of `role` in `layout`.
    static func node(_ layout: LayoutResult, _ role: String) throws -> PlacedNode {
        try #require(layout.root.first(role: NodeRole(role)), "no \(role) in\n\(layout.root)")
    }

    /// `frame` in a container `width` wide, mirrored when `rightToLeft`.
    static func expected(_ frame: Rect, width: Double, rightToLeft: Bool) -> Rect {
        rightToLeft ? Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }

    /// `frame` in a container `width` wide, mirrored when `rightToLeft`, its edges on the 3x
    /// pixel grid as the layout snaps them (half a pixel rounds up).
    static func placed(_ frame: Rect, width: Double = 390, rightToLeft: Bool) -> Rect {
        let mirrored = expected(frame, width: width, rightToLeft: rightToLeft)
        func snap(_ value: Double) -> Double { (value * 3 + 0.5).rounded(.down) / 3 }
        let minX = snap(mirrored.minX), minY = snap(mirrored.minY)
        return Rect(x: minX, y: minY, width: snap(mirrored.maxX) - minX, height: snap(mirrored.maxY) - minY)
    }

    /// The size of `text` in `font` as a control draws it (the system font's line box and
    /// tracking), grown to whole 3x pixels as UIKit's labels are.
    static func textSize(_ text: String, _ font: FontSpec, traits: Traits = Traits()) throws -> Size {
        let style = TextStyle.control(TextProperties(font: font), traits: traits, theme: .iOS17)
        let size = try TextEngine.current().measure(text, style: style, width: nil).size
        func up(_ value: Double) -> Double { (value * 3 - 1e-9).rounded(.up) / 3 }
        return Size(width: up(size.width), height: up(size.height))
    }

    /// Whether two frames agree to a thousandth of a point.
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
    }

    /// The colour of the pixel at `point` (in points) of a 3x image.
    static func color(_ image: RGBAImage, at point: Point) -> Color {
        let x = Int(point.x * 3), y = Int(point.y * 3)
        let offset = (y * image.width + x) * 4
        let bytes = image.bytes
        return Color(
            red255: Int(bytes[offset]), green: Int(bytes[offset + 1]), blue: Int(bytes[offset + 2]),
            alpha: Double(bytes[offset + 3]) / 255)
    }

    /// A white container `width` x `height` holding `views` at their frames.
    static func container(width: CGFloat = 390, height: CGFloat, _ views: [UIView]) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        container.backgroundColor = .systemBackground
        for view in views { container.addSubview(view) }
        return container
    }
}

extension RGBAImage {
    /// The red, green and blue of the device pixel at `x`, `y`.
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let pixel = self[x, y]
        return [pixel.red, pixel.green, pixel.blue]
    }
}
