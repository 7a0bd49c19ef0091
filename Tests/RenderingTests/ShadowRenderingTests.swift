import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// Shadows measured in rendered pixels: a 60 x 40 pt rectangle's shadow alone (its path casts it,
/// no item draws over it) on a transparent canvas, for several blurs, opacities and scales. Each
/// figure is checked against the Gaussian the shadow stands for: where its alpha falls below
/// 1/255 (the extent), its peak alpha (the colour's alpha, where the blur's reach is inside the
/// shape), and its alpha-weighted centre (the shape's, moved by the offset).
@Suite struct ShadowRenderingTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    static let caster = Rect(x: 70, y: 60, width: 60, height: 40)

    struct Case: CustomTestStringConvertible, Sendable {
        var blur: Double
        var opacity: Double
        var offset: Size
        var scale: Double
        var testDescription: String {
            "blur \(blur) opacity \(opacity) offset \(offset.width),\(offset.height) at \(Int(scale))x"
        }
    }

    static let cases: [Case] = [1.0, 2, 3].flatMap { scale in
        [
            Case(blur: 1, opacity: 1, offset: Size(width: 0, height: 0), scale: scale),
            Case(blur: 3, opacity: 0.5, offset: Size(width: 0, height: 4), scale: scale),
            Case(blur: 6, opacity: 0.2, offset: Size(width: -5, height: 2), scale: scale),
            Case(blur: 8, opacity: 0.8, offset: Size(width: 3, height: -3), scale: scale),
        ]
    }

    /// The alpha of every pixel of the shadow of `Self.caster` cast as `shadow` says.
    func alpha(_ shadow: DropShadow, scale: Double) throws -> (values: [UInt8], width: Int, height: Int) {
        let group = GroupItem(items: [], shadow: shadow)
        let list = DisplayList(size: Size(width: 200, height: 160), items: [.group(group)])
        let image = try renderer.image(list, scale: scale).image
        let values = stride(from: 3, to: image.bytes.count, by: 4).map { image.bytes[$0] }
        return (values, image.width, image.height)
    }

    /// How far beyond an edge a Gaussian of `sigma` blurring an opaque half plane to `peak`
    /// (0...255) still reaches alpha 1/255, rounded to the pixel: where `peak` times the normal
    /// tail, 1/2 erfc(d / (sigma sqrt 2)), falls below half a unit.
    static func gaussianReach(sigma: Double, peak: Double) -> Double {
        var distance = 0.0
        while peak * 0.5 * erfc(distance / (sigma * 2.0.squareRoot())) >= 0.5 { distance += 0.05 }
        return distance
    }

    @Test(arguments: cases) func theShadowHasTheGaussiansExtentPeakAndCentre(_ c: Case) throws {
        let color = Color(red: 0, green: 0, blue: 0, alpha: c.opacity)
        let shadow = DropShadow(offset: c.offset, blur: c.blur, color: color, path: .rect(Self.caster))
        let (alpha, width, height) = try alpha(shadow, scale: c.scale)
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        var (total, sumX, sumY) = (0.0, 0.0, 0.0)
        for y in 0..<height {
            for x in 0..<width where alpha[y * width + x] > 0 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                let a = Double(alpha[y * width + x])
                total += a
                sumX += a * (Double(x) + 0.5)
                sumY += a * (Double(y) + 0.5)
            }
        }
        let s = c.scale
        let moved = Self.caster.offsetBy(dx: c.offset.width, dy: c.offset.height)
        // The extent on each side: at most the three boxes' support (their radii added up, some
        // 2.8 standard deviations, past which nothing is blurred) and a pixel of rounding, and at
        // least 80 % of the Gaussian's (the boxes' tail falls off faster than the Gaussian's:
        // measured, 85 to 90 %).
        let reach = Self.gaussianReach(sigma: c.blur * s, peak: 255 * c.opacity)
        let box = (c.blur * s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
        let support = 3 * (box / 2).rounded(.down) + 1
        let reaches = [
            moved.minX * s - Double(minX), Double(maxX + 1) - moved.maxX * s,
            moved.minY * s - Double(minY), Double(maxY + 1) - moved.maxY * s,
        ]
        for measured in reaches {
            #expect(measured <= support + 1 && measured >= 0.8 * reach - 1.5, "reach \(measured) px")
        }
        // The peak, at the moved shape's centre: the colour's alpha times the Gaussian's share
        // of the 60 x 40 pt shape around it (all of it for narrow blurs, 98.7 % for 8 pt).
        let centre = Int(moved.midY * s) * width + Int(moved.midX * s)
        let share = erf(30 / (c.blur * 2.0.squareRoot())) * erf(20 / (c.blur * 2.0.squareRoot()))
        #expect(abs(Double(alpha[centre]) - 255 * c.opacity * share) <= 1.5)
        #expect(alpha.max() == alpha[centre])
        // The centre: the moved shape's, within half a device pixel.
        #expect(abs(sumX / total - moved.midX * s) <= 0.5)
        #expect(abs(sumY / total - moved.midY * s) <= 0.5)
    }

    /// No blur casts the shape itself, hard-edged; a larger blur spreads the same ink further.
    @Test func aZeroBlurCastsTheShapeAndABlurKeepsItsInk() throws {
        let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let hard = try alpha(DropShadow(offset: .zero, blur: 0, color: black, path: .rect(Self.caster)), scale: 1)
        #expect(hard.values.filter { $0 == 255 }.count == 60 * 40)
        #expect(hard.values.filter { $0 > 0 }.count == 60 * 40)
        let soft = try alpha(DropShadow(offset: .zero, blur: 4, color: black, path: .rect(Self.caster)), scale: 1)
        let ink = soft.values.reduce(0) { $0 + Int($1) }
        // The blur moves ink around and changes it only by the rounding of its passes (0.1 %).
        #expect(abs(ink - 255 * 60 * 40) <= 255 * 60 * 40 / 1000)
    }

    /// Without a path the items' own alpha casts the shadow: a ring's shadow has a hole, and a
    /// translucent fill casts a lighter one.
    @Test func theItemsAlphaCastsTheShadowWithoutAPath() throws {
        let ring = DisplayItem.shape(
            ShapeItem(
                shape: .ellipse(Rect(x: 40, y: 20, width: 120, height: 120)),
                stroke: Stroke(color: Color(red: 1, green: 0, blue: 0, alpha: 1), width: 10)))
        let shadow = DropShadow(
            offset: Size(width: 0, height: 0), blur: 2, color: Color(red: 0, green: 0, blue: 1, alpha: 1))
        let list = DisplayList(
            size: Size(width: 200, height: 160), items: [.group(GroupItem(items: [ring], shadow: shadow))])
        let image = try renderer.image(list, scale: 1).image
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(image.bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }
        #expect(pixel(100, 80)[3] == 0)  // the hole
        #expect(pixel(100, 22) == [255, 0, 0, 255])  // the ring over its shadow
        let outside = pixel(100, 18)  // just outside the ring: its blue shadow
        #expect(outside[2] > 0 && outside[0] == 0 && outside[3] > 0)
    }

    /// A group's shadow fades with the group's opacity and turns with its transform.
    @Test func theShadowTakesTheGroupsOpacityAndTransform() throws {
        let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let shadow = DropShadow(offset: Size(width: 0, height: 10), blur: 0, color: black, path: .rect(Self.caster))
        let faded = DisplayList(
            size: Size(width: 200, height: 160), items: [.group(GroupItem(items: [], opacity: 0.5, shadow: shadow))])
        let image = try renderer.image(faded, scale: 1).image
        #expect(image.bytes[(100 * image.width + 100) * 4 + 3] == 128)
        let turned = DisplayList(
            size: Size(width: 200, height: 160),
            items: [
                .group(
                    GroupItem(
                        items: [.group(GroupItem(items: [], shadow: shadow))],
                        transform: .translation(x: -100, y: -80).concatenating(.rotation(.pi))
                            .concatenating(.translation(x: 100, y: 80))))
            ])
        let rotated = try renderer.image(turned, scale: 1).image
        // Turned half way round about the canvas centre, the shadow moves 10 pt up, not down.
        #expect(rotated.bytes[(55 * rotated.width + 100) * 4 + 3] == 255)
        #expect(rotated.bytes[(105 * rotated.width + 100) * 4 + 3] == 0)
    }

    /// In SVG a shadow is its blurred mask, embedded as an image (Cairo's SVG surface has no
    /// filters to write an `feGaussianBlur` with), painted in the shadow's colour; the same bytes
    /// every time.
    @Test func anSVGShadowIsItsBlurredMask() throws {
        let shadow = DropShadow(
            offset: Size(width: 0, height: 4), blur: 3, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3),
            path: .rect(Self.caster))
        let list = DisplayList(
            size: Size(width: 200, height: 160), items: [.group(GroupItem(items: [], shadow: shadow))])
        let svg = String(decoding: try renderer.svg(list).data, as: UTF8.self)
        #expect(svg.contains("<mask") && svg.contains("<image"))
        #expect(try renderer.svg(list).data == Data(svg.utf8))
    }

    /// The same shadow renders to the same bytes every time and on several threads at once.
    @Test func shadowsAreByteIdenticalInParallel() async throws {
        let shadow = DropShadow(
            offset: Size(width: 2, height: 5), blur: 5, color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.6))
        let card = DisplayItem.shape(
            ShapeItem(shape: .roundedRect(Self.caster, CornerRadii(all: 12)), fill: .white))
        let list = DisplayList(
            size: Size(width: 200, height: 160), background: Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1),
            items: [.group(GroupItem(items: [card], shadow: shadow))])
        let first = try renderer.png(list, scale: 3).data
        let others = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try Renderer().png(list, scale: 3).data } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == first })
    }
}
