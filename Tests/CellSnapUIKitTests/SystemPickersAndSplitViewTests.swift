// The font and document pickers (presented, their views refused, finished by the delegate as a
// person would), an image's accessibility, and the split view controller's delegate asked where
// UIKit asks it when the split view collapses, and iOS 8-13's display mode names.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct SystemPickersAndSplitViewTests {
    final class TypefaceScreen: UIViewController, UIFontPickerViewControllerDelegate {
        var picked: UIFontDescriptor?
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            picked = viewController.selectedFontDescriptor
        }
    }

    @Test func theFontPickerKeepsACopyOfItsConfiguration() throws {
        let configuration = UIFontPickerViewController.Configuration()
        #expect(!configuration.includeFaces && !configuration.displayUsingSystemFont)
        #expect(configuration.filteredTraits == [] && configuration.filteredLanguagesPredicate == nil)
        configuration.includeFaces = true
        configuration.filteredTraits = [.classModernSerifs]
        configuration.filteredLanguagesPredicate =
            UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["ja"])
        let picker = UIFontPickerViewController(configuration: configuration)
        configuration.includeFaces = false
        #expect(picker.configuration.includeFaces)
        #expect(picker.configuration.filteredTraits == [.classModernSerifs])
        #expect(picker.configuration !== picker.configuration)
        let predicate = try #require(picker.configuration.filteredLanguagesPredicate)
        #expect(predicate.evaluate(with: UIFontDescriptor(name: "Georgia", size: 12)))
        #expect(!predicate.evaluate(with: "Georgia"))
        #expect(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: []) == nil)
        #expect(UIFontPickerViewController().configuration.includeFaces == false)

        let screen = TypefaceScreen()
        picker.delegate = screen
        screen.present(picker, animated: false)
        #expect(screen.presentedViewController === picker && picker.selectedFontDescriptor == nil)
        picker.delegate?.fontPickerViewControllerDidCancel(picker)
        #expect(screen.picked == nil)
        picker.selectedFontDescriptor = UIFontDescriptor(name: "Georgia", size: 12)
        picker.delegate?.fontPickerViewControllerDidPickFont(picker)
        #expect(screen.picked?.postscriptName == "Georgia")
        let error = try #require(throws: CellSnapUIKitError.self) { try picker.view.cellSnapScreen() }
        #expect(error.call == "UIFontPickerViewController's view")
    }

    final class FilesScreen: UIViewController, UIDocumentPickerDelegate {
        var picked: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
            picked.append(url)
        }
    }

    @Test func theDocumentPickerKeepsItsModeAndTypes() throws {
        let importer = UIDocumentPickerViewController(documentTypes: ["public.pdf"], in: .import)
        #expect(importer.documentPickerMode == .import && importer.documentTypes == ["public.pdf"])
        #expect(!importer.allowsMultipleSelection && !importer.shouldShowFileExtensions && importer.directoryURL == nil)
        let file = URL(fileURLWithPath: "/tmp/Notes.txt")
        let cases: [(UIDocumentPickerViewController, UIDocumentPickerMode)] = [
            (UIDocumentPickerViewController(forExporting: [file]), .moveToService),
            (UIDocumentPickerViewController(forExporting: [file], asCopy: true), .exportToService),
            (UIDocumentPickerViewController(url: file, in: .moveToService), .moveToService),
            (UIDocumentPickerViewController(urls: [file, file], in: .exportToService), .exportToService),
        ]
        for (picker, mode) in cases {
            #expect(picker.documentPickerMode == mode && !picker.exportedURLs.isEmpty && picker.documentTypes.isEmpty)
        }
        // A delegate of the iOS 8 method is told the first URL, as UIKit tells it.
        let screen = FilesScreen()
        importer.delegate = screen
        importer.delegate?.documentPicker(importer, didPickDocumentsAt: [file, URL(fileURLWithPath: "/tmp/b")])
        importer.delegate?.documentPickerWasCancelled(importer)
        #expect(screen.picked == [file])
        #expect(UIDocumentPickerMode.exportToService.rawValue == 2)
        let error = try #require(throws: CellSnapUIKitError.self) { try importer.view.cellSnapScreen() }
        #expect(error.call == "UIDocumentPickerViewController's view")
    }

    @Test func anImageKeepsItsAccessibility() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        #expect(image.accessibilityLabel == nil && !image.isAccessibilityElement && image.accessibilityTraits == .none)
        image.accessibilityLabel = "Favourite"
        image.accessibilityHint = "Adds to favourites"
        image.accessibilityIdentifier = "favourite"
        image.accessibilityTraits = .image
        #expect(image.accessibilityLabel == "Favourite" && image.accessibilityHint == "Adds to favourites")
        #expect(image.accessibilityIdentifier == "favourite" && image.accessibilityTraits == .image)
        #expect(image == UIImage(systemName: "star.fill"))
    }

    /// Records what the split view asks and answers as a test says.
    final class Recorder: NSObject, UISplitViewControllerDelegate {
        var asked: [String] = []
        var topColumn: UISplitViewController.Column?
        var collapsesSecondary = false
        var takesShowDetail = false
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            asked.append("top \(proposedTopColumn)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { asked.append("collapsed") }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            asked.append("collapse secondary")
            return collapsesSecondary
        }
        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
            asked.append("primary")
            return nil
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
        ) -> Bool {
            asked.append("show detail")
            return takesShowDetail
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            asked.append("will show \(column)")
        }
        func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
            -> UIInterfaceOrientationMask
        { .portrait }
    }

    func laidOut(_ split: UISplitViewController) -> UISplitViewController {
        split.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        split.view.setNeedsLayout()
        split.view.layoutIfNeeded()
        return split
    }

    /// A split view of columns asks for its top column when it collapses, proposing the secondary
    /// (or the column the app showed), and shows the delegate's answer; then says it collapsed.
    @Test(arguments: [nil, UISplitViewController.Column.primary])
    func columnsCollapseToTheDelegatesColumn(answer: UISplitViewController.Column?) {
        let recorder = Recorder()
        recorder.topColumn = answer
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.delegate = recorder
        _ = laidOut(split)
        #expect(recorder.asked == ["top secondary", "collapsed"])
        #expect(split.isShowing(answer ?? .secondary))
        #expect((answer == nil ? detail : list).view.superview === split.view)
        #expect(split.supportedInterfaceOrientations == .portrait)
        split.view.setNeedsLayout()
        split.view.layoutIfNeeded()
        #expect(recorder.asked.count == 2)  // it collapses once

        let chosen = Recorder()
        let shown = UISplitViewController(style: .doubleColumn)
        shown.setViewController(UIViewController(), for: .primary)
        shown.setViewController(UIViewController(), for: .secondary)
        shown.delegate = chosen
        shown.show(.primary)
        _ = laidOut(shown)
        #expect(chosen.asked == ["will show primary", "top primary", "collapsed"])
        #expect(UISplitViewController().supportedInterfaceOrientations == .allButUpsideDown)
    }

    /// A classic split view's primary navigation controller takes the secondary (its stack pushed,
    /// the detail on top), unless the delegate collapses it, which discards it.
    @Test(arguments: [false, true]) func classicSplitViewsCollapseTheSecondary(delegateCollapses: Bool) {
        let recorder = Recorder()
        recorder.collapsesSecondary = delegateCollapses
        let list = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: detail)]
        split.delegate = recorder
        _ = laidOut(split)
        #expect(recorder.asked == ["primary", "collapse secondary"])
        #expect(primary.viewControllers == (delegateCollapses ? [list] : [list, detail]))
        #expect(split.viewControllers == [primary])
        #expect(primary.view.superview === split.view)
    }

    /// Without a delegate a classic split view collapses as UIKit's does: the detail on top.
    @Test func withoutADelegateTheDetailIsOnTop() {
        let list = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [primary, detail]
        _ = laidOut(split)
        #expect(primary.topViewController === detail && detail.navigationController === primary)
    }

    /// `showDetailViewController` asks the delegate first; a delegate that shows it itself keeps
    /// the split view's columns as they were.
    @Test func theDelegateMayShowADetailItself() {
        let recorder = Recorder()
        recorder.takesShowDetail = true
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.delegate = recorder
        split.showDetailViewController(UIViewController(), sender: nil)
        #expect(recorder.asked == ["show detail"])
        #expect(split.viewController(for: .secondary) == nil)
        recorder.takesShowDetail = false
        split.showDetailViewController(UIViewController(), sender: nil)
        #expect(split.viewController(for: .secondary) != nil && split.isShowing(.secondary))
    }

    @Test func aPopoverControllerIsPresentedAndNotDrawn() {
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 320, height: 200)
        let popover = UIPopoverController(contentViewController: content)
        #expect(popover.popoverContentSize == CGSize(width: 320, height: 200) && !popover.isPopoverVisible)
        popover.present(
            from: CGRect(x: 0, y: 0, width: 10, height: 10), in: UIView(), permittedArrowDirections: [.down, .left],
            animated: false)
        #expect(popover.isPopoverVisible && popover.popoverArrowDirection == .down)
        popover.dismiss(animated: false)
        #expect(!popover.isPopoverVisible && popover.popoverArrowDirection == .unknown)
    }

    final class SampleTextScreen: UIViewController, UITextFormattingCoordinatorDelegate {
        let sample = UILabel()
        var seen: [[NSAttributedString.Key: Any]] = []
        override func updateTextAttributes(
            conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
        ) {
            let attributes: [NSAttributedString.Key: Any] = [.font: sample.font as Any, .kern: 1.5]
            let converted = conversionHandler(attributes)
            seen.append(converted)
            sample.font = converted[.font] as? UIFont ?? sample.font
        }
    }

    @Test func theTextFormattingCoordinatorCarriesAPickedFontToItsDelegate() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let screen = SampleTextScreen()
        screen.sample.font = .systemFont(ofSize: 17)
        let coordinator = UITextFormattingCoordinator(for: scene)
        #expect(coordinator.windowScene === scene && coordinator.delegate == nil)
        coordinator.delegate = screen
        coordinator.setSelectedAttributes([.font: screen.sample.font as Any], isMultiple: false)
        #expect(!UITextFormattingCoordinator.isFontPanelVisible)
        UITextFormattingCoordinator.toggleFontPanel(screen)
        #expect(!UITextFormattingCoordinator.isFontPanelVisible)

        let picker = UIFontPickerViewController()
        picker.delegate = coordinator
        picker.delegate?.fontPickerViewControllerDidCancel(picker)
        picker.delegate?.fontPickerViewControllerDidPickFont(picker)
        #expect(screen.seen.isEmpty)
        picker.selectedFontDescriptor = UIFontDescriptor(name: "Courier", size: 12)
        picker.delegate?.fontPickerViewControllerDidPickFont(picker)
        #expect(screen.seen.count == 1 && screen.seen.first?[.kern] as? Double == 1.5)
        let picked = UIFont(descriptor: UIFontDescriptor(name: "Courier", size: 12), size: 17)
        #expect(screen.sample.font.fontName == picked.fontName && screen.sample.font.pointSize == 17)
        #expect(UITextFormattingCoordinator(windowScene: scene).windowScene === scene)
    }

    @Test func theIOS8DisplayModeNamesAreTodaysModes() {
        let modes: [UISplitViewController.DisplayMode] = [.primaryHidden, .allVisible, .primaryOverlay]
        #expect(modes == [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary])
        #expect(modes.map(\.rawValue) == [1, 2, 3])
        let split = UISplitViewController()
        split.preferredDisplayMode = .allVisible
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
    }
}
