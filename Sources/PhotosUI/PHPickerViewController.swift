import CellSnapUIKit
import Foundation
import Photos

/// What a picker tells its delegate, as PhotosUI's `PHPickerViewControllerDelegate`.
@preconcurrency @MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person finished: `results` are the chosen assets (none when they cancelled).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system photo picker, as PhotosUI's `PHPickerViewController`. It is made and presented like
/// any controller; a screen that presents one draws as it does without it. On iOS the picker runs
/// in another process and shows the whole library; CellSnap cannot draw it, so drawing the
/// picker's own view is refused with an error that says so. Nobody picks in a snapshot: a test
/// finishes the picking itself with ``cellSnapFinishPicking(assetIdentifiers:)``.
///
/// ```swift
/// var configuration = PHPickerConfiguration()
/// configuration.filter = .images
/// configuration.selectionLimit = 3
/// let picker = PHPickerViewController(configuration: configuration)
/// ```
@preconcurrency @MainActor open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// The delegate told of the choice.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker with `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// Makes the view, whose drawing is refused: the picker is the system's.
    open override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "PHPickerViewController(configuration:)",
                reason:
                    "the system photo picker runs outside the app on iOS and CellSnap cannot draw it; snapshot the "
                    + "screen that presents it, and finish picking with cellSnapFinishPicking(assetIdentifiers:)"))
    }

    /// Tells the delegate the person chose the library's assets of `assetIdentifiers`, in that
    /// order, as far as the filter shows them and the selection limit allows (Linux-only, no
    /// PhotosUI API): each result's item provider holds the asset's image as PNG data. An empty
    /// list is a cancelled picker.
    public func cellSnapFinishPicking(assetIdentifiers: [String]) {
        let fetched = PHAsset.fetchAssets(withLocalIdentifiers: assetIdentifiers, options: nil)
        var assets: [PHAsset] = []
        fetched.enumerateObjects { asset, _, _ in assets.append(asset) }
        var chosen = assetIdentifiers.compactMap { id in assets.first { $0.localIdentifier == id } }
            .filter { configuration.filter?.shows($0) ?? true }
        if configuration.selectionLimit > 0 { chosen = Array(chosen.prefix(configuration.selectionLimit)) }
        let results = chosen.map { asset in
            let provider = NSItemProvider()
            var data: Data?
            PHImageManager.default().requestImageDataAndOrientation(for: asset, options: nil) { bytes, _, _, _ in
                data = bytes
            }
            let png = data
            provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
                completion(png, nil)
                return nil
            }
            return PHPickerResult(
                itemProvider: provider, assetIdentifier: configuration.hasPhotoLibrary ? asset.localIdentifier : nil)
        }
        delegate?.picker(self, didFinishPicking: results)
    }
}
