import Foundation

/// A batch of layer changes, as Core Animation's `CATransaction`: its duration, timing function
/// and whether implicit animations are disabled, and a block called when it is committed.
///
/// CellSnap draws the model values of layers (see ``CAAnimation``), so a transaction's
/// animations are over when it is committed: ``commit()`` of the outermost transaction calls
/// its completion block (a nested transaction's block waits for the outermost one). Outside any
/// ``begin()``, settings apply to the implicit transaction of the current change, which Core
/// Animation commits at the end of the run loop's turn: CellSnap has no run loop, so a completion
/// block set there is called at once.
///
/// ```swift
/// var done = false
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// CATransaction.setCompletionBlock { done = true }
/// CATransaction.commit()   // done == true
/// ```
@preconcurrency @MainActor open class CATransaction: NSObject {
    /// The settings of one open transaction.
    private struct Settings {
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completionBlock: (() -> Void)?
        var values: [String: Any] = [:]
    }

    /// The open transactions, outermost first; the implicit one stands alone when it is empty.
    private static var open: [Settings] = []
    private static var implicit = Settings()

    private static var current: Settings {
        get { open.last ?? implicit }
        set {
            if open.isEmpty { implicit = newValue } else { open[open.count - 1] = newValue }
        }
    }

    /// Opens a transaction, nested in the open one if any.
    open class func begin() { open.append(Settings()) }

    /// Closes the innermost transaction; closing the outermost one calls the completion blocks
    /// of it and of the transactions nested in it, innermost first. Without an open transaction,
    /// does nothing.
    open class func commit() {
        guard let closed = open.popLast() else { return }
        pendingCompletions.append(contentsOf: closed.completionBlock.map { [$0] } ?? [])
        guard open.isEmpty else { return }
        let blocks = pendingCompletions
        pendingCompletions = []
        for block in blocks { block() }
    }
    private static var pendingCompletions: [() -> Void] = []

    /// Commits the implicit transaction: nothing to do, its changes are already made.
    open class func flush() {}

    /// Takes Core Animation's lock: CellSnap's layers are used on the main actor only.
    open class func lock() {}

    /// Gives Core Animation's lock back.
    open class func unlock() {}

    /// How long the transaction's implicit animations would last; 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval { current.animationDuration }

    /// Sets ``animationDuration()``.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.animationDuration = dur }

    /// The timing of the transaction's implicit animations; `nil` by default.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }

    /// Sets ``animationTimingFunction()``.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether the transaction's property changes are made without implicit animations.
    open class func disableActions() -> Bool { current.disableActions }

    /// Sets ``disableActions()``.
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The block called when the transaction is committed.
    open class func completionBlock() -> (() -> Void)? { current.completionBlock }

    /// Sets the block called when the transaction is committed (at once outside ``begin()``).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard !open.isEmpty else { return block?() ?? () }
        current.completionBlock = block
    }

    /// The transaction's value for `key` (`"animationDuration"`, `"disableActions"`, ... or one of
    /// the app's own).
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: current.animationDuration
        case kCATransactionDisableActions: current.disableActions
        case kCATransactionAnimationTimingFunction: current.timingFunction
        case kCATransactionCompletionBlock: current.completionBlock
        default: current.values[key]
        }
    }

    /// Sets the transaction's value for `key`; the keys of its settings set them.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            current.animationDuration = (anObject as? NSNumber)?.doubleValue ?? (anObject as? Double) ?? 0.25
        case kCATransactionDisableActions:
            current.disableActions = (anObject as? NSNumber)?.boolValue ?? (anObject as? Bool) ?? false
        case kCATransactionAnimationTimingFunction: current.timingFunction = anObject as? CAMediaTimingFunction
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: current.values[key] = anObject
        }
    }
}

/// The key of a transaction's animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether a transaction's implicit animations are disabled.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"
