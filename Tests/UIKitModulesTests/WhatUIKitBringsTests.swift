// What a file that imports UIKit alone finds, as on iOS: Darwin's unfair lock (Foundation brings
// it there; CellSnapUIKitTesting only measures text), and a vertical stack laid out by baselines
// refused by name where drawn.
import CellSnapUIKitTesting
import Testing
import UIKit

@MainActor @Suite struct WhatUIKitBringsTests {
    @Test func theUnfairLockComesWithUIKit() {
        var lock = os_unfair_lock()
        os_unfair_lock_lock(&lock)
        os_unfair_lock_assert_owner(&lock)
        #expect(!os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
        #expect(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
    }

    @Test func aVerticalStackByBaselinesIsRefusedAHorizontalOneIgnoresIt() throws {
        func stack(_ axis: NSLayoutConstraint.Axis) -> UIStackView {
            let first = UILabel()
            first.text = "Title"
            let second = UILabel()
            second.text = "Subtitle"
            let stack = UIStackView(arrangedSubviews: [first, second])
            stack.axis = axis
            stack.isBaselineRelativeArrangement = true
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            return stack
        }
        UIView.cellSnapInstallTextMeasurer()
        let horizontal = stack(.horizontal)
        _ = try horizontal.cellSnapScreen()
        let error = #expect(throws: CellSnapUIKitError.self) { _ = try stack(.vertical).cellSnapScreen() }
        #expect(error?.call.hasSuffix(".isBaselineRelativeArrangement") == true)
    }
}
