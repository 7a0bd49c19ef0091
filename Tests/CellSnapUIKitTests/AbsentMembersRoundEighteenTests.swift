// Round 18's members: UIImage's caps, resizing mode, alignment insets and image asset; UIColor's
// prominence and high dynamic range; UITabBarController's minimize behaviour, bottom accessory
// and content layout guide; and members the completed member list added (UIControl's primary
// action, UIWindow.canBecomeKey, UITextFieldDelegate's multi-range requirements).
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct AbsentMembersRoundEighteenTests {
    nonisolated static let star = UIImage(systemName: "star.fill")!
    nonisolated static let insets = UIEdgeInsets(top: 4, left: 6, bottom: 2, right: 3)

    // MARK: UIImage

    /// Each image: its caps, resizing mode, cap width and height, alignment insets, and the call
    /// its drawing is refused with (`nil`: drawn).
    @Test(
        arguments: [
            ("plain", star, UIEdgeInsets.zero, UIImage.ResizingMode.tile, 0, 0, UIEdgeInsets.zero, nil),
            (
                "resizable", star.resizableImage(withCapInsets: insets), insets, .tile, 6, 4, .zero,
                "UIImage.resizableImage(withCapInsets:resizingMode:)"
            ),
            (
                "stretched", star.resizableImage(withCapInsets: insets, resizingMode: .stretch), insets, .stretch, 6, 4,
                .zero, "UIImage.resizableImage(withCapInsets:resizingMode:)"
            ),
            (
                "aligned", star.withAlignmentRectInsets(insets), .zero, .tile, 0, 0, insets,
                "UIImage.withAlignmentRectInsets(_:)"
            ),
            ("aligned at zero", star.withAlignmentRectInsets(.zero), .zero, .tile, 0, 0, .zero, nil),
            (
                "tinted resizable", star.resizableImage(withCapInsets: insets).withTintColor(.red), insets, .tile, 6, 4,
                .zero, "UIImage.resizableImage(withCapInsets:resizingMode:)"
            ),
        ] as [(String, UIImage, UIEdgeInsets, UIImage.ResizingMode, Int, Int, UIEdgeInsets, String?)])
    func imageGeometry(
        name: String, image: UIImage, caps: UIEdgeInsets, mode: UIImage.ResizingMode, left: Int, top: Int,
        alignment: UIEdgeInsets, refusal: String?
    ) {
        #expect(image.capInsets == caps, "\(name)")
        #expect(image.resizingMode == mode, "\(name)")
        #expect(image.leftCapWidth == left && image.topCapHeight == top, "\(name)")
        #expect(image.alignmentRectInsets == alignment, "\(name)")
        #expect(image.refusal?.call == refusal, "\(name)")
    }

    /// A 10 x 8 pt bitmap stretched with caps 3 and 2: UIKit's caps are the given widths, the
    /// right and bottom ones what is left less the one stretched point.
    @Test func stretchableImageKeepsItsCapWidths() {
        let bitmap = UIImage(cellSnapBitmap: RGBAImage(width: 10, height: 8), scale: 1)
        let image = bitmap.stretchableImage(withLeftCapWidth: 3, topCapHeight: 2)
        #expect(image.leftCapWidth == 3 && image.topCapHeight == 2)
        #expect(image.capInsets == UIEdgeInsets(top: 2, left: 3, bottom: 5, right: 6))
        #expect(image.resizingMode == .stretch)
    }

    @Test func everyImageHasOneAssetThatHoldsItForAnyTraits() throws {
        let image = try #require(UIImage(systemName: "sun.max"))
        let asset = try #require(image.imageAsset)
        #expect(image.imageAsset === asset)
        for style in [UIUserInterfaceStyle.light, .dark, .unspecified] {
            #expect(asset.image(with: UITraitCollection(userInterfaceStyle: style)) === image)
        }
    }

    /// The well-known way to give an image made in code a dark variant: register it in the
    /// image's asset; an image view draws it in dark appearance and the image in light.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func anImageViewDrawsTheVariantItsAssetHasForItsTraits(style: UIUserInterfaceStyle) throws {
        let sun = try #require(UIImage(systemName: "sun.max")), moon = try #require(UIImage(systemName: "moon.fill"))
        sun.imageAsset?.register(moon, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(moon.imageAsset === sun.imageAsset)
        let drawn = try render(sun, style: style)
        #expect(drawn == (try render(style == .dark ? moon : sun, style: style, fresh: true)))
        #expect(drawn != (try render(style == .dark ? sun : moon, style: style, fresh: true)))
    }

    @Test func unregisteringAnImageLeavesItsAsset() throws {
        let sun = try #require(UIImage(systemName: "sun.max")), moon = try #require(UIImage(systemName: "moon.fill"))
        let asset = try #require(sun.imageAsset)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        asset.register(moon, with: dark)
        asset.unregisterImage(with: dark)
        #expect(asset.image(with: dark) === sun)
        #expect(moon.imageAsset !== asset)
    }

    /// A screen of one 40 pt image view showing `image` (a fresh copy of a symbol when `fresh`,
    /// so that no asset of the test's images is involved), drawn in `style`.
    func render(_ image: UIImage, style: UIUserInterfaceStyle, fresh: Bool = false) throws -> RGBAImage {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        controller.view.backgroundColor = .systemBackground
        let shown = fresh ? UIImage(systemName: image.description.split(separator: "\"")[1].description)! : image
        let imageView = UIImageView(image: shown)
        imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        controller.view.addSubview(imageView)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(
                width: 60, traits: UITraitCollection(userInterfaceStyle: style)
            ).snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        return pixels
    }

    // MARK: UIColor

    @Test(arguments: [UIColor.Prominence.primary, .secondary, .tertiary, .quaternary])
    func prominenceIsKeptAndDrawsAsTheColour(prominence: UIColor.Prominence) {
        let color = UIColor.systemRed.withProminence(prominence)
        #expect(color.prominence == prominence)
        #expect(UIColor.systemRed.prominence == .primary)
        #expect(color.cellSnapColor(traits: Traits()) == UIColor.systemRed.cellSnapColor(traits: Traits()))
        #expect(color.isEqual(UIColor.systemRed) == (prominence == .primary))
    }

    /// Each HDR colour: its components as drawn (0 to 255), its linear exposure, and its standard
    /// dynamic range colour's components.
    @Test(
        arguments: [
            (
                "exposed 2", UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1, linearExposure: 2), [175, 90, 0], 2.0,
                [128, 64, 0]
            ),
            (
                "exposed 4", UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1, linearExposure: 4), [238, 125, 0], 4.0,
                [128, 64, 0]
            ),
            (
                "below 1", UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1, linearExposure: 0.5), [128, 64, 0], 1.0,
                [128, 64, 0]
            ),
            (
                "headroom 4", UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).applyingContentHeadroom(4), [255, 128, 0],
                4.0, [137, 65, 0]
            ),
            ("plain", UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), [255, 128, 0], 1.0, [255, 128, 0]),
        ] as [(String, UIColor, [Int], Double, [Int])])
    func highDynamicRangeColours(name: String, color: UIColor, drawn: [Int], exposure: Double, standard: [Int]) {
        #expect(bytes(color) == drawn, "\(name)")
        #expect(color.linearExposure == CGFloat(exposure), "\(name)")
        #expect(bytes(color.standardDynamicRange) == standard, "\(name)")
    }

    func bytes(_ color: UIColor) -> [Int] {
        let resolved = color.resolved(Traits())
        return [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) }
    }

    // MARK: UITabBarController

    /// A tab bar controller whose view holds a bar 10 pt tall on its content guide's bottom edge,
    /// 20 pt from the guide's leading edge and 50 pt wide.
    final class GuidedTabs: UITabBarController {
        let strip = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
            NSLayoutConstraint.activate([
                strip.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
                strip.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor, constant: 20),
                strip.widthAnchor.constraint(equalToConstant: 50), strip.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func contentLayoutGuideEndsAtTheTabBar(rightToLeft: Bool, hidden: Bool) {
        let tabs = GuidedTabs()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.isTabBarHidden = hidden
        tabs.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        tabs.view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        tabs.view.layoutIfNeeded()
        let bottom: CGFloat = hidden ? 600 : 600 - 49
        #expect(tabs.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: bottom))
        #expect(tabs.strip.frame == CGRect(x: rightToLeft ? 230 : 20, y: bottom - 10, width: 50, height: 10))
    }

    @Test func aBottomAccessoryIsRefusedWhenDrawnUntilItIsRemoved() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        tabs.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        #expect(tabs.tabBarMinimizeBehavior == .automatic && tabs.bottomAccessory == nil)
        let accessory = UITabAccessory(contentView: UILabel())
        tabs.setBottomAccessory(accessory, animated: true)
        #expect(tabs.bottomAccessory === accessory)
        #expect(throws: CellSnapUIKitError.self) {
            _ = try Snapshotting<UIViewController>.image(width: 300).snapshot(tabs)
        }
        do {
            _ = try Snapshotting<UIViewController>.image(width: 300).snapshot(tabs)
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "UITabBarController.bottomAccessory")
        }
        tabs.bottomAccessory = nil
        _ = try Snapshotting<UIViewController>.image(width: 300).snapshot(tabs)
    }

    // MARK: UIControl.performPrimaryAction()

    /// Each control and state: the events its registered handlers heard.
    @Test(
        arguments: [
            ("button", true, false, ["touchUpInside", "primaryActionTriggered"]),
            ("button", false, false, []),
            ("button", true, true, []),
            ("switch", true, false, ["primaryActionTriggered"]),
        ] as [(String, Bool, Bool, [String])])
    func performPrimaryActionSendsTheEventsOfATap(kind: String, enabled: Bool, menu: Bool, heard: [String]) {
        let control: UIControl = kind == "button" ? UIButton() : UISwitch()
        control.isEnabled = enabled
        control.showsMenuAsPrimaryAction = menu
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in events.append("primaryActionTriggered") }, for: .primaryActionTriggered)
        control.performPrimaryAction()
        #expect(events == heard)
    }

    // MARK: UIAction.captureTextFromCamera(responder:identifier:)

    final class ScanningField: UITextField {
        var scans: [String] = []
        override func captureTextFromCamera(_ sender: Any?) { scans.append((sender as? UIAction)?.title ?? "?") }
    }

    @Test func captureTextFromCameraActionScansIntoItsResponder() {
        let field = ScanningField()
        let action = UIAction.captureTextFromCamera(responder: field, identifier: UIAction.Identifier("scan"))
        #expect(action.title == "Scan Text" && action.identifier == UIAction.Identifier("scan"))
        action.perform(sender: nil)
        #expect(field.scans == ["Scan Text"])
    }

    // MARK: UIWindow.canBecomeKey

    final class ShyWindow: UIWindow {
        override var canBecomeKey: Bool { false }
    }

    @Test func aWindowThatCannotBecomeKeyStaysAsItIs() {
        let key = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        key.makeKey()
        let shy = ShyWindow(frame: key.frame)
        #expect(key.canBecomeKey && !shy.canBecomeKey)
        shy.makeKey()
        #expect(key.isKeyWindow && !shy.isKeyWindow)
    }

    // MARK: UITextFieldDelegate's ranges

    final class RangesDelegate: NSObject, UITextFieldDelegate {
        var asked: [[NSRange]] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
        ) -> Bool {
            asked.append(ranges.map(\.rangeValue))
            return string != "x"
        }
    }

    final class RangeDelegate: NSObject, UITextFieldDelegate {
        var asked: [NSRange] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            asked.append(range)
            return string != "x"
        }
    }

    @Test func typingAsksTheRangesRequirementFirst() {
        let field = UITextField()
        let ranges = RangesDelegate(), range = RangeDelegate()
        field.delegate = ranges
        field.insertText("ab")
        field.insertText("x")
        #expect(field.text == "ab")
        #expect(ranges.asked == [[NSRange(location: 0, length: 0)], [NSRange(location: 2, length: 0)]])
        field.delegate = range
        field.insertText("c")
        field.insertText("x")
        #expect(field.text == "abc")
        #expect(range.asked == [NSRange(location: 2, length: 0), NSRange(location: 3, length: 0)])
    }
}
