// The factories the adapter registers for construction through a metatype value: one for each of
// UIKit's dynamically dispatched initialisers a class declares or inherits by Swift's rules.
import ObjCAdaptation
import Testing

/// Each class of a module, and the initialisers it is registered with (`init` for `init()`); a
/// `private` or unavailable initialiser is not, nor is a subclass that inherits it (the
/// registration, at file scope, cannot call it), a `fileprivate` one is. A class with a stored
/// property that has no value and no initialiser of its own inherits none (a `Decodable` one has
/// only `init(from:)`); optional, lazy, static, computed and `@NSManaged` properties do not count.
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
        class Store: NSObject { private override init() { super.init() } }
        class Retired: NSObject { @available(*, unavailable) override init() { fatalError() } }
        class RetiredChild: Retired {}
        class FileStore: NSObject { fileprivate override init() { super.init() } }
        class Movie: NSObject, Codable {
            let title: String
            var rating: Int?
        }
        class Sequel: Movie {}
        class Tag: NSObject {
            var name = ""
            var note: String?
            @IBOutlet weak var label: UILabel!
            lazy var width: Int = name.count
            static let shared = Tag()
            var isEmpty: Bool { name.isEmpty }
            var count: Int = 0 { didSet { name = "changed" } }
            @NSManaged var stored: String
        }
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
            "FileStore init",
            "Tag init",
        ])
    #expect(
        output.files[0].contains(
            #"SelectorTable.registerInitializer(for: Row.self, "initWithStyle:reuseIdentifier:") { arguments in try Row(style: arguments.value(0), reuseIdentifier: arguments.value(1)) }"#
        ))
}

/// A reusable view that does not inherit CellSnapUIKit's required `init(cellSnapFrame:)` (it declares
/// initialisers of its own and not all of its superclass's designated ones) gets it, made with
/// `init(frame:)` when it has one and stopping with a message otherwise; one that inherits it
/// (no initialisers of its own, or `init(frame:)` and `init?(coder:)` overridden) gets nothing.
@Test func reusableViewsGetTheRequiredFrameInitializerTheyDoNotInherit() {
    let source = """
        import UIKit
        class StoryboardCell: UICollectionViewCell {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class ModelHeader: UICollectionReusableView {
            init(model: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
        }
        open class FrameCell: UICollectionViewCell {
            override init(frame: CGRect) { super.init(frame: frame) }
            required public init?(coder: NSCoder) { nil }
        }
        class PlainCell: StoryboardCell {}
        class Badge: UIView {
            init(count: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Cells.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let lines = output.files[0].split(separator: "\n").map(String.init)
    let trap = #"fatalError("\(Self.self) has no init(frame:): it cannot be made from its class, on iOS either")"#
    #expect(
        lines.filter { $0.contains("init(cellSnapFrame") } == [
            "required convenience init(cellSnapFrame frame: CGRect) { \(trap) } }",
            "required convenience init(cellSnapFrame frame: CGRect) { \(trap) } }",
        ])
}

/// Table cells, headers and footers that do not inherit CellSnapUIKit's required
/// `init(cellSnapReuseIdentifier:)` (a cell made from its model, as form libraries make theirs) get
/// it, made with UIKit's initialiser when the class has it and stopping with a message otherwise;
/// one that overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, or declares no
/// initialiser, inherits it and gets nothing.
@Test func tableCellsGetTheRequiredReuseIdentifierInitializerTheyDoNotInherit() {
    let source = """
        import UIKit
        final class ModelCell: UITableViewCell {
            init(model: String) { super.init(style: .value1, reuseIdentifier: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class StyledCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            init(title: String) { super.init(style: .default, reuseIdentifier: nil) }
            required init?(coder: NSCoder) { nil }
        }
        class TitleHeader: UITableViewHeaderFooterView {
            init(title: String) { super.init(reuseIdentifier: nil) }
            required init?(coder: NSCoder) { nil }
        }
        class PlainCell: UITableViewCell {}
        class ModelSubcell: StyledCell {
            init(count: Int) { super.init(title: "") }
            required init?(coder: NSCoder) { nil }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Cells.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let lines = output.files[0].split(separator: "\n").map(String.init)
    func trap(_ name: String) -> String {
        #"fatalError("\(Self.self) has no "# + name + #": it cannot be made from its class, on iOS either")"#
    }
    #expect(
        lines.filter { $0.contains("init(cellSnapReuseIdentifier") } == [
            "required convenience init(cellSnapReuseIdentifier reuseIdentifier: String?) { \(trap("init(style:reuseIdentifier:)")) } }",
            "required convenience init(cellSnapReuseIdentifier reuseIdentifier: String?) { \(trap("init(reuseIdentifier:)")) } }",
            "required convenience init(cellSnapReuseIdentifier reuseIdentifier: String?) { \(trap("init(style:reuseIdentifier:)")) } }",
        ])
}

/// UIKit's views with designated initialisers of their own (`UIImageView(image:)`,
/// `UISegmentedControl(items:)`, `UIActivityIndicatorView(style:)`): a subclass that overrides only
/// `init(frame:)` and `init?(coder:)` does not inherit `init()`, as with the SDK, so none is
/// registered for it; one that declares no initialiser inherits them all.
@Test func viewsWithOwnDesignatedInitializersKeepSwiftsInheritanceRules() {
    let source = """
        import UIKit
        class Avatar: UIImageView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        class PlainAvatar: UIImageView {}
        class Filter: UISegmentedControl {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        class Spinner: UIActivityIndicatorView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        class Badge: UILabel {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Views.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let registrations = output.files[0].split(separator: "\n").compactMap { line -> String? in
        guard let range = line.firstRange(of: "SelectorTable.registerInitializer(for: ") else { return nil }
        let rest = line[range.upperBound...]
        let selector = rest.split(separator: "\"").dropFirst().first.map(String.init) ?? "init"
        return "\(rest.prefix { $0 != "." }) \(selector)"
    }
    #expect(
        registrations == [
            "Avatar initWithFrame:",
            "PlainAvatar init", "PlainAvatar initWithFrame:",
            "Filter initWithFrame:",
            "Spinner initWithFrame:",
            "Badge init", "Badge initWithFrame:",
        ])
}

/// A layer class that declares designated initialisers of its own, none of them `init()`, gets
/// the `required init()` it does not inherit from CellSnapUIKit's `CALayer`, stopping with a
/// message; one that overrides `init()`, or declares no initialiser, gets nothing.
@Test func layerClassesGetTheRequiredInitTheyDoNotInherit() {
    let source = """
        import UIKit
        final class DotLayer: CALayer {
            init(color: UIColor) { super.init() }
            required init?(coder: NSCoder) { nil }
        }
        open class RingLayer: CAShapeLayer {
            public init(width: CGFloat) { super.init() }
            required public init?(coder: NSCoder) { nil }
        }
        class PlainLayer: CAGradientLayer {}
        class SetUpLayer: CALayer {
            override init() { super.init() }
            required init?(coder: NSCoder) { nil }
        }
        class Dot: UIView {
            init(color: UIColor) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Layers.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let lines = output.files[0].split(separator: "\n").map(String.init)
    let trap = #"fatalError("\(Self.self) has no init(): it cannot be made from its class, on iOS either")"#
    #expect(
        lines.filter { $0.contains("required init() {") } == [
            "required init() { \(trap) } }",
            "public required init() { \(trap) } }",
            "    required init() { super.init() }",
        ])
}

/// A managed object class with a designated initialiser of its own (a Decodable managed object's
/// `required init(from:)`) gets Core Data's `required init(entity:insertInto:)`, through `super`;
/// one that declares it, one with no initialiser, or one with a stored property it would leave
/// unset, gets nothing.
@Test func managedObjectClassesGetTheRequiredInitTheyDoNotInherit() {
    let source = """
        import CoreData
        final class Job: NSManagedObject, Decodable {
            @NSManaged var title: String
            required init(from decoder: Decoder) throws {
                super.init(entity: NSEntityDescription(), insertInto: nil)
            }
        }
        public class Tag: NSManagedObject {
            public init(name: String, context: NSManagedObjectContext) { super.init(entity: NSEntityDescription(), insertInto: context) }
        }
        class Plain: NSManagedObject {}
        class Own: NSManagedObject {
            init(x: Int) { super.init(entity: NSEntityDescription(), insertInto: nil) }
            required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) }
        }
        class Counted: NSManagedObject {
            let count: Int
            init(count: Int) { self.count = count; super.init(entity: NSEntityDescription(), insertInto: nil) }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Model.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let added = output.files[0].split(separator: "\n").filter {
        $0.contains("{ super.init(entity: entity, insertInto: context) }")
    }
    #expect(
        added.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) } }",
            "public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) } }",
            "required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) }",
        ])
}

/// A session mock without initialisers of its own gets `init()`, which iOS's `URLSession` inherits
/// from `NSObject` and Linux's does not have; one with an initialiser of its own gets nothing.
@Test func sessionSubclassesGetTheInitIOSInherits() {
    let source = """
        import Foundation
        final class MockURLSession: URLSession {
            var data: Data?
        }
        public class PublicMock: URLSession {}
        class ConfiguredMock: URLSession {
            init(tag: Int) { super.init(configuration: .ephemeral, delegate: nil, delegateQueue: nil) }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Mocks.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let added = output.files[0].split(separator: "\n").filter { $0.contains("delegate: nil, delegateQueue: nil) }") }
    #expect(
        added.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "init() { super.init(configuration: .default, delegate: nil, delegateQueue: nil) } }",
            "public class PublicMock: URLSession {public init() { super.init(configuration: .default, delegate: nil, delegateQueue: nil) } }",
            "init(tag: Int) { super.init(configuration: .ephemeral, delegate: nil, delegateQueue: nil) }",
        ])
}

/// A class kept under an old name as `@available(*, unavailable, renamed:)` gets no selector
/// table or initialisers: nothing outside it can name it.
@Test func anUnavailableClassGetsNoRegistrations() {
    let source = """
        import UIKit
        @available(*, unavailable, renamed: "DayCell")
        open class OldDayCell: UICollectionViewCell { @objc func tap() {} }
        open class DayCell: UICollectionViewCell { @objc func tap() {} }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Cells.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    #expect(!output.files[0].contains("OldDayCell.self") && output.files[0].contains("DayCell.self"))
}
