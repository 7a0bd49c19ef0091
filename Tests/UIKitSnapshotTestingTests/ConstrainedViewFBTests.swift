// iOSSnapshotTestCase's verification of a view of no frame that its own constraints size (a
// common container for self-sizing cells): it is drawn at the size its constraints ask for.
import FBSnapshotTestCase

final class ConstrainedViewFBTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testAViewSizedByItsOwnConstraints() {
        let container = UIView(frame: .zero)
        container.backgroundColor = .systemBlue
        container.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = "Sized by constraints"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            container.widthAnchor.constraint(equalToConstant: 240),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
            container.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
        ])
        FBSnapshotVerifyView(container)
    }
}
