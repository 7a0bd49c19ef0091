import UIKit

struct FeedPhoto {
    let title: String
    let photographer: String
    let symbol: String
    let color: UIColor
    /// Height over width.
    let aspectRatio: CGFloat
}

/// A feed of photos of different heights in two columns.
final class WaterfallViewController: UIViewController {
    static let photos = [
        FeedPhoto(
            title: "Harbour at dawn", photographer: "Inês Duarte", symbol: "sun.max", color: .systemOrange,
            aspectRatio: 1.3),
        FeedPhoto(
            title: "Glacier", photographer: "Ragnar Ólafsson", symbol: "icloud.fill", color: .systemTeal,
            aspectRatio: 0.75),
        FeedPhoto(
            title: "Night market", photographer: "Mei Lin", symbol: "moon.fill", color: .systemIndigo, aspectRatio: 0.9),
        FeedPhoto(
            title: "Dunes", photographer: "Youssef Amrani", symbol: "paperplane.fill", color: .systemYellow,
            aspectRatio: 1.5),
        FeedPhoto(
            title: "Old town", photographer: "Kasia Nowak", symbol: "house.fill", color: .systemRed, aspectRatio: 1.1),
        FeedPhoto(
            title: "Forest trail", photographer: "Aarav Shah", symbol: "map.fill", color: .systemGreen, aspectRatio: 0.8
        ),
        FeedPhoto(
            title: "Lighthouse", photographer: "Siobhán Kelly", symbol: "bolt.fill", color: .systemBlue,
            aspectRatio: 1.2),
        FeedPhoto(
            title: "Rain in the city", photographer: "Tomás Rivera", symbol: "camera.fill", color: .systemGray,
            aspectRatio: 0.7),
    ]

    var collectionView: UICollectionView!
    let layout = WaterfallLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout.delegate = self
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCardCell.self, forCellWithReuseIdentifier: PhotoCardCell.reuseIdentifier)
        collectionView.register(
            FeedHeaderView.self, forSupplementaryViewOfKind: WaterfallLayout.headerKind,
            withReuseIdentifier: FeedHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension WaterfallViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCardCell.reuseIdentifier, for: indexPath)
            as! PhotoCardCell
        cell.configure(with: Self.photos[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: FeedHeaderView.reuseIdentifier, for: indexPath) as! FeedHeaderView
        header.titleLabel.text = "Discover"
        return header
    }
}

extension WaterfallViewController: WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat)
        -> CGFloat
    {
        (width * Self.photos[indexPath.item].aspectRatio).rounded()
    }
}
