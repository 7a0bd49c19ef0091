import CellModel
import Foundation
import Primitives

// UIColor's prominence (iOS 18) and high dynamic range colours (iOS 26).
extension UIColor {
    /// How prominently a colour shows in the interface, as `UIColor.Prominence` (iOS 18).
    public enum Prominence: Int, Hashable, Sendable {
        case primary = 0, secondary, tertiary, quaternary
    }

    /// The colour with `prominence` (its ``prominence``), drawn as the colour itself.
    ///
    /// No visible effect: UIKit applies a colour's prominence in vibrant content (a label whose
    /// `preferredVibrancy` is set, inside a vibrancy effect view), which CellSnap does not draw;
    /// elsewhere the colour draws as it is.
    public func withProminence(_ prominence: Prominence) -> UIColor {
        let copy = cellSnapCopy()
        copy.prominence = prominence
        return copy
    }

    /// An HDR colour: the standard dynamic range colour of `red`, `green` and `blue` (sRGB, in
    /// `0...1`) exposed by `linearExposure` (at least 1), each component multiplied by it in
    /// linear light, as UIKit makes it. A PNG snapshot has no headroom above white: CellSnap draws
    /// the exposed components clipped to `0...1`, as a display without headroom shows them (UIKit
    /// tone-maps them there, which it does not document; clipping is CellSnap's choice). Its
    /// ``linearExposure`` is `linearExposure`, and ``standardDynamicRange`` is the colour before
    /// exposure.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, linearExposure: CGFloat) {
        let exposure = max(1, Double(linearExposure))
        let exposed = [red, green, blue].map { DisplayP3.encode(DisplayP3.decode(Double($0)) * exposure) }
        self.init(red: CGFloat(exposed[0]), green: CGFloat(exposed[1]), blue: CGFloat(exposed[2]), alpha: alpha)
        self.linearExposure = CGFloat(exposure)
        exposedFrom = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The standard dynamic range colour an HDR colour was exposed from (iOS 26): for a
    /// ``linearExposure`` above 1, the colour before exposure; any other colour itself.
    public var standardDynamicRange: UIColor { exposedFrom ?? self }

    /// The colour with the same components for a content headroom of `contentHeadroom` (iOS 26,
    /// at least 1): its ``linearExposure`` is the headroom, and its ``standardDynamicRange`` the
    /// components divided by it in linear light. It draws as this colour (CellSnap draws
    /// components, clipped to `0...1`; see ``init(red:green:blue:alpha:linearExposure:)``).
    public func applyingContentHeadroom(_ contentHeadroom: CGFloat) -> UIColor {
        let headroom = max(1, Double(contentHeadroom))
        let copy = cellSnapCopy()
        copy.linearExposure = CGFloat(headroom)
        copy.exposedFrom =
            switch storage {
            case .model(let color):
                UIColor(
                    color.map { color in
                        Color(
                            red: DisplayP3.encode(DisplayP3.decode(color.red) / headroom),
                            green: DisplayP3.encode(DisplayP3.decode(color.green) / headroom),
                            blue: DisplayP3.encode(DisplayP3.decode(color.blue) / headroom), alpha: color.alpha)
                    })
            case .provider(let provider):
                UIColor { provider($0).applyingContentHeadroom(CGFloat(headroom)).standardDynamicRange }
            }
        return copy
    }

    /// A colour of the same storage, pattern, prominence and exposure.
    private func cellSnapCopy() -> UIColor {
        let copy =
            switch storage {
            case .model(let color): UIColor(color)
            case .provider(let provider): UIColor(dynamicProvider: provider)
            }
        copy.pattern = pattern
        copy.prominence = prominence
        copy.linearExposure = linearExposure
        copy.exposedFrom = exposedFrom
        return copy
    }
}
