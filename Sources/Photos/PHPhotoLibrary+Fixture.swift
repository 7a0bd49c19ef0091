import CellSnapUIKit
import Foundation

extension PHPhotoLibrary {
    /// A photo or video a test puts in the library (Linux-only, no Photos API): the image the
    /// image manager hands back for it, and what ``PHAsset`` reports.
    public struct CellSnapAsset: Sendable {
        /// The asset's picture: a bitmap image (its pixel size is the asset's), or any image
        /// handed back as it is.
        public var image: UIImage
        public var mediaType: PHAssetMediaType
        public var mediaSubtypes: PHAssetMediaSubtype
        public var creationDate: Date?
        /// A video's length in seconds.
        public var duration: TimeInterval
        public var isFavorite: Bool
        /// Hidden assets are fetched only with `PHFetchOptions.includeHiddenAssets`.
        public var isHidden: Bool
        /// The titles of the albums that hold the asset (``PHAssetCollection``'s regular albums).
        public var albums: [String]
        /// The asset's identifier; `nil` for `CELLSNAP-<index>/L0/001` (its place in the library).
        public var localIdentifier: String?
        /// What a change request's edit left: the adjustment, the picture before any edit, and
        /// when the asset was last changed.
        var edit = Edit()

        /// An asset's edits through change requests.
        struct Edit: @unchecked Sendable {
            var adjustmentData: PHAdjustmentData?
            var originalImage: UIImage?
            var modificationDate: Date?
        }

        public init(
            image: UIImage, mediaType: PHAssetMediaType = .image, mediaSubtypes: PHAssetMediaSubtype = [],
            creationDate: Date? = nil, duration: TimeInterval = 0, isFavorite: Bool = false, isHidden: Bool = false,
            albums: [String] = [], localIdentifier: String? = nil
        ) {
            (self.image, self.mediaType, self.mediaSubtypes, self.creationDate) =
                (image, mediaType, mediaSubtypes, creationDate)
            (self.duration, self.isFavorite, self.isHidden) = (duration, isFavorite, isHidden)
            (self.albums, self.localIdentifier) = (albums, localIdentifier)
        }

        /// The width and height in pixels: a bitmap's, or the image's size at its scale.
        var pixelSize: (width: Int, height: Int) {
            if let bitmap = image.cgImage { return (bitmap.width, bitmap.height) }
            return (Int((image.size.width * image.scale).rounded()), Int((image.size.height * image.scale).rounded()))
        }
    }

    /// Puts `assets` in the library, in order, in place of what it held, and makes
    /// `authorization` the status and the answer to requests for access, as on a device where the
    /// person already answered (with `.authorized` or `.limited`, `UIImageWriteToSavedPhotosAlbum`
    /// adds its image). Registered change observers are told, at once. A repeated
    /// identifier is made unique by adding `-<index>`.
    public static func cellSnapFill(with assets: [CellSnapAsset], authorization: PHAuthorizationStatus = .authorized) {
        var seen = Set<String>()
        let made = assets.enumerated().map { index, fixture in
            var identifier = fixture.localIdentifier ?? "CELLSNAP-\(index)/L0/001"
            if !seen.insert(identifier).inserted { identifier += "-\(index)" }
            return PHAsset(fixture, identifier: identifier)
        }
        let before = LibraryState.current.withLock { state in
            let before = state.assets
            state.assets = made
            (state.albums, state.nextIndex) = ([], made.count)
            (state.answer, state.status) = (authorization, authorization)
            return before
        }
        SavedPhotosAlbum.setSaver([.authorized, .limited].contains(authorization) ? saveToLibrary : nil)
        shared().notifyObservers(before: before)
    }

    /// What `UIImageWriteToSavedPhotosAlbum` does once a test allowed adding photos: a new photo
    /// made as `PHAssetChangeRequest.creationRequestForAsset(from:)` makes one.
    private static let saveToLibrary: @Sendable (UIImage) -> NSError? = { image in
        do {
            try shared().performChangesAndWait { _ = PHAssetChangeRequest.creationRequestForAsset(from: image) }
            return nil
        } catch {
            return error as NSError
        }
    }

    /// Empties the library and forgets the answer: the status is `.notDetermined` again, and
    /// requests for access are answered `.denied` (and `UIImageWriteToSavedPhotosAlbum` saves nothing).
    public static func cellSnapReset() {
        let before = LibraryState.current.withLock { state in
            let before = state.assets
            state = LibraryState()
            return before
        }
        SavedPhotosAlbum.setSaver(nil)
        shared().notifyObservers(before: before)
    }
}
