// `import PassKit` on Linux: Apple Pay's payment requests, summary items, shipping methods and
// contacts as a checkout screen builds them, the authorization controllers over a device that
// cannot pay (no Secure Element and no Wallet), the Apple Pay button (refused when drawn) and the
// pass library of a device without Wallet. As the SDK's module does, it brings Foundation,
// Contacts (`CNPostalAddress` and its keys name a payment's fields) and UIKit.
@_exported import CellSnapUIKit
@_exported import Contacts
@_exported import Foundation
