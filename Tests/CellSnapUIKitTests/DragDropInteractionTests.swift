// Drag and drop interactions attached to views, their delegates' required and optional
// requirements (UIKit's answers without them), drag previews and table view drop placeholders.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct DragDropInteractionTests {
    final class PeakView: UIView, UIDragInteractionDelegate, UIDropInteractionDelegate {
        var dropped = 0
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
            -> [UIDragItem]
        {
            [UIDragItem(itemProvider: NSItemProvider(object: "Matterhorn" as NSString))]
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
            -> UIDropProposal
        {
            UIDropProposal(operation: .copy)
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) { dropped += 1 }
    }

    @Test func interactionsAttachToTheirViews() {
        let peak = PeakView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        let drag = UIDragInteraction(delegate: peak), drop = UIDropInteraction(delegate: peak)
        #expect(drag.view == nil && drop.view == nil)
        peak.addInteraction(drag)
        peak.addInteraction(drop)
        #expect(drag.view === peak && drop.view === peak)
        #expect(drag.delegate === peak && drop.delegate === peak)
        #expect(peak.interactions.count == 2)
        #expect(!UIDragInteraction.isEnabledByDefault && !drag.isEnabled)  // an iPhone
        #expect(!drag.allowsSimultaneousRecognitionDuringLift && !drop.allowsSimultaneousDropSessions)
        drag.isEnabled = true
        #expect(drag.isEnabled)
        peak.removeInteraction(drag)
        #expect(drag.view == nil && peak.interactions.count == 1)
    }

    @Test func theDelegatesOptionalRequirementsAnswerAsUIKit() throws {
        let peak = PeakView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        let drag = UIDragInteraction(delegate: peak), drop = UIDropInteraction(delegate: peak)
        peak.addInteraction(drag)
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Eiger" as NSString))
        let asked = cellSnapOptionalRequirement {
            peak.dragInteraction(drag, previewForLifting: item, session: Session())
        }
        #expect(asked == nil)  // not implemented: UIKit lifts the view as it is
        let lifted = try #require(peak.dragInteraction(drag, previewForLifting: item, session: Session()))
        #expect(lifted.view === peak)
        let defaults: [(String, Bool?)] = [
            (
                "sessionAllowsMoveOperation",
                cellSnapOptionalRequirement { peak.dragInteraction(drag, sessionAllowsMoveOperation: Session()) }
            ),
            ("canHandle", cellSnapOptionalRequirement { peak.dropInteraction(drop, canHandle: Session()) }),
        ]
        for (name, answered) in defaults { #expect(answered == nil, "\(name)") }
        #expect(peak.dragInteraction(drag, sessionAllowsMoveOperation: Session()))
        #expect(!peak.dragInteraction(drag, sessionIsRestrictedToDraggingApplication: Session()))
        #expect(!peak.dragInteraction(drag, prefersFullSizePreviewsFor: Session()))
        #expect(peak.dragInteraction(drag, itemsForAddingTo: Session(), withTouchAt: .zero).isEmpty)
        #expect(peak.dragInteraction(drag, sessionForAddingItems: [Session()], withTouchAt: .zero) == nil)
        #expect(peak.dropInteraction(drop, canHandle: Session()))

        let items = peak.dragInteraction(drag, itemsForBeginning: Session())
        #expect(items.count == 1 && items[0].itemProvider.canLoadObject(ofClass: NSString.self))
        #expect(
            cellSnapOptionalRequirement { peak.dropInteraction(drop, sessionDidUpdate: Session()) }?.operation == .copy)
        peak.dropInteraction(drop, performDrop: Session())
        #expect(peak.dropped == 1)

        let fallback = UIDropInteraction(delegate: Quiet())
        #expect(Quiet().dropInteraction(fallback, sessionDidUpdate: Session()).operation == .cancel)
        let preview = UITargetedDragPreview(view: peak)
        #expect(Quiet().dropInteraction(fallback, previewForDropping: item, withDefault: preview) === preview)
    }

    @Test func dragPreviewsKeepACopyOfTheirParameters() throws {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .systemRed
        let preview = UIDragPreview(view: view, parameters: parameters)
        parameters.backgroundColor = .systemBlue
        #expect(preview.view === view && preview.parameters !== parameters)
        #expect(preview.parameters.backgroundColor == .systemRed)
        #expect(UIDragPreview(view: view).parameters.backgroundColor == .systemBackground)

        let url = try #require(URL(string: "https://example.com/peaks"))
        let titled = UIDragPreview(for: url, title: "Peaks")
        let stack = try #require(titled.view as? UIStackView)
        #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Peaks", "https://example.com/peaks"])
        #expect((UIDragPreview(for: url).view as? UILabel)?.text == "https://example.com/peaks")

        let container = UIView()
        let target = UIDragPreviewTarget(container: container, center: CGPoint(x: 5, y: 6))
        let targeted = UITargetedDragPreview(for: url, title: nil, target: target)
        #expect(targeted.target === target && targeted.parameters is UIDragPreviewParameters)
        let moved = targeted.retargetedPreview(with: UIPreviewTarget(container: container, center: .zero))
        #expect(moved.view === targeted.view && moved.target.center == .zero)
    }

    @Test func tableViewDropPlaceholdersKeepTheirHandlers() {
        let placeholder = UITableViewDropPlaceholder(
            insertionIndexPath: IndexPath(row: 2, section: 0), reuseIdentifier: "Peak", rowHeight: 44)
        var updated: [String?] = []
        placeholder.cellUpdateHandler = { updated.append($0.textLabel?.text) }
        placeholder.previewParametersProvider = { _ in UIDragPreviewParameters() }
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Peak")
        cell.textLabel?.text = "Loading"
        placeholder.cellUpdateHandler?(cell)
        #expect(updated == ["Loading"])
        #expect(placeholder.previewParametersProvider?(cell) != nil)
    }

    /// A drop's items read through the overlay's bridged forms, as apps read them:
    /// `session.canLoadObjects(ofClass: URL.self)` and `session.loadObjects(ofClass: URL.self)`.
    @Test func aDropLoadsURLsAndStringsThroughTheBridgedForms() throws {
        let url = try #require(URL(string: "https://example.com/trail"))
        let session = LoadingSession()
        session.items = [UIDragItem(itemProvider: NSItemProvider(object: url as NSURL))]
        #expect(session.canLoadObjects(ofClass: URL.self))
        var urls: [URL] = []
        var texts: [String] = []
        session.loadObjects(ofClass: URL.self) { urls = $0 }
        session.loadObjects(ofClass: String.self) { texts = $0 }
        #expect(urls == [url] && texts == [url.absoluteString])
        session.items = [UIDragItem(itemProvider: NSItemProvider(object: "Trail" as NSString))]
        #expect(!session.canLoadObjects(ofClass: URL.self))
    }

    /// A drop session whose items' providers load what is asked, at once.
    final class LoadingSession: Session {
        override func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
            items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: aClass) }
        }
        override func loadObjects(
            ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
        ) -> Progress {
            nonisolated(unsafe) var objects: [any NSItemProviderReading] = []
            for item in items {
                item.itemProvider.loadObject(ofClass: aClass) { object, _ in object.map { objects.append($0) } }
            }
            completion(objects)
            return Progress(totalUnitCount: Int64(items.count))
        }
    }

    final class Quiet: NSObject, UIDropInteractionDelegate {}

    /// A drag that is also a drop, as a test stands in for the system's session.
    class Session: NSObject, UIDropSession, UIDragSession {
        var items: [UIDragItem] = []
        func location(in view: UIView) -> CGPoint { .zero }
        var allowsMoveOperation: Bool { true }
        var isRestrictedToDraggingApplication: Bool { false }
        func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
        func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
        var localContext: Any?
        var localDragSession: (any UIDragSession)? { nil }
        var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
        nonisolated var progress: Progress { Progress(totalUnitCount: 0) }
        func loadObjects(
            ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
        ) -> Progress { Progress(totalUnitCount: 0) }
    }
}
