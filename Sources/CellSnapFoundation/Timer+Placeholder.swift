// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A timer made with `Timer()`, as apps write a placeholder they replace with a scheduled timer
/// later (`var timer = Timer()`, then `timer.invalidate()` and `timer = .scheduledTimer(...)`).
/// On iOS `NSTimer` inherits `init()` from `NSObject`; Linux's `Timer` declares only its
/// designated initialisers, and an extension cannot add `init()` (it is `NSObject`'s), so this
/// function of the type's name answers the call. Apple does not document what that timer does;
/// CellSnap's is valid until invalidated, scheduled on no run loop, and would fire at the distant
/// future once, doing nothing.
///
/// ```swift
/// var timer = Timer()
/// timer.invalidate()
/// timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in }
/// timer.invalidate()
/// ```
public func Timer() -> Foundation.Timer {
    Foundation.Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
}
