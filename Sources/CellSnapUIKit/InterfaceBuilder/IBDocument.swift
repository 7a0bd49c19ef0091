import AssetCatalog
import Foundation

/// An element of an Interface Builder document.
typealias IBElement = XMLElement

/// An Interface Builder document (`.storyboard` or `.xib`) read from its XML source, as Xcode
/// writes it: the root `document` element of type
/// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` or `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
/// On iOS ibtool compiles it; CellSnap reads the source itself (``IBLoader`` makes its objects).
struct IBDocument {
    /// The document's file name (`Main.storyboard`), for the errors that name it.
    let fileName: String
    /// The `document` element.
    let root: IBElement
    /// Whether it is a storyboard (else a xib).
    let isStoryboard: Bool
    /// The elements by their `id`.
    let elementsByID: [String: IBElement]

    /// The largest document read, in bytes (Xcode's largest real storyboards are a few megabytes).
    static let maximumBytes = 16 << 20

    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// The document at `url`, read and checked.
    static func read(_ url: URL) throws(IBFailure) -> IBDocument {
        let fileName = url.lastPathComponent
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw IBFailure(
                file: fileName, "the file is \(size) bytes; CellSnap reads documents of at most \(maximumBytes)")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw IBFailure(file: fileName, "the file cannot be read")
        }
        return try parse(data, fileName: fileName)
    }

    /// The document in `data`, named `fileName` in errors.
    static func parse(_ data: Data, fileName: String) throws(IBFailure) -> IBDocument {
        guard data.count <= maximumBytes else {
            throw IBFailure(
                file: fileName, "the document is \(data.count) bytes; CellSnap reads at most \(maximumBytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw IBFailure(file: fileName, "the document is not UTF-8 text (a compiled nib is read only on iOS)")
        }
        let root: IBElement
        do {
            root = try XMLReader.parse(text)
        } catch let failure as XMLReader.Failure {
            throw IBFailure(file: fileName, line: failure.line, "malformed XML: \(failure.message)")
        } catch {
            throw IBFailure(file: fileName, "malformed XML: \(error)")
        }
        guard root.name == "document" else {
            throw IBFailure(file: fileName, element: root, "the root element is not an Interface Builder <document>")
        }
        let type = root.attributes["type"] ?? ""
        guard type == storyboardType || type == xibType else {
            throw IBFailure(
                file: fileName, element: root,
                "the document type \"\(type)\" is not a Cocoa Touch storyboard or xib (\(storyboardType), \(xibType))")
        }
        var byID: [String: IBElement] = [:]
        do { try collectIDs(root, into: &byID, fileName: fileName) } catch let failure as IBFailure {
            throw failure
        } catch {}
        return IBDocument(fileName: fileName, root: root, isStoryboard: type == storyboardType, elementsByID: byID)
    }

    private static func collectIDs(_ root: IBElement, into byID: inout [String: IBElement], fileName: String) throws {
        try root.descendants { element, _ in
            guard let id = element.attributes["id"], element.name != "constraint" else { return }
            guard byID[id] == nil else {
                throw IBFailure(file: fileName, element: element, "the id \"\(id)\" appears twice")
            }
            byID[id] = element
        }
    }

    /// The child of `element` named `name` (and with `key`, when given).
    static func child(_ element: IBElement, _ name: String, key: String? = nil) -> IBElement? {
        element.children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }
}

/// A document CellSnap cannot read or instantiate: the file, the line and element, and the problem.
struct IBFailure: Error, CustomStringConvertible {
    let file: String
    let line: Int?
    let element: String?
    let problem: String

    init(file: String, line: Int? = nil, element: IBElement? = nil, _ problem: String) {
        self.file = file
        self.line = element?.line ?? line
        self.element = element.map { element in
            "<\(element.name)\(element.attributes["id"].map { " id=\"\($0)\"" } ?? "")>"
        }
        self.problem = problem
    }

    var description: String { location + ": " + problem }

    /// The file, line and element the failure is at.
    var location: String { [file, line.map { "line \($0)" }, element].compactMap { $0 }.joined(separator: ", ") }

    /// The error of `call` that this failure stops.
    func error(call: String) -> CellSnapUIKitError { CellSnapUIKitError(call: call, reason: description) }

    /// The error of `call`, written to standard error too: app code usually casts what it gets
    /// (a dequeued cell, a controller) or uses its outlets at once, and stops there.
    func reported(call: String) -> CellSnapUIKitError {
        let error = error(call: call)
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return error
    }
}
