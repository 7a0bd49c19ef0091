import SwiftSyntax

extension FileAdapter {
    /// Removes from a class's inheritance clause, or an extension's, each protocol that the UIKit
    /// class its chain of superclasses reaches adopts already (`class PinCell: UITableViewCell,
    /// UIGestureRecognizerDelegate`: UIKit declares `UITableViewCell : UIView
    /// <UIGestureRecognizerDelegate>`). Swift only warns of such a conformance when the class that
    /// adopts the protocol first is Objective-C's, as UIKit's are on iOS; CellSnapUIKit's are
    /// Swift's, for which the same line is an error ("redundant conformance").
    func removeConformancesUIKitInherits(_ clause: InheritanceClauseSyntax?, of typeName: String, isExtension: Bool) {
        guard let clause, let root = uikitRoot(of: typeName, isExtension: isExtension),
            let adopted = uikitClassConformances[root], !adopted.isEmpty
        else { return }
        let types = Array(clause.inheritedTypes)
        let redundant = types.indices.filter { position in
            // A class's first inherited type is its superclass (or a protocol, which UIKit's class
            // cannot be); an extension's are all protocols.
            guard isExtension || position > 0 else { return false }
            let written = types[position].type.trimmedDescription
            let bare = written.hasPrefix("UIKit.") ? String(written.dropFirst("UIKit.".count)) : written
            return adopted.contains(bare)
        }
        guard !redundant.isEmpty else { return }
        if redundant.count == types.count {
            // `extension PinCell: UIGestureRecognizerDelegate {}` adopts nothing more.
            removeKeepingLines(clause.trimmedRange)
            return
        }
        let kept = Set(types.indices).subtracting(redundant)
        for position in redundant {
            let node = types[position]
            if kept.contains(where: { $0 > position }) {
                // The type and its comma, and the spaces after it when the next type is on its line.
                let next = types[position + 1]
                let end =
                    next.leadingTrivia.contains(where: \.isNewline)
                    ? node.endPositionBeforeTrailingTrivia.utf8Offset
                    : next.positionAfterSkippingLeadingTrivia.utf8Offset
                removeKeepingLines(node.positionAfterSkippingLeadingTrivia.utf8Offset..<end)
            } else {
                // The last type kept before it keeps no comma: from that type's end on.
                let previous = types[kept.filter { $0 < position }.max()!]
                let start = previous.type.endPositionBeforeTrailingTrivia.utf8Offset
                removeKeepingLines(start..<node.type.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
    }

    /// Removes the text of `range`, keeping its line breaks: every later line keeps its number.
    private func removeKeepingLines(_ range: Range<Int>) {
        let lines = { (offset: Int) in self.converter.location(for: AbsolutePosition(utf8Offset: offset)).line }
        let breaks = lines(range.upperBound) - lines(range.lowerBound)
        edits.append(Edit(range: range, replacement: String(repeating: "\n", count: breaks)))
    }

    /// The UIKit class (no class of this module or of the modules it depends on) that `typeName`'s
    /// chain of superclasses reaches, or `typeName` itself for an extension of a UIKit class.
    private func uikitRoot(of typeName: String, isExtension: Bool) -> String? {
        let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
        var current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            guard let info = index.classes[current] ?? dependencyIndex.classes[current] else {
                return current == name && !isExtension ? nil : current
            }
            guard let superclass = info.superclass else { return nil }
            current = superclass
        }
        return nil
    }
}
