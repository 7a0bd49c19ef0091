import Foundation

extension NSObject {
    /// The class an archiver records for instances of this class: the class itself, as
    /// Objective-C's `+classForCoder` answers for classes that do not substitute another (Foundation
    /// on Linux has only the instance property). iOS code registers URL protocols with it:
    /// `configuration.protocolClasses = [StubProtocol.classForCoder()]`.
    public class func classForCoder() -> AnyClass { self }
}
