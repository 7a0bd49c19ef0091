import Foundation
import FoundationXML

/// Collects the entities of a model's `contents` XML, then connects relationships and
/// superentities by name.
final class ModelXMLDelegate: NSObject, XMLParserDelegate {
    private struct PendingRelationship {
        var relationship: NSRelationshipDescription
        var destination: String
        var inverse: String?
    }
    private var entities: [NSEntityDescription] = []
    private var properties: [ObjectIdentifier: [NSPropertyDescription]] = [:]
    private var parents: [(entity: NSEntityDescription, parent: String)] = []
    private var relationships: [PendingRelationship] = []
    private(set) var problem: String?

    /// The model editor's names of attribute types.
    static let attributeTypes: [String: NSAttributeType] = [
        "Integer 16": .integer16AttributeType, "Integer 32": .integer32AttributeType,
        "Integer 64": .integer64AttributeType, "Decimal": .decimalAttributeType, "Double": .doubleAttributeType,
        "Float": .floatAttributeType, "String": .stringAttributeType, "Boolean": .booleanAttributeType,
        "Date": .dateAttributeType, "Binary": .binaryDataAttributeType, "UUID": .UUIDAttributeType,
        "URI": .URIAttributeType, "Transformable": .transformableAttributeType, "ObjectID": .objectIDAttributeType,
    ]
    static let deleteRules: [String: NSDeleteRule] = [
        "Nullify": .nullifyDeleteRule, "Cascade": .cascadeDeleteRule, "Deny": .denyDeleteRule,
        "No Action": .noActionDeleteRule,
    ]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes: [String: String] = [:]
    ) {
        guard problem == nil else { return }
        switch elementName {
        case "entity": startEntity(attributes)
        case "attribute": startAttribute(attributes)
        case "relationship": startRelationship(attributes)
        default: break
        }
        if problem != nil { parser.abortParsing() }
    }

    private func startEntity(_ attributes: [String: String]) {
        guard let name = attributes["name"] else { return fail("an <entity> has no name") }
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = attributes["representedClassName"] ?? "NSManagedObject"
        entity.isAbstract = attributes["isAbstract"] == "YES"
        if let parent = attributes["parentEntity"] { parents.append((entity, parent)) }
        entities.append(entity)
    }

    private func startAttribute(_ attributes: [String: String]) {
        guard let entity = entities.last, let name = attributes["name"] else {
            return fail("an <attribute> has no name or is outside an <entity>")
        }
        let typeName = attributes["attributeType"] ?? "Undefined"
        guard let type = Self.attributeTypes[typeName] else {
            return fail(
                "attribute \"\(name)\" of entity \"\(entity.name ?? "")\" has type \"\(typeName)\", which CellSnap does not read"
            )
        }
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = attributes["optional"] == "YES"
        attribute.isTransient = attributes["transient"] == "YES"
        attribute.valueTransformerName = attributes["valueTransformerName"]
        attribute.defaultValue = attributes["defaultValueString"].flatMap { AttributeValues.parse($0, as: type) }
        if let interval = attributes["defaultDateTimeInterval"].flatMap(Double.init), type == .dateAttributeType {
            attribute.defaultValue = Date(timeIntervalSinceReferenceDate: interval)
        }
        properties[ObjectIdentifier(entity), default: []].append(attribute)
    }

    private func startRelationship(_ attributes: [String: String]) {
        guard let entity = entities.last, let name = attributes["name"],
            let destination = attributes["destinationEntity"]
        else { return fail("a <relationship> has no name or destination, or is outside an <entity>") }
        let relationship = NSRelationshipDescription()
        relationship.name = name
        relationship.isOptional = attributes["optional"] == "YES"
        relationship.isTransient = attributes["transient"] == "YES"
        relationship.maxCount = attributes["toMany"] == "YES" ? Int(attributes["maxCount"] ?? "0") ?? 0 : 1
        relationship.minCount = Int(attributes["minCount"] ?? "0") ?? 0
        relationship.isOrdered = attributes["ordered"] == "YES"
        relationship.deleteRule = Self.deleteRules[attributes["deletionRule"] ?? "Nullify"] ?? .nullifyDeleteRule
        properties[ObjectIdentifier(entity), default: []].append(relationship)
        relationships.append(
            PendingRelationship(
                relationship: relationship, destination: destination, inverse: attributes["inverseName"]))
    }

    private func fail(_ message: String) { if problem == nil { problem = message } }

    /// The entities with their properties, destinations, inverses and superentities connected.
    func resolvedEntities() -> Result<[NSEntityDescription], ModelProblem> {
        let byName = Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        for entity in entities { entity.properties = properties[ObjectIdentifier(entity)] ?? [] }
        for (entity, parentName) in parents {
            guard let parent = byName[parentName] else {
                return .failure(
                    ModelProblem(
                        message:
                            "entity \"\(entity.name ?? "")\" names parent entity \"\(parentName)\", which the model lacks"
                    ))
            }
            parent.subentities.append(entity)
        }
        for pending in relationships {
            guard let destination = byName[pending.destination] else {
                return .failure(
                    ModelProblem(
                        message:
                            "relationship \"\(pending.relationship.name)\" names entity \"\(pending.destination)\", which the model lacks"
                    ))
            }
            pending.relationship.destinationEntity = destination
            pending.relationship.inverseRelationship = pending.inverse.flatMap { destination.relationshipsByName[$0] }
        }
        return .success(entities)
    }
}

/// Why a model file's entities cannot be connected.
struct ModelProblem: Error {
    let message: String
}
