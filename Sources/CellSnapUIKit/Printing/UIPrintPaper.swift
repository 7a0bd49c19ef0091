import Foundation

/// A paper a printer can print on, as UIKit's `UIPrintPaper`: its size and the part of it the
/// printer can mark, in points.
///
/// A test has no printer, so the papers CellSnap knows are its own choice (UIKit gets them from
/// the printer): ``UIPrintPageRenderer`` lays out pages on US Letter, 612 x 792 pt, with a
/// printable rectangle inset 18 pt (a quarter inch) on every side, as many inkjet printers
/// report it. `UIPrintPaper()` (NSObject's initialiser, which UIKit does not document) is that
/// paper.
///
/// ```swift
/// let paper = UIPrintPaper.bestPaper(forPageSize: CGSize(width: 612, height: 792), withPapersFrom: [])
/// paper.printableRect   // (18, 18, 576, 756)
/// ```
///
/// No visible effect: a paper only tells a page renderer its geometry.
@preconcurrency @MainActor open class UIPrintPaper: NSObject {
    /// US Letter, the paper CellSnap lays pages out on.
    static let letterSize = CGSize(width: 612, height: 792)
    /// The margin the printer cannot mark on CellSnap's paper: a quarter inch.
    static let unprintableMargin: CGFloat = 18

    /// The paper's size, in points.
    open private(set) var paperSize: CGSize
    /// The part of the paper the printer can mark, in the paper's coordinates.
    open private(set) var printableRect: CGRect

    /// US Letter with CellSnap's quarter-inch unprintable margin (see the type's notes).
    public override convenience init() {
        self.init(size: UIPrintPaper.letterSize)
    }

    /// A paper of `size` with CellSnap's quarter-inch unprintable margin.
    init(size: CGSize) {
        paperSize = size
        let margin = UIPrintPaper.unprintableMargin
        printableRect = CGRect(origin: .zero, size: size).insetBy(dx: margin, dy: margin)
        super.init()
    }

    /// The paper of `paperList` that best fits pages of `contentSize`: the smallest one at least
    /// as large in both directions, else the largest one; US Letter (CellSnap's paper) when the
    /// list is empty, as a test has no printer to list its papers.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper])
        -> UIPrintPaper
    {
        let area = { (paper: UIPrintPaper) in paper.paperSize.width * paper.paperSize.height }
        let fitting = paperList.filter {
            $0.paperSize.width >= contentSize.width && $0.paperSize.height >= contentSize.height
        }
        if let best = fitting.min(by: { area($0) < area($1) }) { return best }
        return paperList.max(by: { area($0) < area($1) }) ?? UIPrintPaper()
    }

    /// The printable rectangle, as the deprecated `printRect()`.
    @available(iOS, deprecated: 4.2, renamed: "printableRect")
    open func printRect() -> CGRect { printableRect }
}

/// Why printing failed, as UIKit's `UIPrintError` (domain ``UIPrintErrorDomain``).
///
/// ```swift
/// let error = UIPrintError(.notAvailable)
/// error.code == .notAvailable   // true
/// ```
public struct UIPrintError: CustomNSError, Hashable, @unchecked Sendable {
    /// The kinds of print error, as UIKit's `UIPrintError.Code`.
    public enum Code: Int, Hashable, Sendable {
        /// Printing is not available (always so in a test: there is no printer).
        case notAvailable = 1
        /// There was nothing to print.
        case noContent = 2
        /// The image's format cannot be printed.
        case unknownImageFormat = 3
        /// The job failed.
        case jobFailed = 4
    }

    /// The kind of error.
    public let code: Code
    /// What the error says, keyed as `NSError`'s user info.
    public let errorUserInfo: [String: Any]

    /// An error of kind `code` with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    /// ``UIPrintErrorDomain``.
    public static var errorDomain: String { UIPrintErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// Printing is not available.
    public static var notAvailable: Code { .notAvailable }
    /// There was nothing to print.
    public static var noContent: Code { .noContent }
    /// The image's format cannot be printed.
    public static var unknownImageFormat: Code { .unknownImageFormat }
    /// The job failed.
    public static var jobFailed: Code { .jobFailed }

    public static func == (lhs: UIPrintError, rhs: UIPrintError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// The domain of ``UIPrintError``, as UIKit's `UIPrintErrorDomain`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UIPrintErrorDomain = "UIPrintErrorDomain"
