import CellSnapUIKit
import CoreLocation
import Foundation

/// A completion of a partial query, as MapKit's `MKLocalSearchCompletion` (made by MapKit's
/// servers only, so never on Linux).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    public let title: String
    public let subtitle: String
    public let titleHighlightRanges: [NSValue]
    public let subtitleHighlightRanges: [NSValue]

    init(title: String, subtitle: String) {
        (self.title, self.subtitle, titleHighlightRanges, subtitleHighlightRanges) = (title, subtitle, [], [])
        super.init()
    }
}

/// Completes partial queries as a person types, as MapKit's `MKLocalSearchCompleter`. Completions
/// come from Apple's servers, which CellSnap cannot reach: setting a non-empty ``queryFragment``
/// tells the delegate `completer(_:didFailWithError:)` with `MKError.serverFailure` naming the
/// query, on the main queue, and ``results`` stay empty.
@preconcurrency @MainActor open class MKLocalSearchCompleter: NSObject {
    /// The kinds of completion, as `MKLocalSearchCompleter.ResultType`.
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }

    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The text typed so far; a non-empty one is refused through the delegate.
    open var queryFragment = "" {
        didSet {
            guard !queryFragment.isEmpty, queryFragment != oldValue else { return }
            let error = MKError.noNetwork("MKLocalSearchCompleter(queryFragment: \"\(queryFragment)\")")
            DispatchQueue.main.async { [self] in delegate?.completer(self, didFailWithError: error) }
        }
    }
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Empty: no completion comes without Apple's servers.
    open var results: [MKLocalSearchCompletion] { [] }
    /// False: nothing is searched.
    open var isSearching: Bool { false }

    public override init() { super.init() }

    /// No visible effect: nothing is searched.
    open func cancel() {}
}

/// What a completer tells its delegate, as `MKLocalSearchCompleterDelegate` (both optional).
@preconcurrency @MainActor public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

extension MKLocalSearch.Request {
    /// A search for `completion`'s place (its title and subtitle as the query).
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init(
            naturalLanguageQuery: [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: ", ")
        )
    }
}
