// What a fourth sweep of public apps' code found missing: Core Foundation's type identifiers (a
// JSON `true` told from a `1`), key-value coding of a JSON object reached through `AnyObject` (in
// the form the adapter writes), `prepareForInterfaceBuilder()` on a bar item, and what Alamofire's
// Apple branch reads: BSD's socket address lengths, a promised item's reachability and a
// download's resume-data key.
import CellSnapCoreFoundation
import Foundation
import FoundationNetworking
import SystemConfiguration
import Testing
import UIKit

/// A designable bar item, as an app's `@IBDesignable` subclass overrides NSObject's method.
private final class BarLabelItem: UIBarButtonItem {
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        title = "Label"
    }
}

@MainActor @Suite struct FourthSweepGapsTests {
    @Test func coreFoundationTellsBooleansFromNumbers() throws {
        let data = Data(#"{"on": true, "count": 1, "ratio": 0.5, "name": "x", "tags": [], "none": null}"#.utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let ids = ["on", "count", "ratio", "name", "tags", "none"].map { CFGetTypeID(json[$0]! as CFTypeRef) }
        #expect(
            ids == [
                CFBooleanGetTypeID(), CFNumberGetTypeID(), CFNumberGetTypeID(), CFStringGetTypeID(),
                CFArrayGetTypeID(), CFNullGetTypeID(),
            ])
        #expect(CFGetTypeID(kCFBooleanTrue) == CFBooleanGetTypeID())
        #expect(CFGetTypeID(NSNumber(value: Int8(1))) == CFNumberGetTypeID())
        #expect(CFGetTypeID(json as CFTypeRef) == CFDictionaryGetTypeID())
        #expect(CFGetTypeID(UIView()) == 0)
    }

    /// `(json as AnyObject).value(forKeyPath:)` as the adapter writes it reads a nested value.
    @Test func aJSONObjectsKeyPathThroughAnyObject() throws {
        let data = Data(#"{"data": {"items": [1, 2], "owner": {"name": "Ada"}}}"#.utf8)
        let json = try JSONSerialization.jsonObject(with: data)
        let items = ((json as AnyObject) as? NSObject)?.value(forKeyPath: "data.items") as? [Int]
        #expect(items == [1, 2])
        #expect(((json as AnyObject) as? NSObject)?.value(forKeyPath: "data.owner.name") as? String == "Ada")
        #expect(((json as AnyObject) as? NSObject)?.value(forKeyPath: "data.missing") == nil)
    }

    @Test func aBarItemsInterfaceBuilderPreparation() {
        let item = BarLabelItem()
        item.prepareForInterfaceBuilder()
        #expect(item.title == "Label")
    }

    @Test func whatAlamofiresAppleBranchReads() throws {
        var zero = sockaddr()
        zero.sa_len = 1
        zero.sa_family = sa_family_t(AF_INET)
        #expect(zero.sa_len == 16 && sockaddr_in().sin_len == 16 && sockaddr_in6().sin6_len == 28)
        #expect(SCNetworkReachabilityCreateWithAddress(nil, &zero) != nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-promised-\(getpid())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try file.checkPromisedItemIsReachable())
        #expect(throws: (any Error).self) { try file.appendingPathExtension("gone").checkPromisedItemIsReachable() }
        #expect(NSURLSessionDownloadTaskResumeData == "NSURLSessionDownloadTaskResumeData")
    }
}
