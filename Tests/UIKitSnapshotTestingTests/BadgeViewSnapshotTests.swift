// A team's SwiftUI snapshot test file as it runs on iOS with swift-snapshot-testing 1.19: nothing
// in it knows about Linux. On Linux it compiles unchanged against CellSnap's SwiftUI module and
// records beside the iOS references: __Snapshots__/BadgeViewSnapshotTests/<test>.<n>.linux.png.
import SnapshotTesting
import SwiftUI
import Testing

struct BadgeView: View {
    let title: String
    let count: Int

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "bell")
            Text(title).fontWeight(.semibold)
            Text("\(count)")
                .font(.caption)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .foregroundColor(.white)
                .background(Capsule().fill(Color.red))
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

@MainActor
@Suite struct BadgeViewSnapshotTests {
    @Test func badgeAtItsSize() {
        assertSnapshot(of: BadgeView(title: "Alerts", count: 3), as: .image)
    }

    @Test func badgeInFixedFrame() {
        assertSnapshot(
            of: BadgeView(title: "Alerts", count: 12),
            as: .image(layout: .fixed(width: 320, height: 120), traits: .init(userInterfaceStyle: .dark)))
    }
}
