// `import LinkPresentation` on Linux: link metadata (`LPLinkMetadata`), the metadata provider of a
// device that reaches no network (its answers are those a test sets, else a failure, given
// asynchronously) and the rich link view (kept; drawing it is refused). As the SDK's module does,
// it brings Foundation (with what Apple's has beyond Linux's, such as `NSItemProvider`, from
// CellSnapFoundation) and UIKit, whose `UIView` its link view is.
@_exported import CellSnapFoundation
@_exported import Foundation
@_exported import UIKit
