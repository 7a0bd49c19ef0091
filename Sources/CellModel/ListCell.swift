import Primitives

/// One cell: its content, background, accessories, indentation, swipe actions and state.
public struct ListCell: Hashable, Codable, Sendable {
    public var content: CellContent
    public var background: BackgroundConfiguration
    public var accessories: [CellAccessory]
    public var indentationLevel: Int
    /// `nil` uses the theme's indentation width.
    public var indentationWidth: Double?
    public var indentsAccessories: Bool
    /// Revealed on the leading side when the cell is swiped to the trailing side; a cell whose
    /// state ``CellState/isSwiped`` is set shows them when ``swipeEdge`` is `.leading`.
    public var leadingSwipeActions: SwipeActionsConfiguration?
    /// Revealed on the trailing side when the cell is swiped to the leading side (the usual swipe);
    /// a cell whose state ``CellState/isSwiped`` is set shows them when ``swipeEdge`` is `.trailing`.
    public var trailingSwipeActions: SwipeActionsConfiguration?
    /// Which actions the swiped state reveals (trailing, the usual swipe, by default). A swiped
    /// cell without actions on that edge is drawn unswiped, as UIKit does not move it.
    public var swipeEdge: SwipeEdge
    /// Whether the swiped state is a full swipe: the content leaves the row and, when the revealed
    /// configuration performs its first action with a full swipe, that action fills the row.
    public var isFullSwipe: Bool
    /// The separator below the cell; what it leaves automatic comes from its list.
    public var separatorConfiguration: SeparatorConfiguration
    /// A fixed height for the row, as a table view's `rowHeight` or `tableView(_:heightForRowAt:)`
    /// gives it: the row is that tall whatever its content needs, its content centred between its
    /// margins, or in the whole row when the margins do not fit (CellSnap's choice: UIKit's
    /// behaviour in a row too low for its content is not measured). `nil` sizes the row to its
    /// content, as `UITableView.automaticDimension` and list layouts do.
    public var rowHeight: Double?
    public var state: CellState
    /// Changes made when the state matches, after the automatic update (``configured``).
    public var rules: [ConfigurationRule] = []
    /// Accessibility the app's code set, over what ``AccessibilityReading`` derives.
    public var accessibility = AccessibilityOverrides()

    /// Creates a cell; the background defaults to a plain list cell's.
    public init(
        content: CellContent, background: BackgroundConfiguration = .listPlainCell(), accessories: [CellAccessory] = [],
        indentationLevel: Int = 0, indentationWidth: Double? = nil, indentsAccessories: Bool = true,
        leadingSwipeActions: SwipeActionsConfiguration? = nil, trailingSwipeActions: SwipeActionsConfiguration? = nil,
        swipeEdge: SwipeEdge = .trailing, isFullSwipe: Bool = false,
        separatorConfiguration: SeparatorConfiguration = SeparatorConfiguration(),
        state: CellState = CellState()
    ) {
        self.content = content
        self.background = background
        self.accessories = accessories
        self.indentationLevel = indentationLevel
        self.indentationWidth = indentationWidth
        self.indentsAccessories = indentsAccessories
        self.leadingSwipeActions = leadingSwipeActions
        self.trailingSwipeActions = trailingSwipeActions
        self.swipeEdge = swipeEdge
        self.isFullSwipe = isFullSwipe
        self.separatorConfiguration = separatorConfiguration
        self.state = state
    }

    /// Creates a cell that shows a list content configuration.
    public init(
        content: ListContentConfiguration, background: BackgroundConfiguration = .listPlainCell(),
        accessories: [CellAccessory] = [],
        indentationLevel: Int = 0, indentationWidth: Double? = nil, indentsAccessories: Bool = true,
        trailingSwipeActions: SwipeActionsConfiguration? = nil, state: CellState = CellState()
    ) {
        self.init(
            content: .list(content), background: background, accessories: accessories,
            indentationLevel: indentationLevel,
            indentationWidth: indentationWidth, indentsAccessories: indentsAccessories,
            trailingSwipeActions: trailingSwipeActions, state: state)
    }

    /// The actions on `edge`, when there are any.
    public func swipeActions(on edge: SwipeEdge) -> SwipeActionsConfiguration? {
        let configuration = edge == .leading ? leadingSwipeActions : trailingSwipeActions
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// The cell with its content and background updated for its state, as UIKit does
    /// automatically, then changed by the ``rules`` that match the state, in order.
    public var configured: ListCell {
        var cell = self
        cell.content = content.updated(for: state)
        cell.background = background.updated(for: state)
        for rule in rules where rule.matches(state) {
            for change in rule.changes { change.apply(to: &cell) }
        }
        return cell
    }
}
