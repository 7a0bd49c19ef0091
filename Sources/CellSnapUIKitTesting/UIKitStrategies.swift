// The app's asset catalogs are registered in a test's set-up (`AssetCatalogs.register(at:)`), so
// that `UIColor(named:)` and `UIImage(named:)` in the app's code find them.
@_exported import AssetCatalog
import CellModel
@_exported import CellSnapTesting
@_exported import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import ImageDiff
import Rendering
import Testing

extension UIView {
    /// Installs the renderer's text engine as ``UIView/cellSnapTextMeasurer`` when none is set, so
    /// that views laid out directly, outside a strategy (`layoutIfNeeded()`,
    /// `systemLayoutSizeFitting`), measure text as the renders do. The strategies bring their own
    /// measurer to each conversion; call this before laying views out by hand. When the engine
    /// cannot be made (the fonts cannot be loaded), the error is written to standard error and
    /// nothing is installed.
    public static func cellSnapInstallTextMeasurer() {
        guard cellSnapTextMeasurer == nil else { return }
        do {
            cellSnapTextMeasurer = try TextEngine.current()
        } catch {
            FileHandle.standardError.write(Data("UIView.cellSnapInstallTextMeasurer(): \(error)\n".utf8))
        }
    }

    /// `body`, a conversion, run with the renderer's text engine measuring its views' text (see
    /// ``UIView/cellSnapMeasuringText(with:_:)``); the engine's error when it cannot be made.
    static func convertingWithRendererText<T>(_ body: () throws -> T) throws -> T {
        try cellSnapMeasuringText(with: TextEngine.current(), body)
    }
}

extension Snapshotting where Value: UICollectionViewCell {
    /// The cell drawn as a plain list row `width` points wide, with `traits` (unspecified traits at
    /// an iPhone's defaults: light, Large, left to right, 3x): the cell's configuration update runs
    /// for those traits, the cell becomes CellModel's `ListCell` (``UICollectionViewCell/cellSnapListCell(traits:)``)
    /// and is rendered by the `ListCell` strategy, so it is byte for byte the CellModel cell's image.
    /// Assert on the main actor, as UIKit code runs.
    ///
    /// ```swift
    /// @Test @MainActor func wifiCell() {
    ///     let cell = UICollectionViewListCell()
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = "Wi-Fi"
    ///     cell.contentConfiguration = content
    ///     assertSnapshot(of: cell, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// }
    /// ```
    public static func image(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCell>.image(width: width, tolerance: tolerance).pullback { cell in
            try onMainActor(cell) {
                try UIView.convertingWithRendererText { try cell.cellSnapListCell(traits: traits, width: width) }
            }
        }
    }

    /// The cell's placed layout tree as text, exact frames included.
    public static func layout(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        Snapshotting<ListCell>.layout(width: width).pullback { cell in
            try onMainActor(cell) {
                try UIView.convertingWithRendererText { try cell.cellSnapListCell(traits: traits, width: width) }
            }
        }
    }
}

extension Snapshotting where Value: UITableViewCell {
    /// The table view cell drawn as a plain list row `width` points wide, with `traits`, as the
    /// collection view cell strategy draws (the legacy labels as a list content configuration of
    /// the cell's style).
    public static func image(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCell>.image(width: width, tolerance: tolerance).pullback { cell in
            try onMainActor(cell) {
                try UIView.convertingWithRendererText { try cell.cellSnapListCell(traits: traits, width: width) }
            }
        }
    }
}

/// A collection view's content: a list, or a collection of sections; for a view controller
/// without either, or whose list has no items, its screen.
enum CollectionContent: Sendable {
    case list(ListDescription)
    case collection(CollectionDescription)
    case screen(LaidOutValue)

    @MainActor init(_ collectionView: UICollectionView, width: Double, traits: UITraitCollection) throws {
        if (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.cellSnapIsList == true {
            self = .list(try collectionView.cellSnapListDescription(traits: traits, width: width))
        } else {
            self = .collection(try collectionView.cellSnapCollectionDescription(width: width, traits: traits))
        }
        showBehind(collectionView, traits: traits)
    }

    /// Where `view`'s own background is clear, the background of its nearest ancestor that is
    /// not, as the list's: on screen that colour shows through it, and the content drawn alone
    /// would otherwise stand on nothing (a clear collection view on a black controller's view
    /// would lose its white titles).
    @MainActor mutating func showBehind(_ view: UIView, traits: UITraitCollection) {
        guard let behind = view.cellSnapBackgroundBehind(traits: traits) else { return }
        switch self {
        case .list(var list):
            list.backgroundColor = behind
            self = .list(list)
        case .collection(var collection):
            collection.background = behind
            self = .collection(collection)
        case .screen: break
        }
    }

    static func layout(width: Double) -> Snapshotting<CollectionContent> {
        Snapshotting<CollectionContent>(name: "layout") { content in
            switch content {
            case .list(let list): try Snapshotting<ListDescription>.layout(width: width).snapshot(list)
            case .collection(let collection):
                try Snapshotting<CollectionDescription>.layout(width: width).snapshot(collection)
            case .screen(let screen): try Snapshotting<LaidOutValue>.layout.snapshot(screen)
            }
        }
    }

    static func image(width: Double, tolerance: Tolerance) -> Snapshotting<CollectionContent> {
        Snapshotting<CollectionContent>(name: "", tolerance: tolerance) { content in
            switch content {
            case .list(let list):
                try Snapshotting<ListDescription>.image(width: width, tolerance: tolerance).render(list)
            case .collection(let collection):
                try Snapshotting<CollectionDescription>.image(width: width, tolerance: tolerance).render(collection)
            case .screen(let screen): try Snapshotting<LaidOutValue>.image(tolerance: tolerance).render(screen)
            }
        }
    }
}

extension Snapshotting where Value: UICollectionView {
    /// The collection view drawn `width` points wide at its whole content height, with `traits`:
    /// every section and cell from its data source, in their selection, editing and swiped state
    /// (``UICollectionView/cellSnapListDescription(traits:)`` for a list layout,
    /// ``UICollectionView/cellSnapCollectionDescription(width:traits:)`` for a layout of sections).
    /// A collection view whose background is clear is drawn on the background of its nearest
    /// ancestor that is not, as that shows through it on screen.
    public static func image(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        CollectionContent.image(width: width, tolerance: tolerance).pullback { collectionView in
            try onMainActor(collectionView) {
                try UIView.convertingWithRendererText {
                    try CollectionContent(collectionView, width: width, traits: traits)
                }
            }
        }
    }

    /// The collection view's placed layout tree as text, exact frames included: every section,
    /// header, cell and separator as the image strategy places them.
    public static func layout(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        CollectionContent.layout(width: width).pullback { collectionView in
            try onMainActor(collectionView) {
                try UIView.convertingWithRendererText {
                    try CollectionContent(collectionView, width: width, traits: traits)
                }
            }
        }
    }
}

extension Snapshotting where Value: UIViewController {
    /// The view controller's list at its whole content height (its view is loaded first, and a
    /// controller of its own appears, as in a window, before its list is read): its collection
    /// view as the collection view strategy draws it, or, without one, its table view as the
    /// table view strategy draws it, when the view shows nothing else (a tab bar or navigation
    /// controller's shown child's list, found after the container's first layout pass, as in a
    /// launched app's window). A view that shows
    /// more than its list (a header above it, a bar, a button floating over it, a layer of its
    /// own, such as a gradient, under a clear list) is drawn as its
    /// screen, made as much taller as the list's content overflows the list, so that everything
    /// is drawn where its frame puts it and the list shows all of its content. A controller
    /// with neither list, or whose list has no items (an empty list has no content height), is
    /// drawn as its screen: the root of a window `width` points wide and as tall as its view (852
    /// pt, the default screen's height, when its view has no height), without a safe area.
    public static func image(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        CollectionContent.image(width: width, tolerance: tolerance).pullback { controller in
            try onMainActor(controller) {
                try UIView.convertingWithRendererText {
                    try CollectionContent(controller, width: width, traits: traits)
                }
            }
        }
    }

    /// The view controller's collection view (its view is loaded first) as the collection view's
    /// layout strategy gives it: the placed layout tree as text, exact frames included.
    public static func layout(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        CollectionContent.layout(width: width).pullback { controller in
            try onMainActor(controller) {
                try UIView.convertingWithRendererText {
                    try CollectionContent(controller, width: width, traits: traits)
                }
            }
        }
    }
}

extension Snapshotting where Value: UITableView {
    /// The table view drawn `width` points wide at its whole content height, with `traits`: every
    /// section and row from its data source, in their selection and editing state, with its
    /// headers and footers (``UITableView/cellSnapListDescription(traits:width:)``). A table whose
    /// background is clear is drawn on the background of its nearest ancestor that is not, as
    /// that shows through it on screen.
    public static func image(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListDescription>.image(width: width, tolerance: tolerance).pullback { tableView in
            try onMainActor(tableView) {
                var list = try UIView.convertingWithRendererText {
                    try tableView.cellSnapListDescription(traits: traits, width: width)
                }
                if let behind = tableView.cellSnapBackgroundBehind(traits: traits) { list.backgroundColor = behind }
                return list
            }
        }
    }

    /// The table view's placed layout tree as text, exact frames included.
    public static func layout(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        Snapshotting<ListDescription>.layout(width: width).pullback { tableView in
            try onMainActor(tableView) {
                try UIView.convertingWithRendererText {
                    try tableView.cellSnapListDescription(traits: traits, width: width)
                }
            }
        }
    }
}

extension Snapshotting where Value: UIViewController {
    /// The view controller's screen, `size` points large, as a window shows it: the controller is
    /// the root of a window of that size with `traits` (unspecified traits at an iPhone's defaults:
    /// light, Large, left to right, 3x), which makes it appear (`viewWillAppear(_:)`, the layout
    /// pass, `viewDidAppear(_:)`); then every view is drawn where its frame puts it, each collection
    /// or table view at rest (scrolled to the top) and clipped to its bounds.
    ///
    /// ```swift
    /// @Test @MainActor func settingsScreen() {
    ///     assertSnapshot(of: UIViewController(), as: .screen(size: CGSize(width: 390, height: 844)))
    /// }
    /// ```
    public static func screen(
        size: CGSize = CGSize(width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight),
        traits: UITraitCollection = UITraitCollection(),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting<LaidOutValue>.image(tolerance: tolerance).pullback { controller in
            try onMainActor(controller) { try ScreenCapture.shown(controller, size: size, traits: traits) }
        }
    }

    /// The view controller's screen as ``screen(size:traits:tolerance:)`` draws it, as its placed
    /// layout tree in text: every view's frame, exact.
    public static func screenLayout(
        size: CGSize = CGSize(width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight),
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        Snapshotting<LaidOutValue>.layout.pullback { controller in
            try onMainActor(controller) { try ScreenCapture.shown(controller, size: size, traits: traits) }
        }
    }
}

extension Snapshotting where Value: UIView {
    /// The view and its subviews as they are laid out at its current size (a layout pass runs
    /// first), with `traits`; collection and table views at rest, clipped to their bounds.
    public static func screen(traits: UITraitCollection = UITraitCollection(), tolerance: Tolerance = .exact)
        -> Snapshotting
    {
        Snapshotting<LaidOutValue>.image(tolerance: tolerance).pullback { view in
            try onMainActor(view) { try ScreenCapture.drawn(view, traits: traits) }
        }
    }
}

/// Shows view controllers in windows and captures views for the screen strategies.
@MainActor enum ScreenCapture {
    /// `controller` as the root of a key window `size` points large with `traits`, captured.
    static func shown(_ controller: UIViewController, size: CGSize, traits: UITraitCollection) throws -> LaidOutValue {
        try UIView.convertingWithRendererText {
            let window = controller.view.window ?? UIWindow(frame: CGRect(origin: .zero, size: size))
            window.frame = CGRect(origin: .zero, size: size)
            window.cellSnapTraits = traits
            if window.rootViewController !== controller { window.rootViewController = controller }
            let formerKeyWindow = UIApplication.shared.keyWindow
            window.makeKeyAndVisible()
            // The window that was key (an app's launched window) is key again afterwards.
            defer { if formerKeyWindow !== window { formerKeyWindow?.makeKey() } }
            return try drawn(window, traits: traits)
        }
    }

    /// `view` laid out at its size and captured with `traits` over its own.
    static func drawn(_ view: UIView, traits: UITraitCollection) throws -> LaidOutValue {
        try UIView.convertingWithRendererText {
            let screen = try view.cellSnapScreen(traits: traits)
            return LaidOutValue(node: screen.node, width: screen.size.width, traits: screen.traits)
        }
    }
}

/// Runs `body`, the UIKit work of a snapshot of `value`, on the main actor, where UIKit code runs
/// (``CellSnapMainActor``): at once on it; waiting for the main queue in a Swift Testing test
/// that is not `@MainActor`; elsewhere off it (a thread of the test's own) the snapshot fails,
/// saying to mark the test `@MainActor`. It never traps.
func onMainActor<T: Sendable>(_ value: Any, _ body: @MainActor () throws -> T) throws -> T {
    try CellSnapMainActor.run("a \(type(of: value))", mayWaitForMainQueue: Test.current != nil, body)
}

extension UIView {
    /// The colour that shows through the view where its own background is clear (alpha 0): the
    /// background of its nearest ancestor that is not clear, resolved with the view's traits and
    /// `traits`; `nil` when its background is not clear or no ancestor has one.
    @MainActor func cellSnapBackgroundBehind(traits: UITraitCollection) -> DynamicColor? {
        let resolved = UITraitCollection(traitsFrom: [traitCollection, traits])
        guard let own = backgroundColor, own.cellSnapIsClear(in: resolved) else { return nil }
        var ancestor = superview
        while let view = ancestor {
            if let color = view.backgroundColor, !color.cellSnapIsClear(in: resolved) {
                return color.cellSnapColor(traits: resolved.cellSnapTraits)
            }
            ancestor = view.superview
        }
        return nil
    }
}

extension UIColor {
    /// Whether the colour is clear (alpha 0) resolved with `traits`.
    @MainActor func cellSnapIsClear(in traits: UITraitCollection) -> Bool {
        var alpha: CGFloat = 0
        _ = resolvedColor(with: traits).getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha == 0
    }
}
