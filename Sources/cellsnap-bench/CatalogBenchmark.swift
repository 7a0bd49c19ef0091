import AssetCatalog
import Foundation
import Pixels

/// The asset catalog benchmark (`scripts/bench-asset-catalog`): medians of opening a catalog of
/// `photos` JPEG photos (1024 x 768, as an app's list of places or dishes ships them) and looking
/// up one of them, as `UIImage(named:)` does for the first cell of a list. The baseline decodes
/// every photo of the catalog (what opening a catalog did before image sets were decoded on
/// their first lookup), measured in the same run.
func catalogBenchmark(iterations: Int) throws {
    let photos = 60
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cellsnap-bench-catalog-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try writePhotoCatalog(photos: photos, in: folder)
    print("CellSnap asset catalog benchmark: \(photos) JPEG photos of 1024 x 768, medians of \(iterations) runs")
    print("")
    let baseline = try Measure.median(iterations: iterations, warmup: 1) {
        keep(try AssetCatalog(contentsOf: url).images.count)
    }
    let open = try Measure.median(iterations: iterations, warmup: 1) { keep(try AssetCatalog(contentsOf: url)) }
    let lookup = try Measure.median(iterations: iterations, warmup: 1) {
        keep(try AssetLibrary(catalogs: [try AssetCatalog(contentsOf: url)]).image(named: "photo7"))
    }
    print(row("open + decode every photo BASELINE", fixed(baseline, 1) + " ms"))
    print(row("open the catalog", fixed(open, 1) + " ms", "\(fixed(open / baseline, 3))x"))
    print(row("open + look up one photo", fixed(lookup, 1) + " ms", "\(fixed(lookup / baseline, 3))x"))
}

/// Writes `Assets.xcassets` with `photos` image sets (`photo0`, ...) of one JPEG each: smooth
/// gradients with a pattern of their own, the same bytes every run.
private func writePhotoCatalog(photos: Int, in folder: URL) throws -> URL {
    let catalog = folder.appendingPathComponent("Assets.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    for index in 0..<photos {
        var image = RGBAImage(width: 1024, height: 768)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let at = (y * image.width + x) * 4
                image.bytes[at] = UInt8((x + index * 17) & 255)
                image.bytes[at + 1] = UInt8((y + x / 3) & 255)
                image.bytes[at + 2] = UInt8(((x ^ y) + index) & 255)
                image.bytes[at + 3] = 255
            }
        }
        guard let jpeg = JPEG.encode(image, quality: 0.8) else { throw CocoaError(.fileWriteUnknown) }
        let set = catalog.appendingPathComponent("photo\(index).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try jpeg.write(to: set.appendingPathComponent("photo.jpg"))
        let contents = #"{"images": [{"filename": "photo.jpg", "idiom": "universal", "scale": "1x"}]}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }
    return catalog
}
