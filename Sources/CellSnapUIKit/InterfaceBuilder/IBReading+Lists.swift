import Foundation

/// What table and collection views and their cells read: styles, heights, separators, the flow
/// layout, and the prototype cells, registered by reuse identifier as ibtool registers them.
extension IBReading {
    mutating func applyTable(_ table: UITableView) {
        accept("style", "dataMode")
        if let height = number("rowHeight") { table.rowHeight = height }
        if let height = number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = number("sectionFooterHeight") { table.sectionFooterHeight = height }
        if let height = number("estimatedSectionHeaderHeight") { table.estimatedSectionHeaderHeight = height }
        if let height = number("estimatedSectionFooterHeight") { table.estimatedSectionFooterHeight = height }
        let separators: [String: UITableViewCell.SeparatorStyle] = [
            "none": .none, "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLine,
        ]
        if let style = choice("separatorStyle", separators) { table.separatorStyle = style }
        if let color = colorChild("separatorColor") { table.separatorColor = color }
        if let inset = child("inset", key: "separatorInset").flatMap({ value(of: $0) as? UIEdgeInsets }) {
            table.separatorInset = inset
        }
        if let color = colorChild("sectionIndexColor") { table.sectionIndexColor = color }
        if let color = colorChild("sectionIndexBackgroundColor") { table.sectionIndexBackgroundColor = color }
        if let color = colorChild("sectionIndexTrackingBackgroundColor") {
            table.sectionIndexTrackingBackgroundColor = color
        }
        if let count = number("sectionIndexMinimumDisplayRowCount") {
            table.sectionIndexMinimumDisplayRowCount = Int(count)
        }
        if let insets = bool("contentViewInsetsToSafeArea") { table.insetsContentViewsToSafeArea = insets }
        if let follows = bool("cellLayoutMarginsFollowReadableWidth") {
            table.cellLayoutMarginsFollowReadableWidth = follows
        }
        for key in ["tableHeaderView", "tableFooterView"] {
            guard let element = keyed(key) else { continue }
            do {
                guard let view = try loader.object(for: element) as? UIView else {
                    return loader.fail(element, "the \(key) is not a view")
                }
                if key == "tableHeaderView" { table.tableHeaderView = view } else { table.tableFooterView = view }
            } catch {
                return loader.fail(element, error: error)
            }
        }
        applyStaticSections(table)
        for prototypes in children("prototypes") {
            for cell in prototypes.children {
                // ibtool only warns about a prototype without an identifier and leaves it out of
                // the compiled storyboard: no code can dequeue it.
                guard let identifier = cell.attributes["reuseIdentifier"] else { continue }
                let template = IBTemplate(loader: loader, element: cell)
                table.cellTemplates[identifier] = { try template.make() as? UITableViewCell }
            }
        }
    }

    mutating func applyTableCell(_ cell: UITableViewCell) {
        accept("style", "reuseIdentifier")
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator,
            "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if let accessory = choice("accessoryType", accessories) { cell.accessoryType = accessory }
        let selections: [String: UITableViewCell.SelectionStyle] = [
            "none": .none, "blue": .blue, "gray": .gray, "default": .default,
        ]
        if let selection = choice("selectionStyle", selections) { cell.selectionStyle = selection }
        if let accessory = choice("editingAccessoryType", accessories) { cell.editingAccessoryType = accessory }
        // iOS 3 replaced `hidesAccessoryWhenEditing` with the editing accessory (above): UIKit
        // ignores the attribute, which Interface Builder still writes (`NO`) on older cells.
        accept("hidesAccessoryWhenEditing")
        if let level = number("indentationLevel") { cell.indentationLevel = Int(level) }
        if let width = number("indentationWidth") { cell.indentationWidth = width }
        accept("rowHeight")  // the table's row height for the prototype in the editor; the table's rowHeight applies
        if let inset = child("inset", key: "separatorInset").flatMap({ value(of: $0) as? UIEdgeInsets }) {
            cell.separatorInset = inset
        }
        // A cell of a built-in style has its labels already: the document's describe them.
        let builtIn: [(String, UIView?)] = [
            ("textLabel", cell.textLabel), ("detailTextLabel", cell.detailTextLabel), ("imageView", cell.imageView),
        ]
        for (key, view) in builtIn {
            guard let id = string(key), let view else { continue }
            loader.objects[id] = view
            loader.builtInViews.insert(id)
        }
        if let content = keyed("contentView") { adoptExisting(cell.contentView, content) }
    }

    mutating func applyCollection(_ collection: UICollectionView) {
        accept("dataMode")
        let flowLayout = child("collectionViewFlowLayout", key: "collectionViewLayout")
        let customLayout = child("collectionViewLayout", key: "collectionViewLayout")
        if let layout = flowLayout ?? customLayout {
            do {
                guard let made = try loader.object(for: layout) as? UICollectionViewLayout else {
                    return loader.fail(layout, "<\(layout.name)> is not a collection view layout")
                }
                collection.collectionViewLayout = made
            } catch {
                return loader.fail(layout, error: error)
            }
        }
        for cells in children("cells") {
            for cell in cells.children {
                // Left out as ibtool leaves it out (a warning): no code can dequeue it.
                guard let identifier = cell.attributes["reuseIdentifier"] else { continue }
                let template = IBTemplate(loader: loader, element: cell)
                guard cell.name == "collectionViewCell" else {
                    return loader.fail(cell, "<\(cell.name)> is not a collection view cell")
                }
                collection.cellTemplates[identifier] = { try template.make() as? UICollectionViewCell }
            }
        }
        for (key, kind) in [
            ("sectionHeaderView", UICollectionView.elementKindSectionHeader),
            ("sectionFooterView", UICollectionView.elementKindSectionFooter),
        ] {
            guard let view = keyed(key), let identifier = view.attributes["reuseIdentifier"] else { continue }
            let template = IBTemplate(loader: loader, element: view)
            collection.supplementaryTemplates["\(kind)/\(identifier)"] = {
                try template.make() as? UICollectionReusableView
            }
        }
    }

    mutating func applyFlowLayout(_ flow: UICollectionViewFlowLayout) {
        let directions: [String: UICollectionView.ScrollDirection] = ["vertical": .vertical, "horizontal": .horizontal]
        if let direction = choice("scrollDirection", directions) { flow.scrollDirection = direction }
        if let spacing = number("minimumLineSpacing") { flow.minimumLineSpacing = spacing }
        if let spacing = number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = spacing }
        if let size = keyed("itemSize").flatMap({ value(of: $0) as? CGSize }) { flow.itemSize = size }
        if let size = keyed("estimatedItemSize").flatMap({ value(of: $0) as? CGSize }) { flow.estimatedItemSize = size }
        // Interface Builder's "Estimate Size: Automatic" (the default of iOS 13's Xcode).
        if bool("automaticEstimatedItemSize") == true {
            flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        if let size = keyed("headerReferenceSize").flatMap({ value(of: $0) as? CGSize }) {
            flow.headerReferenceSize = size
        }
        if let size = keyed("footerReferenceSize").flatMap({ value(of: $0) as? CGSize }) {
            flow.footerReferenceSize = size
        }
        if let inset = keyed("sectionInset").flatMap({ value(of: $0) as? UIEdgeInsets }) { flow.sectionInset = inset }
    }

    /// The flow keys of a flow layout element whose custom class is another layout: read past, as
    /// iOS's nib loader makes the custom class with `init(coder:)`, which does not decode them.
    mutating func passOverFlowKeys() {
        accept(
            "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing", "automaticEstimatedItemSize")
        for key in ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize", "sectionInset"] {
            _ = keyed(key)
        }
    }

    mutating func applyCollectionCell(_ cell: UICollectionViewCell) {
        accept("reuseIdentifier")
        _ = child("size", key: "customSize")  // the cell's size on the editor's canvas; the layout sizes it
        if let content = keyed("contentView") { adoptExisting(cell.contentView, content) }
    }

    /// Applies `element` to `view`, which its parent already made (a cell's content view).
    private func adoptExisting(_ view: UIView, _ element: IBElement) {
        do {
            try loader.adopt(view, element: element)
        } catch {
            loader.fail(element, error: error)
        }
    }
}

/// An element that makes a new object each time (a prototype cell, dequeued many times): each
/// object is made by a loader of its own over the same document, then connected and awoken.
@MainActor struct IBTemplate {
    let document: IBDocument
    let modules: [String]
    let bundle: Bundle?
    let element: IBElement

    init(loader: IBLoader, element: IBElement) {
        document = loader.document
        modules = loader.modules
        bundle = loader.bundle
        self.element = element
    }

    func make() throws -> AnyObject {
        let loader = IBLoader(document: document, modules: modules, bundle: bundle)
        let object = try loader.object(for: element)
        try loader.finish(awakingFrom: 0)
        return object
    }
}
