// iOSSnapshotTestCase's view-controller verification of a collection-view list controller: the
// capture moves the view far from the window's safe area, which once made its safe area 10,000 pt
// on one side and the list refused ("safe area 0.0 left 10000.0 right"). The file imports the
// library under its former name, FBSnapshotTestCase, and nothing else, as older test files do
// (UIKit and XCTest come with it).
import FBSnapshotTestCase

private final class FruitListController: UICollectionViewController {
    private let fruits = ["Apple", "Banana", "Cherry"]

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "fruit")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fruits.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath)
        guard let cell = cell as? UICollectionViewListCell else { return cell }
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}

final class ListControllerFBTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testListController() {
        let controller = FruitListController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        FBSnapshotVerifyViewController(controller)
    }
}
