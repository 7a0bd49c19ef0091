import CellLayout
import CellModel
import DisplayList
import Foundation

/// How a date picker is drawn, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Hashable, Sendable {
    case automatic = 0, wheels, compact, inline
}

/// A date picker, as UIKit's `UIDatePicker`, drawn in its compact style as iOS 14 and later draw
/// it (the date and the time each in a rounded capsule), or in the wheels style as a
/// ``UIPickerView`` of the mode's columns (UIDatePicker+Wheels.swift says which, in the locale's
/// order); the inline style's calendar is refused when drawn.
///
/// What it shows is pinned so that renders are the same on every machine: a picker without a
/// ``locale`` formats in `en_US`, one without a ``timeZone`` in GMT (UIKit would take the
/// device's), with the Gregorian calendar unless ``calendar`` is set; and a picker whose ``date``
/// was never set shows 9:41 AM on Monday, 10 June 2024 GMT (UIKit would show the moment it was
/// made). The date is kept between ``minimumDate`` and ``maximumDate``, and rounded to the
/// ``minuteInterval`` when ``roundsToMinuteInterval``.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.preferredDatePickerStyle = .compact
/// picker.datePickerMode = .date
/// picker.date = Date(timeIntervalSince1970: 1_718_012_460)
/// ```
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    /// What a date picker shows, as `UIDatePicker.Mode`.
    public enum Mode: Int, Hashable, Sendable {
        case time = 0, date, dateAndTime, countDownTimer, yearAndMonth
    }

    /// The date a picker shows until its date is set: 9:41 AM GMT, Monday 10 June 2024.
    static let pinnedDate = Date(timeIntervalSince1970: 1_718_012_460)

    open var datePickerMode = Mode.dateAndTime { didSet { shownDateChanged() } }
    /// The locale the date is formatted in; `nil` formats in `en_US` (pinned, see the type's notes).
    open var locale: Locale? { didSet { shownDateChanged() } }
    /// The calendar the date is formatted in; the Gregorian calendar unless set.
    open var calendar: Calendar! {
        get { ownCalendar ?? Calendar(identifier: .gregorian) }
        set {
            ownCalendar = newValue
            shownDateChanged()
        }
    }
    private var ownCalendar: Calendar?
    /// The time zone the date is shown in; `nil` shows it in GMT (pinned, see the type's notes).
    open var timeZone: TimeZone? { didSet { shownDateChanged() } }
    /// The date shown.
    open var date = UIDatePicker.pinnedDate { didSet { shownDateChanged() } }
    /// The earliest date shown: a date before it shows as it.
    open var minimumDate: Date? { didSet { shownDateChanged() } }
    /// The latest date shown: a date after it shows as it.
    open var maximumDate: Date? { didSet { shownDateChanged() } }
    /// The duration a count-down timer shows.
    ///
    /// Drawn as a count-down timer's hours and minutes wheels.
    open var countDownDuration: TimeInterval = 0 { didSet { shownDateChanged() } }
    /// The minutes' interval (1 by default; a divisor of 60): the date shown is rounded to it when
    /// ``roundsToMinuteInterval``.
    open var minuteInterval = 1 { didSet { shownDateChanged() } }
    /// Whether the date shown is rounded to the ``minuteInterval`` (the default).
    open var roundsToMinuteInterval = true { didSet { shownDateChanged() } }
    /// The style asked for; `.automatic` and `.compact` are drawn compact, `.wheels` as wheels, and
    /// `.inline` (a month's calendar) is refused when drawn.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet { shownDateChanged() }
    }
    /// The style drawn: compact for the date and time modes, wheels for a count-down timer.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the date (drawn at rest, so `animated` changes nothing).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    override open var intrinsicContentSize: CGSize {
        if datePickerStyle == .wheels { return UIPickerView.standardSize }
        return cellSnapControlIntrinsicSize { .datePicker(try cellSnapNode(traits: $0)) }
    }

    /// The wheels (a picker view of the mode's columns, see UIDatePicker+Wheels.swift) across the
    /// picker in the wheels style; none in the others.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard datePickerStyle == .wheels else {
            wheels?.removeFromSuperview()
            wheels = nil
            return
        }
        let picker = wheels ?? UIPickerView()
        if wheels == nil {
            wheels = picker
            addSubview(picker)
        }
        wheelSource.columns = wheelColumns()
        wheelSource.widths = wheelWidths(wheelSource.columns, in: bounds.width)
        picker.dataSource = wheelSource
        picker.delegate = wheelSource
        for (component, column) in wheelSource.columns.enumerated() {
            picker.selectRow(column.selected, inComponent: component, animated: false)
        }
        picker.semanticContentAttribute = semanticContentAttribute  // mirrored as the date picker is
        picker.frame = bounds
        picker.layoutIfNeeded()
    }
    private final var wheels: UIPickerView?

    /// Something shown changed: the compact style's size, and the wheels' rows.
    private final func shownDateChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    private final let wheelSource = DateWheelSource()

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 ? .zero : intrinsic
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if datePickerStyle == .wheels {
            try checkMinuteInterval()
            let size = UIPickerView.standardSize
            return .plain(width: Double(size.width), height: Double(size.height))
        }
        let natural = cellSnapControlIntrinsicSize { .datePicker(try cellSnapNode(traits: $0)) }
        return cellSnapControlContent(.datePicker(try cellSnapNode(traits: traits)), natural: natural)
    }

    /// The date shown: kept between the minimum and maximum dates, rounded to the minute interval.
    var shownDate: Date {
        var shown = date
        if let minimumDate, shown < minimumDate { shown = minimumDate }
        if let maximumDate, shown > maximumDate { shown = maximumDate }
        guard roundsToMinuteInterval, minuteInterval > 1 else { return shown }
        let step = Double(minuteInterval * 60)
        return Date(timeIntervalSince1970: (shown.timeIntervalSince1970 / step).rounded() * step)
    }

    private final func checkMinuteInterval() throws {
        guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
            throw CellSnapUIKitError(
                call: "UIDatePicker.minuteInterval \(minuteInterval)", reason: "the interval must be a divisor of 60")
        }
    }

    /// The compact picker as CellLayout's node for `traits`; the inline calendar is an error
    /// naming the style (wheels are drawn by a picker view, see ``layoutSubviews()``).
    func cellSnapNode(traits: Traits) throws -> DatePickerNode {
        guard datePickerStyle == .compact else {
            throw CellSnapUIKitError(
                call: "UIDatePicker in the inline style",
                reason: "CellSnap draws the compact and wheels styles, not the inline calendar "
                    + "(set preferredDatePickerStyle = .compact or .wheels)")
        }
        try checkMinuteInterval()
        let metrics = traits.theme.theme.datePicker
        let theme = traits.theme.theme
        let color = theme.resolve(
            isEnabled ? metrics.textColor : metrics.disabledTextColor, for: traits.colorAppearance)
        let properties = TextProperties(
            font: metrics.font, color: .fixed(color), alignment: .center, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        let textStyle = TextStyle.control(properties, traits: traits, theme: theme)
        func text(date: DateFormatter.Style, time: DateFormatter.Style, template: String? = nil) -> ControlText {
            let formatter = DateFormatter()
            formatter.locale = locale ?? Locale(identifier: "en_US")
            formatter.calendar = calendar
            formatter.timeZone = timeZone ?? TimeZone(identifier: "GMT")
            if let template {
                formatter.setLocalizedDateFormatFromTemplate(template)
            } else {
                formatter.dateStyle = date
                formatter.timeStyle = time
            }
            return ControlText(formatter.string(from: shownDate), style: textStyle)
        }
        let (dateText, timeText): (ControlText?, ControlText?) =
            switch datePickerMode {
            case .date: (text(date: .medium, time: .none), nil)
            case .time: (nil, text(date: .none, time: .short))
            case .dateAndTime: (text(date: .medium, time: .none), text(date: .none, time: .short))
            case .yearAndMonth: (text(date: .none, time: .none, template: "MMMMyyyy"), nil)
            case .countDownTimer: (nil, nil)
            }
        return DatePickerNode(date: dateText, time: timeText, metrics: metrics, appearance: traits.colorAppearance)
    }
}
