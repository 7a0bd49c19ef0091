import CellSnapUIKit
import Foundation
import ImageIO

/// What every change request of the library is, as Photos' `PHChangeRequest`.
open class PHChangeRequest: NSObject {
    override init() { super.init() }
}

/// Stands for an asset or album a change request creates, as Photos' `PHObjectPlaceholder`:
/// its ``PHObject/localIdentifier`` is the new object's, to fetch it once the block has run.
open class PHObjectPlaceholder: PHObject {}

/// A change of one asset, or the creation or deletion of assets, as Photos'
/// `PHAssetChangeRequest`. Made inside ``PHPhotoLibrary/performChanges(_:completionHandler:)``'s
/// block, it edits the library the test filled: a created asset is added at the end of the
/// library (identifier `CELLSNAP-<index>/L0/001`), a deleted one leaves it and its albums, and
/// `isFavorite`, `isHidden`, `creationDate` and `contentEditingOutput` change the asset, so that
/// fetches, smart albums, images and change observers see the change, as on iOS. Dates that iOS
/// takes from the clock (a created asset's creation date, a changed asset's modification date) are
/// the reference date (2001-01-01 UTC), so that renders do not depend on the day.
///
/// Made outside a block, a request changes nothing and the next `performChanges` fails with an
/// error naming it (iOS raises an exception).
///
/// ```swift
/// PHPhotoLibrary.shared().performChanges({
///     let image = UIImage(systemName: "star")!
///     PHAssetChangeRequest.creationRequestForAsset(from: image)
/// })
/// ```
open class PHAssetChangeRequest: PHChangeRequest {
    private var identifier = ""
    private weak var transaction: PHChangeTransaction?

    /// A request to change `asset`.
    public convenience init(for asset: PHAsset) {
        self.init()
        start(identifier: asset.localIdentifier, call: "PHAssetChangeRequest(for:)")
    }

    /// A request for no asset, which changes nothing (iOS makes requests only through the
    /// initialisers and class methods above).
    public required override init() { super.init() }

    private func start(identifier: String, call: String) {
        self.identifier = identifier
        transaction = PHChangeTransaction.current(for: call)
    }

    /// A request that adds `image` to the library as a new photo.
    @discardableResult
    open class func creationRequestForAsset(from image: UIImage) -> Self {
        create(PHPhotoLibrary.CellSnapAsset(image: image), call: "PHAssetChangeRequest.creationRequestForAsset(from:)")
    }

    /// A request that adds the PNG or JPEG image at `fileURL` as a new photo; `nil` (and the block
    /// fails with an error naming the file) when the file holds no image CellSnap reads.
    @discardableResult
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
        let call = "PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL:)"
        guard let source = CGImageSourceCreateWithURL(fileURL as CFURL, nil),
            let bitmap = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else {
            PHChangeTransaction.current(for: call)?.fail(call, "\(fileURL.path) holds no PNG or JPEG image")
            return nil
        }
        return create(PHPhotoLibrary.CellSnapAsset(image: UIImage(cgImage: bitmap)), call: call)
    }

    /// Refused: CellSnap decodes no video, so it has no picture for one. Returns `nil` and the
    /// block fails with an error naming the file.
    @discardableResult
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
        let call = "PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL:)"
        PHChangeTransaction.current(for: call)?.fail(call, "CellSnap decodes no video (\(fileURL.path))")
        return nil
    }

    private class func create(_ fixture: PHPhotoLibrary.CellSnapAsset, call: String) -> Self {
        let request = Self()
        guard let transaction = PHChangeTransaction.current(for: call) else { return request }
        var fixture = fixture
        fixture.creationDate = PHChangeTransaction.changeDate
        request.start(identifier: transaction.create(fixture), call: call)
        request.placeholderForCreatedAsset = PHObjectPlaceholder(localIdentifier: request.identifier)
        return request
    }

    /// Removes `assets` (``PHAsset``s, in an `NSArray` or set) from the library and its albums.
    open class func deleteAssets(_ assets: any NSFastEnumeration) {
        guard let transaction = PHChangeTransaction.current(for: "PHAssetChangeRequest.deleteAssets(_:)") else {
            return
        }
        let doomed = Set(assets.cellSnapEnumeratedObjects.compactMap { ($0 as? PHAsset)?.localIdentifier })
        transaction.assets.removeAll { doomed.contains($0.identifier) }
    }

    /// Stands for the asset a creation request adds; `nil` for a request to change an asset.
    open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?

    /// The asset's creation date.
    open var creationDate: Date? {
        get { fixture?.creationDate }
        set { transaction?.edit(identifier) { $0.creationDate = newValue } }
    }

    /// Whether the asset is a favourite (the Favorites smart album holds it).
    open var isFavorite: Bool {
        get { fixture?.isFavorite ?? false }
        set { transaction?.edit(identifier) { $0.isFavorite = newValue } }
    }

    /// Whether the asset is hidden (only the Hidden smart album and `includeHiddenAssets` show it).
    open var isHidden: Bool {
        get { fixture?.isHidden ?? false }
        set { transaction?.edit(identifier) { $0.isHidden = newValue } }
    }

    /// The edited picture: when the block returns, the image the app wrote to the output's
    /// `renderedContentURL` (PNG or JPEG) becomes the asset's, with the output's adjustment data;
    /// a missing or unreadable file fails the block.
    open var contentEditingOutput: PHContentEditingOutput? {
        didSet {
            guard let output = contentEditingOutput else { return }
            transaction?.contentEdits.append((identifier, output))
        }
    }

    /// Gives the asset its picture from before any edit back, and drops its adjustment data.
    open func revertAssetContentToOriginal() {
        transaction?.edit(identifier) { fixture in
            if let original = fixture.edit.originalImage { fixture.image = original }
            (fixture.edit.originalImage, fixture.edit.adjustmentData) = (nil, nil)
        }
    }

    private var fixture: PHPhotoLibrary.CellSnapAsset? {
        transaction.flatMap { transaction in transaction.index(of: identifier).map { transaction.assets[$0].fixture } }
    }
}
