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
            let info = index.classes[owner]
            if info?.isUnavailable == true || info?.isLocal == true { continue }
            if let info, !info.isReachable || (info.isGeneric && info.isCodable) {
                // Implementations of `@objc` protocols' requirements (UIKit's or the module's own) stay
                // out of the table, with a warning for the module's: a Linux limit, `responds(to:)`
                // and `perform(_:)` do not find them, while calls through the protocol work.
                // Explicit `@objc` members, which code reaches by selector, are an error.
                let members = index.tableMembers(of: owner, uikitWitnesses: false)
                let reason = unreachableReason(info)
                if members.contains(where: \.isExplicitlyObjC) {
                    diagnose(info, "\(owner)'s @objc members cannot be answered by selector: \(reason)")
                } else if !members.isEmpty {
                    diagnose(
                        info,
                        "\(owner)'s implementations of @objc protocol requirements compile, but responds(to:) and perform(_:) do not find them: \(reason)",
                        severity: .warning)
                }
                continue
            }
            let isGeneric = info?.isGeneric ?? false
            let ownerConditions = info?.conditions ?? CompilationConditions()
            text +=
                ownerConditions.wrapping(
                    """
                    extension \(owner) {
                        nonisolated static func \(tableFunction(of: owner, in: file))() -> [SelectorTable.Method] {
                    \(tableBody(members, castTo: isGeneric ? "Self" : owner))    }
                    }
                    """) + "\n"
            // A generic class's specialisations are registered by their instances (``trigger(_:)``).
            guard !isGeneric else { continue }
            registrations.append(
                ownerConditions.wrapping(
                    "SelectorTable.register(\(owner).\(tableFunction(of: owner, in: file))(), for: \(owner).self)"))
        }
        for info in classes where !info.isGeneric && info.isReachable && !info.isUnavailable {
            registrations += initializerRegistrations(info.name).map(info.conditions.wrapping)
        }
        registrations += adapter.categoryRegistrations + adapter.protocolRegistrations
        text += adapter.protocolExtensions.map { $0 + "\n" }.joined()
        if !registrations.isEmpty {
            registers = true
            text +=
                "func _cellSnapRegisterSelectors_\(key)() {\n" + registrations.map { "    \($0)\n" }.joined() + "}\n"
        }
        return text
    }

    /// The members a class declared in a function's body gets (no extension can name it): its
    /// table as a static method of its own, and the stored property that registers the table of
    /// each instance's class when the first is made (as a generic class's specialisations are).
    func localTable(of info: ModuleIndex.ClassInfo, _ members: [ModuleIndex.Member]) -> [String] {
        guard !members.isEmpty else { return ["private let _cellSnapSelectorsRegistered = _cellSnapSelectors"] }
        let name = info.name.split(separator: ".").last.map(String.init) ?? info.name
        let function = "_cellSnapLocalSelectors_\(name)"
        return [
            "nonisolated static func \(function)() -> [SelectorTable.Method] {\n\(tableBody(members, castTo: "Self"))}",
            "private let _cellSnapSelectorsRegistered = _cellSnapSelectors.registering(\(name).self) { \(name).\(function)() }",
        ]
    }

    /// The statements of a table's function: the entries as one array literal, or, when some are
    /// inside `#if` blocks, appended one by one under their blocks' conditions.
    private func tableBody(_ members: [ModuleIndex.Member], castTo type: String) -> String {
        guard members.contains(where: { !$0.conditions.isEmpty }) else {
            return "        [\n" + members.map { "            \(entry($0, castTo: type)),\n" }.joined() + "        ]\n"
        }
        let appends = members.map { member in
            member.conditions.wrapping("        methods.append(\(entry(member, castTo: type)))") + "\n"
        }
        return "        var methods: [SelectorTable.Method] = []\n" + appends.joined() + "        return methods\n"
    }

    /// A table entry: the selector and a closure calling the member on its target, cast to `type`
    /// (`Self` in a generic class's table, whose specialisation is the one the function is called on).
    private func entry(_ member: ModuleIndex.Member, castTo type: String) -> String {
        let target = "(target as! \(type))"
        switch member.kind {
        case .getter:
            return ".init(\"\(member.selector)\") { target, _ in \(target).\(member.baseName) }"
        case .setter:
            return
                ".init(\"\(member.selector)\") { target, arguments in \(target).\(member.baseName) = try arguments.value(0) }"
        case .method:
            let arguments = member.labels.enumerated().map { position, label in
                (label.map { "\($0): " } ?? "") + argument(position, of: member)
            }
            var call = "\(target).\(index.calledName(of: member))(\(arguments.joined(separator: ", ")))"
            if let returnType = resultCoercion(of: member) { call = "(\(call) as \(returnType))" }
            guard member.inoutPositions.isEmpty else {
                let locals = member.inoutPositions.sorted().map { position in
                    let type = member.parameterTypes[position].map { ": \($0)" } ?? ""
                    return "var a\(position)\(type) = try arguments.value(\(position)); "
                }
                let callsThrowing = member.isThrowing || member.labels.count > member.inoutPositions.count
                return
                    ".init(\"\(member.selector)\") { target, arguments in \(locals.joined())return \(callsThrowing ? "try " : "")\(call) }"
            }
            let needsTry = !arguments.isEmpty || member.isThrowing
            return
                ".init(\"\(member.selector)\") { target, \(arguments.isEmpty ? "_" : "arguments") in \(needsTry ? "try " : "")\(call) }"
        }
    }

    /// The type an entry coerces a method's result to: its return type, when the class (or a
    /// superclass) has another method of that name and labels returning another type (Swift overloads by return type; the
    /// selector names the one with it). Not for `Self`, an opaque type or a generic method's.
    private func resultCoercion(of member: ModuleIndex.Member) -> String? {
        guard let returnType = member.returnType, !member.isGeneric, !returnType.contains("Self"),
            !returnType.hasPrefix("some ")
        else { return nil }
        let owners = Set([member.owner] + index.ancestors(of: member.owner).map(\.name))
        let overloaded = index.members.contains {
            owners.contains($0.owner) && $0.kind == .method && $0.baseName == member.baseName
                && $0.labels == member.labels && $0.isStatic == member.isStatic && $0.returnType != returnType
        }
        return overloaded ? returnType : nil
    }

    /// The argument at `position` of an entry's call: the message's value coerced to the
    /// parameter's type (an overloaded method's call then names one), or the local variable an
    /// `inout` parameter is passed.
    private func argument(_ position: Int, of member: ModuleIndex.Member) -> String {
        if member.inoutPositions.contains(position) { return "&a\(position)" }
        let type = position < member.parameterTypes.count ? member.parameterTypes[position] : nil
        return "arguments.value(\(position))" + (type.map { " as \($0)" } ?? "")
    }

    /// The name of the function of `owner`'s table in the file `file`: `_cellSnapSelectors_<key>`, and
    /// the class's name after it when a superclass has a table in the same file (a static method
    /// of an extension cannot be redeclared in a subclass's).
    func tableFunction(of owner: String, in file: Int) -> String {
        let name = "_cellSnapSelectors_\(keys[file])"
        var superclasses = index.ancestors(of: owner).map(\.name)
        // The class the chain of in-module superclasses reaches (`UIView` for a library's base
        // view) may have a table in the file too, from an extension of it.
        if index.classes[owner] != nil,
            let top = index.ancestors(of: owner).last?.superclass ?? index.classes[owner]?.superclass,
            index.classes[top] == nil
        {
            superclasses.append(top)
        }
        let inherits = superclasses.contains { superclass in
            index.tableMembers(of: superclass).contains { $0.file == file }
        }
        // UIKit's classes' own superclasses are not known here: a module class in a file that also
        // has a table of an extension of another UIKit class (`UIViewController` beside a
        // `UITableViewController` subclass) may descend from it, so it takes its name too.
        let besideUIKitTable =
            index.classes[owner] != nil && superclasses.last.map { index.classes[$0] == nil } == true
            && index.members.contains {
                $0.file == file && index.classes[$0.owner] == nil && $0.owner != superclasses.last
            }
        // Nor are they known between two UIKit classes extended in one file (`UIView` and
        // `UITextField`): each takes its name, so that neither table function overrides the other.
        let besideOtherUIKitClass =
            index.classes[owner] == nil
            && Set(index.members.filter { $0.file == file && index.classes[$0.owner] == nil }.map(\.owner))
                .contains { $0 != owner && index.tableMembers(of: $0).contains { $0.file == file } }
        return inherits || besideUIKitTable || besideOtherUIKitClass
            ? name + "_" + String(owner.map { $0 == "." ? "_" : $0 }) : name
    }

    /// Why a class's `@objc` members have no selector table.
    private func unreachableReason(_ info: ModuleIndex.ClassInfo) -> String {
        info.isReachable
            ? "a generic class that is Codable gets no stored property to register its table on Linux"
            : "a class nested in a private type has no selector table on Linux"
    }

    /// Explicit `@objc` members the table leaves out (class members, async and generic methods,
    /// members of an extension with a `where` clause).
    private mutating func reportSkipped(_ owner: String) {
        for member in index.members where member.owner == owner && member.file == file && member.isExplicitlyObjC {
            guard member.isStatic || member.isAsync || member.isGeneric || member.inConstrainedExtension else {
                continue
            }
            let what =
                member.isStatic
                ? "a class member"
                : member.isAsync
                    ? "an async method"
                    : member.isGeneric ? "a generic method" : "in an extension with a where clause"
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

    private mutating func diagnose(
        _ info: ModuleIndex.ClassInfo, _ message: String, severity: AdapterDiagnostic.Severity = .error
    ) {
        let location = SourceLocationConverter(fileName: adapter.path, tree: tree).location(
            for: AbsolutePosition(utf8Offset: info.closingBrace))
        diagnostics.append(
            AdapterDiagnostic(
                file: adapter.path, line: location.line, column: location.column, severity: severity, message: message))
    }
}
