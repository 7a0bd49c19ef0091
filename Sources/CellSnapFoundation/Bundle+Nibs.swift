import Foundation

extension Bundle {
    /// The path of the resource `name` of type `ext`, as `path(forResource:ofType:)` finds it, or,
    /// for a compiled nib (`"nib"`), of the Interface Builder document it is compiled from
    /// (`name.xib`), which a package's resources hold as it is (Linux-only, no Foundation API: on
    /// iOS Xcode compiles each `.xib` to a `.nib`; CellSnap reads the `.xib`). CellSnap's
    /// Objective-C adapter reads an app's `path(forResource: name, ofType: "nib")` as this, so
    /// that a library that looks for a cell's nib before registering it finds it.
    public func cellSnapPath(forResource name: String?, ofType ext: String?) -> String? {
        path(forResource: name, ofType: ext) ?? (ext == "nib" ? path(forResource: name, ofType: "xib") : nil)
    }

    /// The URL of the resource `name` with the extension `ext`, as `url(forResource:withExtension:)`
    /// finds it, or, for a compiled nib (`"nib"`), of its `.xib` (see
    /// ``cellSnapPath(forResource:ofType:)``).
    public func cellSnapURL(forResource name: String?, withExtension ext: String?) -> URL? {
        url(forResource: name, withExtension: ext)
            ?? (ext == "nib" ? url(forResource: name, withExtension: "xib") : nil)
    }
}
