import CellModel
import Pixels
import Primitives

extension UIImage {
    /// ``model(traits:call:textFont:)`` of the image itself, not the one its asset has for `traits`.
    func unresolvedModel(traits: Traits, call: String, textFont: Font) throws -> (
        image: ImageContent, ownTint: DynamicColor?, weight: FontWeight?, pointSize: Double?
    ) {
        if let refusal { throw refusal }
        let mirrors = drawsMirrored(rightToLeft: traits.direction == .rightToLeft)
        if mirrors, !isBitmap, !isBitmapAsset {
            throw CellSnapUIKitError(
                call: "\(call) a mirrored image that is not a bitmap",
                reason:
                    "a cell's content draws symbols, catalog images and drawn images unmirrored; show it in an image view"
            )
        }
        switch source {
        case .symbol(let name):
            let sized = try symbolConfiguration?.model(call: call, textFont: textFont, category: traits.contentSize)
            var ownTint: DynamicColor?
            if renderingMode == .alwaysOriginal {
                guard let tint else {
                    throw CellSnapUIKitError(
                        call: "\(call) UIImage.withRenderingMode(.alwaysOriginal) without a tint colour",
                        reason: "a symbol's own colours are not drawn; use withTintColor(_:renderingMode:)")
                }
                ownTint = tint.cellSnapColor(traits: traits)
            }
            return (.symbol(name), ownTint, sized?.weight, sized?.pointSize)
        case .bitmap(let bitmap, let scale):
            if renderingMode == .alwaysTemplate {
                throw CellSnapUIKitError(
                    call: "\(call) a template bitmap", reason: "bitmaps are drawn in their own colours")
            }
            guard var image = bitmap.rgba else {
                throw CellSnapUIKitError(call: "\(call) a bitmap", reason: "its PNG data do not decode")
            }
            // `withTintColor(_:)` of a bitmap: the tint masked by the image's alpha, as UIKit draws it.
            if let tint { image = image.tinted(tint.resolved(traits)) }
            if mirrors { image = Self.turn(image, .upMirrored) }
            guard Double(scale) != traits.displayScale else {
                return (.bitmap(width: image.width, height: image.height, rgba: image.bytes), nil, nil, nil)
            }
            // A bitmap of another scale keeps its size in points and is resampled where it is
            // drawn, as iOS draws a 1x image on a 3x screen: the one representation of an image
            // without a catalog.
            let representation = AssetImage.Representation(
                scale: Double(scale), width: image.width, height: image.height, rgba: image.bytes)
            let unnamed = AssetImage(name: "", representations: [representation], isTemplate: false)
            return (.asset(unnamed), nil, nil, nil)
        case .asset(var image):
            // As for symbols: a template (by the set's intent or `.alwaysTemplate`) is drawn in the
            // view's tint; `withTintColor(_:renderingMode: .alwaysOriginal)` draws it in a colour of its own.
            var ownTint: DynamicColor?
            switch renderingMode {
            case .alwaysTemplate: image.isTemplate = true
            case .automatic where tint == nil: break
            case .automatic, .alwaysOriginal:
                // `withTintColor(_:)`: the set's image in that colour, as a tinted bitmap is drawn.
                image.isTemplate = tint != nil
                ownTint = tint?.cellSnapColor(traits: traits)
            }
            if mirrors {
                // A set that faces the other layout direction: its bitmaps mirrored.
                image.representations = image.representations.map { representation in
                    guard case .bitmap(let width, let height, let rgba) = representation.content else {
                        return representation
                    }
                    var mirrored = representation
                    let turned = Self.turn(RGBAImage(width: width, height: height, bytes: rgba), .upMirrored)
                    mirrored.content = .bitmap(width: width, height: height, rgba: turned.bytes)
                    return mirrored
                }
            }
            return (.asset(image), ownTint, nil, nil)
        case .drawing:
            throw CellSnapUIKitError(
                call: "\(call) an image made by drawing (UIGraphicsImageRenderer)",
                reason: "CellSnap draws such an image in image views and in other drawing")
        }
    }
}

extension UIImage {
    /// Whether the image is an asset catalog set whose images are all bitmaps.
    private var isBitmapAsset: Bool {
        guard case .asset(let image) = source else { return false }
        return image.representations.allSatisfy { if case .bitmap = $0.content { true } else { false } }
    }
}
