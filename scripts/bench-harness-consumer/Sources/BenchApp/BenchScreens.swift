// The fixed set of screens and cells the benchmark draws.
import UIKit

/// One screen of the benchmark: a name and how to make its controller.
public struct BenchScreen: Sendable {
    public let name: String
    public let make: @MainActor @Sendable () -> UIViewController

    /// Every screen: lists and grids, each drawn at its whole content length, light and dark.
    public static let all: [BenchScreen] = [
        BenchScreen(name: "settings-inset") {
            SettingsListViewController(appearance: .insetGrouped, sections: 5, rowsPerSection: 8)
        },
        BenchScreen(name: "settings-grouped") {
            SettingsListViewController(appearance: .grouped, sections: 4, rowsPerSection: 10)
        },
        BenchScreen(name: "contacts") { ContactsListViewController(people: 40) },
        BenchScreen(name: "inbox") { InboxTableViewController(messages: 32) },
        BenchScreen(name: "tiles") { TileGridViewController(columns: 4, count: 96) },
        BenchScreen(name: "cards") { CardGridViewController(count: 56) },
    ]

    /// The screens a device shows at its size (`.image(on: .iPhone13)`).
    public static let onDevice: [BenchScreen] = all
}
