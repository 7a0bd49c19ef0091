// Types round 11 added beside documents and drag and drop: 3D Touch previewing, percent-driven
// transitions, the large content viewer, popover source items, keyboards, TextKit 2 ranges and
// FileWrapper.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct AbsentTypesRoundElevenTests {
    final class Peeker: UIViewController, UIViewControllerPreviewingDelegate {
        var committed: [UIViewController] = []
        func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        ) -> UIViewController? { location.y < 44 ? UIViewController() : nil }
        func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
        ) { committed.append(viewControllerToCommit) }
    }

    @Test func previewingRegistersASourceViewAndKeepsItsActions() throws {
        let peeker = Peeker()
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        let context = peeker.registerForPreviewing(with: peeker, sourceView: list)
        #expect(context.sourceView === list && context.sourceRect == list.bounds && context.delegate === peeker)
        #expect(
            list.gestureRecognizers?.contains { $0 === context.previewingGestureRecognizerForFailureRelationship }
                == true)
        let peeked = try #require(
            context.delegate.previewingContext(context, viewControllerForLocation: CGPoint(x: 4, y: 20)))
        #expect(context.delegate.previewingContext(context, viewControllerForLocation: CGPoint(x: 4, y: 60)) == nil)
        context.delegate.previewingContext(context, commit: peeked)
        #expect(peeker.committed.count == 1)
        peeker.unregisterForPreviewing(withContext: context)
        #expect(list.gestureRecognizers?.isEmpty ?? true)

        var ran: [String] = []
        let share = UIPreviewAction(title: "Share", style: .default) { action, controller in
            ran.append("\(action.title) \(controller === peeked)")
        }
        share.handler(share, peeked)
        #expect(ran == ["Share true"])
        let group = UIPreviewActionGroup(title: "More", style: .destructive, actions: [share])
        let items: [any UIPreviewActionItem] = [share, group]
        #expect(items.map(\.title) == ["Share", "More"])
        #expect(UIPreviewAction.Style.destructive.rawValue == 2)
    }

    /// A peeked controller offers its actions by overriding `previewActionItems`, as on iOS.
    final class PeekedColour: UIViewController {
        override var previewActionItems: [any UIPreviewActionItem] {
            [UIPreviewAction(title: "Star", style: .selected) { _, _ in }]
        }
    }

    @Test func previewActionItemsAreNoneUnlessOverridden() {
        #expect(UIViewController().previewActionItems.isEmpty)
        let peeked: UIViewController = PeekedColour()
        #expect(peeked.previewActionItems.map(\.title) == ["Star"])
    }

    final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var animated = 0
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.5
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { animated += 1 }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    final class Context: NSObject, UIViewControllerContextTransitioning {
        let from = UIViewController(), to = UIViewController()
        var events: [String] = []
        let containerView = UIView()
        var isAnimated: Bool { true }
        var isInteractive: Bool { true }
        var transitionWasCancelled: Bool { false }
        var presentationStyle: UIModalPresentationStyle { .fullScreen }
        var targetTransform: CGAffineTransform { .identity }
        func updateInteractiveTransition(_ percentComplete: CGFloat) { events.append("update \(percentComplete)") }
        func finishInteractiveTransition() { events.append("finish") }
        func cancelInteractiveTransition() { events.append("cancel") }
        func pauseInteractiveTransition() { events.append("pause") }
        func completeTransition(_ didComplete: Bool) { events.append("complete \(didComplete)") }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            key == .from ? from : to
        }
        func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
        func initialFrame(for vc: UIViewController) -> CGRect { .zero }
        func finalFrame(for vc: UIViewController) -> CGRect { .zero }
    }

    @Test func aPercentDrivenTransitionTellsItsContext() {
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.percentComplete == 0 && interaction.duration == 0 && interaction.completionSpeed == 1)
        #expect(interaction.completionCurve == .easeInOut && interaction.wantsInteractiveStart)
        interaction.update(0.3)  // no context yet: only the percentage
        #expect(interaction.percentComplete == 0.3)

        let slide = Slide(), context = Context()
        context.to.transitioningDelegate = slide
        interaction.startInteractiveTransition(context)
        #expect(slide.animated == 1 && interaction.duration == 0.5)
        interaction.update(1.5)
        interaction.pause()
        interaction.cancel()
        interaction.update(0.25)
        interaction.finish()
        #expect(context.events == ["update 1.0", "pause", "cancel", "update 0.25", "finish"])
        #expect(interaction.percentComplete == 1)
    }

    final class TabStrip: UIView, UILargeContentViewerInteractionDelegate {}

    @Test func theLargeContentViewerFollowsTheContentSize() {
        let strip = TabStrip(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        let interaction = UILargeContentViewerInteraction(delegate: strip)
        strip.addInteraction(interaction)
        #expect(interaction.view === strip && interaction.delegate === strip)
        #expect(!UILargeContentViewerInteraction.isEnabled)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        large.performAsCurrent { #expect(UILargeContentViewerInteraction.isEnabled) }
        #expect(
            UILargeContentViewerInteraction.enabledStatusDidChangeNotification.rawValue
                == "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")
        #expect(strip.largeContentViewerInteraction(interaction, itemAt: CGPoint(x: 500, y: 500)) == nil)
        #expect(UILargeContentViewerInteraction().delegate == nil)
    }

    @Test func popoverSourceItemsGiveTheirFrames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIView(frame: CGRect(x: 300, y: 50, width: 44, height: 44))
        root.addSubview(button)
        let items: [(any UIPopoverPresentationControllerSourceItem, CGRect?)] = [
            (button, CGRect(x: 300, y: 50, width: 44, height: 44)),
            (UIBarButtonItem(customView: button), CGRect(x: 300, y: 50, width: 44, height: 44)),
            (UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil), nil),
        ]
        for (item, frame) in items { #expect(item.frame(in: root) == frame) }
    }

    @Test func theDeviceHasOneKeyboard() {
        #expect(UITextInputMode.activeInputModes.map(\.primaryLanguage) == ["en-US"])
        #expect(
            UITextInputMode.currentInputModeDidChangeNotification.rawValue
                == "UITextInputCurrentInputModeDidChangeNotification")
    }

    final class Offset: NSObject, NSTextLocation {
        let value: Int
        init(_ value: Int) { self.value = value }
        func compare(_ location: any NSTextLocation) -> ComparisonResult {
            let other = (location as! Offset).value
            return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
        }
    }

    @Test func textRangesCompareTheirLocations() throws {
        func range(_ start: Int, _ end: Int) throws -> NSTextRange {
            try #require(NSTextRange(location: Offset(start), end: Offset(end)))
        }
        #expect(NSTextRange(location: Offset(5), end: Offset(2)) == nil)
        let short = try range(3, 4)
        #expect(NSTextRange(location: Offset(3)).isEmpty && !short.isEmpty)
        let word = try range(4, 9)
        let cases: [(NSTextRange, contains: Bool, intersects: Bool, intersection: String, union: String)] = try [
            (range(5, 7), true, true, "5..<7", "4..<9"),
            (range(8, 12), false, true, "8..<9", "4..<12"),
            (range(9, 12), false, false, "none", "4..<12"),
            (range(0, 4), false, false, "none", "0..<9"),
        ]
        func text(_ range: NSTextRange?) -> String {
            guard let range else { return "none" }
            return "\((range.location as! Offset).value)..<\((range.endLocation as! Offset).value)"
        }
        for (other, contains, intersects, intersection, union) in cases {
            #expect(word.contains(other) == contains)
            #expect(word.intersects(other) == intersects)
            #expect(text(word.intersection(other)) == intersection)
            #expect(text(word.union(other)) == union)
        }
        #expect(word.contains(Offset(4)) && !word.contains(Offset(9)))
        let same = try range(4, 9)
        #expect(word.isEqual(to: same) && word == same)
    }

    @Test func fileWrappersRoundTripAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))
        ])
        #expect(package.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt") == "2 a.txt")
        let inner = FileWrapper(directoryWithFileWrappers: [:])
        inner.preferredFilename = "inner"
        #expect(package.addFileWrapper(inner) == "inner")
        #expect(package.keyForChildFileWrapper(inner) == "inner")
        try package.write(to: folder, options: .atomic, originalContentsURL: nil)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["2 a.txt", "a.txt", "inner"])
        #expect(package.matchesContents(of: folder))

        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.filename == folder.lastPathComponent)
        #expect(read.fileWrappers?["2 a.txt"]?.regularFileContents == Data("B".utf8))
        #expect(read.fileWrappers?["inner"]?.isDirectory == true)
        package.removeFileWrapper(inner)
        #expect(!package.matchesContents(of: folder) && package.fileWrappers?.count == 2)
        #expect(FileWrapper(regularFileWithContents: Data()).addFileWrapper(inner) == "")
        #expect(throws: (any Error).self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
    }
}
