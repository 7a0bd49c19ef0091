import Foundation

/// An operation that makes a shared item when an activity asks for it, as UIKit's
/// `UIActivityItemProvider`: an app subclasses it, overrides ``item`` to make the item (a file
/// written, a long text assembled) and puts the provider in a ``UIActivityViewController``'s items.
///
/// ```swift
/// final class ReportProvider: UIActivityItemProvider, @unchecked Sendable {
///     override var item: Any { "Report for \(activityType?.rawValue ?? "any activity")" }
/// }
/// let provider = ReportProvider(placeholderItem: "Report")
/// let share = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
/// ```
///
/// iOS runs the operation on a background thread once the person picks an activity. CellSnap
/// draws no share sheet (see ``UIActivityViewController``) and picks no activity: the item is made
/// when `activityViewController(_:itemForActivityType:)` is asked for it,
/// which runs the operation on the calling thread, once.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    /// The item that stands for the real one until it is made: its type tells activities what
    /// will be shared.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    open private(set) var placeholderItem: Any?
    /// The activity the item is being made for, while ``item`` is made; `nil` otherwise.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    open private(set) var activityType: UIActivity.ActivityType?
    /// The item `main()` made.
    private var madeItem: Any?

    /// A provider whose item stands as `placeholderItem` until it is made.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to share, made on the operation's thread: a subclass overrides it. CellSnap's
    /// default gives ``placeholderItem``, as UIKit's does not document one.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    open var item: Any { placeholderItem as Any }

    /// Makes the item (reads ``item``).
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    override open func main() { madeItem = item }

    /// The made item, running the operation first when it has not run.
    private func itemMade(for activityType: UIActivity.ActivityType?) -> Any? {
        if !isFinished {
            self.activityType = activityType
            start()
            self.activityType = nil
        }
        return madeItem
    }

    // UIActivityItemSource, which a subclass overrides as on iOS.

    /// The ``placeholderItem``.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    @MainActor open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
        -> Any
    { placeholderItem as Any }

    /// The ``item``, made by running the operation (once).
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``); a test
    /// asks for the item.
    @MainActor open func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? { itemMade(for: activityType) }

    /// Not implemented: no subject, as a provider that does not override it.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``).
    @MainActor open func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { OptionalRequirements.unimplemented("") }

    /// Not implemented: the item's own type, as a provider that does not override it.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``).
    @MainActor open func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { OptionalRequirements.unimplemented("") }

    /// Not implemented: no thumbnail, as a provider that does not override it.
    ///
    /// No visible effect: the share sheet is not drawn (see ``UIActivityViewController``).
    @MainActor open func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? { OptionalRequirements.unimplemented(nil) }
}

extension UIActivityItemProvider: UIActivityItemSource {}
