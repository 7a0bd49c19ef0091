import Foundation

/// A printer, as UIKit's `UIPrinter`: known by its URL. A test has no printer: contacting one
/// always fails, so its details stay unknown.
///
/// ```swift
/// let printer = UIPrinter(url: URL(string: "ipp://office.local/printer")!)
/// printer.contactPrinter { available in /* false: a test has no printer */ }
/// ```
///
/// No visible effect: a printer only receives jobs, and a test prints none.
@preconcurrency @MainActor open class UIPrinter: NSObject {
    /// The kinds of job a printer takes, as UIKit's `UIPrinter.JobTypes`.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public struct JobTypes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Any document.
        public static let document = JobTypes(rawValue: 1 << 0)
        /// Envelopes.
        public static let envelope = JobTypes(rawValue: 1 << 1)
        /// Labels.
        public static let label = JobTypes(rawValue: 1 << 2)
        /// Photos.
        public static let photo = JobTypes(rawValue: 1 << 3)
        /// Receipts.
        public static let receipt = JobTypes(rawValue: 1 << 4)
        /// Rolls of paper.
        public static let roll = JobTypes(rawValue: 1 << 5)
        /// Large formats.
        public static let largeFormat = JobTypes(rawValue: 1 << 6)
        /// Postcards.
        public static let postcard = JobTypes(rawValue: 1 << 7)
    }

    /// How a printer cuts roll paper, as UIKit's `UIPrinter.CutterBehavior`.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public enum CutterBehavior: Int, Hashable, Sendable {
        case noCut = 0, printerDefault, cutAfterEachPage, cutAfterEachCopy, cutAfterEachJob
    }

    /// The printer's URL.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var url: URL
    /// The printer's name: its URL's host (else the URL itself) until the printer is contacted,
    /// which never succeeds in a test (UIKit does not document the name before contact).
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open var displayName: String { url.host ?? url.absoluteString }
    /// Where the printer is: `nil`, as it is never contacted.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var displayLocation: String?
    /// The printer's make and model: `nil`, as it is never contacted.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var makeAndModel: String?
    /// The jobs it takes: none known, as it is never contacted.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var supportedJobTypes: JobTypes = []
    /// Whether it prints colour: `false` until contacted (never, in a test).
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var supportsColor = false
    /// Whether it prints both sides: `false` until contacted (never, in a test).
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var supportsDuplex = false

    /// The printer at `url`.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// Reaches the printer: `completionHandler` is called with `false`, as a test has no printer.
    ///
    /// No visible effect: a test has no printer.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
}

/// The printer picker, as UIKit's `UIPrinterPickerController`: presenting it answers `false`
/// and calls its completion handler with no printer selected, as a test has no printer.
///
/// No visible effect: the picker is iOS's own, never presented here (see above).
@preconcurrency @MainActor open class UIPrinterPickerController: NSObject {
    /// What the picker calls when it closes: the picker, whether a printer was selected, its error.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public typealias CompletionHandler = (UIPrinterPickerController, Bool, (any Error)?) -> Void

    /// The printer selected: the initially selected one, as no other can be chosen in a test.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    open private(set) var selectedPrinter: UIPrinter?
    /// The delegate told about the picker.
    ///
    /// No visible effect: the picker is iOS's own, never presented here.
    open weak var delegate: (any UIPrinterPickerControllerDelegate)?

    /// A picker with `printer` selected first.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public init(initiallySelectedPrinter printer: UIPrinter?) {
        selectedPrinter = printer
        super.init()
    }

    /// `false`, calling `completion` with `false`: no printer is chosen (see the type's notes).
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }
    /// `false`, calling `completion` with `false`: no printer is chosen (see the type's notes).
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    @discardableResult
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// `false`, calling `completion` with `false`: no printer is chosen (see the type's notes).
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    @discardableResult
    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// No visible effect: the picker is iOS's own, never presented here.
    open func dismiss(animated: Bool) {}
}

/// What the printer picker tells its delegate, as UIKit's `UIPrinterPickerControllerDelegate`:
/// every requirement optional, defaulted as UIKit does.
///
/// No visible effect: the picker is iOS's own, never presented here.
@preconcurrency @MainActor public protocol UIPrinterPickerControllerDelegate: NSObjectProtocol {
    /// The controller the picker is presented from (`nil`: the app's root).
    func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController)
        -> UIViewController?
    /// Whether the picker lists `printer`.
    func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter)
        -> Bool
    /// The picker is about to be presented.
    func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)
    /// The picker was presented.
    func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)
    /// The picker is about to close.
    func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)
    /// The picker closed.
    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)
    /// A printer was selected.
    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)
}

extension UIPrinterPickerControllerDelegate {
    /// `nil`: the app's root controller.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController)
        -> UIViewController?
    { nil }
    /// `true`: every printer is listed.
    ///
    /// No visible effect: a test has no printer; nothing is printed or picked.
    public func printerPickerController(
        _ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter
    ) -> Bool { true }
    /// No visible effect: the picker is iOS's own, never presented here.
    public func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) {}
    /// No visible effect: the picker is iOS's own, never presented here.
    public func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) {}
    /// No visible effect: the picker is iOS's own, never presented here.
    public func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) {}
    /// No visible effect: the picker is iOS's own, never presented here.
    public func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) {}
    /// No visible effect: the picker is iOS's own, never presented here.
    public func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {}
}
