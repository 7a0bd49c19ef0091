// Nibs and storyboards: the API compiles as UIKit declares it, and every load is an error that
// names the nib or storyboard (CellSnap reads neither), never an empty view drawn as if it were right.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct NibAndStoryboardTests {
    /// A cell written for a nib: its `awakeFromNib()` override compiles and is never called.
    final class ProfileCell: UITableViewCell {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    static let nibReason =
        "CellSnap reads no nibs or storyboards (their compiled form exists only in an iOS build); make the views in code, or register the cell's class instead of its nib"
    static let storyboardReason =
        "CellSnap reads no storyboards (their compiled form exists only in an iOS build); make the view controller in code"

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath)
        }
    }

    @Test func aTableWhoseCellsComeFromANibRefusesToDraw() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "profile")
        table.dataSource = rows
        let expected = CellSnapUIKitError(
            call: "UITableView.register(UINib(nibName: \"ProfileCell\"), forCellReuseIdentifier: \"profile\")",
            reason: Self.nibReason)
        #expect(throws: expected) { try table.cellSnapListDescription(width: 390) }
    }

    final class Tiles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    @Test func aCollectionViewWhoseCellsComeFromANibRefusesToDraw() {
        let tiles = Tiles()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        collection.register(UINib(nibName: "TileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
        collection.dataSource = tiles
        let expected = CellSnapUIKitError(
            call: "UICollectionView.register(UINib(nibName: \"TileCell\"), forCellWithReuseIdentifier: \"tile\")",
            reason: Self.nibReason)
        #expect(throws: expected) { try collection.cellSnapCollectionDescription(width: 390) }
    }

    @Test func instantiatingANibGivesNoObjectsAndItsOwnerRefusesToDraw() {
        let owner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: owner).isEmpty)
        #expect(Bundle.main.loadNibNamed("Badge", owner: nil) == nil)
        #expect(
            throws: CellSnapUIKitError(
                call: "UINib(nibName: \"Badge\").instantiate(withOwner:options:)", reason: Self.nibReason)
        ) { try owner.cellSnapScreen() }
        let cell = ProfileCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.awoke)
    }

    @Test func aControllerMadeWithANibNameRefusesToDrawItsView() {
        let controller = UIViewController(nibName: "SettingsViewController", bundle: nil)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect(
            throws: CellSnapUIKitError(
                call: "UINib(nibName: \"SettingsViewController\").instantiate(withOwner:options:)",
                reason: Self.nibReason)
        ) { try controller.view.cellSnapScreen() }
        #expect(controller.storyboard == nil)
    }

    @Test func aStoryboardMakesNoControllers() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let typed: UITableViewController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(typed == nil)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
        settings.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect(
            throws: CellSnapUIKitError(
                call:
                    "UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Settings\")",
                reason: Self.storyboardReason)
        ) { try settings.view.cellSnapScreen() }
        let preview = storyboard.instantiateViewController(identifier: "Preview") as? UITableViewController
        #expect(preview == nil, "the controller is a plain UIViewController, not the storyboard's class")
        let plain = storyboard.instantiateViewController(identifier: "Preview")
        plain.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect(
            throws: CellSnapUIKitError(
                call: "UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(identifier: \"Preview\")",
                reason: Self.storyboardReason)
        ) { try plain.view.cellSnapScreen() }
    }
}
