import UIKit

/// A photo with its title and photographer under it, on a rounded card.
final class PhotoCardCell: UICollectionViewCell {
    static let reuseIdentifier = "photo-card"

    let photoView = UIView()
    let symbolView = UIImageView()
    let titleLabel = UILabel()
    let photographerLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true

        photoView.layer.cornerRadius = 8
        symbolView.tintColor = .white
        symbolView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .label
        photographerLabel.font = .systemFont(ofSize: 12)
        photographerLabel.textColor = .secondaryLabel

        for view in [photoView, symbolView, titleLabel, photographerLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        photoView.addSubview(symbolView)
        contentView.addSubview(photoView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(photographerLabel)

        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            photoView.bottomAnchor.constraint(equalTo: titleLabel.topAnchor, constant: -6),
            symbolView.centerXAnchor.constraint(equalTo: photoView.centerXAnchor),
            symbolView.centerYAnchor.constraint(equalTo: photoView.centerYAnchor),
            symbolView.widthAnchor.constraint(equalToConstant: 32),
            symbolView.heightAnchor.constraint(equalToConstant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            photographerLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 1),
            photographerLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            photographerLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            photographerLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: FeedPhoto) {
        photoView.backgroundColor = photo.color
        symbolView.image = UIImage(systemName: photo.symbol)
        titleLabel.text = photo.title
        photographerLabel.text = photo.photographer
    }
}

/// The feed's title over the photos.
final class FeedHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "feed-header"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .label
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
