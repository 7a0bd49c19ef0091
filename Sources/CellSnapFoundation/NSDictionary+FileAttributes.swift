import Foundation

/// The file-attribute accessors of Apple's Foundation (`NSDictionary`'s `NSFileAttributes`
/// methods), over a dictionary of `FileManager.attributesOfItem(atPath:)` bridged to
/// `NSDictionary`, which Linux's Foundation lacks. Each reads its `FileAttributeKey`, and answers
/// as Apple's does when the attribute is missing: `0`, `false` or `nil`.
///
/// ```swift
/// let attributes = try FileManager.default.attributesOfItem(atPath: "/etc/hostname") as NSDictionary
/// attributes.fileSize()      // the file's length in bytes
/// attributes.fileType()      // "NSFileTypeRegular"
/// ```
extension NSDictionary {
    /// The file's size in bytes (`FileAttributeKey.size`).
    public func fileSize() -> UInt64 { number(.size)?.uint64Value ?? 0 }
    /// When the file was last modified.
    public func fileModificationDate() -> Date? { fileAttribute(.modificationDate) as? Date }
    /// When the file was created.
    public func fileCreationDate() -> Date? { fileAttribute(.creationDate) as? Date }
    /// The file's type, one of `FileAttributeType`'s raw values (`"NSFileTypeRegular"`...).
    public func fileType() -> String? {
        (fileAttribute(.type) as? FileAttributeType)?.rawValue ?? fileAttribute(.type) as? String
    }
    /// The file's POSIX permissions.
    public func filePosixPermissions() -> Int { number(.posixPermissions)?.intValue ?? 0 }
    /// The name of the file's owner.
    public func fileOwnerAccountName() -> String? { fileAttribute(.ownerAccountName) as? String }
    /// The name of the file's group.
    public func fileGroupOwnerAccountName() -> String? { fileAttribute(.groupOwnerAccountName) as? String }
    /// The identifier of the file's owner.
    public func fileOwnerAccountID() -> NSNumber? { number(.ownerAccountID) }
    /// The identifier of the file's group.
    public func fileGroupOwnerAccountID() -> NSNumber? { number(.groupOwnerAccountID) }
    /// The number of the file system the file is on.
    public func fileSystemNumber() -> Int { number(.systemNumber)?.intValue ?? 0 }
    /// The file's number in its file system (its inode).
    public func fileSystemFileNumber() -> Int { number(.systemFileNumber)?.intValue ?? 0 }
    /// Whether the file's extension is hidden.
    public func fileExtensionHidden() -> Bool { number(.extensionHidden)?.boolValue ?? false }
    /// Whether the file is immutable.
    public func fileIsImmutable() -> Bool { number(.immutable)?.boolValue ?? false }
    /// Whether the file can only be appended to.
    public func fileIsAppendOnly() -> Bool { number(.appendOnly)?.boolValue ?? false }
    /// The file's HFS creator code (`0` on Linux's file systems).
    public func fileHFSCreatorCode() -> UInt32 { number(.hfsCreatorCode)?.uint32Value ?? 0 }
    /// The file's HFS type code (`0` on Linux's file systems).
    public func fileHFSTypeCode() -> UInt32 { number(.hfsTypeCode)?.uint32Value ?? 0 }

    /// The attribute, keyed as `FileManager` keys it on Linux or by its name, as Apple's are.
    private func fileAttribute(_ key: FileAttributeKey) -> Any? {
        object(forKey: key) ?? object(forKey: key.rawValue)
    }

    private func number(_ key: FileAttributeKey) -> NSNumber? {
        switch fileAttribute(key) {
        case let number as NSNumber: number
        case let value as UInt64: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Bool: NSNumber(value: value)
        default: nil
        }
    }
}
