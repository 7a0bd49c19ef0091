// Nibs through the Objective-C adapter (Tests/ObjCScreens/MembershipViewController.swift, never
// edited for Linux; its xibs in Tests/ObjCScreenTests/InterfaceBuilder): `@IBOutlet`s and an
// outlet collection set by name, an `@IBAction` sent by the nib's button, `awakeFromNib()` with
// the outlets connected, frames in both layout directions, and the screen drawn.
// References: Snapshots/InterfaceBuilderTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct InterfaceBuilderTests {
    @Test func theControllersNibConnectsItsOutletsAndAction() throws {
        let controller = MembershipViewController()
        controller.loadViewIfNeeded()
        #expect(controller.titleLabel.text == "Gold member")
        #expect(controller.titleLabel.font == UIFont.preferredFont(forTextStyle: .title1))
        #expect(controller.joinButton.title(for: .normal) == "Join now")
        #expect(controller.badges.count == 2 && controller.badges.allSatisfy { $0.layer.cornerRadius == 8 })
        controller.joinButton.sendActions(for: .touchUpInside)
        #expect(controller.joinTaps == 1 && controller.joinButton.isSelected)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theNibsFramesInBothLayoutDirections(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = MembershipViewController()
        let window = showInWindow(
            controller, size: CGSize(width: 390, height: 240), traits: UITraitCollection(layoutDirection: direction))
        window.layoutIfNeeded()
        let badges = try #require(controller.badges)
        // The stack is 24 pt below the safe area's top; the badges' row is 12 pt below the title.
        let top = controller.view.safeAreaInsets.top + 24 + controller.titleLabel.frame.height + 12
        let first = badges[0].convert(badges[0].bounds, to: controller.view)
        #expect(same(first, placed(CGRect(x: 20, y: top, width: 32, height: 32), width: 390, direction: direction)))
        let second = badges[1].convert(badges[1].bounds, to: controller.view)
        #expect(same(second, placed(CGRect(x: 60, y: top, width: 32, height: 32), width: 390, direction: direction)))
        let title = controller.titleLabel.convert(controller.titleLabel.bounds, to: controller.view)
        let expectedTitle = CGRect(
            x: 20, y: controller.view.safeAreaInsets.top + 24, width: title.width, height: title.height)
        #expect(same(title, placed(expectedTitle, width: 390, direction: direction)))
    }

    @Test func aViewFromItsOwnNibAwakesWithItsOutletConnected() throws {
        let objects = try #require(Bundle.main.loadNibNamed("MembershipBadgeView", owner: nil))
        let badge = try #require(objects.first as? MembershipBadgeView)
        #expect(badge.levelAtAwake == "Gold")
        #expect(badge.levelLabel.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
    }

    /// A constraint the nib does not install is still one of its objects: its (weak) outlet is
    /// connected to it, inactive, and the view activates it later, each way round.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anUninstalledConstraintReachesItsOutlet(direction: UITraitEnvironmentLayoutDirection) throws {
        let row = try #require(
            UINib(nibName: "EditableNameRowView", bundle: nil).instantiate(withOwner: nil).first as? EditableNameRowView
        )
        row.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        // The view keeps it (the outlet is weak), as UIKit keeps it to install when the traits change.
        let bottom = try #require(row.editingBottom)
        // A nib's button without a font has Interface Builder's, System 15, custom as it is.
        #expect(row.renameButton.buttonType == .custom && row.renameButton.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(!bottom.isActive && !row.constraints.contains { $0 === bottom })
        row.layoutIfNeeded()
        let label = row.nameLabel.frame
        #expect(label.minX == 16 && label.minY == 12 && label.width == 268)
        #expect(label.height == row.nameLabel.intrinsicContentSize.height)
        row.beginEditing()
        row.layoutIfNeeded()
        #expect(bottom.isActive && row.nameLabel.frame == CGRect(x: 16, y: 12, width: 268, height: 56))
    }

    /// A view that keeps its nib's view in a `weak` property finds it there on the next line, as
    /// on iOS, where the nib's objects are autoreleased.
    @Test func aNibsViewKeptOnlyWeaklyLivesUntilItIsAdded() throws {
        final class NibHost: UIView {
            weak var content: UIView!
        }
        let host = NibHost()
        host.content = Bundle.main.loadNibNamed("MembershipBadgeView", owner: nil)?.first as? UIView
        let content = try #require(host.content as UIView?)
        host.addSubview(content)
        #expect(content.superview === host && content is MembershipBadgeView)
        weak let instantiated =
            UINib(nibName: "MembershipBadgeView", bundle: nil).instantiate(withOwner: nil).first
            as? UIView
        #expect(instantiated is MembershipBadgeView)
    }

    @Test func theScreenIsDrawn() {
        assertSnapshot(
            of: MembershipViewController(), as: .screen(size: CGSize(width: 390, height: 240)), named: "membership")
    }
}
