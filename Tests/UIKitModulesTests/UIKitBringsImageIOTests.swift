// A file that imports UIKit alone, as an iOS app's thumbnail code does: Image I/O's sources and
// thumbnail options are found, as the SDK's UIKit brings them through Core Image's headers.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct UIKitBringsImageIOTests {
    @Test func aThumbnailIsMadeWithUIKitImportedAlone() throws {
        // A 4 x 2 red PNG.
        let base64 =
            "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGP4z8AARwzIHABvqgf5gNwAKAAAAABJRU5ErkJggg=="
        let data = try #require(Data(base64Encoded: base64))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let options =
            [
                kCGImageSourceCreateThumbnailWithTransform: true,
                kCGImageSourceCreateThumbnailFromImageAlways: true,
                kCGImageSourceThumbnailMaxPixelSize: 2,
            ] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        // The longer side is scaled down to the maximum, the shorter in proportion.
        #expect(thumbnail.width == 2)
        #expect(thumbnail.height == 1)
        #expect(UIImage(cgImage: thumbnail).size == CGSize(width: 2, height: 1))
    }
}
