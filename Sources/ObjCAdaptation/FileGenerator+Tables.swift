import SwiftSyntax

/// The UIKit classes whose subclasses have `init()` when they declare no designated initialiser, or
/// override all of these classes' designated ones (which then inherit the convenience `init()`).
let initializableRoots: [String: Set<[String?]>] = [
    "NSObject": [[]],
    "UIResponder": [[]],
    "UIViewController": [["nibName", "bundle"], ["coder"]],
    "UITableViewController": [["style"], ["nibName", "bundle"], ["coder"]],
    "UICollectionViewController": [["collectionViewLayout"], ["nibName", "bundle"], ["coder"]],
    "UINavigationController": [["rootViewController"], ["nibName", "bundle"], ["coder"]],
    "UITabBarController": [["nibName", "bundle"], ["coder"]],
    "UIView": [["frame"], ["coder"]],
    "UIControl": [["frame"], ["coder"]],
    "UILabel": [["frame"], ["coder"]],
    "UIImageView": [["frame"], ["coder"]],
    "UIStackView": [["frame"], ["coder"]],
    "UIScrollView": [["frame"], ["coder"]],
    "UICollectionReusableView": [["frame"], ["coder"]],
    "UICollectionViewCell": [["frame"], ["coder"]],
    "UICollectionViewListCell": [["frame"], ["coder"]],
]

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
                diagnose(
                    info,
                    "\(owner)'s @objc members cannot be answered by selector: a generic class or one nested in a private type has no selector table on Linux"
                )
                continue
            }
            text += """
                extension \(owner) {
                    nonisolated static func _cellSnapSelectors_\(key)() -> [SelectorTable.Method] {
                        [
                \(members.map { "            \(entry($0)),\n" }.joined())        ]
                    }
                }

                """
            registrations.append("SelectorTable.register(\(owner)._cellSnapSelectors_\(key)(), for: \(owner).self)")
        }
        for info in classes where hasInit(info.name) && !info.isGeneric && info.isReachable {
            registrations.append("SelectorTable.registerInitializer(for: \(info.name).self) { \(info.name)() }")
        }
        text += adapter.protocolExtensions.map { $0 + "\n" }.joined()
        if !registrations.isEmpty {
            registers = true
            text +=
                "func _cellSnapRegisterSelectors_\(key)() {\n" + registrations.map { "    \($0)\n" }.joined() + "}\n"
        }
        return text
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

    /// Whether `name()` makes an instance of the class: it declares `init()`, or it inherits the
    /// initialisers of a superclass that has one.
    func hasInit(_ name: String) -> Bool {
        guard let info = index.classes[name] else { return false }
        if info.initializers.contains(where: { $0.labels.isEmpty && !$0.isFailable }) { return true }
        let designated = Set(info.initializers.filter(\.isDesignated).map(\.labels))
        guard let superclass = info.superclass else { return false }
        if index.classes[superclass] != nil { return designated.isEmpty && hasInit(superclass) }
        guard let rootInitializers = initializableRoots[superclass] else { return false }
        return designated.isEmpty || (superclass != "NSObject" && rootInitializers.isSubset(of: designated))
    }

    private mutating func diagnose(_ info: ModuleIndex.ClassInfo, _ message: String) {
        let location = SourceLocationConverter(fileName: adapter.path, tree: tree).location(
            for: AbsolutePosition(utf8Offset: info.closingBrace))
        diagnostics.append(
            AdapterDiagnostic(
                file: adapter.path, line: location.line, column: location.column, severity: .error, message: message))
    }
}
