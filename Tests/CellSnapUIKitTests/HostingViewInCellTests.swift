// A hosting controller's view pinned inside a table view cell, as apps host SwiftUI rows in
// UIKit lists: drawn at the frame Auto Layout gives it in the cell, not at the size the view had
// when the cell's views were captured (a hosting view is made at the screen's size).
import CellSnapUIKitTesting
import Foundation
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct HostingViewInCellTests {
    /// A 40 pt red square at the row's leading edge.
    struct Row: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40)
                Spacer()
            }
        }
    }

    final class HostCell: UITableViewCell {
        static var pinsToCellItself = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let host = UIHostingController(rootView: Row())
            host.view.translatesAutoresizingMaskIntoConstraints = false
            let parent: UIView = Self.pinsToCellItself ? self : contentView
            parent.addSubview(host.view)
            NSLayoutConstraint.activate([
                host.view.topAnchor.constraint(equalTo: parent.topAnchor),
                host.view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                host.view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                host.view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            HostCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// Each row's square is drawn whole at the row's leading edge: 120 x 120 device pixels at
    /// 3x, in columns 0-119 left to right and 1050-1169 right to left, the two 40 pt rows one
    /// below the other (no separators), whether the hosting view is pinned in the content view or
    /// in the cell itself.
    @Test(arguments: [
        (UITraitEnvironmentLayoutDirection.leftToRight, false), (.rightToLeft, false), (.leftToRight, true),
        (.rightToLeft, true),
    ])
    func aPinnedHostingViewDrawsItsRowInEachCell(direction: UITraitEnvironmentLayoutDirection, inCell: Bool) throws {
        HostCell.pinsToCellItself = inCell
        defer { HostCell.pinsToCellItself = false }
        let controller = Rows(style: .plain)
        controller.tableView.separatorStyle = .none
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let traits = UITraitCollection(layoutDirection: direction)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 390, traits: traits)
                .snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        let red = RGBA(red: 255, green: 59, blue: 48, alpha: 255)
        var columns = Set<Int>(), lines = Set<Int>(), count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] == red {
                columns.insert(x)
                lines.insert(y)
                count += 1
            }
        }
        let leading = direction == .leftToRight ? 0 : 1050
        #expect(columns == Set(leading..<leading + 120))
        #expect(lines == Set(0..<240) && count == 240 * 120)
    }
}
