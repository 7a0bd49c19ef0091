import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Apple's Foundation declares `URLSession`'s async methods twice: without a delegate (iOS 13, back
// deployed) and with `delegate: (any URLSessionTaskDelegate)? = nil` (iOS 15). Linux's Foundation
// declares only the second form. A call compiles with either, but a protocol that an app declares
// with the first form's exact signature (to put a mock in `URLSession`'s place) is only satisfied
// by a method of that signature: `extension URLSession: Networking {}` stops on Linux. These are
// the first form, each doing what Apple's does: the same transfer as the delegate form without
// a delegate (`file:` URLs and other schemes Linux's URLSession does not load throw its
// `URLError(.unsupportedURL)`).

extension URLSession {
    /// Loads the data of `request`, as `data(for:delegate:)` with no delegate.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// Loads the data at `url`, as `data(from:delegate:)` with no delegate.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// Uploads `bodyData` with `request`, as `upload(for:from:delegate:)` with no delegate.
    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: bodyData, delegate: nil)
    }

    /// Uploads the file at `fileURL` with `request`, as `upload(for:fromFile:delegate:)` with no
    /// delegate.
    public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
        try await upload(for: request, fromFile: fileURL, delegate: nil)
    }

    /// Downloads `request` to a file, as `download(for:delegate:)` with no delegate.
    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        try await download(for: request, delegate: nil)
    }

    /// Downloads `url` to a file, as `download(from:delegate:)` with no delegate.
    public func download(from url: URL) async throws -> (URL, URLResponse) {
        try await download(from: url, delegate: nil)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of a failed download's error's user info under which its resume data is, as
/// Foundation's `NSURLSessionDownloadTaskResumeData` (which Linux's Foundation lacks). Linux's
/// URLSession keeps no resume data, so an error never has it: apps read it as optional.
public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"
