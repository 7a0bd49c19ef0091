import UIKit

struct TeamMember {
    let name: String
    let role: String
    let color: UIColor
    var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }
}

/// A team's people in a flow layout sized by its delegate: leads two to a row, the rest three to
/// a row, each section under its title.
final class TeamDirectoryViewController: UIViewController {
    static let sections: [(title: String, columns: Int, members: [TeamMember])] = [
        (
            "Leads", 2,
            [
                TeamMember(name: "Amara Okafor", role: "Engineering", color: .systemPurple),
                TeamMember(name: "Lars Eriksen", role: "Design", color: .systemTeal),
            ]
        ),
        (
            "Engineers", 3,
            [
                TeamMember(name: "Chen Wei", role: "iOS", color: .systemBlue),
                TeamMember(name: "Priya Nair", role: "iOS", color: .systemPink),
                TeamMember(name: "Diego Alvarez", role: "Backend", color: .systemOrange),
                TeamMember(name: "Hana Sato", role: "Backend", color: .systemGreen),
                TeamMember(name: "Omar Haddad", role: "Platform", color: .systemIndigo),
            ]
        ),
    ]

    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(MemberCell.self, forCellWithReuseIdentifier: MemberCell.reuseIdentifier)
        collectionView.register(
            SectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionTitleView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
}

extension TeamDirectoryViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.sections[section].members.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: MemberCell.reuseIdentifier, for: indexPath)
            as! MemberCell
        cell.configure(with: Self.sections[indexPath.section].members[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let title =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath)
            as! SectionTitleView
        title.label.text = Self.sections[indexPath.section].title.uppercased()
        return title
    }
}

extension TeamDirectoryViewController: UICollectionViewDelegateFlowLayout {
    private var spacing: CGFloat { 12 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let columns = CGFloat(Self.sections[indexPath.section].columns)
        let available = collectionView.bounds.width - 2 * 16 - (columns - 1) * spacing
        let width = (available / columns).rounded(.down)
        return CGSize(width: width, height: columns == 2 ? width * 0.8 : width + 36)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 8, left: 16, bottom: 24, right: 16)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { spacing }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { spacing }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}

/// A person: a circle with their initials, their name and their role.
final class MemberCell: UICollectionViewCell {
    static let reuseIdentifier = "member"

    let avatar = UIView()
    let initialsLabel = UILabel()
    let nameLabel = UILabel()
    let roleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 10
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 2)
        avatar.layer.cornerRadius = 24
        initialsLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        initialsLabel.textColor = .white
        initialsLabel.textAlignment = .center
        nameLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        roleLabel.font = .systemFont(ofSize: 11)
        roleLabel.textColor = .secondaryLabel
        roleLabel.textAlignment = .center
        for view in [avatar, initialsLabel, nameLabel, roleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        avatar.addSubview(initialsLabel)
        contentView.addSubview(avatar)
        contentView.addSubview(nameLabel)
        contentView.addSubview(roleLabel)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            avatar.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            initialsLabel.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            roleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            roleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            roleLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 10).cgPath
    }

    func configure(with member: TeamMember) {
        avatar.backgroundColor = member.color
        initialsLabel.text = member.initials
        nameLabel.text = member.name
        roleLabel.text = member.role
    }
}

/// A section's title in small capitals, at the bottom of its header.
final class SectionTitleView: UICollectionReusableView {
    static let reuseIdentifier = "section-title"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
