// What a second sweep of public apps' code found missing: members apps made with the SDK's
// inherited or convenience initialisers, a layout guide subclass observing its owner, the
// attachment of an item's point off its centre, MacTypes' `noErr`, and Core Foundation's
// look-ups by pointer of ImageIO's GIF keys, as the widely copied GIF loader makes them.
import CoreLocation
import Foundation
import ImageIO
import Security
import Testing
import UIKit

/// A guide that pins itself when it is added, as keyboard-guide libraries do.
private final class PinnedGuide: UILayoutGuide {
    var owners: [UIView?] = []
    override var owningView: UIView? {
        didSet { owners.append(owningView) }
    }
}

@MainActor @Suite struct SecondSweepGapsTests {
    @Test func inheritedInitialisersMakeEmptyValues() {
        let location = CLLocation()
        #expect(location.coordinate.latitude == 0 && location.coordinate.longitude == 0)
        let storage = NSTextStorage()
        #expect(storage.length == 0 && storage.layoutManagers.isEmpty)
        storage.append(NSAttributedString(string: "Hi"))
        #expect(storage.string == "Hi")
    }

    @Test func aGuideSubclassSeesItsOwningViewSet() {
        let view = UIView()
        let guide = PinnedGuide()
        view.addLayoutGuide(guide)
        #expect(guide.owners.count == 1 && guide.owners.first! === view && guide.owningView === view)
    }

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func anAttachmentOffTheCentreMeasuresFromThatPoint(direction: UIUserInterfaceLayoutDirection) {
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let other = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        let offset = UIOffset(horizontal: direction == .leftToRight ? 20 : -20, vertical: 0)
        let anchored = UIAttachmentBehavior(
            item: item, offsetFromCenter: offset, attachedToAnchor: CGPoint(x: 20, y: 60))
        #expect(anchored.length == (offset.horizontal * offset.horizontal + 40 * 40).squareRoot())
        #expect(anchored.anchorPoint == CGPoint(x: 20, y: 60) && anchored.items.count == 1)
        let linked = UIAttachmentBehavior(
            item: item, offsetFromCenter: offset, attachedTo: other,
            offsetFromCenter: UIOffset(horizontal: -20, vertical: 0))
        #expect(linked.anchorPoint == CGPoint(x: 100, y: 20))
        #expect(linked.length == 100 - 20 - offset.horizontal)
        #expect(UIAttachmentBehavior(item: item, attachedTo: other).length == 100)
    }

    @Test func noErrIsTheSuccessStatus() {
        let status: OSStatus = errSecSuccess
        #expect(status == noErr && noErr == 0)
    }

    @Test func coreFoundationLooksUpByPointer() throws {
        let gif: NSDictionary = [
            kCGImagePropertyGIFUnclampedDelayTime as String: NSNumber(value: 0.05),
            kCGImagePropertyGIFDelayTime as String: NSNumber(value: 0.1),
        ]
        let properties = [kCGImagePropertyGIFDictionary as String: gif] as NSDictionary as CFDictionary
        let pointer = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 1)
        defer { pointer.deallocate() }
        let gifKey = Unmanaged.passUnretained(kCGImagePropertyGIFDictionary).toOpaque()
        #expect(CFDictionaryGetValueIfPresent(properties, gifKey, pointer))
        let found: CFDictionary = unsafeBitCast(try #require(pointer.pointee), to: CFDictionary.self)
        let delay: AnyObject = unsafeBitCast(
            CFDictionaryGetValue(found, Unmanaged.passUnretained(kCGImagePropertyGIFUnclampedDelayTime).toOpaque()),
            to: AnyObject.self)
        #expect((delay as? NSNumber)?.doubleValue == 0.05)
        #expect(!CFDictionaryContainsKey(found, Unmanaged.passUnretained(kCGImagePropertyGIFLoopCount).toOpaque()))
        #expect(CFDictionaryGetValue(found, Unmanaged.passUnretained(kCGImagePropertyGIFLoopCount).toOpaque()) == nil)
        #expect(CFDictionaryGetCount(found) == 2 && CFDictionaryGetCount(properties) == 1)
    }

    /// A search field set to `.roundedRect` keeps its fill without an outline, as iOS draws it; a
    /// plain field set so draws the outline.
    @Test func aSearchFieldKeepsItsLookWhateverItsBorderStyle() {
        let search = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        for field in [search, plain] {
            field.borderStyle = .roundedRect
            field.layoutIfNeeded()
        }
        #expect(search.layer.borderWidth == 0 && search.backgroundColor == nil)
        #expect(plain.layer.borderWidth == 1 / 3 && plain.layer.cornerRadius == 5)
    }
}
