import Foundation

/// A picker of wheels, as UIKit's `UIPickerView`, drawn at rest as iOS 14 and later draw it: each
/// component a column of rows on a turning wheel, its selected row in the middle on one rounded
/// band across the picker, the rows above and below running round the wheel, closer together and
/// fainter the further they are from the middle.
///
/// Apple documents no measures of the wheel; these are CellSnap's, from iOS 14's look, not from a
/// measured render: the picker is 216 points tall (its size without constraints is 320 × 216);
/// rows are 32 points tall in the system font of 21 points, centred in their column; the wheel is a
/// cylinder of the picker's half height, so the row `d` rows from the selected one is centred
/// `R sin(d h / R)` from the middle (`R` the half height, `h` the row height), its height scaled
/// by `cos(d h / R)` (its view's transform) and drawn at that opacity, and the rows beyond a
/// quarter turn are hidden. The band is
/// `tertiarySystemFill` with 8-point corners, 8 points in from the picker's sides; components share
/// the width between, 5 points apart, unless the delegate gives their widths (the columns are then
/// centred), and run from the trailing edge in a right-to-left layout, as iOS mirrors them.
///
/// ```swift
/// final class SizesPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
///     let sizes = ["Small", "Medium", "Large"]
///     func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
///     func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
///     func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         sizes[row]
///     }
/// }
/// let sizes = SizesPicker()
/// let picker = UIPickerView()
/// picker.dataSource = sizes
/// picker.delegate = sizes
/// picker.selectRow(1, inComponent: 0, animated: false)
/// ```
@preconcurrency @MainActor open class UIPickerView: UIView {
    /// A row's height when the delegate gives none.
    nonisolated static let defaultRowHeight: CGFloat = 32
    /// What the delegate's default width answers: the components then share the picker's width.
    nonisolated static let defaultComponentWidth: CGFloat = 0
    /// The view the delegate's default `viewForRow` answers (a row without a view of its own).
    static let noRowView = UIView()
    /// The picker's size without constraints.
    nonisolated static let standardSize = CGSize(width: 320, height: 216)
    /// The band's inset from the picker's sides, and its corner radius.
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 8
    /// The space between two components.
    static let componentSpacing: CGFloat = 5
    /// The size of a row's title.
    static let titleFontSize: CGFloat = 21

    /// The picker's source of components and rows.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// The picker's delegate: the rows' titles or views, and the components' sizes.
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Whether the selection band shows (iOS 7 and later show it whatever this says).
    ///
    /// No visible effect: deprecated; iOS always shows the selection band.
    open var showsSelectionIndicator = true

    /// The rows picked, by component (row 0 unless one was selected).
    private final var selectedRows: [Int: Int] = [:]
    /// The views of the rows shown, by component then row, kept across layout passes.
    private final var rowViews: [Int: [Int: UIView]] = [:]
    /// The rounded band behind the selected rows.
    private final let band = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        pickerDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        pickerDefaults()
    }

    private final func pickerDefaults() {
        clipsToBounds = true
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = Self.bandCornerRadius
        addSubview(band)
    }

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The number of rows of `component`, from the data source.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The size of a row of `component`: its column's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let columns = columnFrames()
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: columns[component].width, height: rowHeight(component))
    }

    /// The view showing `row` of `component`, if the row is on the wheel's visible half.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        guard let view = rowViews[component]?[row], !view.isHidden else { return nil }
        return view
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        for views in rowViews.values { for view in views.values { view.removeFromSuperview() } }
        rowViews = [:]
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`.
    open func reloadComponent(_ component: Int) {
        for view in rowViews[component]?.values ?? [:].values { view.removeFromSuperview() }
        rowViews[component] = nil
        setNeedsLayout()
    }

    /// Turns `component`'s wheel to `row` (drawn at rest, so `animated` changes nothing; the
    /// delegate is not told, as in UIKit).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
        setNeedsLayout()
    }

    /// The row selected in `component`: -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(0, selectedRows[component] ?? 0), rows - 1)
    }

    /// 320 × 216 points, the picker's standard size.
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    /// Places the band and every component's rows on its wheel (see the type's notes).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let columns = columnFrames()
        let bandHeight = columns.indices.map(rowHeight).max() ?? Self.defaultRowHeight
        band.frame = CGRect(
            x: Self.bandInset, y: (bounds.height - bandHeight) / 2, width: max(0, bounds.width - 2 * Self.bandInset),
            height: bandHeight)
        for (component, column) in columns.enumerated() {
            layOutWheel(component, in: column)
        }
        for component in rowViews.keys where component >= columns.count {
            reloadComponent(component)
        }
    }

    /// The row views of `component` on a wheel whose axis runs across `column`'s middle.
    private final func layOutWheel(_ component: Int, in column: CGRect) {
        let rows = numberOfRows(inComponent: component)
        let height = rowHeight(component)
        let radius = bounds.height / 2
        let selected = selectedRow(inComponent: component)
        let step = radius > 0 ? height / radius : .pi
        var shown = Set<Int>()
        if rows > 0, step > 0 {
            let reach = Int((Double.pi / 2 / Double(step)).rounded(.down))
            for row in max(0, selected - reach)...min(rows - 1, selected + reach) {
                let angle = CGFloat(row - selected) * step
                let view = rowView(row, component: component)
                view.transform = .identity
                view.bounds = CGRect(x: 0, y: 0, width: column.width, height: height)
                view.center = CGPoint(x: column.midX, y: radius + radius * sin(angle))
                view.transform = CGAffineTransform(scaleX: 1, y: cos(angle))
                view.alpha = cos(angle)
                view.isHidden = false
                shown.insert(row)
            }
        }
        for (row, view) in rowViews[component] ?? [:] where !shown.contains(row) { view.isHidden = true }
    }

    /// The view showing `row` of `component`: the delegate's view, else a label of its attributed
    /// title, its title, or "?"; made once and kept (the delegate is handed it to reuse).
    private final func rowView(_ row: Int, component: Int) -> UIView {
        let kept = rowViews[component]?[row]
        if let delegate,
            let view = cellSnapOptionalRequirement({
                delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: kept)
            })
        {
            return keep(view, row: row, component: component)
        }
        let label = kept as? UILabel ?? UILabel()
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.textAlignment = .center
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return keep(label, row: row, component: component)
    }

    private final func keep(_ view: UIView, row: Int, component: Int) -> UIView {
        if let old = rowViews[component]?[row], old !== view { old.removeFromSuperview() }
        rowViews[component, default: [:]][row] = view
        if view.superview !== self { addSubview(view) }
        return view
    }

    /// The height of `component`'s rows: the delegate's, else 32 points.
    private final func rowHeight(_ component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
    }

    /// Each component's column, from the leading edge: the delegate's widths, centred, else equal
    /// shares of the width inside the band's insets.
    private final func columnFrames() -> [CGRect] {
        let count = numberOfComponents
        guard count > 0 else { return [] }
        let inner = max(0, bounds.width - 2 * Self.bandInset)
        let spacing = Self.componentSpacing * CGFloat(count - 1)
        let share = max(0, (inner - spacing) / CGFloat(count))
        let widths = (0..<count).map { component -> CGFloat in
            guard let delegate,
                let width = cellSnapOptionalRequirement({
                    delegate.pickerView(self, widthForComponent: component)
                })
            else { return share }
            return max(0, width)
        }
        var x = (bounds.width - widths.reduce(0, +) - spacing) / 2
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return widths.map { width in
            defer { x += width + Self.componentSpacing }
            let leading = isRightToLeft ? bounds.width - x - width : x
            return CGRect(x: leading, y: 0, width: width, height: bounds.height)
        }
    }
}
