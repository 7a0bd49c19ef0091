import Foundation

/// The print panel, as UIKit's `UIPrintInteractionController`: one for the process, keeping what
/// it prints (an item, items, a ``UIPrintFormatter`` or a ``UIPrintPageRenderer``).
///
/// A test has no printer: ``isPrintingAvailable`` is `false`, and each `present...` call answers
/// `false` and calls its completion handler with `false` and no error (nothing printed), as iOS
/// does when printing is unavailable. What it would print can still be drawn: a page renderer
/// draws its pages into an image context (``UIPrintPageRenderer/drawPage(at:in:)``).
///
/// ```swift
/// let controller = UIPrintInteractionController.shared
/// controller.printFormatter = UISimpleTextPrintFormatter(text: "Receipt")
/// controller.present(animated: true)   // false: a test has no printer
/// ```
///
/// No visible effect: the print panel is iOS's own, never presented here (see above).
@preconcurrency @MainActor open class UIPrintInteractionController: NSObject {
    /// What the panel calls when it closes: the controller, whether it printed, and its error.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    private static let sharedController = UIPrintInteractionController()
    /// The process's print controller.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open class var shared: UIPrintInteractionController { sharedController }
    /// Whether the device can print: `false`, as a test has no printer.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open class var isPrintingAvailable: Bool { false }
    /// The types the system can print: none, as a test has no printer.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open class var printableUTIs: Set<String> { [] }
    /// Whether `url` can be printed: `false`, as a test has no printer.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open class func canPrint(_ url: URL) -> Bool { false }
    /// Whether `data` can be printed: `false`, as a test has no printer.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open class func canPrint(_ data: Data) -> Bool { false }

    /// The delegate told about the panel and the job.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// The item printed (a URL, image or data).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var printingItem: Any?
    /// The items printed.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var printingItems: [Any]?
    /// The formatter that lays out the job's content (one of the four ways to give content).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var printFormatter: UIPrintFormatter?
    /// The renderer that draws the job's pages (one of the four ways to give content).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var printPageRenderer: UIPrintPageRenderer?
    /// The paper the job prints on: `nil`, as no job is ever laid out for a printer here.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open private(set) var printPaper: UIPrintPaper?
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsNumberOfCopies = true
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsPaperOrientation = true
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsPaperSelectionForLoadedPapers = false
    /// What the job is (its name, output type, orientation, duplex), `nil` for UIKit's defaults.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var printInfo: UIPrintInfo?
    /// Whether the panel lets the user choose a range of pages.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    @available(iOS, deprecated: 10.0, message: "Pages can be removed from the print preview")
    open var showsPageRange = false

    /// `false`, calling `completion` with `false`: nothing prints (see the type's notes).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }
    /// `false`, calling `completion` with `false`: nothing prints (see the type's notes).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    @discardableResult
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// `false`, calling `completion` with `false`: nothing prints (see the type's notes).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    @discardableResult
    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// Prints straight to `printer`: `false`, calling `completion` with `false` and
    /// ``UIPrintError/Code/notAvailable``, as a test has no printer.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, UIPrintError(.notAvailable))
        return false
    }
    /// No visible effect: the print panel is iOS's own, never presented here.
    open func dismiss(animated: Bool) {}
}

/// What the print controller tells its delegate, as UIKit's
/// `UIPrintInteractionControllerDelegate`: every requirement optional, defaulted as UIKit does.
///
/// No visible effect: the print panel is iOS's own, never presented here.
@preconcurrency @MainActor public protocol UIPrintInteractionControllerDelegate: NSObjectProtocol {
    /// The controller the panel is presented from (`nil`: the app's root).
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController)
        -> UIViewController?
    /// The paper to print on, from the printer's `paperList`.
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper
    /// The panel is about to be presented.
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The panel was presented.
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The panel is about to close.
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The panel closed.
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The job is about to start.
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    /// The job finished.
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
    /// How long to cut a roll of `paper`.
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper
    ) -> CGFloat
    /// How the printer cuts the paper, from `availableBehaviors`.
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]
    ) -> UIPrinter.CutterBehavior
}

extension UIPrintInteractionControllerDelegate {
    /// `nil`: the app's root controller.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController? { nil }
    /// The paper that best fits a US Letter page (``UIPrintPaper/bestPaper(forPageSize:withPapersFrom:)``).
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper { UIPrintPaper.bestPaper(forPageSize: UIPrintPaper.letterSize, withPapersFrom: paperList) }
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionControllerWillPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionControllerDidPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionControllerWillDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionControllerDidDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// No visible effect: a test has no printer, so no job starts.
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    /// No visible effect: a test has no printer, so no job finishes.
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
    /// The paper's own height: no cut is chosen.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper
    ) -> CGFloat { paper.paperSize.height }
    /// ``UIPrinter/CutterBehavior/printerDefault``.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]
    ) -> UIPrinter.CutterBehavior { .printerDefault }
}
