import CellLayout
import Foundation
import Pixels

extension UIImage {
    /// An image's baseline: its own (a symbol's, from its glyph; none for other images), one given
    /// with ``withBaselineOffset(fromBottom:)``, or none (``imageWithoutBaseline()``).
    enum Baseline: Hashable, Sendable {
        case own, offset(CGFloat), none
    }

    /// The image as JPEG data at `compressionQuality` (0, the most compressed, to 1, the best
    /// quality): a baseline JFIF file written by CellSnap's own encoder, the same bytes on every
    /// machine, of the pixels as drawn (turned by ``imageOrientation``). The quality maps to the
    /// IJG encoder's 1 to 100, which scale ITU T.81's example tables (UIKit's mapping is not
    /// documented); the colours are not subsampled. JPEG has no alpha: transparent pixels are
    /// written black, as UIKit writes them. A drawn image (a renderer's) is written as its
    /// renderer's pixels, an asset catalog image as its representation's (see ``pngData()``); `nil`
    /// for symbols (which CellSnap draws only inside views) and for an image with no pixels, as
    /// UIKit's is `nil` for an image without a bitmap.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if let drawn = rasterizedDrawing { return JPEG.encode(drawn, quality: Double(compressionQuality)) }
        guard case .bitmap = source, let pixels = cellSnapBitmap else { return nil }
        return JPEG.encode(pixels, quality: Double(compressionQuality))
    }

    /// The baseline's height above the image's bottom, in points: the offset given with
    /// ``withBaselineOffset(fromBottom:)``; a symbol's own (where its glyph sits on the text's
    /// baseline, at its configuration: 17 pt body text when it has none); `nil` for an image
    /// without one (a bitmap, an asset image, or after ``imageWithoutBaseline()``).
    ///
    /// An image view and a cell's content draw an image centred, as UIKit does; a text attachment
    /// without bounds of its own puts the image's baseline on the text's
    /// (``NSTextAttachment/attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)``).
    public var baselineOffsetFromBottom: CGFloat? {
        switch baseline {
        case .offset(let offset): return offset
        case .none: return nil
        case .own:
            guard case .symbol(let name) = source,
                let metrics = try? symbolMetrics(applying: nil, traits: UITraitCollection.current.cellSnapTraits)
            else { return nil }
            let image = SymbolNode(
                name, pointSize: metrics.pointSize, weight: metrics.weight, scale: metrics.scale, color: .black
            ).image
            return CGFloat(image.size.height - image.baseline)
        }
    }

    /// The same image with its baseline `baselineOffset` points above its bottom (below it when
    /// negative): where a label's text attachment of it sits on the text's baseline.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        rebased(.offset(baselineOffset))
    }

    /// The same image without a baseline (a symbol's own taken away): a label's text attachment
    /// of it stands on the text's baseline.
    public func imageWithoutBaseline() -> UIImage { rebased(.none) }

    private func rebased(_ baseline: Baseline) -> UIImage {
        UIImage(
            source: source, configuration: configuration, tint: tint, renderingMode: renderingMode,
            pngText: pngText, refusal: refusal, animation: animation, orientation: imageOrientation,
            baseline: baseline, geometry: geometry)
    }
}
