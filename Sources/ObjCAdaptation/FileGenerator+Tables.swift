import SwiftSyntax

extension FileGenerator {
    /// The file's selector tables (an extension of each type with members here), the defaults of
    /// its `@objc` protocols, and the function that registers its tables and initialisers.
    mutating func trailerText(classes: [ModuleIndex.ClassInfo]) -> String {
        var text = ""
        var registrations: [String] = []
        let owners = Set(index.members.filter { $0.file == file }.map(\.owner)).sorted()
        for owner in owners {
            let members = index.tableMembers(of: owner).filter { $0.file == file }
            reportSkipped(owner)
            guard !members.isEmpty else { continue }
            if let info = index.classes[owner], info.isGeneric || !info.isReachable {
                // Implementations of UIKit's requirements alone stay out of the table (a Linux limit:
                // `responds(to:)` does not find them); explicit `@objc` members are an error.
                guard !index.tableMembers(of: owner, uikitWitnesses: false).isEmpty else { continue }
                diagnose(
                    info,
                    "\(owner)'s @objc members cannot be answered by selector: a generic class or one nested in a private type has no selector table on Linux"
                )
                continue
            }
            let ownerConditions = index.classes[owner]?.conditions ?? CompilationConditions()
            text +=
                ownerConditions.wrapping(
                    """
                    extension \(owner) {
                        nonisolated static func _cellSnapSelectors_\(key)() -> [SelectorTable.Method] {
                    \(tableBody(members))    }
                    }
                    """) + "\n"
            registrations.append(
                ownerConditions.wrapping(
                    "SelectorTable.register(\(owner)._cellSnapSelectors_\(key)(), for: \(owner).self)"))
        }
        for info in classes where !info.isGeneric && info.isReachable {
            registrations += initializerRegistrations(info.name).map(info.conditions.wrapping)
        }
        text += adapter.protocolExtensions.map { $0 + "\n" }.joined()
        if !registrations.isEmpty {
            registers = true
            text +=
                "func _cellSnapRegisterSelectors_\(key)() {\n" + registrations.map { "    \($0)\n" }.joined() + "}\n"
        }
        return text
    }

    /// The statements of a table's function: the entries as one array literal, or, when some are
    /// inside `#if` blocks, appended one by one under their blocks' conditions.
    private func tableBody(_ members: [ModuleIndex.Member]) -> String {
        guard members.contains(where: { !$0.conditions.isEmpty }) else {
            return "        [\n" + members.map { "            \(entry($0)),\n" }.joined() + "        ]\n"
        }
        let appends = members.map { member in
            member.conditions.wrapping("        methods.append(\(entry(member)))") + "\n"
        }
        return "        var methods: [SelectorTable.Method] = []\n" + appends.joined() + "        return methods\n"
    }

    /// A table entry: the selector and a closure calling the member on its target.
    private func entry(_ member: ModuleIndex.Member) -> String {
        let target = "(target as! \(member.owner))"
        switch member.kind {
        case .getter:
            return ".init(\"\(member.selector)\") { target, _ in \(target).\(member.baseName) }"
        case .setter:
            return
                ".init(\"\(member.selector)\") { target, arguments in \(target).\(member.baseName) = try arguments.value(0) }"
        case .method:
            let arguments = member.labels.enumerated().map { position, label in
                (label.map { "\($0): " } ?? "") + "arguments.value(\(position))"
            }
            let needsTry = !arguments.isEmpty || member.isThrowing
            return
                ".init(\"\(member.selector)\") { target, \(arguments.isEmpty ? "_" : "arguments") in \(needsTry ? "try " : "")\(target).\(member.baseName)(\(arguments.joined(separator: ", "))) }"
        }
    }

    /// Explicit `@objc` members the table leaves out (class members, async and generic methods).
    private mutating func reportSkipped(_ owner: String) {
        for member in index.members where member.owner == owner && member.file == file && member.isExplicitlyObjC {
            guard member.isStatic || member.isAsync || member.isGeneric else { continue }
            let what = member.isStatic ? "a class member" : member.isAsync ? "an async method" : "a generic method"
            diagnostics.append(
                AdapterDiagnostic(
                    file: adapter.path, line: member.line, column: 1, severity: .warning,
                    message:
                        "\(owner).\(member.baseName) is \(what): it compiles, but perform(_:) and responds(to:) do not find it on Linux"
                ))
        }
    }

    /// The factories that make the class from its metatype value with each initialiser of
    /// ``metatypeInitializers`` it declares or inherits (`init()` under the plain registration).
    func initializerRegistrations(_ name: String) -> [String] {
        guard let available = index.initializerSet(of: name)?.available else { return [] }
        return metatypeInitializers.filter { available.contains($0.labels) }.map { labels, selector in
            guard !labels.isEmpty else { return "SelectorTable.registerInitializer(for: \(name).self) { \(name)() }" }
            let arguments = labels.enumerated().map { "\($1 ?? "_"): arguments.value(\($0))" }.joined(separator: ", ")
            return
                "SelectorTable.registerInitializer(for: \(name).self, \"\(selector)\") { arguments in try \(name)(\(arguments)) }"
        }
    }

    private mutating func diagnose(_ info: ModuleIndex.ClassInfo, _ message: String) {
        let location = SourceLocationConverter(fileName: adapter.path, tree: tree).location(
            for: AbsolutePosition(utf8Offset: info.closingBrace))
        diagnostics.append(
            AdapterDiagnostic(
                file: adapter.path, line: location.line, column: location.column, severity: .error, message: message))
    }
}
