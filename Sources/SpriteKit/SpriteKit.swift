// `import SpriteKit` on Linux: scenes of 2D nodes (sprites of colours and images, labels, shapes)
// shown by an `SKView` in a view controller, drawn as SpriteKit shows them at the moment the scene
// is presented: each node at its position in scene coordinates (y up, from the scene's anchor
// point), turned, scaled and faded as its ancestors and itself say, the nodes in z order (see
// `SKView`). Time never passes in a still picture: actions are kept and never run, `update(_:)`
// is never called, and physics never moves a node; what would change the picture at once
// (emitters, scene files, a physics world that would move a body) is refused by name where the
// view is drawn (UIKitOnLinux.md). As the SDK's module does, it brings UIKit.
import CellSnapUIKit
@_exported import UIKit

/// SpriteKit's colour: `UIColor` on iOS.
public typealias SKColor = UIColor

/// How a sprite's colour mixes with what is under it, as SpriteKit's `SKBlendMode`.
public enum SKBlendMode: Int, Sendable {
    case alpha = 0, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha
}

/// The error a node's drawing refuses with, through the context (`CellSnapUIKitError`).
struct SpriteRefusal: Error {
    let call: String
    let reason: String
}

/// The refusal of a SpriteKit file (`.sks` scenes, particle files) of the main bundle, `nil` when
/// the bundle has no such file.
enum SpriteFiles {
    static func refusal(call: String, name: String, type: String) -> SpriteRefusal? {
        let file = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension.isEmpty ? type : (name as NSString).pathExtension
        guard Bundle.main.url(forResource: file, withExtension: ext) != nil else { return nil }
        return SpriteRefusal(
            call: call,
            reason: "CellSnap does not read SpriteKit's .\(ext) files (\(file).\(ext)): its nodes are unknown")
    }
}
