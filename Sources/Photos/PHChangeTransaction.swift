import CellSnapUIKit
import Foundation
import Synchronization

/// The changes of one `performChanges` block: a working copy of the library that change requests
/// edit, applied to the library in one step when the block returns (or not at all, on an error).
final class PHChangeTransaction: @unchecked Sendable {
    /// The assets, in the library's order: identifier and description.
    var assets: [(identifier: String, fixture: PHPhotoLibrary.CellSnapAsset)]
    var albums: [String]
    var nextIndex: Int
    /// The first thing a request could not do; the whole block then changes nothing.
    var error: CellSnapUIKitError?
    /// Rendered edits to read when the block returns: asset identifier and output.
    var contentEdits: [(identifier: String, output: PHContentEditingOutput)] = []

    /// The transaction of the block that is running, if any.
    static let open = Mutex<PHChangeTransaction?>(nil)
    /// Requests made outside a block: the error the next `performChanges` reports.
    static let outsideError = Mutex<CellSnapUIKitError?>(nil)

    init(_ state: LibraryState) {
        assets = state.assets.map { ($0.localIdentifier, $0.fixture) }
        (albums, nextIndex) = (state.albums, state.nextIndex)
    }

    /// The transaction of the running block; outside one, `nil`, and `call` is remembered as the
    /// error of the next `performChanges` (on iOS such a request raises an exception).
    static func current(for call: String) -> PHChangeTransaction? {
        if let transaction = open.withLock({ $0 }) { return transaction }
        outsideError.withLock { error in
            error =
                error
                ?? CellSnapUIKitError(
                    call: call, reason: "a change request can only be made inside PHPhotoLibrary.performChanges' block")
        }
        return nil
    }

    func fail(_ call: String, _ reason: String) {
        error = error ?? CellSnapUIKitError(call: call, reason: reason)
    }

    /// The place of `identifier` in the working copy.
    func index(of identifier: String) -> Int? { assets.firstIndex { $0.identifier == identifier } }

    /// Edits the working description of `identifier` (nothing for an asset no longer there).
    func edit(_ identifier: String, _ change: (inout PHPhotoLibrary.CellSnapAsset) -> Void) {
        guard let index = index(of: identifier) else { return }
        change(&assets[index].fixture)
        assets[index].fixture.edit.modificationDate = PHChangeTransaction.changeDate
    }

    /// Adds a new asset and returns its identifier.
    func create(_ fixture: PHPhotoLibrary.CellSnapAsset) -> String {
        let identifier = "CELLSNAP-\(nextIndex)/L0/001"
        nextIndex += 1
        assets.append((identifier, fixture))
        return identifier
    }

    /// The date a change request stamps on what it changes. CellSnap renders the same picture
    /// every run, so it is not the clock's: it is the start of 2001 (the reference date), as a
    /// fixture's dates are the test's.
    static let changeDate = Date(timeIntervalSinceReferenceDate: 0)

    /// Reads the rendered edits into the assets' pictures.
    func applyContentEdits() {
        for (identifier, output) in contentEdits {
            guard let image = output.renderedImage() else {
                fail(
                    "PHAssetChangeRequest.contentEditingOutput",
                    "renderedContentURL (\(output.renderedContentURL.path)) holds no PNG or JPEG image")
                return
            }
            edit(identifier) { fixture in
                if fixture.edit.originalImage == nil { fixture.edit.originalImage = fixture.image }
                fixture.image = image
                fixture.edit.adjustmentData = output.adjustmentData
            }
        }
    }
}
