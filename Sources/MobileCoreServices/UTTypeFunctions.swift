// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import UniformTypeIdentifiers

// MobileCoreServices' type functions (UTType.h, deprecated since iOS 15 for `UTType`), over
// UniformTypeIdentifiers' types: the same table, conformance and tags. Those that return a
// Core Foundation object return it `Unmanaged` and retained, as the SDK's `Create`/`Copy`
// functions do, so `.takeRetainedValue()` works as on iOS.

/// The tag class of filename extensions, `public.filename-extension`.
public var kUTTagClassFilenameExtension: CFString { UTTagClass.filenameExtension.rawValue as CFString }
/// The tag class of MIME types, `public.mime-type`.
public var kUTTagClassMIMEType: CFString { UTTagClass.mimeType.rawValue as CFString }

/// The type `identifier` names: a declared one, or one that keeps the identifier and conforms only
/// to itself (as the SDK's functions treat an identifier no one declared).
private func type(_ identifier: CFString) -> UTType {
    UTType(identifier as String) ?? UTType(declaredIdentifier: identifier as String)
}

/// Whether `inUTI` is `inConformsToUTI` or conforms to it.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    type(inUTI).conforms(to: type(inConformsToUTI))
}

/// Whether the two identifiers name the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { (inUTI1 as String) == (inUTI2 as String) }

/// Whether `inUTI` names a declared type.
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { UTType(inUTI as String)?.isDeclared ?? false }

/// Whether `inUTI` names a dynamic type (one made for a tag).
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { (inUTI as String).hasPrefix("dyn.") }

/// The identifier of the type with `inTag` of `inTagClass` that conforms to `inConformingToUTI`
/// (a dynamic type's when no declared one does); `nil` for an unknown tag class or an empty tag.
public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> Unmanaged<CFString>? {
    let found = UTType(
        tag: inTag as String, tagClass: UTTagClass(rawValue: inTagClass as String),
        conformingTo: inConformingToUTI.map(type))
    return retained(found?.identifier)
}

/// The identifiers of every declared type with `inTag` of `inTagClass` that conforms to
/// `inConformingToUTI` (a dynamic type's when none does).
public func UTTypeCreateAllIdentifiersForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> Unmanaged<CFArray>? {
    let tagClass = UTTagClass(rawValue: inTagClass as String), supertype = inConformingToUTI.map(type)
    var identifiers = UTType.types(tag: inTag as String, tagClass: tagClass, conformingTo: supertype).map(\.identifier)
    if identifiers.isEmpty, let dynamic = UTType(tag: inTag as String, tagClass: tagClass, conformingTo: supertype) {
        identifiers = [dynamic.identifier]
    }
    return Unmanaged.passRetained(identifiers.map { $0 as NSString } as NSArray)
}

/// The preferred tag of `inTagClass` of `inUTI` (its first filename extension or MIME type); `nil`
/// when it has none.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    retained(type(inUTI).tags[UTTagClass(rawValue: inTagClass as String)]?.first)
}

/// Every tag of `inTagClass` of `inUTI`; `nil` when it has none.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFArray>? {
    guard let tags = type(inUTI).tags[UTTagClass(rawValue: inTagClass as String)] else { return nil }
    return Unmanaged.passRetained(tags.map { $0 as NSString } as NSArray)
}

/// The English description of `inUTI`; `nil` for a dynamic or unknown type.
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    retained(UTType(inUTI as String)?.localizedDescription)
}

private func retained(_ string: String?) -> Unmanaged<CFString>? {
    string.map { Unmanaged.passRetained($0 as NSString) }
}
