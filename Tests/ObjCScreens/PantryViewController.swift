// CellSnap's own test screen, written as iOS code is: an app whose delegate (`@UIApplicationMain`)
// loads the pantry from a JSON file of the main bundle, and a table of its shelves whose title and
// options come from a property list of the main bundle, found as on iOS with `Bundle.main` and
// `Bundle(for:)`, force-unwrapped as apps do.
import UIKit

struct Pantry: Decodable {
    struct Shelf: Decodable {
        var name: String
        var count: Int
    }
    var shelves: [Shelf]

    static func load() -> Pantry {
        let url = Bundle.main.url(forResource: "Pantry", withExtension: "json")!
        return try! JSONDecoder().decode(Pantry.self, from: Data(contentsOf: url))
    }

    /// The names of the app's JSON data files, listed as the app's settings screen lists them.
    static func dataFileNames() -> [String] {
        guard let urls = Bundle.main.urls(forResourcesWithExtension: "json", subdirectory: nil) else { return [] }
        return urls.map { $0.deletingPathExtension().lastPathComponent }.sorted()
    }
}

@UIApplicationMain
class PantryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    lazy var pantry = Pantry.load()
    private(set) var launched = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launched = true
        return true
    }
}

final class PantryViewController: UITableViewController {
    private var shelves: [Pantry.Shelf] = []
    private(set) var showsCounts = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let appDelegate = UIApplication.shared.delegate as! PantryAppDelegate
        shelves = appDelegate.pantry.shelves
        let path = Bundle(for: PantryViewController.self).path(forResource: "PantrySettings", ofType: "plist")!
        let settings = NSDictionary(contentsOfFile: path) as! [String: Any]
        title = settings["Title"] as? String
        showsCounts = settings["ShowsCounts"] as? Bool ?? false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shelf")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shelves.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Shelf", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shelves[indexPath.row].name
        content.secondaryText = showsCounts ? "\(shelves[indexPath.row].count)" : nil
        cell.contentConfiguration = content
        return cell
    }
}
