import Foundation
import XCTest

/// UIKit's names before Swift 4.2 are available only to code compiled in the Swift 4 language
/// mode, so a test compiled in Swift 5 cannot name them: these tests type-check a file of app code
/// with the compiler, against the built `UIKit` module, in both modes.
final class SwiftFourNamesTests: XCTestCase {
    /// App code of the Swift 4 era: each line uses one of the names Swift 4.2 renamed.
    static let appCode = """
        import AVFoundation
        import CoreMedia
        import UIKit

        func playThroughSilentMode() throws {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(AVAudioSessionCategoryPlayback)
            try session.setMode(AVAudioSessionModeMoviePlayback)
        }

        final class SearchField: UITextField {
            let padding = UIEdgeInsetsMake(0, 12, 0, 12)
            override func textRect(forBounds bounds: CGRect) -> CGRect {
                return UIEdgeInsetsInsetRect(bounds, padding)
            }
        }

        final class Screen: UIViewController {
            func style(_ label: UILabel, _ table: UITableView, _ pan: UIPanGestureRecognizer) -> [Any] {
                let attributes: [NSAttributedStringKey: Any] = [NSAttributedStringKey.foregroundColor: UIColor.red]
                label.attributedText = NSAttributedString(string: "Title", attributes: attributes)
                label.font = UIFont.preferredFont(forTextStyle: UIFontTextStyle.headline)
                table.rowHeight = UITableViewAutomaticDimension
                table.separatorStyle = UITableViewCellSeparatorStyle.none
                let began = pan.state == UIGestureRecognizerState.began
                let kind: String = UICollectionElementKindSectionHeader
                let size = view.systemLayoutSizeFitting(UILayoutFittingCompressedSize)
                let attribute: NSLayoutAttribute = .leading
                let relation: NSLayoutRelation = .equal
                let mask: UIViewAutoresizing = [.flexibleWidth]
                let png = UIImagePNGRepresentation(UIImage())
                let jpeg = UIImageJPEGRepresentation(UIImage(), 0.8)
                let mode: UITextFieldViewMode = .always
                let level: UIWindowLevel = .normal
                return [began, kind, size, attribute, relation, mask, png as Any, jpeg as Any, mode, level]
            }

            func embed(_ child: UIViewController) -> [Any] {
                addChildViewController(child)
                child.didMove(toParentViewController: self)
                let spinner = UIActivityIndicatorView(activityIndicatorStyle: .gray)
                spinner.activityIndicatorViewStyle = .white
                let first = childViewControllers.first
                child.willMove(toParentViewController: nil)
                child.removeFromParentViewController()
                let none = CGSize(width: UIViewNoIntrinsicMetric, height: 10)
                let automatic = UICollectionViewFlowLayoutAutomaticSize
                let levels = [UIWindowLevelNormal, UIWindowLevelAlert, UIWindowLevelStatusBar]
                let rates = [UIScrollViewDecelerationRateNormal, UIScrollViewDecelerationRateFast]
                return [spinner, first as Any, none, automatic, levels, rates, UIAccessibilityIsVoiceOverRunning()]
            }

            func picked(_ info: [String: Any]) -> UIImage? {
                return info[UIImagePickerControllerOriginalImage] as? UIImage
            }
        }

        final class Fader: NSObject, UINavigationControllerDelegate {
            func fade(_ ring: CAShapeLayer) -> [Any] {
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                animation.fillMode = kCAFillModeForwards
                ring.lineCap = kCALineCapRound
                ring.contentsGravity = kCAGravityResizeAspect
                let start = CMTimeMakeWithSeconds(1.5, 600)
                let range = CMTimeRangeMake(kCMTimeZero, CMTimeMake(3, 1))
                let transition = CATransition()
                transition.type = kCATransitionPush
                transition.subtype = kCATransitionFromRight
                return [animation, start, range, transition]
            }

            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationControllerOperation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                return nil
            }
        }
        """

    /// What the Swift 5 mode says of each Swift 4 name of ``appCode``: a type or constant renamed,
    /// a C function replaced by an initializer, a method or an instance method.
    static let renames: [(old: String, message: String)] = [
        ("UIEdgeInsetsMake", "replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'"),
        ("UIEdgeInsetsInsetRect", "replaced by 'CGRect.inset(by:)'"),
        ("NSAttributedStringKey", "renamed to 'NSAttributedString.Key'"),
        ("UIFontTextStyle", "renamed to 'UIFont.TextStyle'"),
        ("UITableViewAutomaticDimension", "renamed to 'UITableView.automaticDimension'"),
        ("UITableViewCellSeparatorStyle", "renamed to 'UITableViewCell.SeparatorStyle'"),
        ("UIGestureRecognizerState", "renamed to 'UIGestureRecognizer.State'"),
        ("UICollectionElementKindSectionHeader", "renamed to 'UICollectionView.elementKindSectionHeader'"),
        ("UILayoutFittingCompressedSize", "renamed to 'UIView.layoutFittingCompressedSize'"),
        ("NSLayoutAttribute", "renamed to 'NSLayoutConstraint.Attribute'"),
        ("NSLayoutRelation", "renamed to 'NSLayoutConstraint.Relation'"),
        ("UIViewAutoresizing", "renamed to 'UIView.AutoresizingMask'"),
        ("UIImagePNGRepresentation", "replaced by instance method 'UIImage.pngData()'"),
        ("UIImagePickerControllerOriginalImage", "renamed to 'UIImagePickerController.InfoKey.originalImage'"),
        ("UIImageJPEGRepresentation", "replaced by instance method 'UIImage.jpegData(compressionQuality:)'"),
        ("UITextFieldViewMode", "renamed to 'UITextField.ViewMode'"),
        ("UIWindowLevel", "renamed to 'UIWindow.Level'"),
        ("addChildViewController", "renamed to 'addChild(_:)'"),
        ("didMove(toParentViewController:)", "renamed to 'didMove(toParent:)'"),
        ("init(activityIndicatorStyle:)", "renamed to 'init(style:)'"),
        ("activityIndicatorViewStyle", "renamed to 'style'"),
        ("childViewControllers", "renamed to 'children'"),
        ("willMove(toParentViewController:)", "renamed to 'willMove(toParent:)'"),
        ("removeFromParentViewController()", "renamed to 'removeFromParent()'"),
        ("UIViewNoIntrinsicMetric", "renamed to 'UIView.noIntrinsicMetric'"),
        ("UICollectionViewFlowLayoutAutomaticSize", "renamed to 'UICollectionViewFlowLayout.automaticSize'"),
        ("UIWindowLevelNormal", "renamed to 'UIWindow.Level.normal'"),
        ("UIWindowLevelAlert", "renamed to 'UIWindow.Level.alert'"),
        ("UIWindowLevelStatusBar", "renamed to 'UIWindow.Level.statusBar'"),
        ("UIScrollViewDecelerationRateNormal", "renamed to 'UIScrollView.DecelerationRate.normal'"),
        ("UIScrollViewDecelerationRateFast", "renamed to 'UIScrollView.DecelerationRate.fast'"),
        ("UIAccessibilityIsVoiceOverRunning()", "renamed to 'UIAccessibility.isVoiceOverRunning'"),
        ("kCAMediaTimingFunctionEaseInEaseOut", "renamed to 'CAMediaTimingFunctionName.easeInEaseOut'"),
        ("kCAFillModeForwards", "renamed to 'CAMediaTimingFillMode.forwards'"),
        ("kCALineCapRound", "renamed to 'CAShapeLayerLineCap.round'"),
        ("kCAGravityResizeAspect", "renamed to 'CALayerContentsGravity.resizeAspect'"),
        ("kCATransitionPush", "renamed to 'CATransitionType.push'"),
        ("kCATransitionFromRight", "renamed to 'CATransitionSubtype.fromRight'"),
        ("CMTimeMakeWithSeconds", "renamed to 'CMTimeMakeWithSeconds(_:preferredTimescale:)'"),
        ("CMTimeRangeMake", "renamed to 'CMTimeRangeMake(start:duration:)'"),
        ("kCMTimeZero", "renamed to 'CMTime.zero'"),
        ("CMTimeMake", "renamed to 'CMTimeMake(value:timescale:)'"),
        ("UINavigationControllerOperation", "renamed to 'UINavigationController.Operation'"),
        ("AVAudioSessionCategoryPlayback", "renamed to 'AVAudioSession.Category.playback'"),
        ("AVAudioSessionModeMoviePlayback", "renamed to 'AVAudioSession.Mode.moviePlayback'"),
    ]

    /// What the Swift 5 mode says of the Swift 4 setters of ``appCode`` that took names.
    static let unavailable = [
        "'setCategory' is unavailable: use setCategory(_:mode:options:)",
        "'setMode' is unavailable: use setMode(_:) with an AVAudioSession.Mode",
    ]

    func testSwiftFourCodeTypeChecksInTheSwiftFourMode() throws {
        let result = try SwiftTypeCheck.run(Self.appCode, swiftVersion: "4")
        XCTAssertEqual(result.errors, [], result.output)
        XCTAssertEqual(result.exitCode, 0, result.output)
    }

    func testTheSwiftFiveModeNamesEachRename() throws {
        let result = try SwiftTypeCheck.run(Self.appCode, swiftVersion: "5")
        XCTAssertNotEqual(result.exitCode, 0)
        let expected = Self.renames.map { "'\($0.old)' has been \($0.message)" } + Self.unavailable
        for message in expected {
            XCTAssertTrue(result.errors.contains { $0.hasPrefix(message) }, "missing: \(message)\n\(result.output)")
        }
        let unexpected = result.errors.filter { error in !expected.contains { error.hasPrefix($0) } }
        XCTAssertEqual(unexpected, [], result.output)
    }
}

/// Type-checks one file against the modules of this build with `swiftc -typecheck`, with the flags
/// `scripts/uikit-coverage` uses for its probe of UIKit's names.
enum SwiftTypeCheck {
    struct Result {
        var exitCode: Int32
        var errors: [String]
        var output: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The products folder: the test runner's (`<products>/CellSnapPackageTests.xctest`).
    static var products: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(
            atPath: directory.appendingPathComponent("Modules/UIKit.swiftmodule").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory
    }

    static func run(_ source: String, swiftVersion: String) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift4-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AppCode.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion] + (try flags()) + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let errors = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(file.path), let range = line.range(of: " error: ") else { return nil }
            return String(line[range.upperBound...])
        }
        return Result(exitCode: process.terminationStatus, errors: errors, output: text)
    }

    static func flags() throws -> [String] {
        let products = products
        let manager = FileManager.default
        var flags = [
            "-target", products.deletingLastPathComponent().lastPathComponent,
            "-I", products.appendingPathComponent("Modules").path,
        ]
        let built = try manager.contentsOfDirectory(atPath: products.path).filter { $0.hasSuffix(".build") }.sorted()
            .map { products.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
        let sources = root.appendingPathComponent("Sources")
        let targets = try manager.contentsOfDirectory(atPath: sources.path).sorted().map {
            sources.appendingPathComponent($0)
        }
        for map in built + targets.map({ $0.appendingPathComponent("module.modulemap") })
        where manager.fileExists(atPath: map.path) {
            flags += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        for include in targets.map({ $0.appendingPathComponent("include") })
        where manager.fileExists(atPath: include.path) {
            flags += ["-Xcc", "-I\(include.path)"]
        }
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "pangocairo", "poppler-glib", "librsvg-2.0"]
        let out = Pipe()
        pkgConfig.standardOutput = out
        try pkgConfig.run()
        let cflags = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pkgConfig.waitUntilExit()
        for include in cflags.split(separator: " ")
        where !include.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            flags += ["-Xcc", include.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        return flags
    }
}
