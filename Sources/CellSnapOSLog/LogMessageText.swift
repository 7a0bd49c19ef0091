import Foundation

/// A message as written: its text as Xcode's console shows it, and as the log store keeps it,
/// with private values redacted.
struct LogMessageText: Equatable, Sendable {
    var console = ""
    var stored = ""

    /// What the store keeps in place of a private value.
    static let redacted = "<private>"

    mutating func appendLiteral(_ text: String) {
        console += text
        stored += text
    }

    mutating func appendValue(_ text: String, isPrivate: Bool) {
        console += text
        stored += isPrivate ? Self.redacted : text
    }
}

/// `os_log`'s message: a `printf`-style format, each placeholder optionally annotated with
/// `{public}`, `{private}` or `{sensitive}` (and `{bool}`/`{BOOL}` for a Boolean shown as a word).
/// Strings and objects (`%@`, `%s`) are private unless marked public; numbers are public unless
/// marked private, as the unified logging system treats them. Other annotations (`{time_t}`,
/// `{errno}`, ...) format as the plain value. A Swift `String` given for `%s` is written as the
/// string (C would read it as a pointer to characters: there is no meaning to keep).
enum FormatMessage {
    static let conversions = Set("diouxXeEfFgGaAcsSp@")

    static func text(format: String, arguments: [Any]) -> LogMessageText {
        var text = LogMessageText()
        var remaining = Substring(format)
        var nextArgument = 0
        while let percent = remaining.firstIndex(of: "%") {
            text.appendLiteral(String(remaining[..<percent]))
            var rest = remaining[remaining.index(after: percent)...]
            if rest.first == "%" {
                text.appendLiteral("%")
                remaining = rest.dropFirst()
                continue
            }
            var annotations: [Substring] = []
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                annotations = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)[...]
                }
                rest = rest[rest.index(after: close)...]
            }
            guard let conversion = rest.firstIndex(where: { conversions.contains($0) }) else {
                text.appendLiteral("%" + rest)
                return text
            }
            let spec = "%" + rest[...conversion]
            let argument = nextArgument < arguments.count ? arguments[nextArgument] : nil
            nextArgument += 1
            text.appendValue(
                formatted(argument, spec: spec, annotations: annotations),
                isPrivate: isPrivate(conversion: rest[conversion], annotations: annotations))
            remaining = rest[rest.index(after: conversion)...]
        }
        text.appendLiteral(String(remaining))
        return text
    }

    private static func isNonzero(_ number: some BinaryInteger) -> Bool { number != 0 }

    private static func isPrivate(conversion: Character, annotations: [Substring]) -> Bool {
        if annotations.contains("private") || annotations.contains("sensitive") { return true }
        if annotations.contains("public") { return false }
        return "@sS".contains(conversion)
    }

    private static func formatted(_ argument: Any?, spec: String, annotations: [Substring]) -> String {
        guard let argument else { return "<missing argument>" }
        if annotations.contains(where: { $0 == "bool" || $0 == "BOOL" }), let number = argument as? any BinaryInteger {
            let isTrue = isNonzero(number)
            return annotations.contains("BOOL") ? (isTrue ? "YES" : "NO") : (isTrue ? "true" : "false")
        }
        if spec.hasSuffix("@") || (argument is String && (spec.hasSuffix("s") || spec.hasSuffix("S"))) {
            return String(describing: argument)
        }
        // A value that is no `CVarArg` (an object, an array: Linux bridges neither) is written
        // as it describes itself, whatever the conversion.
        guard let argument = argument as? any CVarArg else { return String(describing: argument) }
        return String(format: spec, argument)
    }
}

extension LogMessageText {
    /// A masked value's stand-in: the base-64 FNV-1a hash of its UTF-8 bytes, the same on every run
    /// (the system salts its hash per boot; a test needs one that does not change).
    static func hash(_ value: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return withUnsafeBytes(of: hash.bigEndian) { Data($0).base64EncodedString() }
    }
}
