import Foundation

/// The coder an object of an Interface Builder document is made with (`init(coder:)`), as UIKit's
/// `UINibDecoder`: a keyed coder whose values are the element's. An app's `required init?(coder:)`
/// may read them: `containsValue(forKey:)` and `decode…(forKey:)` answer the element's attributes
/// (`decodeBool` for `YES`/`NO`, numbers for numeric text) and, for `decodeObject(forKey:)`, the
/// attribute's text or the object of the child element with that `key`. UIKit's own classes read
/// their properties from the element after `init(coder:)` (``IBLoader``).
final class IBCoder: NSCoder {
    let element: IBElement
    private let loader: IBLoader

    @MainActor init(element: IBElement, loader: IBLoader) {
        self.element = element
        self.loader = loader
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element.attributes[key] != nil || element.children.contains { $0.attributes["key"] == key }
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let text = element.attributes[key] { return text }
        guard let child = element.children.first(where: { $0.attributes["key"] == key }) else { return nil }
        nonisolated(unsafe) let loader = loader
        let element = element
        return MainActor.assumeIsolated { () -> DecodedValue in
            var reading = IBReading(element: element, loader: loader)
            return DecodedValue(value: reading.value(of: child))
        }.value
    }

    override func decodeBool(forKey key: String) -> Bool { element.attributes[key] == "YES" }
    override func decodeInteger(forKey key: String) -> Int { element.attributes[key].flatMap { Int($0) } ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { element.attributes[key].flatMap { Double($0) } ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    /// The element's `<rect key="frame">`, which UIKit decodes inside a view's `init(coder:)`.
    var archivedFrame: CGRect? {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0.attributes["key"] == "frame" }) else {
            return nil
        }
        let number = { (key: String) in
            rect.attributes[key].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil }
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return CGRect(x: number("x") ?? 0, y: number("y") ?? 0, width: width, height: height)
    }

    /// The style a table view of this element is made with (`style="grouped"`, `"insetGrouped"`).
    var tableViewStyle: UITableView.Style {
        switch element.attributes["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// The style a table view cell of this element is made with (`style="IBUITableViewCellStyleSubtitle"`).
    var tableViewCellStyle: UITableViewCell.CellStyle {
        switch element.attributes["style"] {
        case "IBUITableViewCellStyleSubtitle": .subtitle
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        default: .default
        }
    }

    /// The system item of a bar button item of this element (`systemItem="add"`).
    var barButtonSystemItem: UIBarButtonItem.SystemItem? {
        let items: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause,
            "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "pageCurl": .pageCurl,
            "close": .close,
        ]
        return element.attributes["systemItem"].flatMap { items[$0] }
    }

    /// The reuse identifier of a cell of this element.
    var reuseIdentifier: String? { element.attributes["reuseIdentifier"] }
}

/// A value decoded on the main actor, handed back to the coder's caller (the main thread itself).
private struct DecodedValue: @unchecked Sendable { let value: Any? }
