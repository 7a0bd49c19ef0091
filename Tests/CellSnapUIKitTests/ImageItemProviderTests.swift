// A `UIImage` in an item provider, as drag-and-drop code offers and reads one: its PNG data
// round-trips; an image CellSnap holds as drawing, not pixels, is refused with a reason.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@MainActor @Suite struct ImageItemProviderTests {
    @Test func aBitmapImageRoundTripsThroughAnItemProvider() throws {
        var bitmap = RGBAImage(width: 3, height: 2)
        bitmap[1, 1] = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        let image = UIImage(cellSnapBitmap: bitmap, scale: 1)
        let provider = NSItemProvider(object: image)
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        nonisolated(unsafe) var loaded: UIImage?
        provider.loadObject(ofClass: UIImage.self) { object, error in
            #expect(error == nil)
            loaded = object as? UIImage
        }
        #expect(loaded?.cellSnapBitmap == bitmap)
        #expect(loaded?.size == CGSize(width: 3, height: 2))
    }

    @Test func anImageWithoutPixelsAndDataThatIsNotPNGAreRefused() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        nonisolated(unsafe) var failure: String?
        _ = symbol.loadData(withTypeIdentifier: "public.png") { data, error in
            #expect(data == nil)
            failure = error.map { "\($0)" }
        }
        #expect(failure == "CellSnap has no pixels for this image (a symbol, asset or drawn image) to offer as PNG")
        #expect(throws: (any Error).self) {
            try UIImage.object(withItemProviderData: Data([1, 2, 3]), typeIdentifier: "public.png")
        }
        #expect(throws: (any Error).self) {
            try UIImage.object(withItemProviderData: Data(), typeIdentifier: "public.jpeg")
        }
    }
}
