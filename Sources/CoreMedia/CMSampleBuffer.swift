// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A sample of media and its timing, as Core Media's `CMSampleBuffer`: what a capture output hands
/// its delegate. On Linux no camera or decoder makes one (a capture output's delegate is never
/// called); a test makes one with `init(cellSnapImageBuffer:presentationTimeStamp:)`.
public final class CMSampleBuffer: Hashable, @unchecked Sendable {
    let imageBuffer: CVImageBuffer?
    let presentationTimeStamp: CMTime
    let duration: CMTime

    /// A sample of one video frame, `imageBuffer`, shown at `presentationTimeStamp` (Linux-only).
    public init(
        cellSnapImageBuffer imageBuffer: CVImageBuffer?, presentationTimeStamp: CMTime, duration: CMTime = .invalid
    ) {
        (self.imageBuffer, self.presentationTimeStamp, self.duration) = (imageBuffer, presentationTimeStamp, duration)
    }

    public static func == (left: CMSampleBuffer, right: CMSampleBuffer) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The frame of a video sample; `nil` for a sample without one.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { sbuf.imageBuffer }
/// When the sample is shown.
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.presentationTimeStamp }
/// How long the sample lasts (`.invalid` when unknown).
public func CMSampleBufferGetDuration(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.duration }
