// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// Core Foundation's dictionary look-ups by pointer, as code copied from the days before Swift
// bridged dictionaries still calls them (the widely copied GIF loader reads ImageIO's properties
// this way): a key is passed as `Unmanaged.passUnretained(key).toOpaque()`, and the value comes
// back as a pointer to the object, which `unsafeBitCast(_:to:)` turns into a `CFDictionary` or an
// `AnyObject`.

/// The value `theDict` holds for the object `key` points to, as a pointer to the value's object;
/// `nil` when there is none. A value the dictionary holds as a Swift value, not an object, is
/// boxed once and the box kept, so that the pointer stays valid as Core Foundation's does.
public func CFDictionaryGetValue(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!) -> UnsafeRawPointer! {
    guard let theDict, let key,
        let value = theDict.object(forKey: Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue())
    else { return nil }
    if type(of: value) is AnyClass {
        return UnsafeRawPointer(Unmanaged.passUnretained(value as AnyObject).toOpaque())
    }
    return UnsafeRawPointer(Unmanaged.passRetained(value as AnyObject).toOpaque())
}

/// Whether `theDict` holds a value for the object `key` points to; if so, `value`'s pointee is set
/// to it as ``CFDictionaryGetValue(_:_:)`` returns it.
public func CFDictionaryGetValueIfPresent(
    _ theDict: CFDictionary!, _ key: UnsafeRawPointer!, _ value: UnsafeMutablePointer<UnsafeRawPointer?>!
) -> Bool {
    guard let found = CFDictionaryGetValue(theDict, key) else { return false }
    value?.pointee = found
    return true
}

/// Whether `theDict` holds a value for the object `key` points to.
public func CFDictionaryContainsKey(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!) -> Bool {
    guard let theDict, let key else { return false }
    return theDict.object(forKey: Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue()) != nil
}

/// The number of entries in `theDict`.
public func CFDictionaryGetCount(_ theDict: CFDictionary!) -> CFIndex { theDict?.count ?? 0 }
