import UIKit

/// Topics to follow as tags that size themselves, left-aligned in rows.
final class TopicTagsViewController: UIViewController {
    static let topics = [
        "Swift", "Concurrency", "SwiftUI", "UIKit", "Accessibility", "Design", "Testing", "CI", "Linux",
        "Snapshot tests", "Performance", "Localization", "Dark Mode", "Widgets", "Core Data", "Networking",
    ]
    static let followed: Set<String> = ["Swift", "Testing", "Linux", "Accessibility"]

    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = LeftAlignedFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TopicTagCell.self, forCellWithReuseIdentifier: TopicTagCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension TopicTagsViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.topics.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: TopicTagCell.reuseIdentifier, for: indexPath)
            as! TopicTagCell
        let topic = Self.topics[indexPath.item]
        cell.configure(topic: topic, followed: Self.followed.contains(topic))
        return cell
    }
}

/// A rounded tag: the topic's name, filled when it is followed.
final class TopicTagCell: UICollectionViewCell {
    static let reuseIdentifier = "topic-tag"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.layer.borderWidth = 1
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(topic: String, followed: Bool) {
        label.text = topic
        label.textColor = followed ? .white : .systemBlue
        contentView.backgroundColor = followed ? .systemBlue : .clear
        contentView.layer.borderColor = UIColor.systemBlue.cgColor
    }
}
