import Foundation
import SwiftShims

/// A module's registration of its categories (``UIKitCategoryOverride``), which CellSnap's
/// Objective-C adapter declares in every module with an override in an extension, as the enum
/// `_CellSnapCategoryRegistration`.
///
/// On iOS the runtime attaches a category when its image loads, before any of the module's code
/// runs. A Swift module on Linux runs nothing when it loads, and a test module's code may never make
/// one of its own objects before UIKit consults a category (a Swift Testing test is a function;
/// `list.loadViewIfNeeded()` on an app's controller reaches UIKit without touching the test module).
/// So UIKit finds these types itself, once, before the first category is consulted: it reads the
/// type records of every image the Swift runtime has loaded for types of that name.
public protocol UIKitCategoryRegistration {
    /// Registers the module's categories.
    static func register()
}

enum CategoryModules {
    /// The name of the type each module's registration is.
    static let typeName = "_CellSnapCategoryRegistration"

    /// Registers every loaded module's categories, once a process.
    static func registerOnce() { _ = registered }

    private static let registered: Void = {
        for type in registrationTypes() { type.register() }
    }()

    /// The non-generic types named ``typeName`` that conform to ``UIKitCategoryRegistration``, in
    /// the order the runtime lists their images and each image its types.
    static func registrationTypes() -> [any UIKitCategoryRegistration.Type] {
        var found: [any UIKitCategoryRegistration.Type] = []
        withUnsafeMutablePointer(to: &found) { found in
            enumerateAllMetadataSections(
                { sections, context in
                    let found = context!.assumingMemoryBound(to: [any UIKitCategoryRegistration.Type].self)
                    let range = sections.pointee.swift5_type_metadata
                    found.pointee += CategoryModules.registrations(inTypeRecords: range.start, count: range.length / 4)
                    return true
                }, found)
        }
        return found
    }

    /// The registration types among `count` type metadata records (32-bit relative pointers to
    /// context descriptors, direct or through a pointer, their kind in the low two bits) at `start`.
    private static func registrations(inTypeRecords start: UInt, count: Int) -> [any UIKitCategoryRegistration.Type] {
        guard let records = UnsafeRawPointer(bitPattern: start) else { return [] }
        var found: [any UIKitCategoryRegistration.Type] = []
        for index in 0..<count {
            let record = records + 4 * index
            let value = record.loadUnaligned(as: Int32.self)
            let target = record + Int(value & ~3)
            let descriptor: UnsafeRawPointer?
            switch value & 3 {
            case 0: descriptor = target
            case 1: descriptor = target.loadUnaligned(as: UnsafeRawPointer?.self)
            default: descriptor = nil  // an Objective-C class, which Linux has none of
            }
            if let descriptor, let type = registration(describedBy: descriptor) { found.append(type) }
        }
        return found
    }

    /// The type of a context descriptor when it is a non-generic struct or enum named ``typeName``
    /// that conforms to ``UIKitCategoryRegistration`` (its flags' kind 17 or 18, not generic; its
    /// name and metadata accessor at relative offsets 8 and 12, as the Swift ABI lays them out).
    private static func registration(describedBy descriptor: UnsafeRawPointer) -> (any UIKitCategoryRegistration.Type)?
    {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard [17, 18].contains(flags & 0x1F), flags & 0x80 == 0 else { return nil }
        let nameField = descriptor + 8
        let name = (nameField + Int(nameField.loadUnaligned(as: Int32.self))).assumingMemoryBound(to: CChar.self)
        guard strcmp(name, typeName) == 0 else { return nil }
        let accessorField = descriptor + 12
        let accessor = unsafeBitCast(
            accessorField + Int(accessorField.loadUnaligned(as: Int32.self)),
            to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        let type = unsafeBitCast(accessor(0), to: Any.Type.self)
        return type as? any UIKitCategoryRegistration.Type
    }
}

/// The Swift runtime's list of the metadata sections of every image it has loaded (exported by
/// the runtime for test libraries' discovery on ELF platforms); `body` returns whether to go on.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafePointer<MetadataSections>, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)
