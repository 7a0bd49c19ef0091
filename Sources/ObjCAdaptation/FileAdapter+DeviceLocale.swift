import SwiftSyntax

extension FileAdapter {
    /// The spellings of the current locale and calendar, and what CellSnapFoundation answers for
    /// them: the locale and calendar of an iOS simulator as it comes (`en_US`, weeks from Sunday),
    /// where Linux's Foundation answers `en_001` (weeks from Monday) whatever the environment says.
    static let deviceLocaleMembers: [String: String] = {
        var members: [String: String] = [:]
        for (types, replacement) in [
            (["Locale", "NSLocale"], "Locale.cellSnapCurrent"),
            (["Calendar", "NSCalendar"], "Calendar.cellSnapCurrent"),
        ] {
            for type in types {
                for spelling in [type, "Foundation." + type] {
                    members[spelling + ".current"] = replacement
                    members[spelling + ".autoupdatingCurrent"] = replacement
                }
            }
        }
        return members
    }()

    /// The formatters whose locale an app leaves to the current one when it makes them with `()`.
    static let deviceLocaleFormatters: Set<String> = {
        let names = ["DateFormatter", "NumberFormatter", "DateIntervalFormatter"]
        return Set(names + names.map { "Foundation." + $0 })
    }()

    /// `Locale.current`, `Calendar.current` (and their `autoupdatingCurrent`, and `NSLocale`'s and
    /// `NSCalendar`'s) in a file that imports Foundation or UIKit: CellSnapFoundation's
    /// `Locale.cellSnapCurrent` and `Calendar.cellSnapCurrent`. Not in a module that declares a
    /// class of that name.
    func adaptDeviceLocaleMember(_ node: MemberAccessExprSyntax) {
        guard let replacement = Self.deviceLocaleMembers[node.trimmedDescription],
            let type = node.base?.trimmedDescription.split(separator: ".").last,
            index.classes[String(type)] == nil, importsFoundation(node)
        else { return }
        replace(node, with: replacement)
    }

    /// `DateFormatter()`, `NumberFormatter()` and `DateIntervalFormatter()`, made without
    /// arguments in a file that imports Foundation or UIKit: handed to CellSnapFoundation's
    /// `cellSnapDeviceFormatter(_:)`, which gives the formatter the simulator's locale, as
    /// `Locale.current` would give it on iOS. Returns whether it rewrote.
    func adaptDeviceLocaleFormatter(_ node: FunctionCallExprSyntax) -> Bool {
        guard let made = classMadeWithoutArguments(node), Self.deviceLocaleFormatters.contains(made),
            importsFoundation(node)
        else { return false }
        wrap(node, in: "cellSnapDeviceFormatter(")
        return true
    }
}

extension FileAdapter {
    /// The format styles whose locale `formatted(_:)` takes from the current one, by how the
    /// argument starts: each has `locale(_:)`.
    static let deviceLocaleFormatStyles = [".dateTime", ".number", ".percent", ".currency"]

    /// `date.formatted(date: .abbreviated, time: .omitted)` and `value.formatted(.dateTime.day())`
    /// (or `.number`, `.percent`, `.currency(code:)`) in a file that imports Foundation or UIKit: the
    /// same style in the simulator's locale, where Foundation's `formatted` would take Linux's
    /// `en_001`. The first is CellSnapFoundation's `cellSnapFormatted(date:time:)`, which a date
    /// and a range of dates (`(checkIn..<checkOut).formatted(date:time:)`, an interval style) both
    /// have, as the receiver's type is not in the syntax; the others get
    /// `.locale(.cellSnapCurrent)` after the style. Returns whether it rewrote.
    func adaptDeviceLocaleFormatStyle(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "formatted", node.trailingClosure == nil, importsFoundation(node)
        else { return false }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        if labels == ["date", "time"] {
            replace(member.declName.baseName, with: "cellSnapFormatted")
            return true
        }
        guard labels == [nil], let style = arguments.first?.expression.trimmedDescription,
            Self.deviceLocaleFormatStyles.contains(where: { prefix in
                style.hasPrefix(prefix) && [nil, ".", "("].contains(style.dropFirst(prefix.count).first)
            })
        else { return false }
        let end = arguments[0].expression.trimmedRange.upperBound
        edits.append(Edit(range: end..<end, replacement: ".locale(.cellSnapCurrent)"))
        return true
    }
}
