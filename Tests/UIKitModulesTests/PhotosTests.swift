// `import Photos` and `import PhotosUI` as a photo grid writes them: the library a test fills
// with known images, fetches, image requests fitted to cells, change observers, the picker.
// The library is the process's, so these tests run one after another.
import CellSnapUIKitTesting
import Foundation
import Photos
import PhotosUI
import Pixels
import Testing
import UIKit

/// A bitmap of `width` x `height` pixels: its left half `left`, its right half `right`.
func twoToneImage(_ width: Int, _ height: Int, _ left: RGBA, _ right: RGBA) -> UIImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height { for x in 0..<width { image[x, y] = x < width / 2 ? left : right } }
    return UIImage(cellSnapBitmap: image, scale: 1)
}

/// A grid of the library's photos, as photo screens write it.
final class RecentPhotosViewController: UIViewController {
    var assets: [PHAsset] = []
    let imageViews = (0..<3).map { _ in UIImageView() }
    private(set) var denied = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for (index, imageView) in imageViews.enumerated() {
            imageView.frame = CGRect(x: 20 + CGFloat(index) * 125, y: 60, width: 120, height: 120)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.backgroundColor = .secondarySystemBackground
            view.addSubview(imageView)
        }
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            guard status == .authorized else {
                self.denied = true
                return
            }
            let options = PHFetchOptions()
            options.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending: false)]
            options.fetchLimit = 3
            PHAsset.fetchAssets(with: .image, options: options).enumerateObjects { asset, _, _ in
                self.assets.append(asset)
            }
        }
        for (asset, imageView) in zip(assets, imageViews) {
            PHImageManager.default().requestImage(
                for: asset, targetSize: CGSize(width: 120, height: 120), contentMode: .aspectFill, options: nil
            ) { image, _ in imageView.image = image }
        }
    }
}

final class LibraryObserver: NSObject, PHPhotoLibraryChangeObserver {
    var fetched = PHAsset.fetchAssets(with: nil)
    var details: [PHFetchResultChangeDetails<PHAsset>] = []

    func photoLibraryDidChange(_ changeInstance: PHChange) {
        guard let change = changeInstance.changeDetails(for: fetched) else { return }
        details.append(change)
        fetched = change.fetchResultAfterChanges
    }
}

@MainActor @Suite(.serialized) struct PhotosTests {
    static let red = RGBA(red: 230, green: 40, blue: 40, alpha: 255)
    static let blue = RGBA(red: 40, green: 90, blue: 230, alpha: 255)
    static let gold = RGBA(red: 240, green: 190, blue: 40, alpha: 255)

    static func fill() {
        PHPhotoLibrary.cellSnapFill(with: [
            .init(image: twoToneImage(400, 300, red, blue), creationDate: Date(timeIntervalSince1970: 100)),
            .init(
                image: twoToneImage(240, 480, gold, blue), creationDate: Date(timeIntervalSince1970: 300),
                isFavorite: true),
            .init(image: twoToneImage(64, 64, blue, gold), mediaType: .video, duration: 12, albums: ["Trips"]),
            .init(image: twoToneImage(600, 200, gold, red), isHidden: true),
            .init(image: twoToneImage(300, 300, blue, red), mediaSubtypes: .photoScreenshot, albums: ["Trips"]),
        ])
    }

    @Test func anEmptyLibraryAnswersDenied() {
        PHPhotoLibrary.cellSnapReset()
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        let controller = RecentPhotosViewController()
        controller.loadViewIfNeeded()
        #expect(controller.denied && controller.assets.isEmpty)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .denied)
        #expect(PHAsset.fetchAssets(with: nil).count == 0)
    }

    @Test func fetchesFilterSortAndLimit() {
        Self.fill()
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
        let all = PHAsset.fetchAssets(with: nil)
        #expect(all.count == 4)  // the hidden one is left out
        #expect(all.firstObject?.localIdentifier == "CELLSNAP-0/L0/001")
        #expect(
            (all.object(at: 1).pixelWidth, all.object(at: 1).pixelHeight, all.object(at: 1).isFavorite) == (
                240, 480, true
            ))
        #expect(PHAsset.fetchAssets(with: .video, options: nil).firstObject?.duration == 12)
        #expect(all.countOfAssets(with: .image) == 3)
        let options = PHFetchOptions()
        options.includeHiddenAssets = true
        options.predicate = NSPredicate { asset, _ in (asset as? PHAsset)?.mediaType == .image }
        options.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending: true)]
        let images = PHAsset.fetchAssets(with: options)
        var widths: [Int] = []
        images.enumerateObjects(options: .reverse) { asset, _, _ in widths.append(asset.pixelWidth) }
        #expect(widths == [600, 400, 300, 240])
        #expect(
            PHAsset.fetchAssets(withLocalIdentifiers: ["CELLSNAP-4/L0/001"], options: nil).firstObject?.pixelWidth
                == 300)
    }

    @Test func collectionsFollowTheAssets() throws {
        Self.fill()
        let albums = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)
        #expect(albums.count == 1 && albums.firstObject?.localizedTitle == "Trips")
        #expect(PHAsset.fetchAssets(in: try #require(albums.firstObject), options: nil).count == 2)
        let favorites = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        #expect(favorites.firstObject?.estimatedAssetCount == 1)
        let screenshots = try #require(
            PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumScreenshots, options: nil)
                .firstObject)
        #expect(PHAsset.fetchAssets(in: screenshots, options: nil).firstObject?.pixelWidth == 300)
    }

    @Test func imageRequestsAreFittedToTheTargetSize() throws {
        Self.fill()
        let asset = try #require(PHAsset.fetchAssets(with: nil).firstObject)  // 400 x 300
        var sizes: [CGSize] = []
        for mode in [PHImageContentMode.aspectFit, .aspectFill] {
            PHCachingImageManager().requestImage(
                for: asset, targetSize: CGSize(width: 100, height: 100), contentMode: mode, options: nil
            ) {
                image, info in
                sizes.append(image?.size ?? .zero)
                #expect(info?[PHImageResultIsDegradedKey] as? Bool == false)
            }
        }
        PHImageManager.default().requestImage(
            for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .default, options: nil
        ) {
            image, _ in sizes.append(image?.size ?? .zero)
        }
        let exact = PHImageRequestOptions()
        exact.resizeMode = .exact
        exact.normalizedCropRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)  // the blue half
        PHImageManager.default().requestImage(
            for: asset, targetSize: CGSize(width: 50, height: 50), contentMode: .aspectFit, options: exact
        ) {
            image, _ in
            sizes.append(image?.size ?? .zero)
            #expect(image?.cellSnapBitmap?[0, 0] == Self.blue)
        }
        #expect(
            sizes == [
                CGSize(width: 100, height: 75), CGSize(width: 133, height: 100), CGSize(width: 400, height: 300),
                CGSize(width: 33, height: 50),
            ])
    }

    @Test func observersAreToldOfChanges() throws {
        Self.fill()
        let observer = LibraryObserver()
        PHPhotoLibrary.shared().register(observer)
        defer { PHPhotoLibrary.shared().unregisterChangeObserver(observer) }
        PHPhotoLibrary.cellSnapFill(with: [
            .init(
                image: twoToneImage(240, 480, Self.gold, Self.blue), isFavorite: false,
                localIdentifier: "CELLSNAP-1/L0/001"),
            .init(image: twoToneImage(10, 10, Self.red, Self.red), localIdentifier: "new"),
        ])
        let change = try #require(observer.details.first)
        #expect(change.removedIndexes == IndexSet([0, 2, 3]))
        #expect(change.insertedIndexes == IndexSet([1]))
        #expect(change.changedIndexes == IndexSet([0]))  // no longer a favourite
        #expect(observer.fetched.count == 2 && !change.hasMoves)
        nonisolated(unsafe) var outcome: (Bool, (any Error)?)?
        PHPhotoLibrary.shared().performChanges({}, completionHandler: { outcome = ($0, $1) })
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(observer.details.count == 1)  // an empty block changes nothing
    }

    @Test func aScreenShowsTheTestsPhotosInItsCells() {
        Self.fill()
        let controller = RecentPhotosViewController()
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 240)))
        #expect(controller.assets.map(\.pixelWidth) == [400, 300, 240])
        #expect(
            controller.imageViews.map { $0.image?.size } == [
                CGSize(width: 160, height: 120), CGSize(width: 120, height: 120), CGSize(width: 120, height: 240),
            ])
    }

    @Test func thePickerIsRefusedWhenDrawnAndFinishedByTheTest() throws {
        Self.fill()
        final class Delegate: PHPickerViewControllerDelegate {
            var results: [PHPickerResult] = []
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                self.results = results
            }
        }
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .any(of: [.images, .screenshots])
        configuration.selectionLimit = 2
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = Delegate()
        picker.delegate = delegate
        picker.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        #expect(throws: CellSnapUIKitError.self) { _ = try picker.view.cellSnapScreen() }
        picker.cellSnapFinishPicking(assetIdentifiers: [
            "CELLSNAP-2/L0/001", "CELLSNAP-4/L0/001", "CELLSNAP-0/L0/001", "CELLSNAP-1/L0/001",
        ])
        // The video is filtered out, and the limit is 2.
        #expect(delegate.results.map(\.assetIdentifier) == ["CELLSNAP-4/L0/001", "CELLSNAP-0/L0/001"])
        #expect(delegate.results.first?.itemProvider.registeredContentTypes == [.png])
        #expect(PHPickerFilter.not(.videos) != PHPickerFilter.videos)
    }
}
