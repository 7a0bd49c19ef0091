/// The name of each view class as a captured item gives it (`UILabel`, `TileCell`), written once
/// a process: `String(describing:)` of a type walks its metadata every time, and a capture names
/// every view of a tree, in every layout pass. Classes are never unloaded, so a class's identity
/// stands for it for the life of the process.
@MainActor enum ViewTypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    /// `String(describing: type(of: view))`.
    static func name(of view: UIView) -> String {
        let viewType = type(of: view)
        let identity = ObjectIdentifier(viewType)
        if let name = names[identity] { return name }
        let name = String(describing: viewType)
        names[identity] = name
        return name
    }
}
