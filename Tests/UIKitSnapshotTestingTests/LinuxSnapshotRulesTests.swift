// CellSnap's rules under swift-snapshot-testing's and iOSSnapshotTestCase's APIs: how precision
// maps onto CellSnap's comparison (image pairs at the boundary), where Linux references go and
// that an iOS reference beside them is never touched, the record modes, and what a failure says.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import SnapshotTesting
import Testing
import UIKit
import iOSSnapshotTestCase

@testable import SnapshotTestingUIKit

@MainActor @Suite struct LinuxSnapshotRulesTests {
    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-sst-\(UUID().uuidString)").path
    }

    /// A 10 x 10 image of `color` with `changed` pixels (from the top left) painted `other`.
    func image(_ color: RGBA, changed: Int = 0, to other: RGBA? = nil) -> UIImage {
        var bitmap = RGBAImage(width: 10, height: 10, bytes: [UInt8](repeating: 0, count: 400))
        for index in 0..<100 { bitmap[index % 10, index / 10] = index < changed ? (other ?? color) : color }
        return UIImage(cellSnapBitmap: bitmap, scale: 1)
    }

    func grey(_ level: UInt8) -> RGBA { RGBA(red: level, green: level, blue: level, alpha: 255) }

    func passes(_ reference: UIImage, _ actual: UIImage, precision: Float = 1, perceptualPrecision: Float = 1) -> Bool {
        Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).diffV2(reference, actual)
            == nil
    }

    /// Mid-grey one level lighter: ΔE94 0.39 for swift-snapshot-testing (L* 53.585 → 53.971), a
    /// YIQ distance of sqrt(0.5053 / 35215) = 0.0038 for CellSnap. Both pass at a perceptual
    /// precision of 0.996 (threshold 0.004, ΔE 0.4) and fail at 0.997 (0.003, ΔE 0.3).
    @Test func perceptualPrecisionAtTheBoundary() {
        let reference = image(grey(128)), actual = image(grey(129))
        #expect(passes(reference, actual, perceptualPrecision: 0.996))
        #expect(!passes(reference, actual, perceptualPrecision: 0.997))
        // At 1, any changed channel counts, as swift-snapshot-testing's byte comparison.
        #expect(!passes(reference, actual))
    }

    /// 2 of 100 pixels differ: a precision of 0.98 passes (1 - 2/100 >= 0.98, in Float as
    /// swift-snapshot-testing computes it), 0.981 fails; perceptually close pixels do not count.
    @Test func precisionAtTheBoundary() {
        let reference = image(grey(255)), actual = image(grey(255), changed: 2, to: grey(0))
        #expect(passes(reference, actual, precision: 0.98))
        #expect(!passes(reference, actual, precision: 0.981))
        let close = image(grey(128), changed: 3, to: grey(129))
        #expect(passes(image(grey(128)), close, precision: 1, perceptualPrecision: 0.996))
        #expect(!passes(image(grey(128)), close, precision: 0.98, perceptualPrecision: 0.997))
    }

    /// iOSSnapshotTestCase's tolerances: one level of one channel is 1/256 (0.390625%) per pixel;
    /// `overallTolerance` is the share of pixels that may differ.
    @Test func iOSSnapshotTestCaseTolerancesAtTheBoundary() {
        let reference = image(grey(128)),
            oneLevel = image(grey(128), changed: 100, to: RGBA(red: 129, green: 128, blue: 128, alpha: 255))
        func passes(_ actual: UIImage, perPixel: CGFloat, overall: CGFloat) -> Bool {
            ImageVerdict.compare(
                reference: reference, actual: actual,
                acceptance: .iOSSnapshotTestCase(perPixelTolerance: perPixel, overallTolerance: overall)) == nil
        }
        #expect(passes(oneLevel, perPixel: 1.0 / 256, overall: 0))
        #expect(!passes(oneLevel, perPixel: 0.0039, overall: 0))
        let twoPixels = image(grey(128), changed: 2, to: grey(0))
        #expect(passes(twoPixels, perPixel: 0, overall: 0.02))
        #expect(!passes(twoPixels, perPixel: 0, overall: 0.019))
    }

    /// A reference is `<test>.<name>.linux.png`; an iOS reference beside it is neither compared
    /// nor overwritten, whatever the record mode.
    @Test func linuxReferencesBesideIOSOnes() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let iOSReference = URL(fileURLWithPath: folder).appendingPathComponent("badge.dark.png")
        try Data("recorded on iOS".utf8).write(to: iOSReference)
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        badge.text = "New"
        let strategy = Snapshotting<UIView, UIImage>.image(traits: .init(userInterfaceStyle: .dark))
        let recorded = verifySnapshot(
            of: badge, as: strategy, named: "dark", record: .all, snapshotDirectory: folder, testName: "badge")
        #expect(recorded?.hasPrefix("Record mode is on.") == true)
        let linux = URL(fileURLWithPath: folder).appendingPathComponent("badge.dark.linux.png")
        let png = try PNG.decode(Data(contentsOf: linux))
        #expect(png.image.width == 360 && png.image.height == 132)
        #expect(
            verifySnapshot(
                of: badge, as: strategy, named: "dark", record: .never, snapshotDirectory: folder, testName: "badge")
                == nil)
        #expect(try String(contentsOf: iOSReference, encoding: .utf8) == "recorded on iOS")
    }

    /// The record modes are swift-snapshot-testing's; on CI a missing reference is not recorded
    /// unless recording was asked for.
    @Test func recordModes() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        label.text = "One"
        let reference = URL(fileURLWithPath: folder).appendingPathComponent("label.1.linux.png")
        func verify(_ record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(
                of: label as UIView, as: .image, named: "1", record: record, snapshotDirectory: folder,
                testName: "label")
        }
        #expect(verify(.never)?.contains("New snapshot was not recorded because recording is disabled") == true)
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        #expect(verify(.missing)?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let first = try Data(contentsOf: reference)
        #expect(verify(.missing) == nil)
        label.text = "Two"
        #expect(verify(.missing)?.hasPrefix("Snapshot \"1\" does not match reference.") == true)
        #expect(try Data(contentsOf: reference) == first)
        #expect(verify(.failed)?.contains("A new snapshot was automatically recorded.") == true)
        #expect(try Data(contentsOf: reference) != first)
        #expect(verify(.never) == nil)
        #expect(verify(.all)?.hasPrefix("Record mode is on.") == true)
        #expect(RecordingOnContinuousIntegration.defaultRecord(environment: ["CI": "true"]) == .never)
        #expect(RecordingOnContinuousIntegration.defaultRecord(environment: ["CI": "1"]) == .never)
        #expect(
            RecordingOnContinuousIntegration.defaultRecord(
                environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"]) == nil)
        #expect(RecordingOnContinuousIntegration.defaultRecord(environment: [:]) == nil)
    }

    /// A changed view fails with swift-snapshot-testing's message, then CellSnap's: the changed
    /// regions in points, the structural change in words, and the diff and strip written.
    @Test func aChangedViewFailsWithCellSnapsEvidence() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = SettingsViewController()
        _ = verifySnapshot(
            of: settings as UIViewController, as: .image(on: .iPhone13), named: "settings", record: .all,
            snapshotDirectory: folder, testName: "screen")
        let changed = SettingsViewController()
        changed.rows[1] = "Bluetooth LE"
        let message = try #require(
            verifySnapshot(
                of: changed as UIViewController, as: .image(on: .iPhone13), named: "settings", record: .never,
                snapshotDirectory: folder, testName: "screen"))
        #expect(message.hasPrefix("Snapshot \"settings\" does not match reference."))
        #expect(message.contains("CellSnap: "))
        #expect(message.contains("pixels differ"))
        #expect(message.contains("Structure:"))
        #expect(message.contains("'Bluetooth' → 'Bluetooth LE'"))
        for kind in ["Diff: ", "Strip: "] {
            let line = try #require(message.split(separator: "\n").first { $0.hasPrefix(kind) })
            let path = line.dropFirst(kind.count).trimmingCharacters(in: .whitespaces)
            let png = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(png.image.width > 0)
        }
    }

    /// The text strategies: UIKit's shape, CellSnap's views.
    @Test func descriptions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10.5, width: 100, height: 20))
        label.text = "Hi"
        label.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        view.addSubview(label)
        let text = Snapshotting<UIView, String>.recursiveDescription.snapshot(view)
        var described = ""
        text.run { described = $0 }
        #expect(
            described == """
                <UIView; frame = (0 0; 200 100); layer = <CALayer>>
                   | <UILabel; frame = (10 10.5; 100 20); text = 'Hi'; autoresize = RM+BM; userInteractionEnabled = NO; layer = <CALayer>>
                """)
        var hierarchy = ""
        Snapshotting<UIViewController, String>.hierarchy.snapshot(makeTabs()).run { hierarchy = $0 }
        #expect(
            hierarchy == """
                <UITabBarController>, state: appeared, view: <UIView>
                   | <UINavigationController>, state: appeared, view: <UIView>
                   |    | <UIKitSnapshotTestingTests.InboxViewController>, state: appeared, view: <UIView>
                   | <UINavigationController>, state: disappeared, view: (view not loaded)
                   |    | <UIKitSnapshotTestingTests.SettingsViewController>, state: disappeared, view: (view not loaded)
                """)
    }

    /// iOSSnapshotTestCase's folder layout, with the Linux mark, and its file name options.
    @Test func iOSSnapshotTestCaseReferences() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // iOSSnapshotTestCase appends `_64` to the reference folder's name, so it goes one level down.
        let references = folder + "/ReferenceImages"
        final class BadgeTests: FBSnapshotTestCase {}
        let test = BadgeTests(name: "testBadge", testClosure: { _ in })
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        badge.text = "New"
        func verify(_ options: FBSnapshotTestCaseFileNameIncludeOption) -> String? {
            test.fileNameOptions = options
            return test.snapshotVerifyViewOrLayer(
                badge, identifier: "dark", suffixes: FBSnapshotTestCaseDefaultSuffixes(), perPixelTolerance: 0,
                overallTolerance: 0, defaultReferenceDirectory: references, defaultImageDiffDirectory: folder + "/diffs"
            )
        }
        test.recordMode = true
        #expect(verify(.screenScale)?.hasPrefix("Test ran in record mode. Reference image is now saved.") == true)
        #expect(verify([.device, .OS, .screenSize, .screenScale]) != nil)
        test.recordMode = false
        let classFolder = references + "_64/" + String(reflecting: BadgeTests.self)
        let names = try FileManager.default.contentsOfDirectory(atPath: classFolder).sorted()
        let stem = "testBadge_dark"
        #expect(names == [stem + "@3x.linux.png", stem + "_iPhone_18_0_393x852@3x.linux.png"])
        #expect(verify(.screenScale) == nil)
        badge.text = "Old"
        let failure = try #require(verify(.screenScale))
        #expect(failure.hasPrefix("Snapshot comparison failed: Images different"))
        #expect(failure.contains("CellSnap: "))
        test.cellSnapRecordMode = .never
        #expect(verify(.none)?.contains("Reference image not found. You need to run the test in record mode") == true)
    }

    /// On Linux, iOSSnapshotTestCase's verifications record what CellSnap's record mode says when
    /// `recordMode` is off: a missing reference (`.missing`), a differing one too (`.failed`).
    @Test func iOSSnapshotTestCaseRecordsMissingReferences() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        final class TagTests: FBSnapshotTestCase {}
        let test = TagTests(name: "testTag", testClosure: { _ in })
        let tag = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        tag.text = "New"
        func verify() -> String? {
            test.snapshotVerifyViewOrLayer(
                tag, identifier: nil, suffixes: FBSnapshotTestCaseDefaultSuffixes(), perPixelTolerance: 0,
                overallTolerance: 0, defaultReferenceDirectory: folder + "/ReferenceImages",
                defaultImageDiffDirectory: folder + "/diffs")
        }
        let reference = URL(
            fileURLWithPath: folder + "/ReferenceImages_64/" + String(reflecting: TagTests.self)
                + "/testTag@3x.linux.png")
        test.cellSnapRecordMode = .never
        #expect(verify()?.contains("Reference image not found") == true)
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        test.cellSnapRecordMode = .missing
        #expect(
            verify()
                == "Snapshot comparison failed: no reference image was found; recorded it (CELLSNAP_RECORD=missing). Run the test again to compare. (\(reference.path))"
        )
        let first = try Data(contentsOf: reference)
        #expect(verify() == nil)
        tag.text = "Old"
        #expect(verify()?.hasPrefix("Snapshot comparison failed: Images different") == true)
        #expect(try Data(contentsOf: reference) == first)
        test.cellSnapRecordMode = .failed
        #expect(verify()?.contains("recorded it as the new reference (CELLSNAP_RECORD=failed)") == true)
        #expect(try Data(contentsOf: reference) != first)
        #expect(verify() == nil)
    }

    /// The test file of the article "Your existing snapshot tests on Linux" is this target's, byte for byte.
    @Test func articleShowsTheTestFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let article = try String(
            contentsOf: tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Sources/CellSnapTesting/CellSnapTesting.docc/ExistingSnapshotTests.md"),
            encoding: .utf8)
        let marker = "`Tests/UIKitSnapshotTestingTests/SettingsSnapshotTests.swift`"
        let after = try #require(article.range(of: marker)).upperBound
        let open = try #require(article.range(of: "\n```\n", range: after..<article.endIndex))
        let close = try #require(article.range(of: "\n```\n", range: open.upperBound..<article.endIndex))
        let block = String(article[open.upperBound..<close.lowerBound]) + "\n"
        let file = try String(
            contentsOf: tests.appendingPathComponent("SettingsSnapshotTests.swift"), encoding: .utf8)
        #expect(block == file)
    }

    /// Each snapshot shows the controller anew, as swift-snapshot-testing's does: it appears, is
    /// drawn at the device's size, and leaves the window and its temporary parent after.
    @Test func aControllerAppearsForEverySnapshot() {
        final class Counting: UIViewController {
            var appearances: [CGSize] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                appearances.append(view.bounds.size)
            }
        }
        let controller = Counting()
        var sizes: [CGSize] = []
        for config in [ViewImageConfig.iPhone13, .iPhoneSe] {
            Snapshotting<UIViewController, UIImage>.image(on: config).snapshot(controller).run { sizes.append($0.size) }
        }
        #expect(sizes == [CGSize(width: 390, height: 844), CGSize(width: 320, height: 568)])
        #expect(controller.appearances.count == 2)
        #expect(controller.parent == nil && controller.view.window == nil)
    }

    /// A controller whose `loadView()` sets a view of no size (`UIView()`), snapshotted without a
    /// size, is drawn at the main screen's size, as iOS's references of such controllers are; a
    /// view of its own size keeps it.
    @Test func aControllerViewOfNoSizeIsDrawnAtTheScreensSize() throws {
        final class ZeroViewController: UIViewController {
            override func loadView() { view = UIView() }
        }
        func shownSize(_ controller: UIViewController) throws -> CGSize {
            try DeviceCapture.showing(
                controller, safeArea: .zero, size: nil, screenTraits: UITraitCollection(), traits: UITraitCollection()
            ) {
                let png = try #require(ScreenImage.image(of: DeviceCapture.capture(controller.view)).pngData())
                let image = try PNG.decode(png).image
                return CGSize(width: image.width, height: image.height)
            }
        }
        #expect(try shownSize(ZeroViewController()) == CGSize(width: 393 * 3, height: 852 * 3))
        let sized = UIViewController()
        sized.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(try shownSize(sized) == CGSize(width: 320 * 3, height: 480 * 3))
    }

    /// A cell made with a frame and drawn on its own keeps its frame, as UIKit lays a view out at
    /// its bounds: its aspect-filling image view is the cell's 320 x 300, not the image's height.
    @Test func aCellDrawnOnItsOwnKeepsItsHeight() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 1200)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 600))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 600, width: 200, height: 600))
        }
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let photo = UIImageView(image: image)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            photo.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            photo.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        ])
        let png = try #require(ScreenImage.image(of: DeviceCapture.capture(cell)).pngData())
        let drawn = try PNG.decode(png).image
        #expect(drawn.width == 960 && drawn.height == 900)
        // Scaled to 320 x 1920 and centred in 300: the halves meet at y 150.
        let top = drawn[480, 300], bottom = drawn[480, 600]
        #expect([top.red, top.blue] == [255, 0] && [bottom.red, bottom.blue] == [0, 255])
    }

    /// A snapshot that cannot be made names the reason and never matches; it is not a crash.
    @Test func whatCannotBeDrawnIsNamed() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = ViewImageConfig(safeArea: .zero, size: CGSize(width: 0, height: 100))
        let message = try #require(
            verifySnapshot(
                of: UIViewController(), as: .image(on: empty), named: "empty", record: .all, snapshotDirectory: folder,
                testName: "screen"))
        #expect(message.hasPrefix("Record mode is on."))
        let again = try #require(
            verifySnapshot(
                of: UIViewController(), as: .image(on: empty), named: "empty", record: .never,
                snapshotDirectory: folder, testName: "screen"))
        #expect(
            again.contains(
                "CellSnap could not make the snapshot: CellSnapUIKit cannot draw a UIView 0 x 100 pt: a snapshot needs a width and a height above zero"
            ))
        let huge = ViewImageConfig(safeArea: .zero, size: CGSize(width: 390, height: 100_000))
        _ = verifySnapshot(
            of: SettingsViewController(), as: .image(on: huge), named: "huge", record: .all,
            snapshotDirectory: folder, testName: "screen")
        let tooLarge = try #require(
            verifySnapshot(
                of: SettingsViewController(), as: .image(on: huge), named: "huge", record: .never,
                snapshotDirectory: folder, testName: "screen"))
        #expect(
            tooLarge.contains(
                "CellSnap draws at most 16384 px wide, 65536 px tall and 67108864 pixels (at 3x: 5461.33 x 21845.3 pt)")
        )
        // A reference that is not a PNG is named, not crashed on.
        let corrupt = URL(fileURLWithPath: folder).appendingPathComponent("screen.corrupt.linux.png")
        try Data("not a png".utf8).write(to: corrupt)
        let unreadable = try #require(
            verifySnapshot(
                of: UIViewController(), as: .image(on: .iPhone13), named: "corrupt", record: .never,
                snapshotDirectory: folder, testName: "screen"))
        #expect(unreadable.contains("the reference is not a PNG image (9 bytes)"))
        let iPad = try #require(
            verifySnapshot(
                of: makeTabs(), as: .image(on: .iPadPro11), named: "tabs", record: .all, snapshotDirectory: folder,
                testName: "screen"))
        #expect(iPad.hasPrefix("Record mode is on."))
        let refused = try #require(
            verifySnapshot(
                of: makeTabs(), as: .image(on: .iPadPro11), named: "tabs", record: .never, snapshotDirectory: folder,
                testName: "screen"))
        #expect(refused.contains("iPadOS 18 shows its tabs as a floating bar at the top"))
    }
}
