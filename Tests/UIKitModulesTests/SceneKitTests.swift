// SceneKit as list and detail screens set it up: nodes and their transforms (rotation, Euler
// angles, quaternion and matrix views of one rotation), the node tree, primitive geometries' and
// lights' defaults, actions (kept, never advancing), particle systems by key and archived; a scene
// view draws its backgrounds and refuses what is 3D, naming it; scene files are refused by name.
import CellSnapUIKitTesting
import Foundation
import SceneKit
import Testing
import UIKit

/// `value` rounded to five decimals, so that float arithmetic compares exactly.
private func rounded(_ value: Float) -> Double { (Double(value) * 1e5).rounded() / 1e5 }
private func rounded(_ v: SCNVector3) -> [Double] { [rounded(v.x), rounded(v.y), rounded(v.z)] }
private func rounded(_ v: SCNVector4) -> [Double] { [rounded(v.x), rounded(v.y), rounded(v.z), rounded(v.w)] }

/// A detail screen with a scene view filling it, as Apple's samples make one.
final class SceneDetailController: UIViewController {
    let sceneView = SCNView()
    var content: ((SCNScene) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let scene = SCNScene()
        scene.background.contents = UIColor.darkGray
        let cameraNode = SCNNode()
        cameraNode.camera = SCNCamera()
        cameraNode.position = SCNVector3(x: 0, y: 3, z: 6)
        scene.rootNode.addChildNode(cameraNode)
        let light = SCNNode()
        light.light = SCNLight()
        scene.rootNode.addChildNode(light)
        content?(scene)
        sceneView.scene = scene
        sceneView.allowsCameraControl = true
        sceneView.frame = CGRect(x: 20, y: 20, width: 200, height: 80)
        view.backgroundColor = .systemBackground
        view.addSubview(sceneView)
    }
}

@MainActor @Suite struct SceneKitTests {
    @Test(
        arguments: [
            // Euler angles (pitch, yaw, roll) → rotation (axis, angle) and quaternion.
            ([0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]),
            ([0, Float.pi / 2, 0], [0, 1, 0, 1.5708], [0, 0.70711, 0, 0.70711]),
            ([Float.pi / 2, 0, 0], [1, 0, 0, 1.5708], [0.70711, 0, 0, 0.70711]),
            ([0, 0, Float.pi / 3], [0, 0, 1, 1.0472], [0, 0, 0.5, 0.86603]),
            ([0.3, -0.4, 0.5], [0.28857, -0.70069, 0.6525, 0.65853], [0.09331, -0.22657, 0.21098, 0.94628]),
        ] as [([Float], [Double], [Double])])
    func eulerAnglesRotationAndOrientationAreOneRotation(_ euler: [Float], _ rotation: [Double], _ quaternion: [Double])
    {
        let node = SCNNode()
        node.eulerAngles = SCNVector3(euler[0], euler[1], euler[2])
        #expect(rounded(node.rotation) == rotation)
        #expect(rounded(node.orientation) == quaternion)
        #expect(rounded(node.eulerAngles) == euler.map { rounded($0) })
        let again = SCNNode()
        again.rotation = node.rotation
        #expect(rounded(again.orientation) == quaternion)
    }

    @Test func aTransformIsScaleThenRotationThenTranslationAndComesApartAgain() {
        let node = SCNNode()
        node.position = SCNVector3(1, 2, 3)
        node.scale = SCNVector3(2, 2, 2)
        node.eulerAngles.y = .pi / 2
        let m = node.transform
        #expect(
            [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { rounded($0) } == [
                0, 0, -2, 0, 2, 0, 2, 0, 0,
            ])
        #expect([m.m41, m.m42, m.m43, m.m44] == [1, 2, 3, 1])
        let copy = SCNNode()
        copy.transform = m
        #expect(rounded(copy.position) == [1, 2, 3])
        #expect(rounded(copy.scale) == [2, 2, 2])
        #expect(rounded(copy.orientation) == [0, 0.70711, 0, 0.70711])
        // A child one unit along x is at (1, 2, 1) in the scene: scaled to 2, turned to -z, moved.
        let child = SCNNode()
        child.position = SCNVector3(1, 0, 0)
        node.addChildNode(child)
        #expect(rounded(child.worldPosition) == [1, 2, 1])
        #expect(SCNMatrix4IsIdentity(SCNNode().transform))
        #expect(
            SCNMatrix4EqualToMatrix4(
                SCNMatrix4Mult(SCNMatrix4MakeTranslation(1, 2, 3), SCNMatrix4Identity),
                SCNMatrix4MakeTranslation(1, 2, 3)))
    }

    @Test func matrixFunctionsAreCoreAnimationsArithmeticOnFloatEntries() {
        func entries(_ m: SCNMatrix4) -> [Double] {
            [
                m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43,
                m.m44,
            ]
            .map { rounded($0) }
        }
        let quarter = SCNMatrix4MakeRotation(.pi / 2, 0, 0, 1)
        let cases: [(String, SCNMatrix4, [Double])] = [
            ("turn", quarter, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
            ("zero axis", SCNMatrix4MakeRotation(1, 0, 0, 0), entries(SCNMatrix4Identity)),
            // The SDK's inline function adds to the translation whatever `m` does.
            ("translate", SCNMatrix4Translate(quarter, 1, 2, 3), [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1]),
            // Scale, then `m`: x scaled by 2 is then turned onto y.
            ("scale", SCNMatrix4Scale(quarter, 2, 1, 1), [0, 2, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
            (
                "rotate", SCNMatrix4Rotate(quarter, .pi / 2, 0, 0, 1),
                [-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
            ),
            // `a` then `b`: the point moved by 1 along x, then turned onto y.
            (
                "mult", SCNMatrix4Mult(SCNMatrix4MakeTranslation(1, 0, 0), quarter),
                [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1]
            ),
            (
                "invert", SCNMatrix4Invert(SCNMatrix4MakeScale(2, 4, 5)),
                [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 0.2, 0, 0, 0, 0, 1]
            ),
            ("singular", SCNMatrix4Invert(SCNMatrix4()), entries(SCNMatrix4())),
        ]
        for (name, matrix, expected) in cases { #expect(entries(matrix) == expected, "\(name)") }
        let x: Float = SCNMatrix4MakeTranslation(7, 0, 0).m41
        #expect(x == 7)
        #expect(entries(SCNMatrix4Mult(quarter, SCNMatrix4Invert(quarter))) == entries(SCNMatrix4Identity))
    }

    @Test func theNodeTreeAddsInsertsFindsRemovesAndClones() throws {
        let root = SCNNode(), a = SCNNode(), b = SCNNode(), deep = SCNNode()
        (a.name, b.name, deep.name) = ("a", "b", "deep")
        root.addChildNode(a)
        root.insertChildNode(b, at: 0)
        a.addChildNode(deep)
        #expect(root.childNodes.map(\.name) == ["b", "a"])
        #expect(deep.parent === a)
        #expect(root.childNode(withName: "deep", recursively: false) == nil)
        #expect(root.childNode(withName: "deep", recursively: true) === deep)
        #expect(root.childNodes { node, _ in node.name != "a" }.map(\.name) == ["b", "deep"])
        b.addChildNode(deep)
        #expect(a.childNodes.isEmpty && deep.parent === b)
        let clone = root.clone()
        #expect(clone.childNodes.map(\.name) == ["b", "a"])
        #expect(try #require(clone.childNode(withName: "deep", recursively: true)) !== deep)
        deep.removeFromParentNode()
        #expect(b.childNodes.isEmpty && deep.parent == nil)
    }

    @Test func geometriesLightsAndCamerasHaveSceneKitsDefaults() throws {
        #expect([SCNBox().width, SCNBox().height, SCNBox().length, SCNBox().chamferRadius] == [1, 1, 1, 0])
        #expect(SCNSphere().radius == 0.5)
        #expect([SCNCylinder().radius, SCNCylinder().height] == [0.5, 1])
        #expect([SCNCone().topRadius, SCNCone().bottomRadius, SCNCone().height] == [0, 0.5, 1])
        #expect([SCNCapsule().capRadius, SCNCapsule().height] == [0.5, 2])
        #expect([SCNTorus().ringRadius, SCNTorus().pipeRadius] == [0.5, 0.25])
        #expect([SCNTube().innerRadius, SCNTube().outerRadius, SCNTube().height] == [0.25, 0.5, 1])
        let box = SCNBox(width: 2, height: 3, length: 4, chamferRadius: 0.1)
        #expect([box.width, box.height, box.length, box.chamferRadius] == [2, 3, 4, 0.1])
        #expect(box.materials.count == 1)
        let red = SCNMaterial()
        red.diffuse.contents = UIColor.red
        box.firstMaterial = red
        #expect(box.materials == [red])
        #expect(try #require(SCNMaterial().diffuse.contents as? UIColor) == .white)
        let light = SCNLight()
        #expect(light.type == .omni && light.intensity == 1000 && light.temperature == 6500 && !light.castsShadow)
        let camera = SCNCamera()
        #expect(
            camera.fieldOfView == 60 && camera.zNear == 1 && camera.zFar == 100 && !camera.usesOrthographicProjection)
    }

    @Test(arguments: [
        (SCNAction.moveBy(x: 1, y: 0, z: 0, duration: 2), 2.0),
        (.sequence([.fadeOut(duration: 1), .wait(duration: 0.5), .fadeIn(duration: 1)]), 2.5),
        (.group([.scale(to: 2, duration: 3), .rotateBy(x: 0, y: 1, z: 0, duration: 1)]), 3),
        (.repeat(.move(to: SCNVector3Zero, duration: 0.25), count: 4), 1),
        (.repeatForever(.rotateBy(x: 0, y: 6.28, z: 0, duration: 4)), .infinity),
        (.removeFromParentNode(), 0),
    ])
    func actionsHaveTheirDurations(_ action: SCNAction, _ duration: TimeInterval) {
        #expect(action.duration == duration)
    }

    @Test func actionsAreKeptAndNeverAdvance() {
        let node = SCNNode()
        var completed = false
        node.runAction(.moveBy(x: 5, y: 0, z: 0, duration: 1), forKey: "slide") { completed = true }
        node.runAction(.hide(), forKey: "slide")
        node.runAction(.fadeOut(duration: 1))
        #expect(node.hasActions && node.actionKeys == ["slide"])
        #expect(node.action(forKey: "slide")?.cellSnapKind == "hide()")
        #expect(rounded(node.position) == [0, 0, 0] && !node.isHidden && node.opacity == 1 && !completed)
        node.removeAllActions()
        #expect(!node.hasActions)
    }

    @Test func aParticleSystemIsReadAndWrittenByKeyAndArchived() throws {
        let system = SCNParticleSystem()
        #expect((system.value(forKey: "birthRate") as? NSNumber)?.doubleValue == 1)
        system.setValue(Float(40), forKey: "birthRate")
        system.setValue(0.25, forKey: "particleSize")
        system.setValue(UIColor.red, forKey: "particleColor")
        system.setValue(false, forKey: "loops")
        #expect(system.birthRate == 40 && system.particleSize == 0.25 && system.particleColor == .red && !system.loops)
        #expect((system.value(forKey: "particleSize") as? NSNumber)?.floatValue == 0.25)
        let data = try NSKeyedArchiver.archivedData(withRootObject: system, requiringSecureCoding: true)
        let read = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: SCNParticleSystem.self, from: data))
        #expect(read.birthRate == 40 && read.particleSize == 0.25 && !read.loops && read.particleLifeSpan == 1)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        read.particleColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [1, 0, 0, 1])
        let copy = try #require(system.copy() as? SCNParticleSystem)
        #expect(copy !== system && copy.birthRate == 40)
    }

    /// The scene's dark grey background fills the scene view, over the screen's background; the
    /// camera and light nodes show nothing.
    @Test func aSceneViewDrawsItsScenesBackgroundColour() {
        assertSnapshot(of: SceneDetailController(), as: .screen(size: CGSize(width: 240, height: 120)))
    }

    @Test func aSceneViewWithoutASceneShowsItsBackgroundColour() throws {
        let view = SCNView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.backgroundColor == .white && view.scene == nil)
        _ = try view.cellSnapScreen()
    }

    @Test(arguments: [
        ("box", "a node with an SCNBox (\"box\") is shown"),
        ("sparks", "a node with a particle system (\"sparks\") is shown"),
    ])
    func threeDimensionalContentIsRefusedNamingSceneKit(_ name: String, _ shown: String) throws {
        let view = SCNView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.scene = SCNScene()
        let node = name == "box" ? SCNNode(geometry: SCNBox()) : SCNNode()
        if name == "sparks" { node.addParticleSystem(SCNParticleSystem()) }
        node.name = name
        let group = SCNNode()
        group.addChildNode(node)
        view.scene?.rootNode.addChildNode(group)
        let error = try #require(throws: CellSnapUIKitError.self) { try view.cellSnapScreen() }
        #expect(error.call.hasSuffix("SCNView.scene"))
        #expect(error.reason == "SceneKit renders 3D content, which CellSnap does not: \(shown)")
        group.isHidden = true
        _ = try view.cellSnapScreen()
    }

    @Test func aBackgroundThatIsNotAColourIsRefused() throws {
        let view = SCNView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.scene = SCNScene()
        view.scene?.background.contents = UIImage()
        let error = try #require(throws: CellSnapUIKitError.self) { try view.cellSnapScreen() }
        #expect(error.call.hasSuffix("SCNScene.background"))
    }

    @Test func sceneFilesAreRefusedByName() throws {
        #expect(SCNScene(named: "art.scnassets/missing.scn") == nil)
        #expect(SCNParticleSystem(named: "missing.scnp", inDirectory: nil) == nil)
        let url = URL(fileURLWithPath: "/tmp/ship.dae")
        let error = try #require(throws: CellSnapUIKitError.self) { try SCNScene(url: url) }
        #expect(error.call == "SCNScene(url: ship.dae)")
        #expect(
            error.reason == "CellSnap does not read SceneKit's scene files (a .dae file: ship.dae) and renders no 3D")
    }
}
