import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: it keeps the items to share, the app's
/// own activities, the excluded activity types and the completion handler; presenting it is
/// accepted.
///
/// iOS draws the share sheet in another process (the apps and contacts it suggests are the
/// device's), so CellSnap does not draw it: drawing its view is a ``CellSnapUIKitError`` naming
/// the controller. Snapshot the screen that presents it (a presented controller is not drawn into
/// it), and finish the share in a test by calling ``completionWithItemsHandler`` as iOS would.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: ["A note"], applicationActivities: nil)
/// share.excludedActivityTypes = [.airDrop, .print]
/// share.completionWithItemsHandler = { activityType, completed, _, _ in print(completed) }
/// ```
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    /// What the sheet calls when it closes: the activity chosen (`nil` when cancelled), whether
    /// it completed, the items it returned, and its error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items shared (values or ``UIActivityItemSource`` objects), as given (CellSnap's, for
    /// a test to read; UIKit keeps them private).
    public final let cellSnapActivityItems: [Any]
    /// The app's own activities, as given (CellSnap's, for a test to read).
    public final let cellSnapApplicationActivities: [UIActivity]?
    /// Called when the sheet closes (a test calls it to finish a share).
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The system activities the sheet leaves out.
    ///
    /// No visible effect: the sheet is not drawn (see the type's notes).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Whether the sheet shows its most likely activity prominently.
    ///
    /// No visible effect: the sheet is not drawn (see the type's notes).
    open var allowsProminentActivity = true

    /// A sheet sharing `activityItems`, offering `applicationActivities` beside the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        cellSnapActivityItems = activityItems
        cellSnapApplicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    /// A sheet sharing what `activityItemsConfiguration` offers (iOS 14): its item providers,
    /// with its own activities beside the system's.
    public convenience init(activityItemsConfiguration: any UIActivityItemsConfigurationReading) {
        self.init(
            activityItems: activityItemsConfiguration.itemProvidersForActivityItemsConfiguration,
            applicationActivities: activityItemsConfiguration.applicationActivitiesForActivityItemsConfiguration)
    }

    /// A sheet from an archive (storyboards are not read on Linux): it shares nothing.
    public required init?(coder: NSCoder) {
        cellSnapActivityItems = []
        cellSnapApplicationActivities = nil
        super.init(coder: coder)
    }

    /// The sheet's view, whose drawing is refused (see the type's notes).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIActivityViewController's view",
                reason:
                    "iOS draws the share sheet in another process with the device's apps and contacts, and "
                    + "CellSnap does not draw it; snapshot the screen that presents it"))
    }
}

/// An action the share sheet offers, as UIKit's `UIActivity`: an app subclasses it for its own
/// actions; the base class answers as UIKit's does.
@preconcurrency @MainActor open class UIActivity: NSObject {
    /// The kind of an activity, as `UIActivity.Category`.
    public enum Category: Int, Hashable, Sendable {
        case action = 0, share
    }

    /// An activity's identifier, as `UIActivity.ActivityType`, with the system's.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity.\(name)") }
        public static let postToFacebook = system("PostToFacebook")
        public static let postToTwitter = system("PostToTwitter")
        public static let postToWeibo = system("PostToWeibo")
        public static let message = system("Message")
        public static let mail = system("Mail")
        public static let print = system("Print")
        public static let copyToPasteboard = system("CopyToPasteboard")
        public static let assignToContact = system("AssignToContact")
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        public static let addToReadingList = system("AddToReadingList")
        public static let postToFlickr = system("PostToFlickr")
        public static let postToVimeo = system("PostToVimeo")
        public static let postToTencentWeibo = system("TencentWeibo")
        public static let airDrop = system("AirDrop")
        public static let openInIBooks = system("OpenInIBooks")
        public static let markupAsPDF = system("MarkupAsPDF")
        public static let sharePlay = system("SharePlay")
        public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
        public static let collaborationCopyLink = system("CollaborationCopyLink")
        public static let addToHomeScreen = system("AddToHomeScreen")
    }

    public override init() { super.init() }

    /// The kind of the class's activities: `.action`.
    open class var activityCategory: Category { .action }
    /// The activity's identifier: `nil` unless a subclass gives one.
    open var activityType: ActivityType? { nil }
    /// The activity's title in the sheet: `nil` unless a subclass gives one.
    ///
    /// No visible effect: the sheet is not drawn (see ``UIActivityViewController``).
    open var activityTitle: String? { nil }
    /// The activity's image in the sheet: `nil` unless a subclass gives one.
    ///
    /// No visible effect: the sheet is not drawn (see ``UIActivityViewController``).
    open var activityImage: UIImage? { nil }
    /// Whether the activity acts on `activityItems`: `false` unless a subclass says so.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Prepares the activity for `activityItems` (nothing unless a subclass does something).
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// The controller the activity presents: `nil` unless a subclass gives one.
    open var activityViewController: UIViewController? { nil }
    /// Performs the activity (a subclass does its work, then calls ``activityDidFinish(_:)``).
    open func perform() { activityDidFinish(false) }
    /// Tells the sheet the activity finished.
    ///
    /// No visible effect: the sheet is not drawn (see ``UIActivityViewController``).
    open func activityDidFinish(_ completed: Bool) {}
}

/// An object that gives the share sheet an item for each activity, as UIKit's
/// `UIActivityItemSource`.
@preconcurrency @MainActor public protocol UIActivityItemSource: NSObjectProtocol {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage?
}

extension UIActivityItemSource {
    /// Not implemented: no subject.
    ///
    /// No visible effect: the sheet is not drawn (see ``UIActivityViewController``).
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { OptionalRequirements.unimplemented("") }
    /// Not implemented: the item's own type.
    ///
    /// No visible effect: the sheet is not drawn (see ``UIActivityViewController``).
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { OptionalRequirements.unimplemented("") }
    /// Not implemented: no thumbnail.
    ///
    /// No visible effect: the sheet is not drawn (see ``UIActivityViewController``).
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? { OptionalRequirements.unimplemented(nil) }
}
