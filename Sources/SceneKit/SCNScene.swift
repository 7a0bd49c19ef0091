import Foundation

/// SceneKit's scene files, which CellSnap does not read: `.scn` (an archive of SceneKit's private
/// classes), `.dae` (COLLADA), `.usdz`, `.obj`, `.abc`, `.scnp`, ...
enum SceneFiles {
    /// The refusal of `call` for the file `name` of the main bundle (in `directory`), `nil` when
    /// the bundle has no such file.
    static func refusal(call: String, name: String, directory: String?) -> CellSnapUIKitError? {
        let file = (name as NSString).lastPathComponent
        let folder = [directory, (name as NSString).deletingLastPathComponent].compactMap { $0 }.filter { !$0.isEmpty }
        let url = Bundle.main.url(
            forResource: (file as NSString).deletingPathExtension,
            withExtension: (file as NSString).pathExtension.isEmpty ? nil : (file as NSString).pathExtension,
            subdirectory: folder.isEmpty ? nil : folder.joined(separator: "/"))
        guard let url else { return nil }
        return refusal(call: call, url: url)
    }

    /// The refusal of `call` for the scene file at `url`.
    static func refusal(call: String, url: URL) -> CellSnapUIKitError {
        let kind = url.pathExtension.isEmpty ? "a scene file" : "a .\(url.pathExtension.lowercased()) file"
        return CellSnapUIKitError(
            call: call,
            reason:
                "CellSnap does not read SceneKit's scene files (\(kind): \(url.lastPathComponent)) and renders no 3D")
    }
}

/// A scene graph, as SceneKit's `SCNScene`: its ``rootNode``, its ``background`` and lighting
/// environment, and whether it is paused.
///
/// A scene view draws the scene's ``background`` when its contents are a colour (`UIColor` or
/// `CGColor`); anything 3D in the scene (a node with a geometry or a particle system) makes the
/// view refuse to draw, naming SceneKit (``SCNView``). Scene files (`SCNScene(named:)`,
/// `SCNScene(url:options:)`) are refused by name: CellSnap does not read `.scn` or `.dae` files.
///
/// No visible effect: ``isPaused``, the fog and the ``lightingEnvironment`` matter only to a
/// rendering.
///
/// ```swift
/// let scene = SCNScene()
/// scene.background.contents = UIColor.darkGray
/// scene.rootNode.addChildNode(SCNNode())
/// ```
open class SCNScene: NSObject {
    open private(set) var rootNode = SCNNode()
    open private(set) var background = SCNMaterialProperty(initial: nil)
    open private(set) var lightingEnvironment = SCNMaterialProperty(initial: nil)
    open var isPaused = false
    open var fogColor: Any = UIColor.white
    open var fogStartDistance: CGFloat = 0
    open var fogEndDistance: CGFloat = 0
    open var fogDensityExponent: CGFloat = 1
    /// Why a view showing the scene refuses to draw it (a scene read from a file).
    var cellSnapRefusal: CellSnapUIKitError?

    public override init() { super.init() }

    /// The scene of the file `name` in the main bundle (`"art.scnassets/ship.scn"`): `nil` when
    /// the bundle has no such file, as on iOS. CellSnap does not read scene files, so a file that
    /// is there gives an empty scene whose drawing in a scene view is refused, naming the file
    /// (rather than `nil`, which an app's `!` would turn into a crash).
    public convenience init?(named name: String) {
        self.init(named: name, inDirectory: nil, options: nil)
    }

    public convenience init?(
        named name: String, inDirectory directory: String?, options: [SCNSceneSource.LoadingOption: Any]? = nil
    ) {
        guard let refusal = SceneFiles.refusal(call: "SCNScene(named: \"\(name)\")", name: name, directory: directory)
        else { return nil }
        self.init()
        cellSnapRefusal = refusal
    }

    /// Throws a `CellSnapUIKitError` naming the file: CellSnap does not read scene files.
    public convenience init(url: URL, options: [SCNSceneSource.LoadingOption: Any]? = nil) throws {
        throw SceneFiles.refusal(call: "SCNScene(url: \(url.lastPathComponent))", url: url)
    }

    /// Why a view showing the scene cannot draw it: a file's refusal, or the first 3D content.
    final var drawingRefusal: CellSnapUIKitError? {
        if let cellSnapRefusal { return cellSnapRefusal }
        var shown: SCNNode?
        rootNode.enumerateHierarchy { node, stop in
            if node.geometry != nil || node.particleSystems?.isEmpty == false, Self.isShown(node) {
                shown = node
                stop.pointee = true
            }
        }
        guard let shown else { return nil }
        if let refusal = shown.particleSystems?.lazy.compactMap(\.cellSnapRefusal).first { return refusal }
        let what = shown.geometry.map { "a node with an \(type(of: $0))" } ?? "a node with a particle system"
        let named = shown.name.map { " (\"\($0)\")" } ?? ""
        return CellSnapUIKitError(
            call: "SCNView.scene",
            reason: "SceneKit renders 3D content, which CellSnap does not: \(what)\(named) is shown")
    }

    /// Whether `node` and its ancestors are visible (not hidden, not transparent).
    private static func isShown(_ node: SCNNode) -> Bool {
        var current: SCNNode? = node
        while let each = current {
            if each.isHidden || each.opacity <= 0 { return false }
            current = each.parent
        }
        return true
    }
}

/// Scene-file loading, as SceneKit's `SCNSceneSource`: only its loading options' names are here,
/// for the options of ``SCNScene``'s file initialisers (CellSnap reads no scene file).
public final class SCNSceneSource {
    private init() {}

    /// An option of loading a scene file, as SceneKit's `SCNSceneSource.LoadingOption`.
    public struct LoadingOption: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let checkConsistency = LoadingOption(rawValue: "SCNSceneSourceCheckConsistency")
        public static let flattenScene = LoadingOption(rawValue: "SCNSceneSourceFlattenScene")
        public static let createNormalsIfAbsent = LoadingOption(rawValue: "SCNSceneSourceCreateNormalsIfAbsent")
        public static let convertToYUp = LoadingOption(rawValue: "SCNSceneSourceConvertToYUpKey")
        public static let convertUnitsToMeters = LoadingOption(rawValue: "SCNSceneSourceConvertUnitsToMetersKey")
        public static let assetDirectoryURLs = LoadingOption(rawValue: "SCNSceneSourceAssetDirectoryURLsKey")
        public static let preserveOriginalTopology = LoadingOption(
            rawValue: "SCNSceneSourcePreserveOriginalTopologyKey")
    }
}
