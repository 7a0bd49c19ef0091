import CellSnapUIKit
import CoreLocation
import Foundation

/// How a map without its tiles is drawn (CellSnap's choice, as no figure of iOS's loading
/// picture is published): the colours, the grid's pitch and line, and the legal label.
enum TilelessMapStyle {
    /// The background and grid of the standard and muted maps in light and dark appearances, and
    /// of the satellite, hybrid and flyover maps (dark in both, as their imagery loads on dark).
    static let lightBackground = UIColor(red: 242 / 255, green: 239 / 255, blue: 233 / 255, alpha: 1)
    static let lightGrid = UIColor(red: 225 / 255, green: 221 / 255, blue: 214 / 255, alpha: 1)
    static let darkBackground = UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
    static let darkGrid = UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1)
    static let imageryBackground = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
    static let imageryGrid = UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
    /// The grid's pitch and line width in points, from the view's top-left corner.
    static let gridPitch: CGFloat = 32
    static let gridLine: CGFloat = 0.5
    /// The legal label: its text and size, and its distance from the safe area's bottom trailing corner.
    static let legalText = "Legal"
    static let legalFontSize: CGFloat = 11
    static let legalInset = CGPoint(x: 8, y: 6)
    /// The device's position: a blue dot in a white ring.
    static let userDotDiameter: CGFloat = 16
    static let userRingWidth: CGFloat = 3
}

extension MKMapView {
    /// Whether the map shows imagery (satellite, hybrid, flyover) rather than a drawn map.
    private var showsImagery: Bool { mapType != .standard && mapType != .mutedStandard }

    /// The map as iOS draws it before its tiles load: the background, a square grid fixed to the
    /// view (no geography), the device's position when shown and known, and the "Legal" label at
    /// the bottom trailing corner of the safe area (mirrored in a right-to-left layout).
    final func drawTilelessMap(in rect: CGRect) {
        let dark = traitCollection.userInterfaceStyle == .dark
        let background =
            showsImagery
            ? TilelessMapStyle.imageryBackground
            : dark ? TilelessMapStyle.darkBackground : TilelessMapStyle.lightBackground
        let grid =
            showsImagery ? TilelessMapStyle.imageryGrid : dark ? TilelessMapStyle.darkGrid : TilelessMapStyle.lightGrid
        background.setFill()
        UIRectFill(bounds)
        grid.setFill()
        let pitch = TilelessMapStyle.gridPitch, line = TilelessMapStyle.gridLine
        var x = bounds.minX + pitch
        while x < bounds.maxX {
            UIRectFill(CGRect(x: x - line / 2, y: bounds.minY, width: line, height: bounds.height))
            x += pitch
        }
        var y = bounds.minY + pitch
        while y < bounds.maxY {
            UIRectFill(CGRect(x: bounds.minX, y: y - line / 2, width: bounds.width, height: line))
            y += pitch
        }
        drawUserLocation()
        drawLegalLabel(dark: dark || showsImagery)
    }

    /// The device's position, while the map shows it and it is known (CellSnap draws iOS's dot and
    /// does not ask the delegate for a view of the user's location).
    private func drawUserLocation() {
        guard showsUserLocation, userLocation.location != nil else { return }
        let center = convert(userLocation.coordinate, toPointTo: nil)
        let outer = TilelessMapStyle.userDotDiameter
        let ring = UIBezierPath(
            ovalIn: CGRect(x: center.x - outer / 2, y: center.y - outer / 2, width: outer, height: outer))
        UIColor.white.setFill()
        ring.fill()
        let inner = outer - 2 * TilelessMapStyle.userRingWidth
        UIColor.systemBlue.setFill()
        UIBezierPath(ovalIn: CGRect(x: center.x - inner / 2, y: center.y - inner / 2, width: inner, height: inner))
            .fill()
    }

    private func drawLegalLabel(dark: Bool) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: TilelessMapStyle.legalFontSize, weight: .medium),
            .foregroundColor: dark ? UIColor(white: 1, alpha: 0.6) : UIColor(white: 0, alpha: 0.55),
        ]
        let text = TilelessMapStyle.legalText as NSString
        let size = text.size(withAttributes: attributes)
        let area = bounds.inset(by: safeAreaInsets)
        let inset = TilelessMapStyle.legalInset
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? area.minX + inset.x : area.maxX - inset.x - size.width
        text.draw(at: CGPoint(x: x, y: area.maxY - inset.y - size.height), withAttributes: attributes)
    }
}
