// `import PassKit` as a checkout screen uses it: a payment request with its lines, shipping
// methods and contact fields, the errors the sheet is answered with, a device that cannot pay (the
// sheet is never shown, the view controller is `nil`), the Apple Pay button refused when drawn and
// a pass library without Wallet. The presented requests are the process's, so these tests run one
// after another.
import Foundation
import PassKit
import Testing
import UIKit

@MainActor @Suite(.serialized) struct PassKitTests {
    init() { PKPaymentAuthorizationController.cellSnapReset() }

    /// A checkout screen as apps write it: the Apple Pay button only when the device can pay,
    /// otherwise a plain button of the app's own.
    final class CheckoutScreen: UIViewController, PKPaymentAuthorizationControllerDelegate {
        var finished = 0
        var presented: Bool?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let networks: [PKPaymentNetwork] = [.visa, .masterCard]
            let button: UIButton =
                PKPaymentAuthorizationController.canMakePayments(usingNetworks: networks)
                ? PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .black)
                : UIButton(type: .system)
            button.setTitle("Pay by card", for: .normal)
            button.frame = CGRect(x: 20, y: 40, width: 200, height: 44)
            view.addSubview(button)
        }
        func pay(_ request: PKPaymentRequest) {
            let controller = PKPaymentAuthorizationController(paymentRequest: request)
            controller.delegate = self
            controller.present { presented in self.presented = presented }
        }
        nonisolated func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {
            MainActor.assumeIsolated { finished += 1 }
        }
    }

    func ticketRequest() -> PKPaymentRequest {
        let request = PKPaymentRequest()
        request.merchantIdentifier = "merchant.com.example.tickets"
        request.countryCode = "GB"
        request.currencyCode = "GBP"
        request.supportedNetworks = [.visa, .masterCard, .amex]
        request.merchantCapabilities = [.capability3DS, .capabilityDebit]
        request.paymentSummaryItems = [
            PKPaymentSummaryItem(label: "Two tickets", amount: NSDecimalNumber(string: "24.00")),
            PKPaymentSummaryItem(label: "Booking fee", amount: NSDecimalNumber(string: "1.50"), type: .pending),
        ]
        let post = PKShippingMethod(label: "Post", amount: NSDecimalNumber(string: "2.00"))
        post.identifier = "post"
        post.detail = "Three to five days"
        let start = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 3, day: 2)
        let end = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 3, day: 4)
        post.dateComponentsRange = PKDateComponentsRange(start: start, end: end)
        request.shippingType = .delivery
        request.shippingMethods = [post]
        request.requiredShippingContactFields = [.name, .postalAddress]
        request.supportsCouponCode = true
        return request
    }

    @Test func aRequestKeepsWhatTheScreenAsks() throws {
        let request = ticketRequest()
        #expect(request.paymentSummaryItems.map(\.label) == ["Two tickets", "Booking fee"])
        #expect(request.paymentSummaryItems.map(\.type) == [.final, .pending])
        #expect(request.paymentSummaryItems[0].amount == NSDecimalNumber(string: "24"))
        #expect(request.merchantCapabilities.rawValue == 9 && request.shippingType.rawValue == 1)
        let post = try #require(request.shippingMethods?.first)
        #expect(post.identifier == "post" && post.detail == "Three to five days" && post.type == .final)
        #expect(post.dateComponentsRange?.endDateComponents.day == 4)
        #expect(request.requiredShippingContactFields == [.name, .postalAddress])
        #expect(PKPaymentNetwork.masterCard.rawValue == "MasterCard" && PKContactField.postalAddress.rawValue == "post")
        #expect(PKPaymentRequest.availableNetworks().contains(.visa))
        let late = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 3, day: 9)
        #expect(PKDateComponentsRange(start: late, end: post.dateComponentsRange!.startDateComponents) == nil)
    }

    @Test func theSheetsErrorsCarryTheirFields() {
        let invalid =
            PKPaymentRequest.paymentShippingAddressInvalidError(
                withKey: CNPostalAddressCountryKey, localizedDescription: "We only post within the UK") as NSError
        #expect(invalid.domain == PKPaymentErrorDomain && invalid.code == 1)
        #expect(invalid.userInfo[PKPaymentErrorPostalAddressUserInfoKey] as? String == CNPostalAddressCountryKey)
        #expect(invalid.userInfo[PKPaymentErrorContactFieldUserInfoKey] as? String == "post")
        #expect(invalid.localizedDescription == "We only post within the UK")
        let coupon = PKPaymentRequest.paymentCouponCodeInvalidError(localizedDescription: nil)
        #expect((coupon as? PKPaymentError)?.code == .couponCodeInvalidError)
        #expect((coupon as NSError).code == 4)
        let unserviceable = PKPaymentRequest.paymentShippingAddressUnserviceableError(withLocalizedDescription: "No")
        #expect((unserviceable as NSError).code == 3)
        let update = PKPaymentRequestCouponCodeUpdate(
            errors: [coupon], paymentSummaryItems: ticketRequest().paymentSummaryItems, shippingMethods: [])
        #expect(update.status == .failure && update.errors.count == 1 && update.paymentSummaryItems.count == 2)
        #expect(PKPaymentRequestCouponCodeUpdate(paymentSummaryItems: []).status == .success)
        let result = PKPaymentAuthorizationResult(status: .success, errors: nil)
        #expect(result.status == .success && result.errors.isEmpty)
    }

    @Test func aDeviceThatCannotPayShowsNoSheet() throws {
        #expect(!PKPaymentAuthorizationController.canMakePayments())
        #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa]))
        #expect(!PKPaymentAuthorizationViewController.canMakePayments())
        #expect(PKPaymentAuthorizationViewController(paymentRequest: ticketRequest()) == nil)
        let screen = CheckoutScreen()
        screen.loadViewIfNeeded()
        #expect(screen.view.subviews.contains { !($0 is PKPaymentButton) && $0 is UIButton })
        screen.pay(ticketRequest())
        #expect(screen.presented == false && screen.finished == 0)
        let recorded = try #require(PKPaymentAuthorizationController.cellSnapPresentedRequests.first)
        #expect(recorded.merchantIdentifier == "merchant.com.example.tickets" && recorded.supportsCouponCode)
        #expect(!PKPassLibrary.isPassLibraryAvailable() && !PKPassLibrary.isPaymentPassActivationAvailable())
        PKPassLibrary().openPaymentSetup()
    }

    @Test func theApplePayButtonIsRefusedWhenDrawn() throws {
        let button = PKPaymentButton(paymentButtonType: .setUp, paymentButtonStyle: .whiteOutline)
        #expect(button.paymentButtonType == .setUp && button.paymentButtonStyle == .whiteOutline)
        #expect(button.cornerRadius == 4 && button.intrinsicContentSize == CGSize(width: 140, height: 30))
        #expect(PKPaymentButton(frame: .zero).paymentButtonType == .plain)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let error = try #require(throws: CellSnapUIKitError.self) { try button.cellSnapScreen() }
        #expect(error.call == "PKPaymentButton")
    }
}
