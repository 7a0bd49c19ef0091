import DisplayList
import Primitives
import Rendering

extension CGContext {
    /// Draws `item`, just painted in the base space, into the app's own pixels of a context made
    /// with the bitmap initialiser over the app's memory, as Core Graphics draws each paint into
    /// them: over what they hold now (so bytes the app wrote there are drawn onto), inside the
    /// clips open. A paint inside a transparency layer is drawn when the layer ends.
    func paintIntoAppPixels(_ item: DisplayItem) {
        guard let pixels = appPixels, let layout = bitmapLayout else { return }
        var clipped = item
        for group in clipGroups.reversed() {
            clipped = .group(GroupItem(items: [clipped], clip: .path(group.clip), clipRule: group.rule))
        }
        let size = Size(width: Double(layout.width), height: Double(layout.height))
        var items = [clipped]
        if layout.skipsAlpha || !layout.isZero(pixels) {
            let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            items.insert(.image(ImageItem(image: layout.read(from: pixels), frame: frame)), at: 0)
        }
        do {
            let drawn = try Renderer().image(DisplayList(size: size, items: items), scale: 1).image
            layout.write(drawn, to: pixels)
        } catch {
            reportToStandardError("a paint into the pixels of a \(layout.width) x \(layout.height) context: \(error)")
        }
    }
}
