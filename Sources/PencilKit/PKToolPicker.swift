import CellSnapUIKit
import Foundation

/// The system's tool palette, as PencilKit's `PKToolPicker`. CellSnap keeps its state (the
/// selected tool, the ruler, which responders it shows for) and tells its observers of changes as
/// PencilKit does, but does not draw the palette: it is the system's, outside the app's views.
@preconcurrency @MainActor open class PKToolPicker: NSObject {
    /// The tool selected in the palette; setting it tells the observers.
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black) {
        didSet { for observer in observers { observer.toolPickerSelectedToolDidChange(self) } }
    }
    /// Whether the palette's ruler is on; setting it tells the observers.
    open var isRulerActive = false {
        didSet { for observer in observers { observer.toolPickerIsRulerActiveDidChange(self) } }
    }
    /// No visible effect: the palette is not drawn.
    open var showsDrawingPolicyControls = true
    /// No visible effect: the palette is not drawn.
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// No visible effect: the palette is not drawn.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The observers, held weakly (as PencilKit holds them), in the order they were added.
    private var observerBoxes: [WeakObserver] = []
    private var observers: [any PKToolPickerObserver] { observerBoxes.compactMap(\.observer) }
    private static var perWindow: [ObjectIdentifier: PKToolPicker] = [:]

    /// The items the palette offers, in order: those given to ``init(toolItems:)`` (the first of
    /// each identifier), else CellSnap's system set (an inking item for each ink type, then the
    /// vector eraser, the lasso and the ruler; PencilKit does not document its set).
    open private(set) var toolItems: [PKToolPickerItem]
    private var selectedItemIndex = 0
    /// A button shown in the palette. No visible effect: the palette is not drawn.
    open var accessoryItem: UIBarButtonItem?

    public override init() {
        toolItems = Self.systemToolItems()
        super.init()
    }

    /// A picker offering `toolItems` (iOS 18), the first selected.
    public init(toolItems: [PKToolPickerItem]) {
        var identifiers = Set<String>()
        self.toolItems = toolItems.filter { identifiers.insert($0.identifier).inserted }
        super.init()
        if let first = self.toolItems.first { selectedTool = Self.tool(of: first) ?? selectedTool }
    }

    /// The selected item; setting one of ``toolItems`` selects it (and its tool, for an inking,
    /// eraser or lasso item) and tells the observers; another item is ignored.
    open var selectedToolItem: PKToolPickerItem {
        get { toolItems.isEmpty ? PKToolPickerRulerItem() : toolItems[selectedItemIndex] }
        set { select(toolItems.firstIndex { $0 === newValue }) }
    }

    /// The identifier of ``selectedToolItem``; setting one of the items' identifiers selects it.
    open var selectedToolItemIdentifier: String {
        get { selectedToolItem.identifier }
        set { select(toolItems.firstIndex { $0.identifier == newValue }) }
    }

    private func select(_ index: Int?) {
        guard let index, index != selectedItemIndex else { return }
        selectedItemIndex = index
        if let tool = Self.tool(of: toolItems[index]) { selectedTool = tool }
        for observer in observers { observer.toolPickerSelectedToolItemDidChange(self) }
    }

    private static func tool(of item: PKToolPickerItem) -> (any PKTool)? {
        switch item {
        case let inking as PKToolPickerInkingItem: inking.inkingTool
        case let eraser as PKToolPickerEraserItem: eraser.eraserTool
        case let lasso as PKToolPickerLassoItem: lasso.lassoTool
        default: nil
        }
    }

    private static func systemToolItems() -> [PKToolPickerItem] {
        PKInk.InkType.allCases.map { PKToolPickerInkingItem(type: $0) }
            + [PKToolPickerEraserItem(type: .vector), PKToolPickerLassoItem(), PKToolPickerRulerItem()]
    }

    /// The picker of `window`, one per window (deprecated by PencilKit for ``init()``).
    @available(iOS, introduced: 13.0, deprecated: 14.0)
    open class func shared(for window: UIWindow) -> PKToolPicker? {
        if let picker = perWindow[ObjectIdentifier(window)] { return picker }
        let picker = PKToolPicker()
        perWindow[ObjectIdentifier(window)] = picker
        return picker
    }

    /// Whether the palette would show: it is set visible for a responder that is first responder.
    open var isVisible: Bool { visibleResponders.contains { $0.isFirstResponder } }

    private var visibleResponders: [UIResponder] = []

    /// Shows the palette while `responder` is first responder (or stops), telling the observers
    /// when ``isVisible`` changes.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
        let was = isVisible
        visibleResponders.removeAll { $0 === responder }
        if visible { visibleResponders.append(responder) }
        if isVisible != was { for observer in observers { observer.toolPickerVisibilityDidChange(self) } }
    }

    open func addObserver(_ observer: any PKToolPickerObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observerBoxes.append(WeakObserver(observer: observer))
    }

    open func removeObserver(_ observer: any PKToolPickerObserver) {
        observerBoxes.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// `.zero`: the palette is not drawn, so it covers nothing of `view`.
    open func frameObscured(in view: UIView) -> CGRect { .zero }
}

/// What a tool picker tells its observers, as PencilKit's `PKToolPickerObserver` (every
/// requirement optional, defaulted to nothing).
@preconcurrency @MainActor public protocol PKToolPickerObserver: NSObjectProtocol {
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
    func toolPickerSelectedToolItemDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerSelectedToolItemDidChange(_ toolPicker: PKToolPicker) {}
}

private struct WeakObserver {
    weak var observer: (any PKToolPickerObserver)?
}
