/// Foundation's `NSInteger`, which Linux's Foundation does not declare: on Apple platforms Swift
/// imports the C type as `Int`, and code written against Objective-C APIs keeps the name in Swift
/// signatures (`func animationDuration(_ itemIndex: NSInteger, ...)`).
///
/// ```swift
/// let index: NSInteger = 3
/// let next: Int = index + 1
/// ```
public typealias NSInteger = Int

/// Foundation's `NSUInteger`, imported by Swift as `UInt` on Apple platforms (and on Linux here).
public typealias NSUInteger = UInt
