import CellSnapUIKit
import CoreImage
import Foundation

/// How a video's frames are put together, as AVFoundation's `AVVideoComposition`. CellSnap
/// decodes no video, so no frame is ever composed: a composition keeps what it is given, and the
/// Core Image handler of ``init(asset:applyingCIFiltersWithHandler:)`` is never called (an export
/// or player item that uses the composition fails or stays before its first frame, as their
/// classes say).
open class AVVideoComposition: NSObject, @unchecked Sendable {
    /// The time between frames: 1/30 s unless set.
    open fileprivate(set) var frameDuration = CMTime(value: 1, timescale: 30)
    /// The size frames are rendered at: zero, as the asset's tracks are not known.
    open fileprivate(set) var renderSize = CGSize.zero
    /// The scale frames are rendered at.
    open fileprivate(set) var renderScale: Float = 1
    /// The handler a Core Image composition applies to each frame (never called here).
    let filterHandler: (@Sendable (AVAsynchronousCIImageFilteringRequest) -> Void)?

    /// An empty composition.
    public override init() {
        filterHandler = nil
        super.init()
    }

    /// A composition that hands each frame of `asset` to `applier` as a Core Image image.
    public init(
        asset: AVAsset,
        applyingCIFiltersWithHandler applier: @escaping @Sendable (AVAsynchronousCIImageFilteringRequest) -> Void
    ) {
        filterHandler = applier
        super.init()
    }

    /// A composition with the properties `asset`'s tracks suggest: the defaults, as they are not known.
    public init(propertiesOf asset: AVAsset) {
        filterHandler = nil
        super.init()
    }
}

/// A composition whose properties can be set, as AVFoundation's `AVMutableVideoComposition`.
open class AVMutableVideoComposition: AVVideoComposition, @unchecked Sendable {
    /// The time between frames.
    open override var frameDuration: CMTime {
        get { super.frameDuration }
        set { super.frameDuration = newValue }
    }
    /// The size frames are rendered at.
    open override var renderSize: CGSize {
        get { super.renderSize }
        set { super.renderSize = newValue }
    }
    /// The scale frames are rendered at.
    open override var renderScale: Float {
        get { super.renderScale }
        set { super.renderScale = newValue }
    }
}

/// One frame handed to a Core Image composition's handler, as AVFoundation's
/// `AVAsynchronousCIImageFilteringRequest`. CellSnap decodes no frame, so it makes none (see
/// ``AVVideoComposition``); the class is here so that a handler compiles.
open class AVAsynchronousCIImageFilteringRequest: NSObject, @unchecked Sendable {
    /// The frame.
    public let sourceImage: CIImage
    /// The frame's time in the composition.
    public let compositionTime: CMTime
    /// The size the frame is rendered at.
    public let renderSize: CGSize

    init(sourceImage: CIImage, compositionTime: CMTime, renderSize: CGSize) {
        (self.sourceImage, self.compositionTime, self.renderSize) = (sourceImage, compositionTime, renderSize)
        super.init()
    }

    /// Finishes with the filtered frame.
    open func finish(with filteredImage: CIImage, context: CIContext?) {}

    /// Finishes with an error.
    open func finish(with error: any Error) {}
}
