// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Synchronization

/// The status of the last SystemConfiguration call on this thread that failed, as
/// `SCError()`: `kSCStatusOK` (0) until one fails. CellSnap's calls fail only on an argument
/// they refuse (a reachability target for an address family other than IPv4 and IPv6:
/// `kSCStatusInvalidArgument`).
///
/// ```swift
/// let status = SCError()
/// print(String(cString: SCErrorString(status)))   // "Success!"
/// ```
public func SCError() -> Int32 {
    Thread.current.threadDictionary[lastStatusKey] as? Int32 ?? kSCStatusOK
}

/// A sentence for `status`, as `SCErrorString`: SystemConfiguration's own statuses, and the
/// POSIX error's text for the errno values it passes on.
public func SCErrorString(_ status: Int32) -> UnsafePointer<CChar> {
    statusTexts.withLock { texts in
        if let text = texts[status] { return UnsafePointer(text) }
        let sentence =
            statusSentences[status]
            ?? (status > 0 && status < 1000 ? String(cString: strerror(status)) : "Unknown SystemConfiguration error")
        let text = strdup(sentence)!
        texts[status] = text
        return UnsafePointer(text)
    }
}

/// Success.
public let kSCStatusOK: Int32 = 0
/// A failure of no particular cause.
public let kSCStatusFailed: Int32 = 1001
/// An argument the call refuses.
public let kSCStatusInvalidArgument: Int32 = 1002
/// A permission the process lacks.
public let kSCStatusAccessError: Int32 = 1003
/// Reachability that cannot be determined.
public let kSCStatusReachabilityUnknown: Int32 = 4001

/// Notes `status` as this thread's last SystemConfiguration error.
func noteSCError(_ status: Int32) {
    Thread.current.threadDictionary[lastStatusKey] = status
}

private let lastStatusKey = "CellSnapSCError"

private let statusSentences: [Int32: String] = [
    kSCStatusOK: "Success!",
    kSCStatusFailed: "Failed!",
    kSCStatusInvalidArgument: "Invalid argument!",
    kSCStatusAccessError: "Permission denied!",
    kSCStatusReachabilityUnknown: "Network reachability cannot be determined!",
]

/// Each status's sentence, made once and kept for the process (the caller never frees it).
private let statusTexts = Mutex<[Int32: UnsafeMutablePointer<CChar>]>([:])
