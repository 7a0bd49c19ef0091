import CoreImage
import CoreSpotlight
import Photos
import Testing
import UIKit
import WebKit

// What a third sweep of public apps' code found missing: a search bar's keyboard accessory, the
// empty values apps start properties with (`PHFetchResult()`, `CIImage()`), a Spotlight item's
// rating, a barcode kind and a preview layer's transform of what a camera found, a web view's
// page preferences, iOS 17's `TextStyle.metrics`, the `async` form of an animator's completion
// and Darwin's `MAXFLOAT`.
@testable import AVFoundation

/// A code a camera found, as a scanner's delegate gets it (none is found on Linux: an app's test
/// makes its own).
private final class FoundCode: AVMetadataMachineReadableCodeObject, @unchecked Sendable {
    override var type: AVMetadataObject.ObjectType { .code39Mod43 }
    override var bounds: CGRect { CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25) }
    override var stringValue: String? { "CELLSNAP" }
    override var corners: [CGPoint] { [CGPoint(x: 0.25, y: 0.5), CGPoint(x: 0.75, y: 0.75)] }
}

@MainActor @Suite struct ThirdSweepGapsTests {
    @Test func aSearchBarsAccessoryIsItsFields() {
        let bar = UISearchBar()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.inputAccessoryView = toolbar
        #expect(bar.inputAccessoryView === toolbar && bar.searchTextField.inputAccessoryView === toolbar)
    }

    @Test func emptyValuesAppsStartWith() {
        #expect(PHFetchResult<PHAsset>().count == 0 && PHFetchResult<PHAssetCollection>().firstObject == nil)
        #expect(CIImage().extent.isNull && CIImage().cgImage == nil)
    }

    @Test func aSpotlightItemsRating() {
        let attributes = CSSearchableItemAttributeSet(itemContentType: "public.content")
        #expect(attributes.rating == nil)
        attributes.rating = 3.5 as NSNumber
        attributes.ratingDescription = "Good"
        #expect(attributes.rating?.doubleValue == 3.5 && attributes.ratingDescription == "Good")
    }

    /// The layer's transform of a code found in the frame: a preview layer of 200 x 100 pt filling
    /// it with the frame (the default gravity keeps the frame's aspect).
    @Test func aPreviewLayerTransformsWhatTheCameraFound() throws {
        #expect(AVMetadataObject.ObjectType.code39Mod43.rawValue == "org.iso.Code39Mod43")
        let layer = AVCaptureVideoPreviewLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let code = FoundCode()
        let transformed = try #require(
            layer.transformedMetadataObject(for: code) as? AVMetadataMachineReadableCodeObject)
        #expect(transformed.bounds == layer.layerRectConverted(fromMetadataOutputRect: code.bounds))
        #expect(transformed.type == .code39Mod43 && transformed.stringValue == "CELLSNAP")
        #expect(transformed.corners == code.corners.map { layer.layerPointConverted(fromCaptureDevicePoint: $0) })
        #expect(transformed.bounds != code.bounds)
    }

    @Test func aWebViewsPagePreferences() {
        let configuration = WKWebViewConfiguration()
        #expect(configuration.defaultWebpagePreferences.allowsContentJavaScript)
        configuration.defaultWebpagePreferences.allowsContentJavaScript = false
        configuration.defaultWebpagePreferences.preferredContentMode = .mobile
        let webView = WKWebView(frame: .zero, configuration: configuration)
        #expect(webView.configuration.defaultWebpagePreferences.allowsContentJavaScript == false)
        #expect(webView.configuration.defaultWebpagePreferences.preferredContentMode == .mobile)
    }

    @Test func aTextStylesMetricsScaleLikeIt() {
        let metrics = UIFont.TextStyle.title1.metrics
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(metrics.scaledValue(for: 22, compatibleWith: large) == 22)
        #expect(
            metrics.scaledValue(for: 22, compatibleWith: huge)
                == UIFontMetrics(forTextStyle: .title1).scaledValue(for: 22, compatibleWith: huge))
        #expect(metrics.scaledValue(for: 22, compatibleWith: huge) > 22)
    }

    @Test func anAnimatorsCompletionAwaited() async {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1) { view.alpha = 0 }
        animator.startAnimation()
        let position = await animator.addCompletion()
        #expect(position == .end && view.alpha == 0)
    }

    /// A photo capture fails as no camera is there: the delegate gets a photo without data and
    /// the error, then the end of the capture, without the flash.
    @Test func aPhotoCaptureHandsItsDelegateAnEmptyPhoto() throws {
        final class Camera: NSObject, AVCapturePhotoCaptureDelegate {
            var photos: [(Data?, (any Error)?)] = []
            var flashes: [Bool] = []
            func photoOutput(
                _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?
            ) {
                photos.append((photo.fileDataRepresentation(), error))
            }
            func photoOutput(
                _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
                error: (any Error)?
            ) { flashes.append(resolvedSettings.isFlashEnabled) }
        }
        let settings = AVCapturePhotoSettings()
        settings.flashMode = .auto
        settings.isHighResolutionPhotoEnabled = true
        let camera = Camera()
        AVCapturePhotoOutput().capturePhoto(with: settings, delegate: camera)
        #expect(camera.photos.count == 1 && camera.photos[0].0 == nil)
        #expect((camera.photos[0].1 as? NSError)?.code == AVError.Code.deviceNotConnected.rawValue)
        #expect(camera.flashes == [false] && settings.isHighResolutionPhotoEnabled)
    }

    /// An asset's common metadata (none is read without decoding) and items an app makes, found by key.
    @Test func metadataItemsAreFoundByTheirKeys() {
        let asset = AVAsset(url: URL(fileURLWithPath: "/nonexistent/song.mp3"))
        #expect(asset.commonMetadata.isEmpty && asset.metadata.isEmpty)
        let title = AVMutableMetadataItem()
        title.keySpace = .common
        title.key = AVMetadataKey.commonKeyTitle.rawValue as NSString
        title.value = "Blue in Green" as NSString
        let year = AVMutableMetadataItem()
        year.keySpace = .id3
        year.key = "TYER" as NSString
        year.value = 1959 as NSNumber
        #expect(title.commonKey == .commonKeyTitle && title.stringValue == "Blue in Green")
        #expect(year.commonKey == nil && year.numberValue == 1959 && year.stringValue == "1959")
        let items: [AVMetadataItem] = [title, year]
        #expect(
            AVMetadataItem.metadataItems(from: items, withKey: AVMetadataKey.commonKeyTitle, keySpace: .common) == [
                title
            ])
        #expect(AVMetadataItem.metadataItems(from: items, withKey: nil, keySpace: .id3) == [year])
        #expect(items.first { $0.commonKey == .commonKeyArtwork } == nil)
    }

    @Test func darwinsLargestFloat() {
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(CGFloat(MAXFLOAT) > 1e38)
    }
}
