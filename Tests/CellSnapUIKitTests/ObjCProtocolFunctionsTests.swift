// `protocol_getMethodDescription` and `NSStringFromProtocol` for UIKit's protocols: the SDK's
// required methods apart from the optional ones, class methods and other protocols' methods absent.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct ObjCProtocolFunctionsTests {
    /// (protocol, selector, required, instance) and whether a method is found.
    nonisolated(unsafe) static let cases: [(Protocol, String, Bool, Bool, Bool)] = [
        (UITableViewDataSource.self, "tableView:cellForRowAt:", true, true, true),
        (UITableViewDataSource.self, "tableView:cellForRowAt:", false, true, false),
        (UITableViewDataSource.self, "numberOfSectionsIn:", false, true, true),
        (UITableViewDataSource.self, "numberOfSectionsIn:", true, true, false),
        (UITableViewDataSource.self, "numberOfSectionsIn:", false, false, false),
        (UITableViewDataSource.self, "tableView:heightForRowAt:", false, true, false),
        (UITableViewDelegate.self, "tableView:heightForRowAt:", false, true, true),
        (UICollectionViewDataSource.self, "collectionView:numberOfItemsInSection:", true, true, true),
        (UICollectionViewDelegateFlowLayout.self, "collectionView:layout:sizeForItemAt:", false, true, true),
        (UIScrollViewDelegate.self, "scrollViewDidScroll:", false, true, true),
        (UIView.self, "layoutSubviews", false, true, false),
    ]

    @Test(arguments: 0..<cases.count) func methodDescriptions(index: Int) {
        let (proto, name, required, instance, found) = Self.cases[index]
        let description = protocol_getMethodDescription(proto, Selector(name), required, instance)
        #expect((description.name != nil) == found, "\(proto) \(name) required: \(required)")
        #expect(description.name.map { "\($0)" } == (found ? name : nil))
        #expect(description.types == nil)
    }

    @Test func protocolNames() {
        #expect(NSStringFromProtocol(UITableViewDelegate.self) == "UITableViewDelegate")
        #expect(NSStringFromProtocol(UICollectionViewDataSource.self) == "UICollectionViewDataSource")
    }
}
