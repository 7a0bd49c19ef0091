// Photos' change requests as photo apps write them: assets created, deleted, made favourites and
// edited, albums created and filled, observers told with the fetch results' differences, and the
// content editing round trip (input file, rendered output read back as the asset's picture).
// Part of `PhotosTests`, so that they run one after another over the process's library.
import CellSnapUIKitTesting
import Foundation
import ImageIO
import Photos
import PhotosUI
import Pixels
import Testing
import UIKit

extension PhotosTests {
    /// Runs `block` as a change block and returns whether it succeeded and its error.
    func change(_ block: @escaping @Sendable () -> Void) -> (Bool, CellSnapUIKitError?) {
        nonisolated(unsafe) var outcome = (false, CellSnapUIKitError?.none)
        PHPhotoLibrary.shared().performChanges(block) { success, error in
            outcome = (success, error as? CellSnapUIKitError)
        }
        return outcome
    }

    @Test func changeRequestsCreateDeleteAndFlagAssets() throws {
        Self.fill()
        let observer = LibraryObserver()
        PHPhotoLibrary.shared().register(observer)
        defer { PHPhotoLibrary.shared().unregisterChangeObserver(observer) }
        let first = try #require(PHAsset.fetchAssets(with: nil).firstObject)
        let second = PHAsset.fetchAssets(with: nil).object(at: 1)
        nonisolated(unsafe) var placeholder: PHObjectPlaceholder?
        let outcome = change {
            let created = PHAssetChangeRequest.creationRequestForAsset(from: twoToneImage(50, 20, Self.red, Self.gold))
            placeholder = created.placeholderForCreatedAsset
            PHAssetChangeRequest.deleteAssets([second] as NSArray)
            PHAssetChangeRequest(for: first).isFavorite = true
        }
        #expect(outcome.0 && outcome.1 == nil)
        #expect(placeholder?.localIdentifier == "CELLSNAP-5/L0/001")
        let all = PHAsset.fetchAssets(with: nil)
        #expect(
            (0..<all.count).map { all.object(at: $0).localIdentifier } == [
                "CELLSNAP-0/L0/001", "CELLSNAP-2/L0/001", "CELLSNAP-4/L0/001", "CELLSNAP-5/L0/001",
            ])
        #expect(all.object(at: 0).isFavorite && all.object(at: 3).pixelWidth == 50)
        #expect(all.object(at: 3).creationDate == Date(timeIntervalSinceReferenceDate: 0))
        let details = try #require(observer.details.first)
        #expect(details.removedIndexes == IndexSet([1]))
        #expect(details.insertedIndexes == IndexSet([3]))
        #expect(details.changedIndexes == IndexSet([0]))
        let favorites = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        #expect(PHAsset.fetchAssets(in: try #require(favorites.firstObject), options: nil).count == 1)
    }

    @Test func aFailedRequestChangesNothingAndOutsideRequestsAreErrors() throws {
        Self.fill()
        let missing = URL(fileURLWithPath: "/nonexistent/photo.jpg")
        let outcome = change {
            PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Never")
            _ = PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL: missing)
        }
        #expect(!outcome.0)
        #expect(outcome.1?.call == "PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL:)")
        #expect(outcome.1?.reason == "/nonexistent/photo.jpg holds no PNG or JPEG image")
        #expect(PHAsset.fetchAssets(with: nil).count == 4)
        #expect(PHCollection.fetchTopLevelUserCollections(with: nil).count == 1)  // "Trips" only
        let asset = try #require(PHAsset.fetchAssets(with: nil).firstObject)
        PHAssetChangeRequest(for: asset).isHidden = true  // outside a block
        let next = change {}
        #expect(!next.0 && next.1?.call == "PHAssetChangeRequest(for:)")
        #expect(change {}.0)  // the error is reported once
        let video = change { _ = PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL: missing) }
        #expect(video.1?.reason == "CellSnap decodes no video (/nonexistent/photo.jpg)")
    }

    @Test func albumsAreCreatedFilledRenamedAndDeleted() throws {
        Self.fill()
        let first = try #require(PHAsset.fetchAssets(with: nil).firstObject)
        nonisolated(unsafe) var placeholder: PHObjectPlaceholder?
        #expect(
            change {
                let request = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Beach")
                placeholder = request.placeholderForCreatedAssetCollection
            }.0)
        let albums = PHCollection.fetchTopLevelUserCollections(with: nil)
        #expect((0..<albums.count).map { albums.object(at: $0).localizedTitle } == ["Beach", "Trips"])
        let beach = try #require(albums.firstObject as? PHAssetCollection)
        #expect(beach.localIdentifier == placeholder?.localIdentifier)
        #expect(beach.canPerform(.addContent) && !beach.canPerform(.rearrangeContent))
        #expect(PHAsset.fetchAssets(in: beach, options: nil).count == 0)
        let added = change { PHAssetCollectionChangeRequest(for: beach)?.addAssets([first] as NSArray) }
        #expect(added.0)
        #expect(PHAsset.fetchAssets(in: beach, options: nil).firstObject?.localIdentifier == first.localIdentifier)
        let renamed = change { PHAssetCollectionChangeRequest(for: beach)?.title = "Coast" }
        #expect(renamed.0)
        let coast = try #require(PHCollection.fetchTopLevelUserCollections(with: nil).firstObject as? PHAssetCollection)
        #expect(coast.localizedTitle == "Coast" && PHAsset.fetchAssets(in: coast, options: nil).count == 1)
        let removed = change { PHAssetCollectionChangeRequest(for: coast)?.removeAssets(at: IndexSet([0])) }
        #expect(removed.0)
        #expect(PHAsset.fetchAssets(in: coast, options: nil).count == 0)
        let moved = change { PHAssetCollectionChangeRequest(for: coast)?.moveAssets(at: IndexSet([0]), to: 0) }
        #expect(moved.1?.call == "PHAssetCollectionChangeRequest.moveAssets(at:to:)")
        #expect(change { PHAssetCollectionChangeRequest.deleteAssetCollections([coast] as NSArray) }.0)
        #expect(PHCollection.fetchTopLevelUserCollections(with: nil).count == 1)
        let recents = try #require(
            PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumUserLibrary, options: nil)
                .firstObject)
        #expect(PHAssetCollectionChangeRequest(for: recents) == nil && !recents.canPerform(.addContent))
        #expect(PHCollectionList.fetchCollectionLists(with: .folder, subtype: .any, options: nil).count == 0)
    }

    @Test func contentEditingRoundTripsThroughFiles() throws {
        Self.fill()
        let photo = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        let video = try #require(PHAsset.fetchAssets(with: .video, options: nil).firstObject)
        #expect(photo.canPerform(.content) && !video.canPerform(.content) && video.canPerform(.delete))
        var received: PHContentEditingInput?
        photo.requestContentEditingInput(with: nil) { input, _ in received = input }
        let input = try #require(received)
        let inputURL = try #require(input.fullSizeImageURL)
        let inputSource = try #require(CGImageSourceCreateWithURL(inputURL as CFURL, nil))
        let inputBitmap = try #require(CGImageSourceCreateImageAtIndex(inputSource, 0, nil))
        #expect((inputBitmap.width, inputBitmap.height) == (400, 300))
        #expect(input.adjustmentData == nil && input.uniformTypeIdentifier == "public.jpeg")
        let output = PHContentEditingOutput(contentEditingInput: input)
        output.adjustmentData = PHAdjustmentData(
            formatIdentifier: "com.example.gold", formatVersion: "1", data: Data([1]))
        try #require(twoToneImage(40, 30, Self.gold, Self.gold).pngData()).write(to: output.renderedContentURL)
        #expect(change { PHAssetChangeRequest(for: photo).contentEditingOutput = output }.0)
        let edited = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        #expect(edited.hasAdjustments && edited.pixelWidth == 40)
        var again: PHContentEditingInput?
        let options = PHContentEditingInputRequestOptions()
        options.canHandleAdjustmentData = { $0.formatIdentifier == "com.example.gold" }
        edited.requestContentEditingInput(with: options) { input, _ in again = input }
        #expect(again?.adjustmentData?.data == Data([1]) && again?.displaySizeImage?.size.width == 400)
        #expect(change { PHAssetChangeRequest(for: edited).revertAssetContentToOriginal() }.0)
        let reverted = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        #expect(!reverted.hasAdjustments && reverted.pixelWidth == 400)
        let unwritten = PHContentEditingOutput(contentEditingInput: input)
        let failed = change { PHAssetChangeRequest(for: reverted).contentEditingOutput = unwritten }
        #expect(failed.1?.call == "PHAssetChangeRequest.contentEditingOutput")
    }

    @Test func aLivePhotoViewDrawsItsStill() throws {
        PHPhotoLibrary.cellSnapFill(with: [
            .init(image: twoToneImage(300, 200, Self.red, Self.blue), mediaSubtypes: .photoLive),
            .init(image: twoToneImage(300, 200, Self.gold, Self.gold)),
        ])
        let assets = PHAsset.fetchAssets(with: nil)
        var livePhoto: PHLivePhoto?
        PHImageManager.default().requestLivePhoto(
            for: assets.object(at: 0), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: nil
        ) { photo, _ in livePhoto = photo }
        var notLive: [AnyHashable: Any]?
        PHImageManager.default().requestLivePhoto(
            for: assets.object(at: 1), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: nil
        ) { _, info in notLive = info }
        #expect(livePhoto?.size == CGSize(width: 300, height: 200))
        #expect(notLive?[PHImageErrorKey] is CellSnapUIKitError)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let view = PHLivePhotoView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        view.livePhoto = livePhoto
        let empty = PHLivePhotoView(frame: CGRect(x: 230, y: 20, width: 140, height: 200))
        empty.backgroundColor = .secondarySystemBackground
        let badge = UIImageView(image: PHLivePhotoView.livePhotoBadgeImage(options: .overContent))
        badge.frame.origin = CGPoint(x: 236, y: 26)  // over the empty view, as a grid cell shows it
        controller.view.addSubview(view)
        controller.view.addSubview(empty)
        controller.view.addSubview(badge)
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 240)))
    }

    /// A photo's resources are PNG files of its picture (the original, and once edited the
    /// current picture and the edit's data); a video's movie has no data and says why.
    @Test func assetResourcesHandOverThePicturesFiles() throws {
        Self.fill()
        let photo = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        let resources = PHAssetResource.assetResources(for: photo)
        #expect(resources.map(\.type) == [.photo])
        #expect(resources.map(\.originalFilename) == ["CELLSNAP-0.PNG"])
        #expect(resources.first?.uniformTypeIdentifier == "public.png")
        #expect(resources.first?.assetLocalIdentifier == photo.localIdentifier)
        var pieces: [Data] = []
        var finished: [String] = []
        let manager = PHAssetResourceManager.default()
        manager.requestData(for: resources[0], options: nil) {
            pieces.append($0)
        } completionHandler: {
            finished.append($0 == nil ? "done" : "\($0!)")
        }
        let source = try #require(CGImageSourceCreateWithData(pieces.reduce(Data(), +) as CFData, nil))
        let bitmap = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect((bitmap.width, bitmap.height) == (400, 300) && finished == ["done"])

        let output = PHContentEditingOutput(contentEditingInput: try #require(contentEditingInput(of: photo)))
        output.adjustmentData = PHAdjustmentData(
            formatIdentifier: "com.example.gold", formatVersion: "1", data: Data([7]))
        try #require(twoToneImage(40, 30, Self.gold, Self.gold).pngData()).write(to: output.renderedContentURL)
        #expect(change { PHAssetChangeRequest(for: photo).contentEditingOutput = output }.0)
        let edited = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        let editedResources = PHAssetResource.assetResources(for: edited)
        #expect(editedResources.map(\.type) == [.photo, .fullSizePhoto, .adjustmentData])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CellSnapResources-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var errors: [String] = []
        for (index, resource) in editedResources.enumerated() {
            let file = folder.appendingPathComponent("\(index)-\(resource.originalFilename)")
            manager.writeData(for: resource, toFile: file, options: nil) { errors.append($0.map { "\($0)" } ?? "none") }
        }
        manager.writeData(
            for: editedResources[2], toFile: folder.appendingPathComponent("2-CELLSNAP-0.plist"), options: nil
        ) {
            errors.append(($0 as? CocoaError)?.code == .fileWriteFileExists ? "exists" : "other")
        }
        #expect(errors == ["none", "none", "none", "exists"])
        let widths = try (0..<2).map { index in
            let url = folder.appendingPathComponent("\(index)-\(editedResources[index].originalFilename)")
            let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
            return try #require(CGImageSourceCreateImageAtIndex(source, 0, nil)).width
        }
        #expect(widths == [400, 40])
        #expect(try Data(contentsOf: folder.appendingPathComponent("2-CELLSNAP-0.plist")) == Data([7]))

        let video = try #require(PHAsset.fetchAssets(with: .video, options: nil).firstObject)
        let movie = PHAssetResource.assetResources(for: video)
        #expect(movie.map(\.type) == [.video] && movie.map(\.uniformTypeIdentifier) == ["com.apple.quicktime-movie"])
        var movieError: CellSnapUIKitError?
        manager.requestData(for: movie[0], options: nil) { _ in
            Issue.record("a movie has no data")
        } completionHandler: {
            movieError = $0 as? CellSnapUIKitError
        }
        #expect(
            movieError?.call == "PHAssetResourceManager.requestData(for:options:dataReceivedHandler:completionHandler:)"
        )
    }

    /// The asset's content editing input, handed over at once.
    func contentEditingInput(of asset: PHAsset) -> PHContentEditingInput? {
        var received: PHContentEditingInput?
        asset.requestContentEditingInput(with: nil) { input, _ in received = input }
        return received
    }
}

/// Receives `UIImageWriteToSavedPhotosAlbum`'s completion message, as an app's view controller does.
final class SavedImageReceiver: NSObject {
    var outcomes: [(image: UIImage, error: NSError?)] = []

    static let selector = Selector("image:didFinishSavingWithError:contextInfo:")

    @MainActor static func register() {
        SelectorTable.register(
            [
                .init("image:didFinishSavingWithError:contextInfo:") { target, arguments in
                    let error: NSError? = try arguments.value(1)
                    (target as! SavedImageReceiver).outcomes.append((try arguments.value(0), error))
                    return nil
                }
            ], for: SavedImageReceiver.self)
    }
}

extension PhotosTests {
    /// `UIImageWriteToSavedPhotosAlbum` adds its image to a library filled with an authorization
    /// that lets the app add photos and sends the completion message without an error, before it
    /// returns; in a library reset or filled as denied, it adds nothing and the error is
    /// `PHPhotosErrorDomain` 3311; without a target it only saves.
    @Test func imagesWrittenToTheSavedPhotosAlbum() throws {
        SavedImageReceiver.register()
        let receiver = SavedImageReceiver()
        let image = twoToneImage(40, 30, Self.red, Self.gold)
        Self.fill()
        let before = PHAsset.fetchAssets(with: nil).count
        UIImageWriteToSavedPhotosAlbum(image, receiver, SavedImageReceiver.selector, nil)
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        let all = PHAsset.fetchAssets(with: nil)
        #expect(all.count == before + 2)
        #expect(all.object(at: before).pixelWidth == 40 && all.object(at: before).pixelHeight == 30)
        #expect(receiver.outcomes.count == 1)
        #expect(receiver.outcomes.first?.image === image && receiver.outcomes.first?.error == nil)

        for state in ["reset", "denied"] {
            if state == "reset" {
                PHPhotoLibrary.cellSnapReset()
            } else {
                PHPhotoLibrary.cellSnapFill(with: [], authorization: .denied)
            }
            UIImageWriteToSavedPhotosAlbum(image, receiver, SavedImageReceiver.selector, nil)
            #expect(PHAsset.fetchAssets(with: nil).count == 0, "\(state)")
            let error = try #require(receiver.outcomes.last?.error)
            #expect(error.domain == "PHPhotosErrorDomain" && error.code == 3311, "\(state)")
        }
        #expect(receiver.outcomes.count == 3)
        PHPhotoLibrary.cellSnapReset()
    }
}
