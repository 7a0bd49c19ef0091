import SwiftParser
import SwiftSyntax

/// Removes Xcode previews from a module's files before the adapter reads them.
///
/// Previews are for Xcode's canvas: a `#Preview { ... }` declaration (a macro of Apple's developer
/// tools, which `import UIKit` brings on iOS 17), a type conforming to `PreviewProvider`, and a
/// `UIViewRepresentable` or `UIViewControllerRepresentable` that only previews use. No test runs
/// them, and Linux has neither the `Preview` macro nor SwiftUI, so the adapter blanks their lines
/// (every other line keeps its number and column). A file's `import SwiftUI` goes too when previews
/// were all it used SwiftUI for: none of SwiftUI's view, hosting or property-wrapper names is left
/// in it. A file that uses SwiftUI for more than previews keeps its import, and the compiler's
/// "no such module 'SwiftUI'" names it.
struct PreviewRemoval {
    /// The representable protocols, whose conforming types previews wrap UIKit views and
    /// controllers in.
    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "SwiftUI.UIViewRepresentable",
        "SwiftUI.UIViewControllerRepresentable",
    ]
    static let previewProviders: Set<String> = ["PreviewProvider", "SwiftUI.PreviewProvider"]

    /// Names that only SwiftUI code uses: when one is left in a file, its `import SwiftUI` stays.
    static let swiftUINames: Set<String> = [
        "View", "ViewBuilder", "UIHostingController", "UIHostingConfiguration", "Text", "VStack", "HStack",
        "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Spacer", "List", "ForEach", "Form",
        "Section", "NavigationView", "NavigationStack", "NavigationLink", "ScrollView", "Label", "Toggle",
        "Button", "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
        "AsyncImage", "ProgressView", "GeometryReader", "Color", "Font", "Image", "Shape", "RoundedRectangle",
        "Circle", "Capsule", "EdgeInsets", "Alignment", "ViewModifier", "PreferenceKey", "AnyView",
        "EmptyView", "Group", "TupleView", "Picker", "Slider", "Stepper", "TextField", "SecureField",
        "DatePicker", "Divider", "Menu", "Link", "withAnimation", "Animation", "PreviewProvider",
        "UIViewRepresentable", "UIViewControllerRepresentable",
    ]

    /// The sources with their previews removed.
    static func removingPreviews(from sources: [ModuleAdapter.Source]) -> [ModuleAdapter.Source] {
        let trees = sources.map { Parser.parse(source: $0.text) }
        let finders = trees.map { tree in
            let finder = PreviewFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder
        }
        let previewOnly = previewOnlyRepresentables(trees: trees, finders: finders)
        return sources.indices.map { position in
            let finder = finders[position]
            let (removed, kept) = finder.representables.partitioned { previewOnly.contains($0.name) }
            let ranges = finder.previews + removed.map(\.range)
            guard !ranges.isEmpty else { return sources[position] }
            var text = blanking(ranges, in: sources[position].text)
            if let swiftUIImport = finder.swiftUIImport, kept.isEmpty,
                !usesSwiftUI(Parser.parse(source: text), ignoring: swiftUIImport)
            {
                text = blanking([swiftUIImport], in: text)
            }
            return ModuleAdapter.Source(path: sources[position].path, text: text)
        }
    }

    /// The representable types that nothing but previews (or the type itself) names, in any file.
    private static func previewOnlyRepresentables(trees: [SourceFileSyntax], finders: [PreviewFinder]) -> Set<String> {
        let candidates = Set(finders.flatMap { $0.representables.map(\.name) })
        guard !candidates.isEmpty else { return [] }
        var namedElsewhere: Set<String> = []
        for (tree, finder) in zip(trees, finders) {
            let removed = finder.previews + finder.representables.map(\.range)
            for token in tree.tokens(viewMode: .sourceAccurate)
            where candidates.contains(token.text)
                && !removed.contains(where: { $0.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset) })
            {
                namedElsewhere.insert(token.text)
            }
        }
        return candidates.subtracting(namedElsewhere)
    }

    /// Whether a name of SwiftUI's is left in `tree`, outside the `import SwiftUI` at `importRange`.
    private static func usesSwiftUI(_ tree: SourceFileSyntax, ignoring importRange: Range<Int>) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            swiftUINames.contains(token.text)
                && !importRange.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
    }

    /// `text` with the bytes of `ranges` made spaces, their line breaks kept.
    private static func blanking(_ ranges: [Range<Int>], in text: String) -> String {
        var bytes = Array(text.utf8)
        for range in ranges {
            for offset in range where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in their order.
    fileprivate func partitioned(_ belongs: (Element) -> Bool) -> ([Element], [Element]) {
        (filter(belongs), filter { !belongs($0) })
    }
}

/// Finds a file's previews, its representable types and its `import SwiftUI`.
private final class PreviewFinder: SyntaxVisitor {
    var previews: [Range<Int>] = []
    var representables: [(name: String, range: Range<Int>)] = []
    var swiftUIImport: Range<Int>?

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.trimmedDescription == "SwiftUI" { swiftUIImport = node.trimmedRange }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previews.append(node.trimmedRange) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview", node.parent?.is(CodeBlockItemSyntax.self) == true {
            previews.append(node.trimmedRange)
        }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        classify(node, name: node.name.text, inheritance: node.inheritanceClause, modifiers: node.modifiers)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classify(node, name: node.name.text, inheritance: node.inheritanceClause, modifiers: node.modifiers)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        classify(node, name: node.name.text, inheritance: node.inheritanceClause, modifiers: node.modifiers)
    }

    /// A type conforming to `PreviewProvider` is a preview; one conforming to a representable
    /// protocol is a candidate, removed when only previews name it, unless it is `public` or
    /// `open`: a library's API for other modules' SwiftUI code, which its own files need not name.
    private func classify(
        _ node: some DeclSyntaxProtocol, name: String, inheritance: InheritanceClauseSyntax?,
        modifiers: DeclModifierListSyntax
    ) -> SyntaxVisitorContinueKind {
        let inherited = Set(inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let range = node.trimmedRange
        if !inherited.isDisjoint(with: PreviewRemoval.previewProviders) {
            previews.append(range)
            return .skipChildren
        }
        if !inherited.isDisjoint(with: PreviewRemoval.representables),
            !modifiers.contains(where: { ["public", "open"].contains($0.name.text) })
        {
            representables.append((name, range))
            return .skipChildren
        }
        return .visitChildren
    }
}
