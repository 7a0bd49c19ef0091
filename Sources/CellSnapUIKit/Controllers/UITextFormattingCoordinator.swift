import Foundation

/// The handler a text-formatting coordinator gives its delegate, as UIKit's
/// `UITextAttributesConversionHandler`: it takes the attributes of the selected text and returns
/// them with the font panel's settings applied.
public typealias UITextAttributesConversionHandler = ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]

/// What a text-formatting coordinator asks of the responder that owns the selected text, as
/// UIKit's `UITextFormattingCoordinatorDelegate`. Every ``UIResponder`` already has the method
/// (it is one of the standard edit actions), so a view controller adopts the protocol by
/// overriding it.
@preconcurrency @MainActor public protocol UITextFormattingCoordinatorDelegate: NSObjectProtocol {
    /// Applies the font panel's settings to the selected text: the responder calls
    /// `conversionHandler` with each run's attributes and sets the attributes it returns.
    func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler)
}

/// The coordinator between a scene's selected text and the system's font panel, as UIKit's
/// `UITextFormattingCoordinator`.
///
/// ```swift
/// final class SampleTextScreen: UIViewController, UITextFormattingCoordinatorDelegate {
///     let sample = UILabel()
///     var coordinator: UITextFormattingCoordinator?
///     func connectFontPanel(to scene: UIWindowScene) {
///         let coordinator = UITextFormattingCoordinator(for: scene)
///         coordinator.delegate = self
///         coordinator.setSelectedAttributes([.font: sample.font as Any], isMultiple: false)
///         self.coordinator = coordinator
///     }
///     override func updateTextAttributes(
///         conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
///     ) {
///         let attributes = conversionHandler([.font: sample.font as Any])
///         sample.font = attributes[.font] as? UIFont ?? sample.font
///     }
/// }
/// ```
///
/// The font panel is a Mac window (Mac Catalyst's), never part of an iPhone screen: on the
/// iPhone CellSnap draws, the panel is never visible and toggling it shows nothing. What the
/// coordinator does is carry a picked font to its delegate: as the delegate of a
/// ``UIFontPickerViewController`` (UIKit's coordinator adopts that protocol), it turns the
/// picked font descriptor into the delegate's ``UITextFormattingCoordinatorDelegate/updateTextAttributes(conversionHandler:)``
/// call, each run's font replaced by the picked one at the run's point size.
@preconcurrency @MainActor open class UITextFormattingCoordinator: NSObject, UIFontPickerViewControllerDelegate {
    /// The responder that applies the font panel's settings to its selected text.
    open weak var delegate: (any UITextFormattingCoordinatorDelegate)?
    /// The scene whose selected text the coordinator formats.
    public private(set) weak var windowScene: UIWindowScene?
    /// The attributes the font panel starts from, as the last ``setSelectedAttributes(_:isMultiple:)`` gave them.
    private var selectedAttributes: [NSAttributedString.Key: Any] = [:]

    /// A coordinator for the selected text of `windowScene`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// A coordinator for the selected text of `windowScene` (UIKit's class method
    /// `textFormattingCoordinatorForWindowScene:`, which Swift imports as this initializer).
    public convenience init(for windowScene: UIWindowScene) {
        self.init(windowScene: windowScene)
    }

    /// Whether the font panel shows: always `false` on the iPhone CellSnap draws, which has no
    /// font panel (it is a Mac window).
    open class var isFontPanelVisible: Bool { false }

    /// Shows or hides the font panel.
    ///
    /// No visible effect: the font panel is a Mac window, which an iPhone screen never shows
    /// (``isFontPanelVisible`` stays `false`).
    open class func toggleFontPanel(_ sender: Any) {}

    /// The attributes of the selected text the font panel starts from, and whether the selection
    /// has several values for them (`flag`).
    ///
    /// No visible effect: the font panel that shows them is a Mac window, never part of an
    /// iPhone screen; a font picked through the coordinator still reaches the delegate with the
    /// selected text's own attributes.
    open func setSelectedAttributes(_ attributes: [NSAttributedString.Key: Any], isMultiple flag: Bool) {
        selectedAttributes = attributes
    }

    /// Picking a font in a font picker the coordinator is the delegate of: the coordinator's
    /// delegate is asked to update its text, each run's font replaced by the picked one at the
    /// run's point size (the size of the attributes given to ``setSelectedAttributes(_:isMultiple:)``
    /// when a run has no font, else the picked descriptor's own).
    ///
    /// CellSnap's choice: UIKit does not document what its coordinator does as a picker's
    /// delegate; applying the picked family at the text's size is what its Mac font panel does.
    open func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        let fallbackSize = (selectedAttributes[.font] as? UIFont)?.pointSize ?? descriptor.pointSize
        delegate?.updateTextAttributes { attributes in
            var converted = attributes
            let size = (attributes[.font] as? UIFont)?.pointSize ?? fallbackSize
            converted[.font] = UIFont(descriptor: descriptor, size: size)
            return converted
        }
    }

    /// Cancelling a font picker the coordinator is the delegate of: the text keeps its attributes.
    ///
    /// No visible effect: cancelling leaves the text as it was.
    open func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
