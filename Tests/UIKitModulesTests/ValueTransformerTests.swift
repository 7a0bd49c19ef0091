// Foundation's value transformers as Core Data apps register them (a transformable attribute's
// secure-unarchiving transformer, subclassed), and UIKit's reading of an attributed string from
// a document: plain text read, HTML refused by name.
import Foundation
import Testing
import UIKit

private final class TagsTransformer: NSSecureUnarchiveFromDataTransformer, @unchecked Sendable {
    override class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSString.self] }
    override class func transformedValueClass() -> AnyClass { NSArray.self }
}

private final class UppercaseTransformer: ValueTransformer, @unchecked Sendable {
    override class func allowsReverseTransformation() -> Bool { false }
    override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
}

@Suite(.serialized) struct ValueTransformerTests {
    @Test func namedTransformersAreRegisteredFromTheStart() throws {
        let negate = try #require(ValueTransformer(forName: .negateBooleanTransformerName))
        #expect((negate.transformedValue(NSNumber(value: true)) as? NSNumber)?.boolValue == false)
        #expect((negate.reverseTransformedValue(NSNumber(value: false)) as? NSNumber)?.boolValue == true)
        let isNil = try #require(ValueTransformer(forName: .isNilTransformerName))
        #expect((isNil.transformedValue(nil) as? NSNumber)?.boolValue == true)
        #expect(
            (ValueTransformer(forName: .isNotNilTransformerName)?.transformedValue("a") as? NSNumber)?.boolValue == true
        )
        #expect(ValueTransformer.valueTransformerNames().contains(.secureUnarchiveFromDataTransformerName))
        #expect(ValueTransformer(forName: NSValueTransformerName("NoSuchTransformer")) == nil)
    }

    @Test func aSubclassRegisteredByNameRoundTripsItsValues() throws {
        let name = NSValueTransformerName(rawValue: "TagsTransformer")
        ValueTransformer.setValueTransformer(TagsTransformer(), forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }
        let transformer = try #require(ValueTransformer(forName: name))
        #expect(transformer is TagsTransformer && TagsTransformer.transformedValueClass() == NSArray.self)
        let data = try #require(transformer.reverseTransformedValue(["red", "green"] as NSArray) as? Data)
        let tags = try #require(transformer.transformedValue(data) as? NSArray)
        #expect(tags.compactMap { $0 as? String } == ["red", "green"])
        #expect(transformer.transformedValue("not data") == nil)
        let typed: TagsTransformer? = TagsTransformer(forName: name)
        #expect(typed === transformer && UppercaseTransformer(forName: name) == nil)
    }

    @Test func theBaseClassPassesValuesThrough() {
        #expect(ValueTransformer().transformedValue("x") as? String == "x")
        #expect(
            ValueTransformer.allowsReverseTransformation() && ValueTransformer.transformedValueClass() == NSObject.self)
        #expect(UppercaseTransformer().transformedValue("abc") as? String == "ABC")
        #expect(!UppercaseTransformer.allowsReverseTransformation())
    }

    @Test func plainTextDocumentsAreReadAndRTFIsRefused() throws {
        var attributes: NSDictionary?
        let text = try NSAttributedString(
            data: Data("Hamlet".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
            documentAttributes: &attributes)
        #expect(text.string == "Hamlet" && attributes?["DocumentType"] as? String == "NSPlainText")
        let latin = try NSAttributedString(
            data: Data([0x47, 0xFC]), options: [.characterEncoding: String.Encoding.isoLatin1.rawValue],
            documentAttributes: nil)
        #expect(latin.string == "Gü")
        #expect(throws: CellSnapUIKitError.self) {
            try NSAttributedString(
                data: Data("{\\rtf1 Hi}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil)
        }
        do {
            _ = try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), documentAttributes: nil)
            Issue.record("bytes that are not UTF-8 were read")
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "NSAttributedString(data:options:documentAttributes:)")
        }
    }
}
