import Foundation

/// What a print job is, as UIKit's `UIPrintInfo`: its name, printer, output type, orientation and
/// duplex, kept and given back as UIKit's dictionary representation. A test has no printer
/// (``UIPrintInteractionController/isPrintingAvailable`` is `false`), so nothing is printed with it.
///
/// ```swift
/// let info = UIPrintInfo.printInfo()
/// info.jobName = "Receipt"
/// info.outputType = .grayscale
/// UIPrintInteractionController.shared.printInfo = info
/// ```
///
/// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
@preconcurrency @MainActor open class UIPrintInfo: NSObject, @preconcurrency NSCopying {
    /// The kind of content printed, as UIKit's `UIPrintInfo.OutputType`.
    public enum OutputType: Int, Hashable, Sendable {
        case general = 0, photo, grayscale, photoGrayscale
    }

    /// The page's orientation, as UIKit's `UIPrintInfo.Orientation`.
    public enum Orientation: Int, Hashable, Sendable {
        case portrait = 0, landscape
    }

    /// Printing on both sides, as UIKit's `UIPrintInfo.Duplex`.
    public enum Duplex: Int, Hashable, Sendable {
        case none = 0, longEdge, shortEdge
    }

    /// The printer's identifier, `nil` until one is chosen.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open var printerID: String?
    /// The job's name: the app's name (the main bundle's name, else the process's) until set.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open var jobName: String = UIPrintInfo.applicationName
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open var outputType = OutputType.general
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open var orientation = Orientation.portrait
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open var duplex = Duplex.none

    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    public override init() { super.init() }

    /// A print info read from `dictionary` (a ``dictionaryRepresentation``), as UIKit's
    /// `init(dictionary:)`; the keys it lacks or whose values are not of their kind keep UIKit's
    /// defaults.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        let read = UIPrintInfo.printInfo(dictionary: dictionary)
        (printerID, jobName, outputType) = (read.printerID, read.jobName, read.outputType)
        (orientation, duplex) = (read.orientation, read.duplex)
    }

    /// A print info with UIKit's defaults.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }

    /// A print info read from `dictionary` (a ``dictionaryRepresentation``); the keys it lacks or
    /// whose values are not of their kind keep UIKit's defaults.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open class func printInfo(dictionary: [AnyHashable: Any]?) -> UIPrintInfo {
        let info = UIPrintInfo()
        guard let dictionary else { return info }
        info.printerID = dictionary[Key.printerID] as? String
        if let name = dictionary[Key.jobName] as? String { info.jobName = name }
        if let raw = dictionary[Key.outputType] as? Int, let type = OutputType(rawValue: raw) { info.outputType = type }
        if let raw = dictionary[Key.orientation] as? Int, let value = Orientation(rawValue: raw) {
            info.orientation = value
        }
        if let raw = dictionary[Key.duplex] as? Int, let value = Duplex(rawValue: raw) { info.duplex = value }
        return info
    }

    /// The info as a dictionary of its values (the printer only when one is chosen), which
    /// ``printInfo(dictionary:)`` reads back.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [
            Key.jobName: jobName, Key.outputType: outputType.rawValue, Key.orientation: orientation.rawValue,
            Key.duplex: duplex.rawValue,
        ]
        if let printerID { dictionary[Key.printerID] = printerID }
        return dictionary
    }

    /// A copy with the same values.
    ///
    /// No visible effect: the print panel is iOS's own and a test has no printer; nothing is printed.
    open func copy(with zone: NSZone? = nil) -> Any { UIPrintInfo.printInfo(dictionary: dictionaryRepresentation) }

    /// The keys of ``dictionaryRepresentation`` (CellSnap's: UIKit does not document its keys).
    private enum Key {
        static let printerID = "UIPrintInfoPrinterID"
        static let jobName = "UIPrintInfoJobName"
        static let outputType = "UIPrintInfoOutputType"
        static let orientation = "UIPrintInfoOrientation"
        static let duplex = "UIPrintInfoDuplex"
    }

    /// The app's name, UIKit's default job name.
    private static var applicationName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? ProcessInfo.processInfo.processName
    }
}
