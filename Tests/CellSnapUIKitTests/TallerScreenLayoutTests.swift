// Linux only: a screen drawn taller than the device to show all of its list lays its views out
// at the device's height: a layout delegate that sizes by the view's height sees that height.
import CellSnapSuite
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct TallerScreenLayoutTests {
    /// Five sections of eight dark squares, each under a red header 5 % of the controller's view's
    /// height (an app's flow layout delegate), the collection view pinned to the view's edges.
    final class HeadersByViewHeight: UIViewController, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
    {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private(set) var heightsSeen: [CGFloat] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            view.addSubview(collectionView)
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 5 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .black
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.backgroundColor = .red
            return header
        }

        func collectionView(
            _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 78, height: 78)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            heightsSeen.append(view.frame.height)
            return CGSize(width: view.frame.width, height: view.frame.height * 0.05)
        }
    }

    /// The lengths, in points, of the red runs down the image's column at `x` points.
    func redRuns(in image: RGBAImage, x: Double) -> [Double] {
        var runs: [Int] = []
        var inRun = false
        for y in 0..<image.height {
            let pixel = image[Int(x * 3), y]
            let red = pixel.red == 255 && pixel.green == 0 && pixel.blue == 0
            if red, inRun { runs[runs.count - 1] += 1 } else if red { runs.append(1) }
            inRun = red
        }
        return runs.map { Double($0) / 3 }
    }

    /// Drawn whole (the navigation bar beside the list makes it a screen, grown to show all five
    /// sections), the headers are 5 % of the 844-pt screen, 42.2 pt, as iOS draws them, whether the
    /// navigation controller is new or the root of a window of the default screen's size (393 x
    /// 852 pt, a launched app's), lent to the snapshot and given back between its two heights.
    @Test(arguments: [false, true], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aLayoutSizedByTheViewsHeightSeesTheScreens(launched: Bool, direction: UITraitEnvironmentLayoutDirection)
        throws
    {
        let controller = HeadersByViewHeight()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        if launched {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        let image = try ControllerListImageTests().image(
            of: navigation, traits: UITraitCollection(layoutDirection: direction))
        let runs = redRuns(in: image, x: 195)
        #expect(runs.count == 5, "\(runs)")
        #expect(runs.allSatisfy { abs($0 - 42.2) < 0.5 }, "\(runs)")
        // Five sections of a header and two rows of squares, below the bar: all drawn.
        let sectionHeight = 42.2 + 2 * 78 + 10
        #expect(Double(image.height) / 3 > 5 * sectionHeight)
        #expect(launched == (navigation.view.window === window))
    }
}
