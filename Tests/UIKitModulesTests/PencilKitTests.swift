// `import PencilKit` as a drawing app's thumbnail grid uses it: drawings built from strokes,
// measured, transformed, kept in CellSnap's data format and drawn with real pixels, by
// `image(from:scale:)` and by the canvas view that shows them.
import CellSnapUIKitTesting
import Foundation
import PencilKit
import Pixels
import Testing
import UIKit

@MainActor @Suite struct PencilKitTests {
    /// A horizontal red pen stroke 8 points wide from (10, 20) to (70, 20), and a blue one down
    /// from (40, 40) to (40, 90), 4 points wide.
    static var drawing: PKDrawing {
        func point(_ x: CGFloat, _ y: CGFloat, width: CGFloat) -> PKStrokePoint {
            PKStrokePoint(
                location: CGPoint(x: x, y: y), timeOffset: 0, size: CGSize(width: width, height: width), opacity: 1,
                force: 1, azimuth: 0, altitude: .pi / 2)
        }
        let date = Date(timeIntervalSinceReferenceDate: 100)
        let red = PKStroke(
            ink: PKInk(.pen, color: .red),
            path: PKStrokePath(controlPoints: [point(10, 20, width: 8), point(70, 20, width: 8)], creationDate: date))
        let blue = PKStroke(
            ink: PKInk(.marker, color: .blue),
            path: PKStrokePath(controlPoints: [point(40, 40, width: 4), point(40, 90, width: 4)], creationDate: date))
        return PKDrawing(strokes: [red, blue])
    }

    @Test func boundsAndTransformsAreTheStrokes() {
        let drawing = Self.drawing
        #expect(drawing.strokes[0].renderBounds == CGRect(x: 6, y: 16, width: 68, height: 8))
        #expect(drawing.bounds == CGRect(x: 6, y: 16, width: 68, height: 76))
        #expect(PKDrawing().bounds.isNull && PKStroke(ink: PKInk(.pen), path: PKStrokePath()).renderBounds.isNull)
        let moved = drawing.transformed(using: CGAffineTransform(translationX: 100, y: 0))
        #expect(
            moved.bounds == CGRect(x: 106, y: 16, width: 68, height: 76)
                && moved.strokes[0].path == drawing.strokes[0].path)
        var both = drawing
        both.append(moved)
        #expect(both.strokes.count == 4 && both == drawing.appending(moved) && both == drawing.appending(moved.strokes))
    }

    @Test func dataRoundTripsInCellSnapsFormat() throws {
        let drawing = Self.drawing
        let data = drawing.dataRepresentation()
        #expect(data == drawing.dataRepresentation())
        let back = try PKDrawing(data: data)
        #expect(back.strokes.count == 2 && back.strokes.map(\.ink.inkType) == [.pen, .marker])
        #expect(back.strokes[0].path == drawing.strokes[0].path && back.bounds == drawing.bounds)
        #expect(back.dataRepresentation() == data)
        let coded = try JSONDecoder().decode(PKDrawing.self, from: JSONEncoder().encode(drawing))
        #expect(coded.dataRepresentation() == data)
    }

    @Test(arguments: [
        (Data([0x08, 0x01, 0x12]), "not a drawing in CellSnap's data format"),
        (Data(#"{"cellSnapPencilKitDrawing":2,"strokes":[]}"#.utf8), "format version 2 is not 1"),
        (
            Data(
                #"{"cellSnapPencilKitDrawing":1,"strokes":[{"ink":"x","color":[],"transform":[],"created":0,"points":[]}]}"#
                    .utf8),
            "stroke 0: unknown ink type \"x\""
        ),
    ])
    func dataThatIsNoDrawingIsRefused(data: Data, problem: String) {
        #expect {
            try PKDrawing(data: data)
        } throws: { error in
            "\(error)".contains(problem) && "\(error)".contains("PKDrawing(data:)")
        }
    }

    @Test func toolsKeepTheirInkAndAClampedWidth() {
        let pen = PKInkingTool(.pen, color: .red)
        #expect(pen.width == 5 && pen.inkType == .pen && pen.color == .red)
        #expect(PKInkingTool(.marker).width == 15 && PKInkingTool(.pen, width: 100).width == 25)
        var tool = PKInkingTool(ink: PKInk(.pencil), width: 3)
        tool.width = 0.1
        #expect(tool.width == 0.5 && PKInk.InkType.pen.rawValue == "com.apple.ink.pen")
        #expect(PKEraserTool(.vector).eraserType == .vector)
    }

    @Test func toolPickerTellsItsObserversAndTheCanvasTakesTheTool() {
        let picker = PKToolPicker()
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        picker.addObserver(canvas)
        picker.selectedTool = PKInkingTool(.marker, color: .blue, width: 20)
        #expect((canvas.tool as? PKInkingTool) == PKInkingTool(.marker, color: .blue, width: 20))
        picker.isRulerActive = true
        #expect(canvas.isRulerActive && !picker.isVisible && picker.frameObscured(in: canvas) == .zero)
        picker.removeObserver(canvas)
        picker.selectedTool = PKLassoTool()
        #expect(canvas.tool is PKInkingTool)
    }

    @Test func settingTheDrawingTellsTheDelegate() {
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = CanvasDelegate()
        canvas.delegate = delegate
        canvas.drawing = Self.drawing
        canvas.drawing = PKDrawing()
        #expect(delegate.changes == 2)
    }

    /// The canvas draws its drawing's strokes over its white background, and an image view shows
    /// `image(from:scale:)` of the same drawing: the red stroke's middle red, the blue's middle
    /// blue, at 3 pixels a point, in both.
    @Test func canvasAndImageDrawTheStrokes() throws {
        let controller = DrawingsViewController()
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 240, height: 120)))
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Snapshots/PencilKitTests/canvasAndImageDrawTheStrokes.png")
        let image = try PNG.decode(Data(contentsOf: reference)).image
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(image.bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }
        #expect(image.width == 720 && image.height == 360)
        for originX in [0, 120] {
            #expect(
                pixel((originX + 40) * 3, 20 * 3) == [255, 59, 48, 255]
                    || pixel((originX + 40) * 3, 20 * 3) == [255, 0, 0, 255])
            #expect(pixel((originX + 40) * 3, 70 * 3)[2] > 200 && pixel((originX + 40) * 3, 70 * 3)[0] < 50)
            #expect(pixel((originX + 90) * 3, 70 * 3) == [255, 255, 255, 255])
            #expect(pixel((originX + 40) * 3, 26 * 3) == [255, 255, 255, 255])
        }
    }
}

private final class CanvasDelegate: NSObject, PKCanvasViewDelegate {
    var changes = 0
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { changes += 1 }
}

/// A canvas showing the drawing on the left, an image view of the drawing's image on the right.
private final class DrawingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        canvas.backgroundColor = .white
        canvas.drawing = PencilKitTests.drawing
        let imageView = UIImageView(frame: CGRect(x: 120, y: 0, width: 120, height: 120))
        imageView.image = PencilKitTests.drawing.image(from: CGRect(x: 0, y: 0, width: 120, height: 120), scale: 3)
        view.addSubview(canvas)
        view.addSubview(imageView)
    }
}
