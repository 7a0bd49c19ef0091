import CellSnapUIKit
import Foundation

extension PKInk.InkType {
    /// The width a tool of this ink has when none is given (iOS 17; CellSnap's widths, as
    /// ``PKInkingTool/defaultWidth(forInkType:)``).
    public var defaultWidth: CGFloat { PKInkingTool.defaultWidth(forInkType: self) }
    /// The widths a tool of this ink takes (iOS 17; as ``PKInkingTool/validWidthRange(forInkType:)``).
    public var validWidthRange: ClosedRange<CGFloat> { PKInkingTool.validWidthRange(forInkType: self) }
}

/// A tool a tool picker offers, as PencilKit's `PKToolPickerItem` (iOS 18), named by its
/// identifier. Its subclasses are the inking, eraser, lasso, ruler, scribble and custom items.
///
/// No visible effect: the picker's palette is the system's and is not drawn (``PKToolPicker``).
@preconcurrency @MainActor open class PKToolPickerItem: NSObject {
    /// The identifier that names the item in its picker (``PKToolPicker/selectedToolItemIdentifier``).
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A pen, pencil, marker or other ink in a tool picker, as PencilKit's `PKToolPickerInkingItem`.
/// Its identifier is the ink type's raw value unless given (PencilKit's system identifiers are
/// undocumented; CellSnap's choice).
@preconcurrency @MainActor open class PKToolPickerInkingItem: PKToolPickerItem {
    /// The tool the item draws with.
    public let inkingTool: PKInkingTool
    /// Whether a person may choose the item's colour. No visible effect: nobody picks on Linux.
    open var allowsColorSelection = true

    public convenience init(type inkType: PKInk.InkType) { self.init(type: inkType, color: .black) }
    public convenience init(type inkType: PKInk.InkType, color: UIColor) {
        self.init(type: inkType, color: color, width: inkType.defaultWidth, identifier: nil)
    }
    public convenience init(type inkType: PKInk.InkType, width: CGFloat) {
        self.init(type: inkType, color: .black, width: width, identifier: nil)
    }
    public init(type inkType: PKInk.InkType, color: UIColor, width: CGFloat, identifier: String?) {
        inkingTool = PKInkingTool(inkType, color: color, width: width)
        super.init(identifier: identifier ?? inkType.rawValue)
    }
}

/// An eraser in a tool picker, as PencilKit's `PKToolPickerEraserItem` (identifier
/// `com.apple.tool.eraser.` and the eraser type, CellSnap's choice).
@preconcurrency @MainActor open class PKToolPickerEraserItem: PKToolPickerItem {
    public let eraserTool: PKEraserTool

    public convenience init(type eraserType: PKEraserTool.EraserType) { self.init(type: eraserType, width: 10) }
    public init(type eraserType: PKEraserTool.EraserType, width: CGFloat) {
        eraserTool = PKEraserTool(eraserType, width: width)
        super.init(identifier: "com.apple.tool.eraser.\(eraserType)")
    }
}

/// The lasso in a tool picker, as PencilKit's `PKToolPickerLassoItem`.
@preconcurrency @MainActor open class PKToolPickerLassoItem: PKToolPickerItem {
    public let lassoTool = PKLassoTool()
    public init() { super.init(identifier: "com.apple.tool.lasso") }
}

/// The ruler in a tool picker, as PencilKit's `PKToolPickerRulerItem`.
@preconcurrency @MainActor open class PKToolPickerRulerItem: PKToolPickerItem {
    public init() { super.init(identifier: "com.apple.tool.ruler") }
}

/// Handwriting into text fields in a tool picker, as PencilKit's `PKToolPickerScribbleItem`.
@preconcurrency @MainActor open class PKToolPickerScribbleItem: PKToolPickerItem {
    public init() { super.init(identifier: "com.apple.tool.scribble") }
}

/// A tool of the app's own in a tool picker, as PencilKit's `PKToolPickerCustomItem` (iOS 18): its
/// ``configuration``, and the ``color`` and ``width`` a person chose (the configuration's defaults).
///
/// No visible effect: the palette is not drawn, so the configuration's image and view controller
/// providers are called only when the app asks: ``reloadImage()`` calls the image provider for
/// the image the palette would show (``cellSnapImage``).
@preconcurrency @MainActor open class PKToolPickerCustomItem: PKToolPickerItem {
    /// What the item shows and allows, as PencilKit's `PKToolPickerCustomItem.Configuration`.
    public struct Configuration {
        public var identifier: String
        public var name: String
        /// The image of the tool in the palette, for the item's current colour and width.
        public var imageProvider: ((PKToolPickerCustomItem) -> UIImage)?
        /// The controller of the tool's attributes popover.
        public var viewControllerProvider: ((PKToolPickerCustomItem) -> UIViewController)?
        /// The colour the item starts with: black.
        public var defaultColor: UIColor = .black
        public var allowsColorSelection = false
        /// The width the item starts with.
        public var defaultWidth: CGFloat = 0
        /// The widths a person can pick, each with its image.
        public var widthVariants: [CGFloat: UIImage] = [:]
        /// Which attribute controls the palette offers: all.
        public var toolAttributeControls: ControlOptions = [.width, .opacity]

        public init(identifier: String, name: String) { (self.identifier, self.name) = (identifier, name) }
    }

    /// The attribute controls a custom item's palette offers, as PencilKit's `ControlOptions`.
    public struct ControlOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let width = ControlOptions(rawValue: 1)
        public static let opacity = ControlOptions(rawValue: 2)
    }

    public let configuration: Configuration
    /// The item's colour, from ``Configuration/defaultColor``.
    open var color: UIColor
    /// The item's width, from ``Configuration/defaultWidth``.
    open var width: CGFloat
    open var allowsColorSelection: Bool
    /// The image the last ``reloadImage()`` got from the image provider (Linux-only).
    public private(set) var cellSnapImage: UIImage?

    public convenience init(configuration: Configuration) { self.init(cellSnapConfiguration: configuration) }

    init(cellSnapConfiguration configuration: Configuration) {
        self.configuration = configuration
        (color, width) = (configuration.defaultColor, configuration.defaultWidth)
        allowsColorSelection = configuration.allowsColorSelection
        super.init(identifier: configuration.identifier)
    }

    /// Asks the image provider again for the palette's image of the item.
    open func reloadImage() { cellSnapImage = configuration.imageProvider?(self) }
}
