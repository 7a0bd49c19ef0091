import Foundation

/// A JSON value as decoded, keeping booleans apart from numbers.
enum JSONValue: Decodable {
    case string(String), number(Double), bool(Bool), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// What the value is called in errors.
    var typeName: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .array: "an array"
        case .object: "an object"
        case .null: "null"
        }
    }
}

/// A value of a `Contents.json` with its JSON path, so that every error names the key.
struct JSONNode {
    let value: JSONValue
    /// The JSON path from the document's root: `colors[0].color.components.red`.
    let path: String
    let file: String

    /// Parses `data`; a syntax error names the file.
    static func parse(_ data: Data, file: String) throws -> JSONNode {
        do {
            return JSONNode(value: try JSONDecoder().decode(JSONValue.self, from: data), path: "", file: file)
        } catch {
            throw AssetCatalogError(file: file, message: "not valid JSON")
        }
    }

    func error(_ message: String) -> AssetCatalogError {
        AssetCatalogError(file: file, key: path, message: message)
    }

    private func child(_ value: JSONValue, _ component: String) -> JSONNode {
        JSONNode(
            value: value, path: path.isEmpty ? component : path + (component.hasPrefix("[") ? "" : ".") + component,
            file: file)
    }

    /// The object's members, refusing keys not in `allowed` (with the allowed ones named).
    func object(allowed: [String]) throws -> [String: JSONNode] {
        guard case .object(let object) = value else { throw error("expected an object, found \(value.typeName)") }
        var members: [String: JSONNode] = [:]
        for key in object.keys.sorted() {
            guard allowed.contains(key) else {
                throw child(object[key]!, key).error(
                    "unknown key; CellSnap reads " + allowed.map { "'\($0)'" }.joined(separator: ", "))
            }
            members[key] = child(object[key]!, key)
        }
        return members
    }

    func array() throws -> [JSONNode] {
        guard case .array(let array) = value else { throw error("expected an array, found \(value.typeName)") }
        return array.enumerated().map { child($1, "[\($0)]") }
    }

    func string() throws -> String {
        guard case .string(let string) = value else { throw error("expected a string, found \(value.typeName)") }
        return string
    }

    func bool() throws -> Bool {
        guard case .bool(let bool) = value else { throw error("expected true or false, found \(value.typeName)") }
        return bool
    }

    /// One of `choices`, by its string.
    func choice<T>(_ what: String, _ choices: KeyValuePairs<String, T>) throws -> T {
        let text = try string()
        guard let found = choices.first(where: { $0.key == text }) else {
            throw error(
                "unknown \(what) '\(text)'; CellSnap reads " + choices.map { "'\($0.key)'" }.joined(separator: ", "))
        }
        return found.value
    }
}

extension [String: JSONNode] {
    /// The member `key`, or an error on `parent` naming the missing key.
    func required(_ key: String, in parent: JSONNode) throws -> JSONNode {
        guard let node = self[key] else {
            let path = parent.path.isEmpty ? key : parent.path + "." + key
            throw AssetCatalogError(file: parent.file, key: path, message: "missing")
        }
        return node
    }
}
