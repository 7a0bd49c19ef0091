// The factories the adapter registers for construction through a metatype value: one for each of
// UIKit's dynamically dispatched initialisers a class declares or inherits by Swift's rules.
import ObjCAdaptation
import Testing

/// Each class of a module, and the initialisers it is registered with (`init` for `init()`).
@Test func initializerFactoriesFollowSwiftsInheritanceRules() {
    let source = """
        import UIKit
        class PlainCell: UICollectionViewCell {}
        class OwnInitCell: UICollectionViewCell {
            init(model: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
        }
        class OverridingCell: UICollectionViewCell {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        class ConvenienceCell: OverridingCell {
            convenience init(model: Int) { self.init(frame: .zero) }
        }
        class Row: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { nil }
        }
        class Header: UITableViewHeaderFooterView {}
        class ModelScreen: UIViewController {
            init(model: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        class PlainScreen: UIViewController {}
        class Layout: UICollectionViewFlowLayout {}
        class Generic<T>: UIView {}
        class Model { init() {} }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Classes.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let registrations = output.files[0].split(separator: "\n").compactMap { line -> String? in
        guard let range = line.firstRange(of: "SelectorTable.registerInitializer(for: ") else { return nil }
        let rest = line[range.upperBound...]
        let name = rest.prefix { $0 != "." }
        let selector = rest.split(separator: "\"").dropFirst().first.map(String.init) ?? "init"
        return "\(name) \(selector)"
    }
    #expect(
        registrations == [
            "PlainCell init", "PlainCell initWithFrame:",
            "OverridingCell init", "OverridingCell initWithFrame:",
            "ConvenienceCell init", "ConvenienceCell initWithFrame:",
            "Row initWithStyle:reuseIdentifier:",
            "Header initWithReuseIdentifier:",
            "PlainScreen init", "PlainScreen initWithNibName:bundle:",
            "Layout init",
            "Model init",
        ])
    #expect(
        output.files[0].contains(
            #"SelectorTable.registerInitializer(for: Row.self, "initWithStyle:reuseIdentifier:") { arguments in try Row(style: arguments.value(0), reuseIdentifier: arguments.value(1)) }"#
        ))
}
