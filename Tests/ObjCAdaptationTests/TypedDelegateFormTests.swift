// A table view's and a collection view's `delegate` override: UIKit types it as the view's own
// delegate, which Swift cannot redeclare; the adapter makes it an override of CellSnap's typed
// property and `super.delegate` a use of it.
import ObjCAdaptation
import Testing

/// Subclasses of UITableView (directly, through another class of the module and through an
/// extension) and of UICollectionView override `delegate` with UIKit's type and use
/// `super.delegate`; a scroll view's override and another class's `super.delegate` stay.
@Test func typedDelegateOverridesBecomeOverridesOfTheTypedProperty() {
    let source = """
        import UIKit
        class ExpandingTable: UITableView {
            private weak var outer: UITableViewDelegate?
            override var delegate: UITableViewDelegate? {
                get { return outer }
                set { outer = newValue; super.delegate = self as? UITableViewDelegate }
            }
        }
        final class NotesTable: ExpandingTable {
            weak override var delegate: (any UIKit.UITableViewDelegate)? { didSet { reloadData() } }
        }
        extension NotesTable {
            func reset() { super.delegate = nil }
        }
        open class Grid: UICollectionView {
            open override var delegate: UICollectionViewDelegate? { didSet { reloadData() } }
            func reset() { super.delegate = nil }
        }
        class Pager: UIScrollView {
            override var delegate: UIScrollViewDelegate? { didSet { super.delegate = nil } }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Tables.swift", text: source)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    let adapted = output.files[0].components(separatedBy: "#sourceLocation()")[0]
    #expect(
        adapted == """
            #sourceLocation(file: "/app/Tables.swift", line: 1)
            import UIKit
            class ExpandingTable: UITableView {
                private weak var outer: UITableViewDelegate?
                override var cellSnapTableViewDelegate: UITableViewDelegate? {
                    get { return outer }
                    set { outer = newValue; super.cellSnapTableViewDelegate = self as? UITableViewDelegate }
                }
            }
            final class NotesTable: ExpandingTable {
                weak override var cellSnapTableViewDelegate: (any UIKit.UITableViewDelegate)? { didSet { reloadData() } }
            }
            extension NotesTable {
                func reset() { super.cellSnapTableViewDelegate = nil }
            }
            open class Grid: UICollectionView {
                open override var cellSnapCollectionViewDelegate: UICollectionViewDelegate? { didSet { reloadData() } }
                func reset() { super.cellSnapCollectionViewDelegate = nil }
            }
            class Pager: UIScrollView {
                override var delegate: UIScrollViewDelegate? { didSet { super.delegate = nil } }
            }

            """)
}

/// A subclass of UITextView overrides `delegate` with UIKit's type (`UITextViewDelegate?`) and
/// uses `super.delegate`: both become the typed property's, as for a table view.
@Test func textViewDelegateOverrideBecomesAnOverrideOfTheTypedProperty() {
    let source = """
        import UIKit
        final class NoteView: UITextView {
            weak var owner: UITextViewDelegate?
            override var delegate: UITextViewDelegate? {
                get { owner }
                set { owner = newValue; super.delegate = self as? UITextViewDelegate }
            }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Notes.swift", text: source)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    let adapted = output.files[0].components(separatedBy: "#sourceLocation()")[0]
    #expect(
        adapted == """
            #sourceLocation(file: "/app/Notes.swift", line: 1)
            import UIKit
            final class NoteView: UITextView {
                weak var owner: UITextViewDelegate?
                override var cellSnapTextViewDelegate: UITextViewDelegate? {
                    get { owner }
                    set { owner = newValue; super.cellSnapTextViewDelegate = self as? UITextViewDelegate }
                }
            }

            """)
}
