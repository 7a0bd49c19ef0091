import Foundation

/// A nib, as UIKit's `UINib`: an Interface Builder archive of views. CellSnap reads no nibs (their
/// compiled form exists only in an iOS build), so a nib keeps its name and loading it is an error
/// that names it: instantiating one returns no objects and refuses to draw its owner; a table or
/// collection view whose cells are registered by nib refuses to draw. Register the cell's class
/// instead, and build its views in code, to snapshot it on Linux.
///
/// ```swift
/// let nib = UINib(nibName: "ProfileCell", bundle: nil)
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
/// table.register(nib, forCellReuseIdentifier: "profile")   // drawing the table is an error naming the nib
/// print(nib.instantiate(withOwner: nil).isEmpty)            // true
/// ```
@preconcurrency @MainActor open class UINib: NSObject {
    /// Options for instantiating a nib (`UINib.OptionsKey.externalObjects`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects of the app that the nib refers to as its external objects.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// What the nib was made from, for the error that names it.
    let cellSnapName: String

    /// The nib of `name` in `bundle` (the main bundle when `nil`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        cellSnapName = "UINib(nibName: \"\(name)\")"
        super.init()
    }

    /// A nib from its archived data.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        cellSnapName = "UINib(data: \(data.count) bytes)"
        super.init()
    }

    /// The nib's top-level objects: none, as CellSnap reads no nibs. The owner, when it is a view or
    /// a view controller, refuses to draw with an error that names the nib; the reason is also
    /// written to standard error, as a test that takes `.first!` of the result stops there.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let error = cellSnapLoadingError(call: "\(cellSnapName).instantiate(withOwner:options:)")
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        (ownerOrNil as? UIView)?.cellSnapRefuseDrawing(error)
        if let controller = ownerOrNil as? UIViewController {
            controller.cellSnapNibError = controller.cellSnapNibError ?? error
            controller.viewIfLoaded?.cellSnapRefuseDrawing(error)
        }
        return []
    }

    /// The error of loading the nib through `call`.
    func cellSnapLoadingError(call: String) -> CellSnapUIKitError {
        CellSnapUIKitError(
            call: call,
            reason:
                "CellSnap reads no nibs or storyboards (their compiled form exists only in an iOS build); make the views in code, or register the cell's class instead of its nib"
        )
    }
}

extension Bundle {
    /// The top-level objects of the nib `name`: `nil`, as CellSnap reads no nibs (see
    /// ``UINib/instantiate(withOwner:options:)``, which this calls, for what happens to the owner).
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
        -> [Any]?
    {
        _ = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        return nil
    }
}

extension CellSnapUIKitError {
    /// The error of dequeuing, through `call`, a cell whose identifier was registered with `nib`.
    /// It is also written to standard error when made: app code usually casts the cell to its own
    /// class (`as! ProfileCell`), which traps on the plain cell CellSnap returns before the error
    /// can be reported, and the crash log then names the nib and the identifier.
    static func nibCell(call: String, nib: String, registration: String) -> CellSnapUIKitError {
        let error = CellSnapUIKitError(
            call: call,
            reason:
                "the identifier's cell is registered with \(nib), and CellSnap reads no nibs (their compiled form "
                + "exists only in an iOS build): the cell is a plain one, not the nib's class; register the cell's "
                + "class with \(registration) and build its views in code")
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return error
    }
}

extension UICollectionView {
    /// Registers a nib for cells of `identifier`: drawing the collection view is then an error that
    /// names the nib (CellSnap reads no nibs; register the cell's class).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return register(UICollectionViewCell.Type?.none, forCellWithReuseIdentifier: identifier) }
        register(UICollectionViewCell.Type?.none, forCellWithReuseIdentifier: identifier)
        cellNibs[identifier] = nib.cellSnapName
        pendingError =
            pendingError
            ?? nib.cellSnapLoadingError(
                call: "UICollectionView.register(\(nib.cellSnapName), forCellWithReuseIdentifier: \"\(identifier)\")")
    }

    /// Registers a nib for supplementary views: drawing the collection view is then an error that
    /// names the nib.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        guard let nib else {
            return register(
                UICollectionReusableView.Type?.none, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        pendingError =
            pendingError
            ?? nib.cellSnapLoadingError(
                call:
                    "UICollectionView.register(\(nib.cellSnapName), forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")"
            )
    }
}

extension UITableView {
    /// Registers a nib for cells of `identifier`: drawing the table is then an error that names
    /// the nib (CellSnap reads no nibs; register the cell's class).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return register(AnyClass?.none, forCellReuseIdentifier: identifier) }
        register(AnyClass?.none, forCellReuseIdentifier: identifier)
        cellNibs[identifier] = nib.cellSnapName
        pendingError =
            pendingError
            ?? nib.cellSnapLoadingError(
                call: "UITableView.register(\(nib.cellSnapName), forCellReuseIdentifier: \"\(identifier)\")")
    }

    /// Registers a nib for header and footer views: drawing the table is then an error that names
    /// the nib.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return register(AnyClass?.none, forHeaderFooterViewReuseIdentifier: identifier) }
        pendingError =
            pendingError
            ?? nib.cellSnapLoadingError(
                call:
                    "UITableView.register(\(nib.cellSnapName), forHeaderFooterViewReuseIdentifier: \"\(identifier)\")")
    }
}
