// Linux only: images made by drawing (UIGraphicsImageRenderer, UIGraphicsBeginImageContext),
// drawn in an image view in both layout directions and into another drawing: pixels at known points.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct ImageRendererTests {
    typealias F = ControlFixtures

    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [Int] {
        let color = F.color(image, at: Point(x: x, y: y))
        return [color.red, color.green, color.blue].map { Int($0 * 255 + 0.5) }
    }

    let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255], black = [0, 0, 0]

    /// A 40 x 20 image: its left half red, a blue dot in its right half.
    func badge(format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 25, y: 5, width: 10, height: 10))
        }
    }

    /// A renderer's image has its size and scale, and its PNG data and Core Graphics image are
    /// the pixels drawn at that scale: 80 x 40, red on the left, the blue dot, clear elsewhere.
    @Test func aRenderersImageHasItsSizeScaleAndPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = badge(format: format)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        let png = try #require(image.pngData())
        let pixels = try PNG.decode(png).image
        #expect(pixels.width == 80 && pixels.height == 40)
        #expect(pixels[20, 20] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixels[60, 20] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(pixels[76, 4].alpha == 0)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 80 && cgImage.height == 40)
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        #expect(UIImage(data: jpeg)?.size.width == 80)
        // The renderer's own data calls give the same bytes as its image's.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        let drawBadge = { (context: UIGraphicsImageRendererContext) in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(renderer.pngData(actions: drawBadge) == renderer.image(actions: drawBadge).pngData())
        #expect(
            renderer.jpegData(withCompressionQuality: 0.5, actions: drawBadge)
                == renderer.image(actions: drawBadge).jpegData(compressionQuality: 0.5))
    }

    @Test(arguments: [false, true]) func anImageViewDrawsARenderersImage(rightToLeft: Bool) throws {
        let view = UIImageView(image: badge())
        let container = F.container(height: 60, [view])
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        let layout = try F.layout(container, rightToLeft: rightToLeft)
        let left: Double = rightToLeft ? 340 : 10
        let node = try #require(layout.root.allNodes.first { if case .drawing = $0.content { true } else { false } })
        #expect(node.frame == Rect(x: left, y: 10, width: 40, height: 20))
        let image = try F.pixels(container, rightToLeft: rightToLeft)
        // The image is not mirrored: red on its left, the dot on its right, in either direction.
        #expect(rgb(image, left + 5, 20) == red)
        #expect(rgb(image, left + 30, 20) == blue)
        #expect(rgb(image, left + 22, 11) == white)
    }

    /// A drawn image as a template (the app's resized icon keeps its asset's mode) is drawn in the
    /// view's tint masked by its alpha, as a bitmap template is; with `withTintColor(_:)`, in that
    /// colour. Both ways the drawing's clear parts stay clear.
    @Test(arguments: [false, true]) func aDrawnTemplateIsDrawnInTheTint(rightToLeft: Bool) throws {
        let template = UIImageView(image: badge().withRenderingMode(.alwaysTemplate))
        template.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        template.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        let tinted = UIImageView(image: badge().withTintColor(.blue))
        tinted.frame = CGRect(x: 60, y: 10, width: 40, height: 20)
        let image = try F.pixels(F.container(height: 60, [template, tinted]), rightToLeft: rightToLeft)
        // Views placed by their frames stay where the frames put them in either direction, as in UIKit.
        let (first, second): (Double, Double) = (10, 60)
        for x in [first + 5, first + 30] { #expect(rgb(image, x, 20) == [0, 255, 0]) }
        #expect(rgb(image, first + 22, 11) == white)
        for x in [second + 5, second + 30] { #expect(rgb(image, x, 20) == blue) }
        #expect(rgb(image, second + 22, 11) == white)
    }

    /// A catalog image set whose intent is "template" reads `.alwaysTemplate`, as on iOS, so that a
    /// copy made with the image's own mode is a template too.
    @Test func aTemplateSetsImageIsAlwaysTemplate() throws {
        try AssetCatalogs.register(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets"))
        #expect(try #require(UIImage(named: "Icons/bolt")).renderingMode == .alwaysTemplate)
        #expect(try #require(UIImage(named: "avatar")).renderingMode == .automatic)
    }

    @Test func anImageViewStretchesADrawnImageToFill() throws {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        view.image = badge()
        view.contentMode = .scaleToFill
        let image = try F.pixels(F.container(height: 60, [view]))
        #expect(rgb(image, 45, 30) == red)
        #expect(rgb(image, 70, 30) == blue)
    }

    @Test func anImageContextsImageIsDrawnIntoAnotherDrawingAndOpaqueMeansBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), true, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
        let square = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let view = CustomDrawingTests.SketchView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        view.sketch = { _, _ in square.draw(at: CGPoint(x: 10, y: 10)) }
        let image = try F.pixels(F.container(height: 60, [view]))
        #expect(rgb(image, 25, 25) == red)
        #expect(rgb(image, 35, 25) == black)
        #expect(rgb(image, 45, 25) == white)
    }

    /// A renderer's context casts `setShadow` as a view's does: the shadow is part of the image.
    @Test func aRenderersShadowIsDrawnIntoTheImage() throws {
        let shadowed = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.blue.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.image = shadowed
        let image = try F.pixels(F.container(height: 60, [view]))
        #expect(rgb(image, 15, 15) == red)
        #expect(rgb(image, 15, 35) == blue)  // 10 pt below the square
        #expect(rgb(image, 40, 15) == white)
    }

    @Test func aRefusedCallInARenderersActionsIsThrownWhereTheImageIsDrawn() throws {
        let shadowed = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.cgContext.setBlendMode(.multiply)
        }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.image = shadowed
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 20, [view])) }
    }
}
