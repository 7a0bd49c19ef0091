import CellSnapUIKit
import Foundation

/// How a mail composer ended, as `MFMailComposeResult` (its raw values).
public enum MFMailComposeResult: Int, Hashable, Sendable {
    case cancelled = 0, saved = 1, sent = 2, failed = 3
}

/// How a message composer ended, as `MessageComposeResult` (its raw values).
public enum MessageComposeResult: Int, Hashable, Sendable {
    case cancelled = 0, sent = 1, failed = 2
}

/// The refusal of drawing a composer: the system draws it, outside the app.
private func composerRefusal(_ call: String) -> CellSnapUIKitError {
    CellSnapUIKitError(
        call: call,
        reason: "the system draws its composer outside the app, and CellSnap's device cannot send "
            + "(canSendMail() and canSendText() are false); snapshot the screen that presents it")
}

/// What a mail composer tells its delegate, as `MFMailComposeViewControllerDelegate`.
@preconcurrency @MainActor public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}

/// The system's mail composer, as MessageUI's `MFMailComposeViewController`. CellSnap's device
/// has no mail account: ``canSendMail()`` is `false` (apps check it before presenting). A composer
/// keeps what it is given (``cellSnapDraft`` reads it back), and drawing it is refused.
@preconcurrency @MainActor open class MFMailComposeViewController: UINavigationController {
    /// What a composer was given (Linux-only, no MessageUI API).
    public struct CellSnapDraft: Equatable, Sendable {
        public var toRecipients: [String] = []
        public var ccRecipients: [String] = []
        public var bccRecipients: [String] = []
        public var subject = ""
        public var body = ""
        public var isHTML = false
        /// The attachments' file names and MIME types, in order.
        public var attachments: [String] = []
        public var preferredSendingEmailAddress: String?

        public init(
            toRecipients: [String] = [], ccRecipients: [String] = [], bccRecipients: [String] = [],
            subject: String = "",
            body: String = "", isHTML: Bool = false, attachments: [String] = [],
            preferredSendingEmailAddress: String? = nil
        ) {
            (self.toRecipients, self.ccRecipients, self.bccRecipients) = (toRecipients, ccRecipients, bccRecipients)
            (self.subject, self.body, self.isHTML, self.attachments) = (subject, body, isHTML, attachments)
            self.preferredSendingEmailAddress = preferredSendingEmailAddress
        }
    }

    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// What the composer was given.
    public private(set) var cellSnapDraft = CellSnapDraft()

    /// Whether the device can send mail: `false`, it has no mail account.
    open class func canSendMail() -> Bool { false }

    open func setToRecipients(_ toRecipients: [String]?) { cellSnapDraft.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { cellSnapDraft.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { cellSnapDraft.bccRecipients = bccRecipients ?? [] }
    open func setSubject(_ subject: String) { cellSnapDraft.subject = subject }
    open func setMessageBody(_ body: String, isHTML: Bool) {
        (cellSnapDraft.body, cellSnapDraft.isHTML) = (body, isHTML)
    }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        cellSnapDraft.attachments.append("\(filename) (\(mimeType))")
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {
        cellSnapDraft.preferredSendingEmailAddress = emailAddress
    }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(composerRefusal("MFMailComposeViewController"))
    }
}

/// What a message composer tells its delegate, as `MFMessageComposeViewControllerDelegate`.
@preconcurrency @MainActor public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(
        _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The system's message composer, as MessageUI's `MFMessageComposeViewController`. CellSnap's
/// device cannot send messages: ``canSendText()`` is `false`. A composer keeps what it is given,
/// and drawing it is refused.
@preconcurrency @MainActor open class MFMessageComposeViewController: UINavigationController {
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?

    /// Whether the device can send messages: `false`.
    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(composerRefusal("MFMessageComposeViewController"))
    }
}
