import AppFonts
import Foundation

/// The app's fonts as UIKit finds them: the folders registered with `AppFonts.register(_:)`, and
/// the fonts the app bundles. On iOS an app lists its font files under `UIAppFonts` in its
/// Info.plist, paths in its main bundle; CellSnap does not read the Info.plist (SwiftPM refuses a
/// resource named `Info.plist`), so the fonts of the app's bundle are the `.otf`, `.ttf` and
/// `.ttc` files at the top of each SwiftPM resource bundle beside the test runner (where
/// `.process` puts a target's resources) and in each of its folders one level down (a copied
/// `Fonts` folder), registered once, by bundle then folder name, the first time an app font is
/// looked for. These are folders the package gives, as the rule for fonts is: no font comes from
/// the system. A folder whose fonts cannot be read is named on standard error and skipped; a
/// font the app names that no folder has stays `nil` for `UIFont(name:size:)` and a refusal by
/// name where it is drawn, as UIKit has no font to give.
enum BundledAppFonts {
    /// Every registered face, after the app's bundles' fonts are registered.
    static var faces: [FontFace] {
        _ = registered
        return AppFonts.faces
    }

    /// The face called `name` (`AppFonts.face(named:)`), after the app's bundles' fonts are registered.
    static func face(named name: String) -> FontFace? {
        _ = registered
        return AppFonts.face(named: name)
    }

    /// The folders of `bundles` (resource bundles' folders) that hold font files: each bundle's
    /// own folder, then its subfolders by name, in the order they are registered.
    static func folders(in bundles: [URL]) -> [URL] {
        bundles.flatMap { bundle -> [URL] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
            let subfolders = names.sorted().map { bundle.appendingPathComponent($0) }.filter { url in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            }
            return ([bundle] + subfolders).filter { !AppFonts.fontFiles(in: $0).isEmpty }
        }
    }

    private static let registered: Void = {
        for folder in folders(in: ResourceBundles.resourceBundles.map(ResourceBundles.folder(of:))) {
            do {
                try AppFonts.register(folder)
            } catch {
                ResourceBundles.note("cellsnap: the app's fonts in \(folder.path) are skipped: \(error)")
            }
        }
    }()
}
