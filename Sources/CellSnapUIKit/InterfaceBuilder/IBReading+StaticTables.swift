import Foundation

/// A section of a static table (`<tableViewSection>` of a table whose `dataMode` is `static`): its
/// header and footer titles and its cells, each made once with the document (static cells are
/// objects of the scene, which outlets point to), as ibtool archives them on iOS.
struct IBStaticSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell] = []
    /// Each cell's own row height (`rowHeight` in the document), `nil` for the table's.
    var rowHeights: [CGFloat?] = []
}

/// Static table content: a `UITableViewController`'s data source and delegate answer from these
/// sections (UIKit's table view controller does the same for a storyboard's static table).
extension IBReading {
    mutating func applyStaticSections(_ table: UITableView) {
        guard let sections = child("sections") else { return }
        // The empty `<sections/>` Interface Builder writes in a prototypes table is no content:
        // the table's data source gives its rows.
        guard element.attributes["dataMode"] == "static" || !sections.children.isEmpty else { return }
        var result: [IBStaticSection] = []
        for sectionElement in sections.children {
            guard sectionElement.name == "tableViewSection" else {
                return loader.fail(sectionElement, "<\(sectionElement.name)> is not a table view section")
            }
            var reading = IBReading(element: sectionElement, loader: loader)
            var section = IBStaticSection(
                headerTitle: reading.text("headerTitle"), footerTitle: reading.text("footerTitle"))
            for cellElement in reading.child("cells")?.children ?? [] {
                guard let cell = staticCell(cellElement) else { return }
                section.cells.append(cell)
                section.rowHeights.append(staticRowHeight(cellElement))
            }
            reading.finish()
            result.append(section)
        }
        table.staticSections = result
    }

    /// The cell of a static section's `<tableViewCell>`, made; `nil` after recording why not.
    private func staticCell(_ element: IBElement) -> UITableViewCell? {
        do {
            guard element.name == "tableViewCell", let cell = try loader.object(for: element) as? UITableViewCell
            else {
                loader.fail(element, "<\(element.name)> in a static section is not a table view cell")
                return nil
            }
            return cell
        } catch {
            loader.fail(element, error: error)
            return nil
        }
    }

    /// A static cell's own row height (Interface Builder's "Custom" row height), which the cell's
    /// reading accepts; a negative one (`-1`) is `UITableView.automaticDimension`.
    private func staticRowHeight(_ element: IBElement) -> CGFloat? {
        guard let text = element.attributes["rowHeight"] else { return nil }
        guard let value = Double(text), value.isFinite, value <= 1_000_000 else {
            loader.fail(element, "the attribute rowHeight=\"\(text)\" is not a number up to 1000000")
            return nil
        }
        return value < 0 ? UITableView.automaticDimension : CGFloat(value)
    }
}

extension UITableView {
    /// The static section `index` of a storyboard's static table, `nil` when there is none.
    func staticSection(_ index: Int) -> IBStaticSection? {
        guard let sections = staticSections, sections.indices.contains(index) else { return nil }
        return sections[index]
    }
}
