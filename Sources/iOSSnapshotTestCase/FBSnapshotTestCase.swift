// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (The names are swift-snapshot-testing's and iOSSnapshotTestCase's, so that tests written for them compile.)
import CellModel
import CellSnapSuite
import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import Primitives
import XCTest

/// Which parts of the device go into a reference's file name, as iOSSnapshotTestCase's
/// `FBSnapshotTestCaseFileNameIncludeOption`. On Linux they name the screen CellSnap draws on by
/// default: an iPhone (`iPhone`) running iOS 18 (`18_0`), 393 x 852 pt (`393x852`) at 3x (`@3x`).
public struct FBSnapshotTestCaseFileNameIncludeOption: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// None of the parts.
    public static let none = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 0)
    /// The device model, `UIDevice.current.model`: `iPhone`.
    public static let device = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 1)
    /// The system version, `UIDevice.current.systemVersion`: `18.0` (written `18_0`).
    public static let OS = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 2)
    /// The screen size in points: `393x852`.
    public static let screenSize = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 3)
    /// The screen scale: `@3x`.
    public static let screenScale = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 4)
}

/// The suffixes of the reference folders, as iOSSnapshotTestCase's: `_64` on a 64-bit machine.
public func FBSnapshotTestCaseDefaultSuffixes() -> NSOrderedSet { NSOrderedSet(object: "_64") }

/// The screen CellSnap draws a controller's view on when it asks for the main screen
/// (`UIScreen.main`): 393 x 852 pt at 3x, as CellSnapUIKit's windows and view controllers default to.
enum MainScreen {
    static let bounds = CGRect(
        x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight)
    static let scale: CGFloat = 3
    static let model = "iPhone"
    static let systemVersion = "18.0"
}

/// iOSSnapshotTestCase's `FBSnapshotTestCase` on Linux: an `XCTestCase` whose
/// ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``
/// and ``FBSnapshotVerifyViewController(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``
/// draw with CellSnap and compare with CellSnap's comparison.
///
/// References live where iOSSnapshotTestCase keeps them, `<ReferenceImages>_64/<Module.Class>/<test>[_<identifier>][_<device>][_<OS>][_<size>]@3x.png`,
/// with the Linux mark before the extension: `…@3x.linux.png`, beside the iOS reference, which a
/// Linux run never reads or overwrites. The folder is `$FB_REFERENCE_IMAGE_DIR`, else
/// ``bundleResourcePath``'s `ReferenceImages`, else `ReferenceImages` beside the test file.
/// Failed comparisons write `reference_`, `failed_`, `diff_` and CellSnap's `strip_` images to
/// `$IMAGE_DIFF_DIR` (else the temporary folder), in the class's folder.
///
/// ```
/// final class ProfileSnapshotTests: FBSnapshotTestCase {
///     override func setUp() {
///         super.setUp()
///         recordMode = false
///     }
///
///     @MainActor func testHeader() {
///         let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
///         label.text = "Anna"
///         FBSnapshotVerifyView(label)
///     }
/// }
/// ```
open class FBSnapshotTestCase: XCTestCase {
    /// When `true`, the verifications record their references (and fail, saying so) instead of comparing.
    open var recordMode = false
    /// CellSnap's record modes (`never`, `missing`, `failed`, `all`).
    public typealias CellSnapRecordMode = RecordMode
    /// Which references a verification records when ``recordMode`` is off (Linux-only, no
    /// iOSSnapshotTestCase API): `CELLSNAP_RECORD`'s mode, else `.missing`, except on CI (`CI=true`),
    /// where it is `.never`. A recorded reference fails the test, saying so, as ``recordMode`` does.
    ///
    /// CellSnap's choice: iOSSnapshotTestCase records only in ``recordMode``, but on Linux every
    /// reference is missing at first (the iOS references beside them are never compared: their
    /// names end in `.png`, Linux's in `.linux.png`), so a first run records them, as
    /// swift-snapshot-testing and CellSnap's own assertions do. `.failed` also replaces a reference
    /// that differs; `.all` is ``recordMode``.
    open var cellSnapRecordMode: CellSnapRecordMode =
        RecordMode.fromEnvironment ?? (RecordMode.isContinuousIntegration ? .never : .missing)
    /// Which parts of the device go into the file names (the scale by default).
    open var fileNameOptions: FBSnapshotTestCaseFileNameIncludeOption = .screenScale
    /// The folder of the class's references inside the reference folder (`Module.Class` by default).
    open var folderName: String?
    /// The folder whose `ReferenceImages` holds the references, when `FB_REFERENCE_IMAGE_DIR` is not set.
    open var bundleResourcePath: String?
    /// Accepted; CellSnap always draws the whole view hierarchy, as `drawViewHierarchyInRect` does.
    open var usesDrawViewHierarchyInRect = false

    /// The reference folder: `FB_REFERENCE_IMAGE_DIR`, else `dir`, else ``bundleResourcePath``'s
    /// `ReferenceImages`; `nil` when none is known.
    open func getReferenceImageDirectory(withDefault dir: String?) -> String? {
        if let environment = ProcessInfo.processInfo.environment["FB_REFERENCE_IMAGE_DIR"] { return environment }
        if let dir, !dir.isEmpty { return dir }
        return bundleResourcePath.map { ($0 as NSString).appendingPathComponent("ReferenceImages") }
    }

    /// The folder of failed comparisons' images: `IMAGE_DIFF_DIR`, else `dir`, else the temporary folder.
    open func getImageDiffDirectory(withDefault dir: String?) -> String {
        if let environment = ProcessInfo.processInfo.environment["IMAGE_DIFF_DIR"] { return environment }
        if let dir, !dir.isEmpty { return dir }
        return NSTemporaryDirectory()
    }

    /// Draws `view` at its bounds (laid out first) at 3x and compares it with its reference, or
    /// records it in ``recordMode``. A pixel differs when a channel differs by more than
    /// `perPixelTolerance` (one level is 0.390625%); at most `overallTolerance` of the pixels may
    /// differ. Not isolated, as iOSSnapshotTestCase's: the drawing runs on the main actor, and a
    /// call from another thread fails, saying to call it on the main thread (never a trap).
    public func FBSnapshotVerifyView(
        _ view: UIView, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
        perPixelTolerance: CGFloat = 0, overallTolerance: CGFloat = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        verify(
            view, "a \(type(of: view))", identifier: identifier, suffixes: suffixes,
            perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
    }

    /// Verifies a view or a layer on the main actor and fails the test with the failure's message.
    func verify(
        _ viewOrLayer: AnyObject, _ what: String, identifier: String?, suffixes: NSOrderedSet,
        perPixelTolerance: CGFloat, overallTolerance: CGFloat, file: StaticString, line: UInt
    ) {
        let referenceFolder = defaultReferenceDirectory(file)
        let held = Held(test: self, suffixes: suffixes, subject: viewOrLayer)
        let message = onMainActor(what) {
            held.test.snapshotVerifyViewOrLayer(
                held.subject, identifier: identifier, suffixes: held.suffixes, perPixelTolerance: perPixelTolerance,
                overallTolerance: overallTolerance, defaultReferenceDirectory: referenceFolder,
                defaultImageDiffDirectory: nil)
        }
        if let message { XCTFail(message, file: file, line: line) }
    }

    /// As iOSSnapshotTestCase does: the controller's view gets the main screen's bounds (393 x 852 pt),
    /// `viewWillAppear(false)` and `viewDidAppear(false)` are called, and the view is verified (on
    /// the main actor, as ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``).
    public func FBSnapshotVerifyViewController(
        _ viewController: UIViewController, identifier: String? = nil,
        suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(), perPixelTolerance: CGFloat = 0,
        overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
    ) {
        let referenceFolder = defaultReferenceDirectory(file)
        let held = Held(test: self, suffixes: suffixes, subject: viewController)
        let message = onMainActor("a \(type(of: viewController))") {
            viewController.view.bounds = MainScreen.bounds
            viewController.viewWillAppear(false)
            viewController.viewDidAppear(false)
            return held.test.snapshotVerifyViewOrLayer(
                viewController.view, identifier: identifier, suffixes: held.suffixes,
                perPixelTolerance: perPixelTolerance,
                overallTolerance: overallTolerance, defaultReferenceDirectory: referenceFolder,
                defaultImageDiffDirectory: nil)
        }
        if let message { XCTFail(message, file: file, line: line) }
    }

    /// The test case, the suffixes and the view or layer, handed to the main actor's work: its
    /// caller waits for it to end, so nothing else uses them meanwhile.
    private struct Held: @unchecked Sendable {
        let test: FBSnapshotTestCase
        let suffixes: NSOrderedSet
        let subject: AnyObject
    }

    /// `body`'s failure message, made on the main actor (`CellSnapMainActor`); off it, the
    /// message that says so.
    private func onMainActor(_ what: String, _ body: @MainActor () -> String?) -> String? {
        do {
            return try CellSnapMainActor.run(what, mayWaitForMainQueue: false, body)
        } catch {
            return "Snapshot comparison failed: \(error)"
        }
    }

    /// Verifies `viewOrLayer` (a view: CellSnap's layers are drawn with their views) and returns
    /// the failure, or `nil`; as iOSSnapshotTestCase's method of the same name.
    @preconcurrency @MainActor open func snapshotVerifyViewOrLayer(
        _ viewOrLayer: AnyObject, identifier: String?, suffixes: NSOrderedSet, perPixelTolerance: CGFloat,
        overallTolerance: CGFloat, defaultReferenceDirectory: String?, defaultImageDiffDirectory: String?
    ) -> String? {
        guard let (view, lent) = snapshotSubject(viewOrLayer) else {
            return "Only UIView and CALayer classes can be snapshotted: not a \(type(of: viewOrLayer))"
        }
        defer { lent?.giveBack() }
        guard let referenceFolder = getReferenceImageDirectory(withDefault: defaultReferenceDirectory) else {
            return
                "Missing value for referenceImagesDirectory - Set FB_REFERENCE_IMAGE_DIR as an Environment variable in your scheme."
        }
        let suffixes = suffixes.array.compactMap { $0 as? String }
        guard let firstSuffix = suffixes.first else { return "Suffixes set cannot be empty \(suffixes)" }
        let names = ReferenceNames(
            folder: folderName ?? String(reflecting: type(of: self)), test: testMethodName,
            identifier: identifier, options: fileNameOptions)
        let image: UIImage
        do {
            image = try snapshotImage(of: view)
        } catch {
            return "Snapshot comparison failed: CellSnap could not draw the view: \(error)"
        }
        if recordMode || cellSnapRecordMode == .all {
            let url = names.reference(in: referenceFolder + firstSuffix)
            if let failure = record(image, at: url) { return failure }
            return
                "Test ran in record mode. Reference image is now saved. Disable record mode to perform an actual snapshot comparison! (\(url.path))"
        }
        let acceptance = ImageAcceptance.iOSSnapshotTestCase(
            perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance)
        let diffFolder = URL(
            fileURLWithPath: getImageDiffDirectory(withDefault: defaultImageDiffDirectory), isDirectory: true
        ).appendingPathComponent(names.folder, isDirectory: true)
        var errors: [String] = []
        var differing: URL?
        for suffix in suffixes {
            let url = names.reference(in: referenceFolder + suffix)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                errors.append(
                    "Unable to load reference image. Reference image not found. You need to run the test in record mode (\(url.path))"
                )
                continue
            }
            differing = differing ?? url
            guard
                let failure = comparison(
                    of: image, with: data, at: url, acceptance, overallTolerance: overallTolerance, names, diffFolder)
            else {
                return nil
            }
            errors.append(failure)
        }
        return recordedAfterFailing(
            image, differing: differing, missing: names.reference(in: referenceFolder + firstSuffix))
            ?? "Snapshot comparison failed: " + (errors.first ?? "no reference")
    }

    /// Why `image` does not match the reference `data` read from `url`, or `nil` when it does; the
    /// failure's images are saved in `diffFolder`.
    @MainActor private func comparison(
        of image: UIImage, with data: Data, at url: URL, _ acceptance: ImageAcceptance, overallTolerance: CGFloat,
        _ names: ReferenceNames, _ diffFolder: URL
    ) -> String? {
        let unreadable = "Unable to load reference image: \(url.path) is not a PNG image"
        // Read undecoded: the render is compared with the reference as it is inflated.
        guard let reference = UIImage(cellSnapPNG: data, scale: MainScreen.scale) else { return unreadable }
        let mismatch: ImageMismatch
        switch ImageVerdict.verdict(reference: reference, actual: image, acceptance: acceptance, artifacts: diffFolder)
        {
        case .passes: return nil
        case .unreadableReference: return unreadable
        case .fails(let found): mismatch = found
        }
        let described =
            reference.size == image.size
            ? "Images different: image pixels differed by more than \(String(format: "%.2f", Double(overallTolerance) * 100))% from the reference image"
            : "Images different sizes: referenceImage:\(reference.size), image:\(image.size)"
        let saved = names.saveFailure(reference: data, actual: image, mismatch: mismatch, in: diffFolder)
        return [described, mismatch.message, saved].joined(separator: "\n")
    }

    /// After a failed comparison, what ``cellSnapRecordMode`` records: the missing reference (at
    /// `missing`) when none was found, the first one that differs (`differing`) in `.failed`; the
    /// failure that says so, or `nil` when nothing is recorded.
    private func recordedAfterFailing(_ image: UIImage, differing: URL?, missing: URL) -> String? {
        let mode = "CELLSNAP_RECORD=\(cellSnapRecordMode.rawValue)"
        if let differing {
            guard cellSnapRecordMode == .failed else { return nil }
            return record(image, at: differing)
                ?? "Snapshot comparison failed: the image differed from the reference; recorded it as the new reference (\(mode)). Run the test again to compare. (\(differing.path))"
        }
        guard cellSnapRecordMode == .missing || cellSnapRecordMode == .failed else { return nil }
        return record(image, at: missing)
            ?? "Snapshot comparison failed: no reference image was found; recorded it (\(mode)). Run the test again to compare. (\(missing.path))"
    }

    /// Writes `image` as the reference at `url`; the failure, if it cannot be written.
    private func record(_ image: UIImage, at url: URL) -> String? {
        do {
            try writeAtomically(image.pngData() ?? Data(), to: url)
            return nil
        } catch {
            return "Snapshot comparison failed: the reference could not be written to \(url.path): \(error)"
        }
    }

    /// `view` laid out at its bounds and drawn at the main screen's scale. iOSSnapshotTestCase lays
    /// the view out before it takes its size, and UIKit gives a view with no superview that
    /// constraints place (not its autoresizing mask) the size its constraints ask for: such a view
    /// of no size is sized to fit its constraints, as ``DeviceCapture`` sizes it.
    @MainActor func snapshotImage(of view: UIView) throws -> UIImage {
        let sizedByConstraints = view.superview == nil && !view.translatesAutoresizingMaskIntoConstraints
        guard sizedByConstraints || (view.bounds.width > 0 && view.bounds.height > 0) else {
            throw CellSnapUIKitError(
                call: "a \(type(of: view)) of \(view.bounds.size)", reason: "a view of no width or height has no image")
        }
        return try DeviceCapture.showing(
            view, size: nil, traits: UITraitCollection(displayScale: MainScreen.scale), awayFromSafeArea: true
        ) { try ScreenImage.image(of: DeviceCapture.capture(view)) }
    }

    /// The test method's name: `testHeader` (XCTest on Linux names a test `Class.testHeader`).
    var testMethodName: String {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasSuffix("()") ? String(last.dropLast(2)) : last
    }

    /// `ReferenceImages` beside the test file, when the file's path is known.
    func defaultReferenceDirectory(_ file: StaticString) -> String? {
        let path = "\(file)"
        guard path.hasPrefix("/") else { return nil }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ReferenceImages")
    }
}

/// The file names of one verification's images, as iOSSnapshotTestCase forms them, with the Linux mark.
struct ReferenceNames {
    let folder: String
    let test: String
    let identifier: String?
    let options: FBSnapshotTestCaseFileNameIncludeOption

    /// `<test>[_<identifier>][_<device>][_<OS>][_<size>][@3x].linux.png`, punctuation and spaces as `_`.
    func fileName(prefix: String = "") -> String {
        var name = prefix + test
        if let identifier, !identifier.isEmpty { name += "_\(identifier)" }
        if !options.contains(.none) {
            if options.contains(.device) { name += "_\(MainScreen.model)" }
            if options.contains(.OS) { name += "_\(MainScreen.systemVersion)" }
            if options.contains(.screenSize) {
                name += "_\(Int(MainScreen.bounds.width))x\(Int(MainScreen.bounds.height))"
            }
            name = String(name.map { $0.isWhitespace || $0.isPunctuation ? "_" : $0 })
            if options.contains(.screenScale) { name += "@\(Int(MainScreen.scale))x" }
        }
        return name + ".linux.png"
    }

    func reference(in folder: String) -> URL {
        URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(self.folder, isDirectory: true)
            .appendingPathComponent(fileName())
    }

    /// Writes the reference, the actual image, the diff and the strip of a failure to `folder`;
    /// returns where, in words.
    func saveFailure(reference: Data, actual: UIImage, mismatch: ImageMismatch, in folder: URL) -> String {
        var files: [(String, Data)] = [("reference_", reference), ("failed_", actual.pngData() ?? Data())]
        for attachment in mismatch.attachments {
            files.append((attachment.name == "diff.png" ? "diff_" : "strip_", attachment.data))
        }
        var written: [String] = []
        for (prefix, data) in files {
            let url = folder.appendingPathComponent(fileName(prefix: prefix))
            if (try? writeAtomically(data, to: url)) != nil { written.append(url.path) }
        }
        return "Failed images: " + written.joined(separator: ", ")
    }
}
