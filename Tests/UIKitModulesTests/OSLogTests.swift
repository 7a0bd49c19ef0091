// Logging as apps write it after `import os.log` or `import OSLog` (which the Objective-C adapter
// points at CellSnapOSLog): each message is kept in the process's log store, private values
// redacted as the unified log keeps them; signposts run what they wrap; the unfair locks exclude.
import CellSnapOSLog
import Foundation
import Testing

/// The store's entries of `subsystem`, oldest first.
private func storedEntries(of subsystem: String) throws -> [OSLogEntryLog] {
    try OSLogStore(scope: .currentProcessIdentifier).getEntries().compactMap { $0 as? OSLogEntryLog }
        .filter { $0.subsystem == subsystem }
}

@Test func loggerInterpolationsKeepTheirFormatsAndPrivacy() throws {
    let subsystem = "com.example.tests.logger"
    let logger = Logger(subsystem: subsystem, category: "feed")
    let title = "Groceries"
    logger.info(
        "Row \(3) titled \(title) by \(title, privacy: .public) at \(0.5, format: .fixed(precision: 2)) hex \(255, format: .hex(includePrefix: true)) \(true) \(false, format: .answer) secret \(title, privacy: .private(mask: .hash)) [\(title, align: .right(columns: 11), privacy: .public)]"
    )
    logger.error("Failed: \(-7, format: .decimal(minDigits: 3), privacy: .private)")
    let entries = try storedEntries(of: subsystem)
    #expect(
        entries.map(\.composedMessage) == [
            "Row 3 titled <private> by Groceries at 0.50 hex 0xff true NO secret <mask.hash: 'fviAiz5N2uQ='> [  Groceries]",
            "Failed: <private>",
        ])
    #expect(entries.map(\.level) == [.info, .error])
    #expect(entries.allSatisfy { $0.category == "feed" })
}

@Test func osLogFormatsPlaceholdersWithTheirPrivacy() throws {
    let log = OSLog(subsystem: "com.example.tests.oslog", category: "store")
    os_log(
        "Loaded %d rows from %{public}@ of %@ (%{private}ld) %{bool}d %%", log: log, type: .error, 12, "cache", "me", 5,
        1)
    os_log(.debug, log: log, "Plain %{public}s", "text")
    os_log("Nowhere", log: .disabled, type: .fault)
    let entries = try storedEntries(of: "com.example.tests.oslog")
    #expect(
        entries.map(\.composedMessage) == [
            "Loaded 12 rows from cache of <private> (<private>) true %", "Plain text",
        ])
    #expect(entries.map(\.level) == [.error, .debug])
    #expect(OSLog.disabled.isEnabled(type: .fault) == false)
}

/// iOS 14's `os_log` of an interpolated message, with and without a level: the interpolations
/// of `Logger`, their privacy kept; a plain literal still takes the format form.
@Test func osLogTakesInterpolatedMessages() throws {
    let log = OSLog(subsystem: "com.example.tests.oslog-interpolated", category: "state")
    let rows = ["a", "b"]
    os_log(.debug, log: log, "rows \(rows.count) named \(rows.joined(), privacy: .public)")
    os_log(log: log, "secret \(rows.joined())")
    os_log(.error, log: log, "plain %d", 3)
    let entries = try storedEntries(of: "com.example.tests.oslog-interpolated")
    #expect(entries.map(\.composedMessage) == ["rows 2 named ab", "secret <private>", "plain 3"])
    #expect(entries.map(\.level) == [.debug, .notice, .error])
}

/// A peripheral as Core Bluetooth's: an NSObject, which Linux does not make a `CVarArg`.
private final class Peripheral: NSObject {
    let name: String
    init(name: String) { self.name = name }
    override var description: String { "<Peripheral \(name)>" }
}

/// Objects and arrays of them are logged with `%@` as on iOS (where they bridge to `CVarArg`s),
/// written as they describe themselves; numbers beside them keep their formats.
@Test func osLogTakesObjectsAndArraysOfThem() throws {
    let log = OSLog(subsystem: "com.example.tests.oslog-objects", category: "ble")
    let peripherals = [Peripheral(name: "Heart"), Peripheral(name: "Scale")]
    os_log("Found %{public}@ (%d) first %{public}@", log: log, type: .info, peripherals, 2, peripherals[0])
    os_log(.error, log: log, "Lost %@ after %.1f s", peripherals[1], 2.5)
    let entries = try storedEntries(of: "com.example.tests.oslog-objects")
    #expect(
        entries.map(\.composedMessage) == [
            "Found [<Peripheral Heart>, <Peripheral Scale>] (2) first <Peripheral Heart>", "Lost <private> after 2.5 s",
        ])
    #expect(entries.map(\.level) == [.info, .error])
}

@Test func theSystemStoreIsRefusedOnLinux() {
    #expect(throws: OSLogStore.StoreError.self) { try OSLogStore(scope: .system) }
}

@Test func signpostsRunWhatTheyWrap() {
    let signposter = OSSignposter(subsystem: "com.example.tests", category: .pointsOfInterest)
    let id = signposter.makeSignpostID()
    let state = signposter.beginInterval("load", id: id, "rows \(3)")
    let value = signposter.withIntervalSignpost("sum") { (1...4).reduce(0, +) }
    signposter.endInterval("load", state)
    os_signpost(.event, log: OSLog(subsystem: "com.example.tests", category: "poi"), name: "tick")
    #expect(value == 10)
    #expect(state.signpostID == id)
    #expect(signposter.isEnabled == false)
}

/// `attributes:` names a value for Instruments, which Linux has not: the value is interpolated as
/// without it, and a signpost's message records nothing.
@Test func attributesNameValuesForInstrumentsOnly() throws {
    let signposter = OSSignposter(subsystem: "com.example.attributes", category: .pointsOfInterest)
    let state = signposter.beginInterval(
        "fetch", id: signposter.makeSignpostID(), "id=\(42, attributes: "name=id") \("Fern", attributes: "name=title")")
    signposter.endInterval("fetch", state, "size=\(1.5, attributes: "name=size")")
    let logger = Logger(subsystem: "com.example.attributes", category: "tests")
    logger.info(
        "id=\(42, attributes: "name=id") ok=\(true, attributes: "name=ok") \("Fern", privacy: .public, attributes: "name=title")"
    )
    #expect(try storedEntries(of: "com.example.attributes").map(\.composedMessage) == ["id=42 ok=true Fern"])
}

@Test func unfairLocksExclude() {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in counter.withLock { $0 += 1 } }
    #expect(counter.withLock { $0 } == 1_000)

    var lock = os_unfair_lock()
    os_unfair_lock_lock(&lock)
    os_unfair_lock_assert_owner(&lock)
    let taken = DispatchQueue.global().sync { os_unfair_lock_trylock(&lock) }
    os_unfair_lock_unlock(&lock)
    #expect(taken == false)
    #expect(os_unfair_lock_trylock(&lock))
    os_unfair_lock_unlock(&lock)
}
