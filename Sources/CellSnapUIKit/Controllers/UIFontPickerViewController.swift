import Foundation

/// The system's font picker, as UIKit's `UIFontPickerViewController`: made with a configuration,
/// presented by a screen, it tells its delegate which font was picked, through
/// ``selectedFontDescriptor``.
///
/// ```swift
/// final class TypefaceScreen: UIViewController, UIFontPickerViewControllerDelegate {
///     let sample = UILabel()
///     func pickFont() {
///         let configuration = UIFontPickerViewController.Configuration()
///         configuration.includeFaces = true
///         configuration.filteredTraits = [.classModernSerifs]
///         let picker = UIFontPickerViewController(configuration: configuration)
///         picker.delegate = self
///         present(picker, animated: true)
///     }
///     func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
///         guard let descriptor = viewController.selectedFontDescriptor else { return }
///         sample.font = UIFont(descriptor: descriptor, size: 28)
///     }
/// }
/// ```
///
/// Presented over a screen, it is not drawn into that screen's snapshot (as an alert is not).
/// Its own view is refused when drawn: iOS draws the list of the device's font families in a
/// process of its own, and a test has no installed fonts to list; drawing it is a
/// ``CellSnapUIKitError`` naming the controller. A test finishes picking as iOS would: it sets
/// ``selectedFontDescriptor`` and calls the delegate's `fontPickerViewControllerDidPickFont(_:)`.
@preconcurrency @MainActor open class UIFontPickerViewController: UIViewController {
    /// What the picker lists and how, as `UIFontPickerViewController.Configuration`.
    ///
    /// No visible effect: the picker is not drawn (see the type's notes); the configuration is
    /// kept, a copy of the one the picker was made with, as in UIKit.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Whether the picker lists each family's faces (bold, italic…) too; `false` by default.
        open var includeFaces = false
        /// Whether the names are drawn in the system font rather than each in its own; `false`
        /// by default.
        open var displayUsingSystemFont = false
        /// The traits every listed font has (none by default: every font is listed).
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// The predicate that lists only fonts of some languages (`nil`, every font, by default);
        /// made by ``filterPredicate(forFilteredLanguages:)``.
        open var filteredLanguagesPredicate: NSPredicate?

        public override init() { super.init() }

        /// A predicate for ``filteredLanguagesPredicate`` that keeps the fonts supporting
        /// `filteredLanguages` (language codes such as `"ja"`); `nil` for an empty list, which
        /// filters nothing.
        ///
        /// CellSnap's choice: the fonts a test gives CellSnap carry no list of the languages
        /// they cover, so the predicate keeps every font descriptor and refuses anything else.
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            guard !filteredLanguages.isEmpty else { return nil }
            return NSPredicate { object, _ in object is UIFontDescriptor }
        }

        /// A configuration with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            copy.filteredLanguagesPredicate = filteredLanguagesPredicate
            return copy
        }
    }

    /// The configuration the picker was made with (a copy: changing the one passed to
    /// ``init(configuration:)`` afterwards does not change it).
    open var configuration: Configuration { ownConfiguration.copy() as! Configuration }
    private let ownConfiguration: Configuration
    /// Told when a font is picked and when picking is cancelled.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked, `nil` until one is (a test sets it before calling the delegate, as the
    /// person's tap would).
    open var selectedFontDescriptor: UIFontDescriptor?

    /// A picker configured by `configuration` (every font listed by default).
    public init(configuration: Configuration = Configuration()) {
        ownConfiguration = configuration.copy() as! Configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        ownConfiguration = Configuration()
        super.init(coder: coder)
    }

    /// A picker of the fonts it lists, refused when drawn (see the type's notes).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIFontPickerViewController's view",
                reason:
                    "iOS draws the font picker over the device's installed fonts, out of process, and CellSnap "
                    + "does not draw it; snapshot the screen that presents it and call the delegate as iOS would"))
    }
}

/// What a font picker tells its delegate, as UIKit's `UIFontPickerViewControllerDelegate`; both
/// requirements are optional.
@preconcurrency @MainActor public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    /// Called when the person cancels picking.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    /// Called when the person picks a font: the picker's `selectedFontDescriptor` is the font.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: picking is cancelled by a person, which a snapshot never has.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a font is picked by a person, which a snapshot never has.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        OptionalRequirements.unimplemented(())
    }
}
