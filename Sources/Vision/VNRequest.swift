import CoreGraphics
import Foundation

/// What a request calls when it finishes: the request, and the error if it failed.
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// An image-analysis request, as Vision's `VNRequest`. A handler performs it; on Linux every
/// perform refuses it (``VNImageRequestHandler/perform(_:)``), so ``results`` stays `nil`.
open class VNRequest: NSObject, NSCopying {
    /// The closure the request calls when it finishes or fails.
    public let completionHandler: VNRequestCompletionHandler?
    /// The observations of the last perform (`nil` before one, and after a failed one).
    open internal(set) var results: [VNObservation]?
    /// Whether the request may run at background priority. No visible effect: nothing runs on Linux.
    open var preferBackgroundProcessing = false
    /// Whether the request runs on the CPU only. No visible effect: nothing runs on Linux.
    @available(*, deprecated, message: "Use setComputeDevice(_:for:) on iOS")
    open var usesCPUOnly = false
    /// The revision of the algorithm the request asks for (the class's ``defaultRevision``).
    open var revision: Int

    /// A request that calls `completionHandler` when it finishes.
    public init(completionHandler: VNRequestCompletionHandler? = nil) {
        self.completionHandler = completionHandler
        revision = Self.defaultRevision
        super.init()
    }

    /// The revisions this class supports: revision 1 (CellSnap keeps one revision for every request).
    open class var supportedRevisions: IndexSet { IndexSet(integer: 1) }
    /// The revision a new request asks for: 1.
    open class var defaultRevision: Int { 1 }
    /// The newest revision: 1.
    open class var currentRevision: Int { 1 }

    /// Cancels the request. No visible effect: a request never runs on Linux.
    open func cancel() {}

    /// A copy with the same completion handler, revision and options.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = VNRequest(completionHandler: completionHandler)
        copy.revision = revision
        copy.preferBackgroundProcessing = preferBackgroundProcessing
        return copy
    }

    /// The name a refusal gives this request (its class's name).
    var cellSnapName: String { String(describing: type(of: self)) }

    /// Records a failed perform: no results, and the completion handler told `error`.
    func cellSnapFail(with error: NSError) {
        results = nil
        completionHandler?(self, error)
    }
}

/// A request that analyses an image, as Vision's `VNImageBasedRequest`.
open class VNImageBasedRequest: VNRequest {
    /// The part of the image to analyse, in normalized coordinates (the whole image by default).
    /// A perform refuses a region outside the unit square with `VNErrorCode.invalidArgument`.
    open var regionOfInterest = VNNormalizedIdentityRect
}
