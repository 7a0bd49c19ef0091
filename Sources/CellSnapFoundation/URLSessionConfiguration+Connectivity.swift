import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionConfiguration {
    nonisolated(unsafe) private static var waitsForConnectivityKey: UInt8 = 0

    /// Apple's `waitsForConnectivity`, which an app sets (`configuration.waitsForConnectivity =
    /// true`) and Linux's FoundationNetworking declares unavailable: the Objective-C adapter writes
    /// the app's uses of it as this property, which keeps what the app sets (`false` until then,
    /// Apple's default).
    ///
    /// No visible effect: a snapshot test's sessions wait for no network.
    public var cellSnapWaitsForConnectivity: Bool {
        get { objc_getAssociatedObject(self, &Self.waitsForConnectivityKey) as? Bool ?? false }
        set {
            objc_setAssociatedObject(self, &Self.waitsForConnectivityKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
