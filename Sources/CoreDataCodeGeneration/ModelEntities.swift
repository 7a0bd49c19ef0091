import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What Xcode's Core Data code generation reads from a model (`.xcdatamodeld`): each entity's class,
/// how its code is generated, its attributes and its relationships.
public struct ModelEntity: Equatable, Sendable {
    /// How Xcode generates an entity's code (the entity's `codeGenerationType`).
    public enum CodeGeneration: String, Sendable {
        /// "Class Definition": the class and its properties.
        case classDefinition = "class"
        /// "Category/Extension": the properties only; the app declares the class.
        case category
        /// "Manual/None": nothing (no `codeGenerationType` in the model).
        case manual
    }

    public var name: String
    /// The class (`representedClassName`, without a module prefix); `nil` for `NSManagedObject`.
    public var className: String?
    public var codeGeneration: CodeGeneration
    public var parentEntity: String?
    public var attributes: [ModelAttribute]
    public var relationships: [ModelRelationship]

    public init(
        name: String, className: String?, codeGeneration: CodeGeneration, parentEntity: String? = nil,
        attributes: [ModelAttribute] = [], relationships: [ModelRelationship] = []
    ) {
        (self.name, self.className, self.codeGeneration, self.parentEntity) =
            (name, className, codeGeneration, parentEntity)
        (self.attributes, self.relationships) = (attributes, relationships)
    }
}

/// An attribute of an entity, as code generation reads it.
public struct ModelAttribute: Equatable, Sendable {
    public var name: String
    /// The model's type name (`Integer 16`, `String`, `Transformable`, …).
    public var type: String
    /// `usesScalarValueType` (numbers and Booleans are scalar unless the model says `NO`).
    public var usesScalarValueType: Bool
    /// A transformable attribute's `customClassName`.
    public var customClassName: String?

    public init(name: String, type: String, usesScalarValueType: Bool = true, customClassName: String? = nil) {
        (self.name, self.type, self.usesScalarValueType, self.customClassName) =
            (name, type, usesScalarValueType, customClassName)
    }
}

/// A relationship of an entity, as code generation reads it.
public struct ModelRelationship: Equatable, Sendable {
    public var name: String
    public var destinationEntity: String
    public var isToMany: Bool
    public var isOrdered: Bool

    public init(name: String, destinationEntity: String, isToMany: Bool, isOrdered: Bool = false) {
        (self.name, self.destinationEntity, self.isToMany, self.isOrdered) = (
            name, destinationEntity, isToMany, isOrdered
        )
    }
}

/// A model that cannot be read: the file and the problem.
public struct ModelReadingError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let problem: String

    public init(file: String, problem: String) { (self.file, self.problem) = (file, problem) }

    public var description: String { "\(file): \(problem)" }
}

extension ModelEntity {
    /// The entities of the model at `url` (an `.xcdatamodeld` folder, whose current version
    /// `.xccurrentversion` names or else the last by name, an `.xcdatamodel` folder, or its
    /// `contents` file).
    public static func entities(inModelAt url: URL) throws -> [ModelEntity] {
        let contents = try contentsFile(of: url)
        guard let data = FileManager.default.contents(atPath: contents.path), data.count <= 16 << 20 else {
            throw ModelReadingError(file: contents.path, problem: "cannot be read (or is over 16 MB)")
        }
        let reader = ModelElementReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), reader.problem == nil else {
            throw ModelReadingError(
                file: contents.path,
                problem: reader.problem ?? "is not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "?"))")
        }
        return reader.entities
    }

    private static func contentsFile(of url: URL) throws -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ModelReadingError(file: url.path, problem: "does not exist")
        }
        guard isFolder.boolValue else { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        let current = url.appendingPathComponent(".xccurrentversion")
        let named =
            FileManager.default.contents(atPath: current.path).flatMap {
                try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
            }?["_XCCurrentVersionName"] as? String
        guard let version = named.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else {
            throw ModelReadingError(file: url.path, problem: "holds no .xcdatamodel version")
        }
        return url.appendingPathComponent(version).appendingPathComponent("contents")
    }
}

/// Reads `entity`, `attribute` and `relationship` elements of a model's `contents`.
private final class ModelElementReader: NSObject, XMLParserDelegate {
    var entities: [ModelEntity] = []
    var problem: String?
    private var depthInEntity = 0

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard problem == nil else { return }
        if depthInEntity > 0 { depthInEntity += 1 }
        switch name {
        case "entity": startEntity(attributes, line: parser.lineNumber)
        case "attribute" where depthInEntity == 2: addAttribute(attributes, line: parser.lineNumber)
        case "relationship" where depthInEntity == 2: addRelationship(attributes, line: parser.lineNumber)
        default: break
        }
        if problem != nil { parser.abortParsing() }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if depthInEntity > 0 { depthInEntity -= 1 }
    }

    private func startEntity(_ attributes: [String: String], line: Int) {
        guard let name = attributes["name"], !name.isEmpty else {
            problem = "line \(line): an entity has no name"
            return
        }
        let generation = attributes["codeGenerationType"].map { ModelEntity.CodeGeneration(rawValue: $0) }
        guard let codeGeneration = generation ?? .manual else {
            problem =
                "line \(line): entity \(name): codeGenerationType \"\(attributes["codeGenerationType"]!)\" is not class or category"
            return
        }
        let className = attributes["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) }
        entities.append(
            ModelEntity(
                name: name, className: className == "NSManagedObject" ? nil : className,
                codeGeneration: codeGeneration, parentEntity: attributes["parentEntity"]))
        depthInEntity = 1
    }

    private func addAttribute(_ attributes: [String: String], line: Int) {
        guard let name = attributes["name"], let type = attributes["attributeType"] else {
            problem = "line \(line): an attribute of entity \(entities.last?.name ?? "?") has no name or attributeType"
            return
        }
        entities[entities.count - 1].attributes.append(
            ModelAttribute(
                name: name, type: type, usesScalarValueType: attributes["usesScalarValueType"] != "NO",
                customClassName: attributes["customClassName"]))
    }

    private func addRelationship(_ attributes: [String: String], line: Int) {
        guard let name = attributes["name"], let destination = attributes["destinationEntity"] else {
            problem =
                "line \(line): a relationship of entity \(entities.last?.name ?? "?") has no name or destinationEntity"
            return
        }
        entities[entities.count - 1].relationships.append(
            ModelRelationship(
                name: name, destinationEntity: destination, isToMany: attributes["toMany"] == "YES",
                isOrdered: attributes["ordered"] == "YES"))
    }
}
