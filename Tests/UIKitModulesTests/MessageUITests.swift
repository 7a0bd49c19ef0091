// `import MessageUI` as a feedback screen writes it: the device cannot send mail, so the screen
// falls back; a composer keeps its draft, and drawing it is refused.
import CellSnapUIKitTesting
import Foundation
import MessageUI
import Testing
import UIKit

@MainActor @Suite struct MessageUITests {
    @Test func composersCannotSendAndAreRefusedWhenDrawn() throws {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        mail.setMessageBody("<p>Hello</p>", isHTML: true)
        mail.addAttachmentData(Data([1, 2]), mimeType: "text/plain", fileName: "log.txt")
        #expect(
            mail.cellSnapDraft
                == MFMailComposeViewController.CellSnapDraft(
                    toRecipients: ["support@example.com"], subject: "Feedback", body: "<p>Hello</p>", isHTML: true,
                    attachments: ["log.txt (text/plain)"]))
        mail.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect {
            _ = try mail.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "MFMailComposeViewController"
        }
        let message = MFMessageComposeViewController()
        message.recipients = ["555-0100"]
        message.body = "On my way"
        #expect(message.recipients == ["555-0100"] && message.body == "On my way")
    }
}
