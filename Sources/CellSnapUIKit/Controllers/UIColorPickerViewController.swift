import Foundation

/// The system's colour picker, as UIKit's `UIColorPickerViewController`: presented by a screen
/// (`present(_:animated:completion:)`, or as a popover), it tells its delegate which colour was
/// picked.
///
/// ```swift
/// final class ThemeScreen: UIViewController, UIColorPickerViewControllerDelegate {
///     func pickColor() {
///         let picker = UIColorPickerViewController()
///         picker.selectedColor = .systemTeal
///         picker.supportsAlpha = false
///         picker.delegate = self
///         present(picker, animated: true)
///     }
///     func colorPickerViewController(
///         _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
///     ) { view.backgroundColor = color }
/// }
/// ```
///
/// Presented over a screen, it is not drawn into that screen's snapshot (as an alert is not).
/// Its own view is refused when drawn: iOS draws the picker's grid, spectrum, sliders and
/// swatches in a process of its own, and CellSnap has none of them; drawing it is a
/// ``CellSnapUIKitError`` naming the controller.
@preconcurrency @MainActor open class UIColorPickerViewController: UIViewController {
    /// Told when a colour is picked and when the picker is dismissed.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The colour shown as picked; white until set, as in UIKit.
    open var selectedColor: UIColor = .white
    /// Whether the picker offers an opacity slider; `true` by default.
    open var supportsAlpha = true

    /// A picker of the colour it shows, refused when drawn (see above).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIColorPickerViewController's view",
                reason:
                    "iOS draws the system colour picker out of process and CellSnap does not draw it; snapshot "
                    + "the screen that presents it (a presented controller is not drawn into it)"))
    }
}

/// What a colour picker tells its delegate, as UIKit's `UIColorPickerViewControllerDelegate`;
/// every requirement is optional.
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// Called when the user picks a colour (`continuously` while they drag), since iOS 15.
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// Called when the user picks a colour (deprecated in iOS 15 for the method above).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// Called when the picker is dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a colour is picked by a user, which a snapshot never has.
    public func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a colour is picked by a user, which a snapshot never has.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the picker is dismissed by a user, which a snapshot never has.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        OptionalRequirements.unimplemented(())
    }
}

/// A control showing a colour that presents the colour picker when tapped, as UIKit's `UIColorWell`.
///
/// It is refused when drawn: iOS draws the well as a ring of every hue around the selected colour,
/// and CellSnap draws no conic gradient yet; drawing it is a ``CellSnapUIKitError`` naming it.
@preconcurrency @MainActor open class UIColorWell: UIControl {
    /// The title of the colour picker the well presents.
    open var title: String?
    /// Whether the picker the well presents offers an opacity slider; `true` by default.
    open var supportsAlpha = true
    /// The colour the well shows; `nil` until set (or picked).
    open var selectedColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        refuseDrawing()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refuseDrawing()
    }

    private final func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIColorWell",
                reason: "iOS draws a colour well as a ring of every hue, and CellSnap draws no conic gradient yet"))
    }
}
