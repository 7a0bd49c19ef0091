import CellSnapUIKit
import CloudKit
import Foundation

/// The sheet that invites people to a CloudKit share and manages them, as UIKit's
/// `UICloudSharingController`: it keeps its share (or the handler that prepares one), its
/// permissions and its delegate, and gives the share sheet an item source for the share's link.
///
/// A sheet is made for a share and its container
/// (`UICloudSharingController(share: share, container: container)`), its permissions then narrowed
/// (`availablePermissions = [.allowPrivate, .allowReadOnly]`).
///
/// Its view is refused when drawn: iOS draws the sheet out of process over the person's iCloud
/// account and contacts, and a test has neither; drawing it is a ``CellSnapUIKitError`` naming
/// the controller. Presented over a screen, it is not drawn into that screen's snapshot. A test
/// acts as iCloud would by calling the delegate (`cloudSharingControllerDidSaveShare(_:)`).
/// The deprecated preparation handler runs when the person picks how to invite people, which
/// a snapshot never has: it is kept, not called.
///
/// No visible effect: the sharing sheet is not drawn (see the type's notes).
@preconcurrency @MainActor open class UICloudSharingController: UIViewController {
    /// Which ways of sharing the sheet offers, as UIKit's `UICloudSharingController.PermissionOptions`;
    /// empty (`.standard`) lets the person choose among all.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public struct PermissionOptions: OptionSet, Hashable, Sendable {
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public let rawValue: UInt
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every option (the empty set).
        ///
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public static let standard: PermissionOptions = []
        /// Anyone with the link may join.
        ///
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public static let allowPublic = PermissionOptions(rawValue: 1 << 0)
        /// Only invited people may join.
        ///
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public static let allowPrivate = PermissionOptions(rawValue: 1 << 1)
        /// Participants may only read.
        ///
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public static let allowReadOnly = PermissionOptions(rawValue: 1 << 2)
        /// Participants may change the records.
        ///
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public static let allowReadWrite = PermissionOptions(rawValue: 1 << 3)
        /// Participants may invite others (iOS 16).
        ///
        /// No visible effect: the sharing sheet is not drawn (see the type's notes).
        public static let allowParticipantsToInvite = PermissionOptions(rawValue: 1 << 4)
    }

    /// Told when the share is saved or stopped, and asked for the item's title and thumbnail.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    open weak var delegate: (any UICloudSharingControllerDelegate)?
    /// The ways of sharing the sheet offers; `.standard`, all of them, by default.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    open var availablePermissions: PermissionOptions = .standard
    /// The share the sheet manages (nil for a sheet made with a preparation handler, until the
    /// handler gives one).
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    open private(set) var share: CKShare?
    /// The share's container.
    let container: CKContainer?
    /// The deprecated handler that saves a new share and hands it back (see the type's notes).
    let preparationHandler:
        ((UICloudSharingController, @escaping (CKShare?, CKContainer?, (any Error)?) -> Void) -> Void)?

    /// A sheet that manages `share`, saved in `container`.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public init(share: CKShare, container: CKContainer) {
        self.share = share
        self.container = container
        preparationHandler = nil
        super.init(nibName: nil, bundle: nil)
    }

    /// A sheet that invites people to a share `preparationHandler` saves first (deprecated in
    /// iOS 17 for sharing through the share sheet).
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public init(
        preparationHandler:
            @escaping (
                UICloudSharingController, @escaping (CKShare?, CKContainer?, (any Error)?) -> Void
            ) -> Void
    ) {
        share = nil
        container = nil
        self.preparationHandler = preparationHandler
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        share = nil
        container = nil
        preparationHandler = nil
        super.init(coder: coder)
    }

    /// The sheet's view, whose drawing is refused (see the type's notes).
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UICloudSharingController's view",
                reason:
                    "iOS draws the sharing sheet out of process over the person's iCloud account and contacts, "
                    + "and CellSnap does not draw it; snapshot the screen that presents it"))
    }

    /// An item source that gives the share sheet the share's link, titled and pictured by the
    /// delegate.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    open func activityItemSource() -> any UIActivityItemSource { CloudShareItemSource(controller: self) }
}

/// What a cloud sharing controller asks and tells its delegate, as UIKit's
/// `UICloudSharingControllerDelegate`: the title and failures are required, the rest optional.
///
/// No visible effect: the sharing sheet is not drawn (see the type's notes).
@preconcurrency @MainActor public protocol UICloudSharingControllerDelegate: NSObjectProtocol {
    /// Called when saving the share failed.
    func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error)
    /// The shared item's title.
    func itemTitle(for csc: UICloudSharingController) -> String?
    /// The PNG or JPEG data of the shared item's thumbnail.
    func itemThumbnailData(for csc: UICloudSharingController) -> Data?
    /// The uniform type identifier of the shared item.
    func itemType(for csc: UICloudSharingController) -> String?
    /// Called when the share was saved.
    func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController)
    /// Called when the owner stopped sharing, or a participant left.
    func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController)
}

extension UICloudSharingControllerDelegate {
    /// Not implemented: no thumbnail.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public func itemThumbnailData(for csc: UICloudSharingController) -> Data? {
        OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: no type.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public func itemType(for csc: UICloudSharingController) -> String? { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the sharing sheet is not drawn (see the type's notes).
    public func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController) {
        OptionalRequirements.unimplemented(())
    }
}

/// The item source of a cloud sharing controller: the share's link (nil until the share is
/// saved, which never happens on CellSnap's device), with the delegate's title, type and thumbnail.
@MainActor final class CloudShareItemSource: NSObject, UIActivityItemSource {
    weak var controller: UICloudSharingController?

    init(controller: UICloudSharingController) {
        self.controller = controller
        super.init()
    }

    private var delegate: (any UICloudSharingControllerDelegate)? { controller?.delegate }

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        controller.flatMap { delegate?.itemTitle(for: $0) } ?? ""
    }

    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? { controller?.share?.url }

    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { controller.flatMap { delegate?.itemTitle(for: $0) } ?? "" }

    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { controller.flatMap { delegate?.itemType(for: $0) } ?? "public.url" }

    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? { controller.flatMap { delegate?.itemThumbnailData(for: $0) }.flatMap { UIImage(data: $0) } }
}
