/// What a placed node is, as a dotted name: `secondaryText`, `accessory.checkmark`, `swipeAction.title`.
///
/// Roles are the contract between the modules that read a placed tree: layout writes them, design
/// lint finds cells, scrolling containers and tappable accessories by them, the structural diff
/// pairs nodes by them and the sheets find their panels by them. Every role CellSnap itself writes
/// or reads is a static value here, so that renaming one is a compile error in every module that
/// uses it; the raw strings are what the layout text and the structural references print, and
/// they never change.
///
/// The set is open: a custom content configuration names its own nodes (`NodeRole("badge")`), and
/// CellSnapUIKit names a view's node after its `accessibilityIdentifier` or class. Parts of a role
/// are joined with ``appending(_:)``: `NodeRole.toggle.appending(.thumb)` is `toggle.thumb`.
public struct NodeRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The dotted name, as the layout text prints it.
    public let rawValue: String

    /// The role named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The role named `rawValue`: a custom node's own name, like `NodeRole("badge")`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The raw name.
    public var description: String { rawValue }

    /// This role with `part` after a dot: `NodeRole.toggle.appending(.track)` is `toggle.track`.
    public func appending(_ part: NodeRole) -> NodeRole {
        NodeRole(rawValue + "." + part.rawValue)
    }

    /// Whether this role is `prefix` or one of its parts (`tag.text` has the prefix `tag`).
    public func hasPrefix(_ prefix: NodeRole) -> Bool {
        rawValue == prefix.rawValue || rawValue.hasPrefix(prefix.rawValue + ".")
    }

    /// What follows `prefix` and a dot, when this role is a part of `prefix`: `checkmark` for
    /// `accessory.checkmark` and ``accessory``.
    public func part(after prefix: NodeRole) -> String? {
        let lead = prefix.rawValue + "."
        return rawValue.hasPrefix(lead) ? String(rawValue.dropFirst(lead.count)) : nil
    }
}

// MARK: Rows and their content

extension NodeRole {
    /// A list row or collection item: the node the design lint and the structural diff treat as a row.
    public static let cell = NodeRole("cell")
    /// A row's primary text.
    public static let text = NodeRole("text")
    /// A row's secondary text.
    public static let secondaryText = NodeRole("secondaryText")
    /// A row's image or symbol.
    public static let image = NodeRole("image")
    /// A symbol node's default role.
    public static let symbol = NodeRole("symbol")
    /// A shape node's default role.
    public static let shape = NodeRole("shape")
    /// A spacer; stacks leave spacers out of the placed tree.
    public static let spacer = NodeRole("spacer")
    /// A stack node's default role.
    public static let stack = NodeRole("stack")
    /// The hairline under a row.
    public static let separator = NodeRole("separator")
    /// The hairline above a row.
    public static let topSeparator = NodeRole("topSeparator")
    /// An accessory, as the prefix of `accessory.<kind>` (see ``accessory(_:)``).
    public static let accessory = NodeRole("accessory")
    /// An accessory's node: `accessory.disclosureIndicator`, `accessory.customView.star`.
    public static func accessory(_ kind: NodeRole) -> NodeRole { NodeRole.accessory.appending(kind) }
}

// MARK: Accessory kinds (after `accessory.`)

extension NodeRole {
    /// The disclosure indicator's kind.
    public static let disclosureIndicator = NodeRole("disclosureIndicator")
    /// The checkmark's kind.
    public static let checkmark = NodeRole("checkmark")
    /// The delete control's kind.
    public static let delete = NodeRole("delete")
    /// The insert control's kind.
    public static let insert = NodeRole("insert")
    /// The reorder control's kind.
    public static let reorder = NodeRole("reorder")
    /// The outline disclosure's kind.
    public static let outlineDisclosure = NodeRole("outlineDisclosure")
    /// The multiselect circle's kind.
    public static let multiselect = NodeRole("multiselect")
    /// The detail button's kind.
    public static let detail = NodeRole("detail")
    /// The pop-up menu's kind.
    public static let popUpMenu = NodeRole("popUpMenu")
    /// A view accessory's kind (`accessory.view`); a custom view's is ``customView`` and its identifier.
    public static let view = NodeRole("view")
}

// MARK: Backgrounds and looks

extension NodeRole {
    /// A background (of a row, or a background node's default role).
    public static let background = NodeRole("background")
    /// A background's shadow layers.
    public static let shadow = NodeRole("shadow")
    /// The shadow node behind a background.
    public static let backgroundShadow = NodeRole("background.shadow")
    /// A label's text shadow (`UILabel.shadowColor`), a part of its text's role: the text again
    /// under it, a decoration that lint does not read as content of its own.
    public static let textShadow = NodeRole("textShadow")
    /// A background configuration's custom view.
    public static let backgroundCustomView = NodeRole("background.customView")
    /// A view's border, as a part (`cell.border`, `UILabel.border`).
    public static let border = NodeRole("border")
    /// A gradient layer's gradient, as a part (`FadeView.gradient`).
    public static let gradient = NodeRole("gradient")
    /// A layer added to a view's layer, as a part (`HeaderView.sublayer`).
    public static let sublayer = NodeRole("sublayer")
    /// A layer whose alpha masks a view or layer (`HeaderView.mask`): placed, never drawn itself.
    public static let mask = NodeRole("mask")
    /// What a layer draws as its contents (a shape layer's path, a view's `draw(_:)`), as a part
    /// (`GaugeView.contents`).
    public static let contents = NodeRole("contents")
    /// A view's drawn content, as a part (`UILabel.content`), or a scroll view's scrolled content.
    public static let content = NodeRole("content")
    /// The white mark inside a selection accessory's circle, as a part.
    public static let mark = NodeRole("mark")
}

// MARK: Lists and collections

extension NodeRole {
    /// A list.
    public static let list = NodeRole("list")
    /// A list's (or a list section's) background.
    public static let listBackground = NodeRole("list.background")
    /// The stack of a list's or collection's sections.
    public static let sections = NodeRole("sections")
    /// A section.
    public static let section = NodeRole("section")
    /// A collection section drawn as a list.
    public static let sectionList = NodeRole("section.list")
    /// The stack of a list section's rows.
    public static let cells = NodeRole("cells")
    /// A section header's box.
    public static let header = NodeRole("header")
    /// A section footer's box.
    public static let footer = NodeRole("footer")
    /// A collection.
    public static let collection = NodeRole("collection")
    /// A collection's background.
    public static let collectionBackground = NodeRole("collection.background")
    /// A collection section's items, laid out by its layout.
    public static let layout = NodeRole("layout")
    /// A flow layout section's items.
    public static let flow = NodeRole("flow")
    /// A compositional layout section's items.
    public static let compositional = NodeRole("compositional")
    /// A compositional section's row that scrolls sideways, clipped at the collection's edges.
    public static let compositionalOrthogonal = NodeRole("compositional.orthogonal")
    /// A collection's elements where a layout of the app's own placed them.
    public static let placed = NodeRole("placed")
    /// One element of a placed collection: its view, with the element's alpha and transform.
    public static let placedElement = NodeRole("placed.element")
    /// A table view's sections.
    public static let table = NodeRole("table")
    /// The separators a plain table draws below its last row.
    public static let emptyRowSeparator = NodeRole("separator.emptyRow")
}

// MARK: Swipe actions

extension NodeRole {
    /// A row moved aside by its swipe actions, clipped to its frame.
    public static let swiped = NodeRole("swiped")
    /// A swipe action's button.
    public static let swipeAction = NodeRole("swipeAction")
    /// A swipe action's symbol.
    public static let swipeActionSymbol = NodeRole("swipeAction.symbol")
    /// A swipe action's title.
    public static let swipeActionTitle = NodeRole("swipeAction.title")
    /// A swipe action's symbol and title.
    public static let swipeActionContent = NodeRole("swipeAction.content")
}

// MARK: Tags

extension NodeRole {
    /// A tag.
    public static let tag = NodeRole("tag")
    /// A tag's shape.
    public static let tagShape = NodeRole("tag.shape")
    /// A tag's symbol, text, count and close mark.
    public static let tagContent = NodeRole("tag.content")
    /// A tag's leading symbol.
    public static let tagSymbol = NodeRole("tag.symbol")
    /// A tag's text.
    public static let tagText = NodeRole("tag.text")
    /// A tag's count.
    public static let tagCount = NodeRole("tag.count")
    /// A tag's close mark.
    public static let tagClose = NodeRole("tag.close")
}

// MARK: Controls

extension NodeRole {
    /// A switch (also the kind of `accessory.toggle`).
    public static let toggle = NodeRole("toggle")
    /// A switch's track, as a part.
    public static let track = NodeRole("track")
    /// A switch's thumb, as a part.
    public static let thumb = NodeRole("thumb")
    /// An activity indicator.
    public static let activityIndicator = NodeRole("activityIndicator")
    /// One of an activity indicator's spokes, as a part.
    public static let spoke = NodeRole("spoke")
    /// A button (`UIButton`).
    public static let button = NodeRole("button")
    /// A button's title, as a part.
    public static let title = NodeRole("title")
    /// A button's subtitle, as a part.
    public static let subtitle = NodeRole("subtitle")
    /// A pop-up button's indicator after its title, as a part.
    public static let indicator = NodeRole("indicator")
    /// A button's background image, as a part.
    public static let backgroundImage = NodeRole("backgroundImage")
    /// A segmented control (`UISegmentedControl`).
    public static let segmentedControl = NodeRole("segmentedControl")
    /// One segment of a segmented control, as a part (`segment.0`, `segment.1`, ...).
    public static let segment = NodeRole("segment")
    /// The selected segment's raised shape, as a part.
    public static let selection = NodeRole("selection")
    /// A divider between segments or a stepper's halves, as a part.
    public static let divider = NodeRole("divider")
    /// A stepper (`UIStepper`).
    public static let stepper = NodeRole("stepper")
    /// A stepper's minus, as a part.
    public static let decrement = NodeRole("decrement")
    /// A stepper's plus, as a part.
    public static let increment = NodeRole("increment")
    /// A slider (`UISlider`).
    public static let slider = NodeRole("slider")
    /// A slider's track before its thumb, or a progress view's progress, as a part.
    public static let fill = NodeRole("fill")
    /// A slider's image at its minimum end, as a part.
    public static let minimumValueImage = NodeRole("minimumValueImage")
    /// A slider's image at its maximum end, as a part.
    public static let maximumValueImage = NodeRole("maximumValueImage")
    /// A progress view (`UIProgressView`).
    public static let progressView = NodeRole("progressView")
    /// A compact date picker (`UIDatePicker`).
    public static let datePicker = NodeRole("datePicker")
    /// A date picker's date capsule, as a part.
    public static let date = NodeRole("date")
    /// A date picker's time capsule, as a part.
    public static let time = NodeRole("time")
    /// A page control (`UIPageControl`).
    public static let pageControl = NodeRole("pageControl")
    /// One of a page control's indicators, as a part (`page.0`, `page.1`, ...).
    public static let page = NodeRole("page")
}

// MARK: Custom content and views

extension NodeRole {
    /// A custom content configuration's view (its ``content`` label inside a ``customViewBackground``).
    public static let customView = NodeRole("customView")
    /// A custom view's background.
    public static let customViewBackground = NodeRole("customView.background")
    /// A custom view's label.
    public static let label = NodeRole("label")
    /// A symbol above its name, in a custom content configuration.
    public static let verticalSymbol = NodeRole("verticalSymbol")
    /// A symbol's name under it, in a custom content configuration.
    public static let name = NodeRole("name")
    /// A scroll view's content, clipped to the scroll view.
    public static let scrollViewContent = NodeRole("scrollView.content")
}

// MARK: Sheets and structural text

extension NodeRole {
    /// A panel's caption on a contact sheet.
    public static let caption = NodeRole("caption")
    /// The prefix of a sheet panel's role, `sheet.panel.<index>` (see ``sheetPanel(_:)``).
    public static let sheetPanel = NodeRole("sheet.panel")
    /// The root of a structural text: the canvas the tree or display list is drawn on.
    public static let canvas = NodeRole("canvas")

    /// The role of a sheet's panel `index`: `sheet.panel.3`.
    public static func sheetPanel(_ index: Int) -> NodeRole { sheetPanel.appending(NodeRole(String(index))) }

    /// The index of the sheet panel this role names, if it names one.
    public var sheetPanelIndex: Int? { part(after: .sheetPanel).flatMap { Int($0) } }
}
