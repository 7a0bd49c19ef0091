// What the tenth body of public list code (body AI, type-checked and run) stopped on: the drop
// delegates' preview parameters, a diffable data source's index titles, app group containers,
// colours in a colour space, item providers of files, method swizzling, and index paths sorted by
// "self".
import CellLayout
import CellSnapFoundation
import Foundation
import Primitives
import Testing

@testable import CellSnapUIKit

/// A drop delegate that implements only the drop.
final class DropOnlyDelegate: NSObject, UICollectionViewDropDelegate, UITableViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {}
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
}

/// A diffable data source subclass with an index, as apps write one.
final class IndexedLetters: UICollectionViewDiffableDataSource<String, String> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
    override func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    )
        -> IndexPath
    { IndexPath(item: 0, section: index == 0 ? 0 : 1) }
}

@MainActor @Suite struct PublicCodeRoundThirtyTests {
    @Test func dropDelegatesWithoutPreviewParametersShowTheCellAsItIs() {
        let delegate = DropOnlyDelegate()
        let path = IndexPath(item: 0, section: 0)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(delegate.collectionView(collection, dropPreviewParametersForItemAt: path) == nil)
        #expect(delegate.tableView(UITableView(), dropPreviewParametersForRowAt: path) == nil)
    }

    /// The index a diffable data source subclass gives is drawn along the trailing edge with a
    /// table's section index figures (16 pt column, titles 14 pt apart, centred in the visible
    /// height), in both directions.
    @Test(arguments: [false, true])
    func aDiffableDataSourceSubclassGivesItsIndexAndTheCollectionViewDrawsIt(rightToLeft: Bool) throws {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = IndexedLetters(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["Anna"], toSection: "A")
        snapshot.appendItems(["Ben"], toSection: "B")
        dataSource.apply(snapshot, animatingDifferences: false)
        let asked: any UICollectionViewDataSource = dataSource
        #expect(asked.indexTitles(for: collection) == ["A", "B"])
        #expect(asked.collectionView(collection, indexPathForIndexTitle: "B", at: 1) == IndexPath(item: 0, section: 1))
        let layout = try ControlFixtures.layout(collection, rightToLeft: rightToLeft)
        let titles = layout.root.allNodes.compactMap { node -> (String, Rect)? in
            guard node.role == NodeRole("sectionIndex").appending(.text), case .text(let title, _) = node.content
            else { return nil }
            return (title, node.frame)
        }
        let x: Double = rightToLeft ? 0 : 304
        #expect(titles.map(\.0) == ["A", "B"])
        #expect(
            titles.map(\.1) == [
                Rect(x: x, y: 186, width: 16, height: 14), Rect(x: x, y: 200, width: 16, height: 14),
            ])
    }

    @Test func anAppGroupsContainerIsAFolderOfItsOwn() throws {
        let url = try #require(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.cellsnap-tests"))
        #expect(url.path.hasSuffix("/Library/Group Containers/group.com.example.cellsnap-tests"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
        for bad in ["", "..", "a/b"] {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: bad) == nil)
        }
    }

    /// Components in a space, and the sRGB components the colour holds.
    nonisolated static let colourFixtures: [(String?, [CGFloat], [CGFloat]?)] = [
        (nil, [0, 0.5, 0.25, 1], [0, 0.5, 0.25, 1]),
        ("kCGColorSpaceSRGB", [1, 0, 0, 0.5], [1, 0, 0, 0.5]),
        ("kCGColorSpaceGenericGrayGamma2_2", [0.25, 1], [0.25, 0.25, 0.25, 1]),
        ("kCGColorSpaceLinearSRGB", [0, 1, 0.214_041_14, 1], [0, 1, 0.5, 1]),
        ("kCGColorSpaceDisplayP3", [1, 1, 1, 1], [1, 1, 1, 1]),
        ("kCGColorSpaceAdobeRGB1998", [1, 0, 0, 1], nil),
    ]

    @Test(arguments: 0..<colourFixtures.count)
    func aColourFromComponentsInASpaceHoldsItsSRGBComponents(_ index: Int) throws {
        let (name, components, expected) = Self.colourFixtures[index]
        let space = try #require(name.map { CGColorSpace(name: $0 as CFString) } ?? CGColorSpaceCreateDeviceRGB())
        let color = CGColor(colorSpace: space, components: components)
        guard let expected else { return #expect(color == nil) }
        let held = try #require(color?.components)
        #expect(zip(held, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(held)")
    }

    @Test func displayP3sRedOutsideSRGBIsClampedToSRGBsRed() throws {
        let space = try #require(CGColorSpace(name: "kCGColorSpaceDisplayP3" as CFString))
        let red = try #require(CGColor(colorSpace: space, components: [1, 0, 0, 1]))
        let rounded = red.components?.map { ($0 * 1e6).rounded() / 1e6 }
        #expect(rounded == [1, 0, 0, 1])
    }

    @Test func anItemProviderOfAFileGivesItUnderItsType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Photo.png")
        try Data([1, 2, 3]).write(to: file)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.suggestedName == "Photo")
        nonisolated(unsafe) var loaded: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, _ in loaded = data }
        #expect(loaded == Data([1, 2, 3]))
        let other = folder.appendingPathComponent("notes.unknownext")
        try Data().write(to: other)
        #expect(NSItemProvider(contentsOf: other)?.registeredTypeIdentifiers == ["public.data"])
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
    }

    @Test func swizzlingFindsMethodsAndExchangesNothing() throws {
        let layout = Selector("layoutSubviews")
        let original = try #require(class_getInstanceMethod(UIView.self, layout))
        let replacement = try #require(class_getInstanceMethod(UIView.self, Selector("setNeedsLayout")))
        #expect(class_getInstanceMethod(UIView.self, Selector("noSuchMethod")) == nil)
        #expect(class_getInstanceMethod(nil, layout) == nil)
        // A private UIKit method, which iOS's UIScrollView has (a library's workaround swizzles it).
        #expect(class_getInstanceMethod(UIScrollView.self, Selector("_adjustContentOffsetIfNecessary")) != nil)
        #expect(class_getInstanceMethod(NSObject.self, Selector("_private")) == nil)
        let added = class_addMethod(
            UIView.self, layout, method_getImplementation(replacement), method_getTypeEncoding(replacement))
        #expect(!added)
        method_exchangeImplementations(original, replacement)
        #expect(class_getInstanceMethod(UIView.self, layout) == original)
        #expect(method_getImplementation(original).method == original)
    }

    @Test func indexPathsSortBySelf() {
        let paths = [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 5, section: 0)]
        let sorted = NSMutableArray(array: paths).sortedArray(using: [NSSortDescriptor(key: "self", ascending: false)])
        #expect(
            sorted.compactMap { $0 as? IndexPath }
                == [IndexPath(item: 0, section: 1), IndexPath(item: 5, section: 0), IndexPath(item: 2, section: 0)])
    }
}
