// CellSnap's own test code, written as a library of Swift 2's time is and still compiles on iOS:
// delegate methods under their Objective-C names, marked `@objc`, which the Objective-C runtime
// calls by selector. The tab strip's controller declares `UICollectionViewDelegate` alone, and its
// flow layout asks it `collectionView:layout:sizeForItemAtIndexPath:` all the same; the settings
// list answers `numberOfSectionsInTableView:` and `tableView:heightForRowAtIndexPath:`.
import UIKit

/// A strip of tabs, each as wide as its title asks.
open class TabStripViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    public let titles = ["All", "Photos", "Shared albums", "Recently deleted"]
    public private(set) var strip: UICollectionView!

    open override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 8
        layout.itemSize = CGSize(width: 40, height: 40)
        strip = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44), collectionViewLayout: layout)
        strip.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tab")
        strip.delegate = self
        strip.dataSource = self
        view.addSubview(strip)
    }

    // MARK: - UICollectionViewDelegateFlowLayout

    @objc open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAtIndexPath indexPath: IndexPath
    ) -> CGSize {
        return CGSize(width: 20 + 10 * titles[indexPath.item].count, height: 36)
    }

    // MARK: - UICollectionViewDataSource

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return titles.count
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Tab", for: indexPath)
    }
}

/// A tab strip whose first tab is wider: its override of the Objective-C-named method is the one asked.
final class WideFirstTabStripViewController: TabStripViewController {
    @objc override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAtIndexPath indexPath: IndexPath
    ) -> CGSize {
        let size = super.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAtIndexPath: indexPath)
        return indexPath.item == 0 ? CGSize(width: 100, height: size.height) : size
    }
}

/// Two sections of settings rows under their Objective-C names: 60 pt rows in the first section,
/// 44 pt in the second.
final class LegacySettingsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    @objc func numberOfSectionsInTableView(_ tableView: UITableView) -> Int {
        return 2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 3
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = "Setting \(indexPath.section).\(indexPath.row)"
        return cell
    }

    @objc func tableView(_ tableView: UITableView!, heightForRowAtIndexPath indexPath: IndexPath!) -> CGFloat {
        return indexPath.section == 0 ? 60 : 44
    }
}
