import CellSnapUIKit
import Foundation

/// A rich link preview, as LinkPresentation's `LPLinkView`: its metadata is kept, and drawing it is
/// refused with a `CellSnapUIKitError` that names it, as CellSnap does not draw iOS's link
/// preview card.
@preconcurrency @MainActor open class LPLinkView: UIView {
    /// The metadata shown.
    open var metadata: LPLinkMetadata

    /// A view of `url`'s link, before its metadata is fetched.
    public init(url: URL) {
        metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        super.init(frame: .zero)
        refuseDrawing()
    }

    /// A view of `metadata`.
    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
        refuseDrawing()
    }

    public override init(frame: CGRect) {
        metadata = LPLinkMetadata()
        super.init(frame: frame)
        refuseDrawing()
    }

    public required init?(coder: NSCoder) { nil }

    private func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(call: "LPLinkView", reason: "CellSnap does not draw iOS's link preview on Linux"))
    }
}
