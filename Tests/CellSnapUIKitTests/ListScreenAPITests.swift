// What list screens call around their cells: coordinate spaces, formatter behaviours, table row
// actions, the colour picker and well, a table view controller's storyboard prototypes, and the
// error of a cell registered with a nib, named at the dequeue.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ListScreenAPITests {
    @Test func viewsConvertThroughTheirSuperviewsAndTheScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        let row = UIView(frame: CGRect(x: 10, y: 200, width: 370, height: 44))
        let badge = UIView(frame: CGRect(x: 300, y: 12, width: 20, height: 20))
        window.addSubview(scroll)
        scroll.addSubview(row)
        row.addSubview(badge)
        let cases: [(CGPoint, CGPoint)] = [
            (badge.convert(CGPoint(x: 1, y: 2), to: row), CGPoint(x: 301, y: 14)),
            (badge.convert(CGPoint.zero, to: scroll), CGPoint(x: 310, y: 212)),
            (badge.convert(CGPoint.zero, to: nil), CGPoint(x: 310, y: 262)),
            (badge.convert(CGPoint.zero, to: window as any UICoordinateSpace), CGPoint(x: 310, y: 262)),
            (badge.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace), CGPoint(x: 310, y: 262)),
            (row.convert(CGPoint(x: 310, y: 262), from: window), CGPoint(x: 300, y: 12)),
            (row.convert(CGPoint(x: 310, y: 262), from: UIScreen.main.fixedCoordinateSpace), CGPoint(x: 300, y: 12)),
            (UIScreen.main.convert(CGPoint(x: 301, y: 14), from: row), CGPoint(x: 311, y: 264)),
            (UIScreen.main.convert(CGPoint(x: 310, y: 262), to: badge), .zero),
        ]
        for (index, (converted, expected)) in cases.enumerated() { #expect(converted == expected, "case \(index)") }
        #expect(
            badge.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: row)
                == CGRect(x: 300, y: 12, width: 20, height: 20))
        #expect(
            row.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: badge as any UICoordinateSpace)
                == CGRect(x: 300, y: 12, width: 5, height: 5))
        let space: any UICoordinateSpace = row
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 370, height: 44))
    }

    @Test func formattersHaveTheTenFourBehaviourWhateverIsSet() {
        let number = NumberFormatter()
        number.formatterBehavior = .default
        number.numberStyle = .decimal
        number.locale = Locale(identifier: "en_US")
        #expect(number.formatterBehavior == .behavior10_4)
        #expect(NumberFormatter.defaultFormatterBehavior() == .behavior10_4)
        #expect(number.string(from: 1234.5) == "1,234.5")
        let date = DateFormatter()
        date.formatterBehavior = .behavior10_4
        #expect(date.formatterBehavior == .behavior10_4 && DateFormatter.Behavior.default.rawValue == 0)
        #expect(NumberFormatter.Behavior.behavior10_4.rawValue == 1040)
    }

    final class ArchiveDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let archive = UITableViewRowAction(style: .normal, title: "Archive") { _, _ in }
            archive.backgroundColor = .systemBlue
            archive.backgroundEffect = UIBlurEffect(style: .systemMaterial)
            return [archive, UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
        }
    }

    @Test func rowActionsAreTheDelegatesAndAProtocolDefaultOtherwise() {
        let table = UITableView(frame: .zero, style: .plain)
        let actions = ArchiveDelegate().tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0))
        #expect(actions?.map(\.title) == ["Archive", "Delete"])
        #expect(actions?.map(\.style) == [.normal, .default])
        #expect(UITableViewRowAction.Style.destructive == .default)
        final class Plain: NSObject, UITableViewDelegate {}
        let unanswered = cellSnapOptionalRequirement {
            Plain().tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0))
        }
        #expect(unanswered == nil)
    }

    final class ThemeScreen: UIViewController, UIColorPickerViewControllerDelegate {
        var picked: UIColor?
        func colorPickerViewController(
            _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
        ) { picked = color }
    }

    @Test func theColourPickerIsPresentedAndItsOwnViewIsRefused() throws {
        let screen = ThemeScreen()
        let picker = UIColorPickerViewController()
        #expect(picker.selectedColor == .white && picker.supportsAlpha)
        picker.selectedColor = .systemTeal
        picker.delegate = screen
        screen.present(picker, animated: false)
        #expect(screen.presentedViewController === picker)
        picker.delegate?.colorPickerViewController(picker, didSelect: .systemTeal, continuously: false)
        picker.delegate?.colorPickerViewControllerDidFinish(picker)
        #expect(screen.picked == .systemTeal)
        #expect(
            throws: CellSnapUIKitError(
                call: "UIColorPickerViewController's view",
                reason:
                    "iOS draws the system colour picker out of process and CellSnap does not draw it; snapshot the "
                    + "screen that presents it (a presented controller is not drawn into it)")
        ) { try picker.view.cellSnapScreen() }
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        well.selectedColor = .systemRed
        #expect(throws: CellSnapUIKitError.self) { try well.cellSnapScreen() }
    }

    /// A table view controller written for a storyboard: it dequeues its scene's prototype cell,
    /// registered by no code.
    final class PrototypeTableController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aTableViewControllersUnregisteredIdentifierIsItsStoryboardPrototype() throws {
        let controller = PrototypeTableController(style: .plain)
        let list = try controller.tableView.cellSnapListDescription(width: 390)
        #expect(list.sections.first?.cells.count == 2)
        let cell = controller.tableView.dequeueReusableCell(
            withIdentifier: "reuseIdentifier", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "reuseIdentifier" && cell.style == .default)
        // A table made in code has no prototypes: UIKit raises, CellSnap refuses (UITableViewTests.refusals).
    }

    final class Tiles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "ButtonCell", for: indexPath) }
    }

    @Test func aNibCellThatCannotBeMadeIsAPlainCellAndAnErrorNamingTheNib() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "ButtonCell", bundle: nil), forCellWithReuseIdentifier: "ButtonCell")
        let cell = Tiles().collectionView(collection, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        let error = collection.pendingError
        #expect(error?.call == "UICollectionView.dequeueReusableCell(withReuseIdentifier: \"ButtonCell\", for: [0, 0])")
        #expect(error?.reason.hasPrefix("ButtonCell.xib: not found; CellSnap looked in ") == true)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "ButtonCell")
        #expect(collection.cellTemplates.isEmpty)
    }
}

/// UIKit's attribute names exist with their raw keys; text drawn with one CellSnap does not draw
/// is refused by the attribute's name.
@MainActor @Suite struct TextAttributeKeyTests {
    @Test func keysHaveUIKitsRawNames() {
        let keys: [(NSAttributedString.Key, String)] = [
            (.strikethroughStyle, "NSStrikethrough"), (.underlineStyle, "NSUnderline"), (.kern, "NSKern"),
            (.paragraphStyle, "NSParagraphStyle"), (.link, "NSLink"), (.baselineOffset, "NSBaselineOffset"),
        ]
        for (key, raw) in keys { #expect(key.rawValue == raw) }
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle([.thick, .patternDash, .byWord]).rawValue == 0x8202)
    }

    @Test func aStruckThroughButtonTitleIsDrawnAndADoubleOneRefusedByName() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let title = NSAttributedString(
            string: "Sale", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        button.setAttributedTitle(title, for: .normal)
        _ = try ControlFixtures.layout(button)
        let double = NSAttributedString(
            string: "Sale", attributes: [.strikethroughStyle: NSUnderlineStyle.double.rawValue])
        button.setAttributedTitle(double, for: .normal)
        #expect(
            throws: CellSnapUIKitError(
                call: "UIButton.setAttributedTitle(_:for:) attribute NSStrikethrough",
                reason: "CellSnap draws a single strikethrough, not a thick or double one")
        ) { try ControlFixtures.layout(button) }
    }
}
