// A plain view of the team's own: a coloured header and rows of labels placed by frames, as an
// iOSSnapshotTestCase test verifies a view.
import UIKit

/// A receipt: a header with a title, then one row a line, each a name and an amount.
public final class ReceiptView: UIView {
    private let header = UIView()
    private let title = UILabel()
    private var rows: [(name: UILabel, amount: UILabel)] = []

    public init(lines: Int, tint: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        backgroundColor = .systemBackground
        header.backgroundColor = tint
        title.text = "Receipt"
        title.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        title.textColor = .white
        addSubview(header)
        header.addSubview(title)
        for line in 0..<lines {
            let name = UILabel(), amount = UILabel()
            name.text = "Item \(line + 1)"
            amount.text = "\(line * 17 % 90 + 10).\(line * 7 % 10)0 €"
            amount.textAlignment = .right
            amount.textColor = .secondaryLabel
            addSubview(name)
            addSubview(amount)
            rows.append((name, amount))
        }
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 120)
        title.frame = CGRect(x: 20, y: 60, width: bounds.width - 40, height: 44)
        for (index, row) in rows.enumerated() {
            let y = 140 + CGFloat(index) * 32
            row.name.frame = CGRect(x: 20, y: y, width: 200, height: 24)
            row.amount.frame = CGRect(x: bounds.width - 140, y: y, width: 120, height: 24)
        }
    }
}
