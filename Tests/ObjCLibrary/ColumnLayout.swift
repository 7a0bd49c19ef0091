// A library's delegate protocol with optional `@objc` requirements, as waterfall layouts declare
// theirs: the library asks its delegate only what the delegate's class implements. Built through
// the Objective-C adapter as the ObjCExtensionLibrary target; Tests/ObjCScreens/ColumnChoices.swift
// implements it in another module.
import UIKit

/// What a ``ColumnLayout`` asks its delegate.
@objc public protocol ColumnLayoutDelegate: AnyObject {
    @objc optional func columnCount(for layout: ColumnLayout) -> Int
    @objc optional func columnLayout(_ layout: ColumnLayout, heightForItemAt index: Int) -> CGFloat
}

/// A layout of columns, whose count and item heights its delegate may choose.
open class ColumnLayout: NSObject {
    public weak var delegate: ColumnLayoutDelegate?

    public override init() { super.init() }

    /// The number of columns: the delegate's, else 2.
    public var columnCount: Int { delegate?.columnCount?(for: self) ?? 2 }

    /// The height of the item at `index`: the delegate's, else 44 pt.
    public func height(ofItemAt index: Int) -> CGFloat {
        delegate?.columnLayout?(self, heightForItemAt: index) ?? 44
    }
}
