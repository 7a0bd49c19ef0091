import CellModel
import Foundation

/// The view of a ``UIAlertController``: its content made of CellSnap's views (labels, text fields,
/// hairlines, rounded groups) and laid out by UIKit's rules. Presented, the view is the alert
/// alone, at the frame where it shows on the screen: iOS's references of a presented alert's view
/// (iOS 12, a 270 pt alert with a title, a message and one button) are that box, transparent
/// outside its rounded corners. As a window's root controller (a test that snapshots the alert
/// controller as a screen), the view is the screen, dimmed, with the alert where iOS shows it.
/// The figures it draws with, from Apple's documented 270 pt alert width, the system text styles
/// UIKit's alerts use and the system colours, the rest chosen by eye and named here:
///
/// - the screen behind is dimmed with black at 20 % (`AlertMetrics.dimming`); snapshotted as a
///   screen, the alert's screen is the system background, dimmed;
/// - an alert is a 270 pt wide group, centred, corners 14 pt (continuous), filled with the flat
///   fill of `UIBlurEffect(style: .systemMaterial)` (CellSnap draws no blur); its title
///   (`.headline`) and message (`.footnote`) are centred 16 pt from its sides, 20 pt below its top
///   and 3 pt apart, the last 21 pt above the buttons (iOS 12's reference of a title, a message
///   and one button: an 80 pt text area, a device pixel's hairline, then the 44 pt button: 270 x
///   124.33 pt); text fields 26 pt tall, 8 pt apart, 16 pt
///   after the text; buttons 44 pt tall in `.body`, below a hairline each, the preferred action (else the cancel action)
///   semibold, a destructive one red, a disabled one `.tertiaryLabel`, the others the view's tint;
///   two buttons side by side when both titles fit half the width (the cancel one on the left),
///   else stacked (the cancel one last); hairline `.separator` lines between them;
/// - an action sheet spans the screen's narrower side less 8 pt on each side, above the safe
///   area's bottom by 8 pt: a group of the title and message (`.footnote`, semibold and regular,
///   `.secondaryLabel`, 14 pt above and below, 2 pt apart) and the actions, 57 pt rows in
///   `.title3`, then, 8 pt below, the cancel action alone, semibold, on `.tertiarySystemBackground`.
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    private var needsRebuild = true
    /// The views laid out last rebuild: the screen behind (the system background, dimmed), then
    /// each group with its rows.
    private var screenBehind = UIView()
    private var groups: [AlertGroup] = []
    /// The screen a presentation placed the alert on, and its safe area: once set, the view is the
    /// alert alone (``placeAsPresented(onScreen:safeArea:)``) unless it is in a window (the
    /// controller made a window's root: the screen, dimmed).
    private var presentedScreen: (bounds: CGRect, safeArea: UIEdgeInsets)?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Makes the content again before the next layout.
    func setNeedsRebuild() {
        needsRebuild = true
        setNeedsLayout()
    }

    /// Makes the view the alert alone, as its presentation places it on a screen of `bounds` and
    /// `safeArea`: its frame is where the alert shows there, and it draws the alert's groups and
    /// nothing around them (the presentation's dimming is not the alert's view).
    func placeAsPresented(onScreen bounds: CGRect, safeArea: UIEdgeInsets) {
        presentedScreen = (bounds, safeArea)
        frame = groupFrames(onScreen: bounds, safeArea: safeArea).reduce(CGRect.null) { $0.union($1) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild { rebuild() }
        let presentedScreen = window == nil ? presentedScreen : nil
        screenBehind.frame = bounds
        screenBehind.subviews.first?.frame = bounds
        screenBehind.isHidden = presentedScreen != nil
        let frames: [CGRect]
        if let presentedScreen {
            let onScreen = groupFrames(onScreen: presentedScreen.bounds, safeArea: presentedScreen.safeArea)
            let origin = onScreen.reduce(CGRect.null) { $0.union($1) }.origin
            frames = onScreen.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        } else {
            frames = groupFrames(onScreen: bounds, safeArea: safeAreaInsets)
        }
        for (group, frame) in zip(groups, frames) { group.view.frame = frame }
    }

    /// What UIKit refuses with an exception, and what CellSnap does not draw, thrown when drawn.
    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        guard let controller else { return try super.cellSnapContent(traits: traits) }
        if let misuse = controller.misuse { throw misuse }
        if let preferred = controller.preferredAction, !controller.actions.contains(where: { $0 === preferred }) {
            throw CellSnapUIKitError(
                call: "UIAlertController.preferredAction",
                reason: "the preferred action must be one of the alert's actions (UIKit raises an exception)")
        }
        if controller.actions.filter({ $0.style == .cancel }).count > 1 {
            throw CellSnapUIKitError(
                call: "UIAlertController.addAction(_:) of a second .cancel action",
                reason: "an alert controller has at most one cancel action (UIKit raises an exception)")
        }
        if controller.preferredStyle == .actionSheet, traitCollection.userInterfaceIdiom == .pad {
            throw CellSnapUIKitError(
                call: "UIAlertController(preferredStyle: .actionSheet) on an iPad",
                reason: "iPadOS shows an action sheet as a popover from its source view, which CellSnap does not draw")
        }
        return try super.cellSnapContent(traits: traits)
    }

    /// Makes the screen behind and the groups of the controller's content.
    private func rebuild() {
        needsRebuild = false
        for subview in subviews { subview.removeFromSuperview() }
        screenBehind = UIView()
        screenBehind.backgroundColor = .systemBackground
        let dimming = UIView()
        dimming.backgroundColor = AlertMetrics.dimming
        screenBehind.addSubview(dimming)
        addSubview(screenBehind)
        guard let controller else { return }
        groups = AlertGroup.groups(of: controller, tint: tintColor)
        for group in groups { addSubview(group.view) }
    }

    /// Where the groups show on a screen of `bounds` and `safeArea`: an alert centred, an action
    /// sheet's groups above the safe area's bottom.
    private func groupFrames(onScreen bounds: CGRect, safeArea: UIEdgeInsets) -> [CGRect] {
        if needsRebuild { rebuild() }
        guard let controller else { return [] }
        switch controller.preferredStyle {
        case .alert:
            guard let group = groups.first else { return [] }
            let width = AlertMetrics.alertWidth
            let height = group.layOut(width: width, style: .alert)
            return [
                CGRect(
                    x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                    width: width, height: height)
            ]
        case .actionSheet:
            let width = min(bounds.width, bounds.height) - 2 * AlertMetrics.sheetMargin
            var bottom = bounds.height - safeArea.bottom - AlertMetrics.sheetMargin
            var frames: [CGRect] = []
            for group in groups.reversed() {
                let height = group.layOut(width: width, style: .actionSheet)
                let frame = CGRect(
                    x: ((bounds.width - width) / 2).rounded(), y: bottom - height, width: width, height: height)
                frames.insert(frame, at: 0)
                bottom -= height + AlertMetrics.sheetMargin
            }
            return frames
        }
    }
}

/// The figures an alert is drawn with (see ``AlertView``).
enum AlertMetrics {
    static let dimming = UIColor(white: 0, alpha: 0.2)
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let textInset: CGFloat = 16
    static let alertTextTop: CGFloat = 20
    static let titleToMessage: CGFloat = 3
    static let alertTextBottom: CGFloat = 21
    static let fieldHeight: CGFloat = 26
    static let fieldSpacing: CGFloat = 8
    static let fieldsTop: CGFloat = 16
    static let alertButtonHeight: CGFloat = 44
    static let sheetMargin: CGFloat = 8
    static let sheetTextInset: CGFloat = 14
    static let sheetRowHeight: CGFloat = 57
    /// The fill of an alert's groups: the flat fill of the system material.
    static let material = UIColor(UIBlurEffect.Style.systemMaterial.cellSnapFlatFill)
}
