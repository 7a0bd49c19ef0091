// CellSnap's own test code, written as iOS code is: a pager view that registers cells by class
// or by nib under overloads of one name (as FSPagerView's does), overloads that differ in labels,
// arity and a closure, an `inout` parameter; a number formatter that parses with
// `getObjectValue(_:for:range:)`, and a settings object that answers undefined keys.
import UIKit

final class PagerRegistry: UIView {
    private(set) var log: [String] = []

    @objc(registerClass:forCellWithReuseIdentifier:)
    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        log.append("class \(cellClass.map { "\($0)" } ?? "nil") as \(identifier)")
    }

    @objc(registerNib:forCellWithReuseIdentifier:)
    func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        log.append("nib \(nib == nil ? "nil" : "given") as \(identifier)")
    }

    @objc func scroll(to index: Int) { log.append("scroll to \(index)") }
    @objc func scroll(to index: Int, animated: Bool) { log.append("scroll to \(index) animated \(animated)") }
    @objc func scroll(toItem item: Int) { log.append("scroll to item \(item)") }
    @objc func reload(completion: @escaping (Bool) -> Void) {
        log.append("reload")
        completion(true)
    }
    @objc func highlight(_ view: UIView!) { log.append("highlight \(view == nil ? "nothing" : "a view")") }
    @objcMembers final class Counter: NSObject {
        func advance(_ index: inout Int, by step: Int) { index += step }
    }
}

/// Parses "1234" as 12.34, as a currency field that types its cents does.
final class CentsFormatter: NumberFormatter {
    override init() {
        super.init()
        minimumFractionDigits = 2
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func getObjectValue(
        _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
        range rangep: UnsafeMutablePointer<NSRange>?
    ) throws {
        let digits = string.filter(\.isNumber)
        guard let cents = Double(digits) else { throw CocoaError(.formatting) }
        obj?.pointee = NSNumber(value: cents / 100)
    }
}

/// Settings that keep keys they have no property for in a dictionary.
final class LooseSettings: NSObject {
    @objc var name = "Default"
    private(set) var extra: [String: Any] = [:]

    override func value(forUndefinedKey key: String) -> Any? { extra[key] }
    override func setValue(_ value: Any?, forUndefinedKey key: String) { extra[key] = value }
}
