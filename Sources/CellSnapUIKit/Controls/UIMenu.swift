import Foundation

/// An element of a menu, as UIKit's `UIMenuElement`: the title, subtitle and image that an
/// action, a command or a submenu shows. Menus are accepted, kept and never drawn open: a
/// snapshot shows a screen at rest.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// How an element looks and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark, as `UIMenuElement.State`.
    public enum State: Int, Hashable, Sendable {
        case off = 0, on, mixed
    }

    /// Whether an element's image shows, as `UIMenuElement.ImageVisibility`.
    public enum ImageVisibility: Int, Hashable, Sendable {
        case automatic = 0, visible, hidden
    }

    /// The size of a menu's elements, as `UIMenu.ElementSize` (declared here, as UIKit nests it in `UIMenu`).
    public enum Size: Int, Hashable, Sendable {
        case small = 0, medium, large
        public static let automatic = Size.large
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// What a ``UIAction`` runs when it is performed, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element or control action that runs a closure, as UIKit's `UIAction`. Controls run
/// their actions when their events are sent (`UIControl.sendActions(for:)`), and ``sender`` is the
/// control while the handler runs.
///
/// ```swift
/// let refresh = UIAction(title: "Refresh", image: UIImage(systemName: "arrow.clockwise")) { _ in }
/// let menu = UIMenu(title: "", options: .displayInline, children: [refresh])
/// ```
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// An action's identity, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open private(set) var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open var selectedImage: UIImage?
    /// The object that performs the action (the control whose event runs it), while the handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an action (iOS 13's initializer, without subtitle and selected image).
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, subtitle: nil, image: image, selectedImage: nil, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    /// The action that reads text from the camera into `responder` (iOS 15): "Scan Text", calling
    /// the responder's `captureTextFromCamera(_:)` (UIAction+TextFromCamera.swift).
    open class func captureTextFromCamera(responder: UIResponder & UIKeyInput, identifier: UIAction.Identifier?)
        -> UIAction
    { cellSnapCaptureTextFromCamera(responder: responder, identifier: identifier) }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A menu, as UIKit's `UIMenu`: a title, options and child elements (actions and submenus).
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// A menu's identity, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of a menu's elements, as `UIMenu.ElementSize`.
    public typealias ElementSize = UIMenuElement.Size

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]
    open var preferredElementSize = ElementSize.large

    /// The actions among the children whose state is `.on`, depth first.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            return (child as? UIAction)?.state == .on ? [child] : []
        }
    }

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .automatic,
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates a menu (iOS 13's initializer, without subtitle and element size).
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(
            title: title, subtitle: nil, image: image, identifier: identifier, options: options,
            preferredElementSize: .automatic, children: children)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// A menu element whose children are provided later, as UIKit's `UIDeferredMenuElement`: its
/// provider is kept and not called, since menus are never shown open.
@preconcurrency @MainActor open class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.provider = provider
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element that asks `elementProvider` for its children each time the menu opens.
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider)
    }

    /// An element that asks `elementProvider` for its children once.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider)
    }
}
