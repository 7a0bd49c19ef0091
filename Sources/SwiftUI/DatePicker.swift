import Foundation

// SwiftUI's date picker, so that an app's SwiftUI screens compile unchanged: refused when drawn
// (CellSnap's SwiftUI does not draw its compact field, wheels or calendar; CellSnapUIKit's
// `UIDatePicker` draws the compact field), naming itself, whatever its style.

/// A control for choosing a date, as SwiftUI's `DatePicker`: refused when drawn.
public struct DatePicker<Label: View>: RefusedView {
    static var refusedName: String { "DatePicker" }

    /// The parts of a date the picker shows, as SwiftUI's `DatePickerComponents`.
    public typealias Components = DatePickerComponents

    /// A picker of `selection`'s `displayedComponents`, described by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
    /// A picker of a date within `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
    /// A picker of a date from `range`'s start on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
    /// A picker of a date up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
}

extension DatePicker where Label == Text {
    /// A picker titled with the localized string of `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {}
    /// A picker titled `title`.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {}
    /// A picker titled with `titleKey` of a date within `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {}
    /// A picker titled with `titleKey` of a date from `range`'s start on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {}
    /// A picker titled with `titleKey` of a date up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {}
}

/// The parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date picker's look, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {}
/// The platform's look (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A field that opens a calendar or wheels.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { Self() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { Self() } }

extension View {
    /// The look of the date pickers inside: no visible effect (CellSnap's SwiftUI refuses them).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { cellSnapModifier(.noVisibleEffect) }
}
