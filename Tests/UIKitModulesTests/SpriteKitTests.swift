// SpriteKit as app screens embed it: a view controller's SKView showing a scene of colour
// sprites, a shape and a label, drawn in scene coordinates with y up, in z order, with parents'
// transforms; the scale modes' mapping of scene to view points in both layout directions (a scene
// is not mirrored); actions kept and never run; emitters, scene files, cameras and physics that
// would move a body refused by name.
import CellSnapUIKitTesting
import Foundation
import Pixels
import SpriteKit
import Testing
import UIKit

/// A game-like screen: a 200 × 120 scene filling a 200 × 120 view.
final class SpriteSceneController: UIViewController {
    let skView = SKView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let scene = SKScene(size: CGSize(width: 200, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(skView)
        // Green is added first but its z of 1 draws it over red, which it overlaps at x 50...70.
        let green = SKSpriteNode(
            color: UIColor(red: 0, green: 1, blue: 0, alpha: 1), size: CGSize(width: 20, height: 20))
        green.position = CGPoint(x: 60, y: 30)
        green.zPosition = 1
        scene.addChild(green)
        let red = SKSpriteNode(color: UIColor(red: 1, green: 0, blue: 0, alpha: 1), size: CGSize(width: 40, height: 20))
        red.position = CGPoint(x: 50, y: 30)
        scene.addChild(red)
        // A child of a node turned a quarter counterclockwise: (20, 0) goes to (0, 20).
        let arm = SKNode()
        arm.position = CGPoint(x: 100, y: 60)
        arm.zRotation = .pi / 2
        let yellow = SKSpriteNode(
            color: UIColor(red: 1, green: 1, blue: 0, alpha: 1), size: CGSize(width: 10, height: 10))
        yellow.anchorPoint = .zero
        yellow.position = CGPoint(x: 20, y: 0)
        arm.addChild(yellow)
        scene.addChild(arm)
        let dot = SKShapeNode(circleOfRadius: 10)
        dot.fillColor = .white
        dot.lineWidth = 0
        dot.position = CGPoint(x: 150, y: 80)
        scene.addChild(dot)
        let score = SKLabelNode(text: "Score 12")
        score.fontSize = 14
        score.fontColor = .white
        score.position = CGPoint(x: 150, y: 20)
        scene.addChild(score)
        red.run(SKAction.repeatForever(SKAction.rotate(byAngle: .pi, duration: 1)), withKey: "spin")
        skView.presentScene(scene)
    }
}

final class CountingScene: SKScene {
    var moves: [SKView] = []
    override func didMove(to view: SKView) { moves.append(view) }
}

@MainActor @Suite struct SpriteKitTests {
    /// Scene points map to view points with y up (× 3 pixels): red at (35, 90), green over it at
    /// (65, 90), the turned child's yellow at (95, 35), the shape's white at (150, 40), the scene's
    /// grey (0.15 → 38) in the corners; the kept action changed nothing.
    @Test func aSceneIsDrawnWithYUpInZOrderWithItsParentsTransforms() throws {
        let controller = SpriteSceneController()
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 200, height: 120)))
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Snapshots/SpriteKitTests/aSceneIsDrawnWithYUpInZOrderWithItsParentsTransforms.png")
        let image = try PNG.decode(Data(contentsOf: reference)).image
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(image.bytes[(y * 3 * image.width + x * 3) * 4..<(y * 3 * image.width + x * 3) * 4 + 4])
        }
        #expect(image.width == 600 && image.height == 360)
        let cases: [(String, Int, Int, [UInt8])] = [
            ("red", 35, 90, [255, 0, 0, 255]), ("green over red", 65, 90, [0, 255, 0, 255]),
            ("red's bottom edge, y up", 40, 99, [255, 0, 0, 255]), ("below red", 40, 101, [38, 38, 38, 255]),
            ("yellow", 95, 35, [255, 255, 0, 255]), ("not yellow before the turn", 125, 55, [38, 38, 38, 255]),
            ("white dot", 150, 40, [255, 255, 255, 255]), ("corner", 1, 1, [38, 38, 38, 255]),
        ]
        for (name, x, y, expected) in cases { #expect(pixel(x, y) == expected, "\(name)") }
        #expect(controller.scene.children.first { $0.hasActions() }?.action(forKey: "spin")?.duration == .infinity)
    }

    @Test(arguments: [
        (SKSceneScaleMode.fill, CGPoint(x: 0, y: 100), CGPoint(x: 200, y: 0)),
        (.aspectFit, CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 0)),
        (.aspectFill, CGPoint(x: 0, y: 150), CGPoint(x: 200, y: -50)),
        (.resizeFill, CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)),
    ])
    func scaleModesMapTheScenesCornersToTheViewInBothDirections(
        _ mode: SKSceneScaleMode, _ origin: CGPoint, _ corner: CGPoint
    ) {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let view = SKView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.semanticContentAttribute = direction
            let scene = SKScene(size: CGSize(width: 100, height: 100))
            scene.scaleMode = mode
            view.presentScene(scene)
            #expect(view.convert(.zero, from: scene) == origin, "\(mode) \(direction)")
            #expect(view.convert(CGPoint(x: 100, y: 100), from: scene) == corner, "\(mode) \(direction)")
            #expect(scene.convertPoint(fromView: origin) == .zero)
        }
    }

    @Test func nodesKeepTheirTreeFramesAndActions() {
        let scene = CountingScene(size: CGSize(width: 100, height: 100))
        let view = SKView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.presentScene(scene)
        #expect(scene.moves == [view] && scene.view === view && view.scene === scene)
        let parent = SKNode()
        parent.position = CGPoint(x: 10, y: 10)
        parent.setScale(2)
        let sprite = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 4))
        sprite.name = "ship"
        sprite.position = CGPoint(x: 5, y: 5)
        parent.addChild(sprite)
        scene.addChild(parent)
        #expect(sprite.frame == CGRect(x: 0, y: 3, width: 10, height: 4))
        #expect(parent.calculateAccumulatedFrame() == CGRect(x: 10, y: 16, width: 20, height: 8))
        #expect(scene.convert(.zero, from: sprite) == CGPoint(x: 20, y: 20))
        #expect(scene.childNode(withName: "//ship") === sprite && scene.childNode(withName: "ship") == nil)
        #expect(sprite.scene === scene && sprite.inParentHierarchy(scene))
        sprite.run(SKAction.sequence([.fadeOut(withDuration: 1), .wait(forDuration: 2)]), withKey: "fade")
        #expect(sprite.action(forKey: "fade")?.duration == 3 && sprite.alpha == 1)
        sprite.removeFromParent()
        #expect(parent.children.isEmpty && sprite.parent == nil)
    }

    @Test func whatWouldChangeThePictureIsRefusedByName() throws {
        func refusal(_ setUp: (SKScene) -> Void) throws -> CellSnapUIKitError {
            let view = SKView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let scene = SKScene(size: CGSize(width: 40, height: 40))
            setUp(scene)
            view.presentScene(scene)
            return try #require(throws: CellSnapUIKitError.self) { try view.cellSnapScreen() }
        }
        #expect(try refusal { $0.addChild(SKEmitterNode()) }.call.hasSuffix("SKEmitterNode"))
        let falling = try refusal { scene in
            let ball = SKShapeNode(circleOfRadius: 4)
            ball.name = "ball"
            ball.physicsBody = SKPhysicsBody(circleOfRadius: 4)
            scene.addChild(ball)
        }
        #expect(falling.call.hasSuffix("SKNode.physicsBody") && falling.reason.contains("(\"ball\")"))
        #expect(try refusal { $0.camera = SKCameraNode() }.call.hasSuffix("SKScene.camera"))
        // A body gravity does not move, or a world without gravity, draws.
        let view = SKView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let scene = SKScene(size: CGSize(width: 40, height: 40))
        let wall = SKNode()
        wall.physicsBody = SKPhysicsBody(edgeLoopFrom: CGRect(x: 0, y: 0, width: 40, height: 40))
        let ball = SKNode()
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 4)
        scene.addChild(wall)
        scene.addChild(ball)
        scene.physicsWorld.gravity = .zero
        view.presentScene(scene)
        _ = try view.cellSnapScreen()
        #expect(SKScene(fileNamed: "MissingScene") == nil && SKEmitterNode(fileNamed: "Missing.sks") == nil)
    }
}
