// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Data's names, as the SDK spells them.
import Foundation

/// How a save resolves conflicts with the store, as Core Data's `NSMergePolicy`. An in-memory
/// store written by one process has no conflicts between a context's saved state and the store
/// at save time, so every policy saves the context's values (documented in UIKitOnLinux.md).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The policy's type.
    open private(set) var mergeType: NSMergePolicyType
    /// A policy of `ty`.
    public init(merge ty: NSMergePolicyType) {
        mergeType = ty
        super.init()
    }
    /// The policy that fails a conflicting save.
    open class var error: NSMergePolicy { NSMergePolicy(merge: .errorMergePolicyType) }
    /// The policy where the store's changed properties win.
    open class var mergeByPropertyStoreTrump: NSMergePolicy {
        NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    }
    /// The policy where the context's changed properties win.
    open class var mergeByPropertyObjectTrump: NSMergePolicy {
        NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    }
    /// The policy where the context's objects overwrite the store's.
    open class var overwrite: NSMergePolicy { NSMergePolicy(merge: .overwriteMergePolicyType) }
    /// The policy where the store's objects win.
    open class var rollback: NSMergePolicy { NSMergePolicy(merge: .rollbackMergePolicyType) }
}

/// The kinds of merge policy, as Core Data's `NSMergePolicyType`.
public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType = 0
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    case overwriteMergePolicyType = 3
    case rollbackMergePolicyType = 4
}

/// The merge policy that fails a conflicting save (a context's default).
public var NSErrorMergePolicy: Any { NSMergePolicy.error }
/// The merge policy where the store's changed properties win.
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
/// The merge policy where the context's changed properties win.
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
/// The merge policy where the context's objects overwrite the store's.
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
/// The merge policy where the store's objects win.
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }
