import Foundation

/// The views a bar draws its appearance's background and shadow line with, below its title and
/// items, as UIKit's private bar background view: the material (as its flat colour), the
/// background colour, the background image, then the shadow line, one pixel high inside the edge
/// that meets the content (a navigation bar's bottom, a tab bar's or toolbar's top; UIKit draws it
/// just outside, CellSnap inside, as its tab bar has always drawn its hairline). The background reaches past the bar's frame by ``outsets``
/// (under the status bar above a navigation bar, the home indicator below a toolbar), as UIKit's
/// does; a bar whose appearance draws nothing has none of these views.
@MainActor struct BarBackground {
    /// How far the background reaches past the bar's bounds.
    var outsets = UIEdgeInsets.zero
    private var views: [UIView] = []

    /// Replaces the bar's background views with those `appearance` draws; `shadowAtTop` puts the
    /// shadow line at the bar's top edge (a bar at the bottom of the screen).
    mutating func install(_ appearance: UIBarAppearance, in bar: UIView, shadowAtTop: Bool) {
        for view in views { view.removeFromSuperview() }
        views = []
        let bounds = bar.bounds
        let area = CGRect(
            x: bounds.minX - outsets.left, y: bounds.minY - outsets.top,
            width: bounds.width + outsets.left + outsets.right, height: bounds.height + outsets.top + outsets.bottom)
        if let effect = appearance.backgroundEffect {
            add(filled(area, with: effect.style.cellSnapBarFill), to: bar)
        }
        if let color = appearance.backgroundColor {
            add(filled(area, with: color), to: bar)
        }
        if let image = appearance.backgroundImage {
            let view = UIImageView(image: image)
            view.contentMode = appearance.backgroundImageContentMode
            view.clipsToBounds = true
            view.frame = area
            add(view, to: bar)
        }
        if let shadow = shadowView(appearance, bar: bar, atTop: shadowAtTop) {
            add(shadow, to: bar)
        }
    }

    /// The shadow line: the shadow image at its own height (a template tinted with the shadow
    /// colour), else a pixel-high line in the shadow colour; `nil` without either.
    private func shadowView(_ appearance: UIBarAppearance, bar: UIView, atTop: Bool) -> UIView? {
        let bounds = bar.bounds
        if let image = appearance.shadowImage {
            let view = UIImageView(image: image)
            if let color = appearance.shadowColor { view.tintColor = color }
            view.contentMode = .scaleToFill
            let height = image.size.height
            view.frame = CGRect(
                x: bounds.minX, y: atTop ? bounds.minY : bounds.maxY - height, width: bounds.width, height: height)
            return view
        }
        guard let color = appearance.shadowColor else { return nil }
        let scale = bar.traitCollection.displayScale
        let pixel = scale > 0 ? 1 / scale : 1 / 3
        return filled(
            CGRect(x: bounds.minX, y: atTop ? bounds.minY : bounds.maxY - pixel, width: bounds.width, height: pixel),
            with: color)
    }

    private func filled(_ frame: CGRect, with color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    private mutating func add(_ view: UIView, to bar: UIView) {
        view.isUserInteractionEnabled = false
        bar.insertSubview(view, at: views.count)
        views.append(view)
    }
}

extension UIBlurEffect.Style {
    /// The flat colour a bar draws this material as: the chrome material (a bar's default) as the
    /// bar material CellSnap has always drawn (``UIColor/cellSnapBarBackground``), any other as
    /// its ``cellSnapFlatFill``.
    var cellSnapBarFill: UIColor {
        self == .systemChromeMaterial ? .cellSnapBarBackground : UIColor(cellSnapFlatFill)
    }
}
