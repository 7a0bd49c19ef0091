// `import StoreKit` on Linux: review requests (recorded, so a test can read them), and the names
// of in-app purchase over a device with no App Store: product requests find no products (every
// identifier is invalid) and payments cannot be made (a payment added fails with
// `SKError.paymentNotAllowed`). As the SDK's module does, it brings Foundation.
@_exported import Foundation
