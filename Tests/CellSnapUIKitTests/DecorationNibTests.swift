// Decoration views registered on a layout from a nib (`register(_:forDecorationViewOfKind:)` with a
// `UINib`), as apps with an Interface Builder background view for their sections do.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct DecorationNibTests {
    static func nib(_ body: String) -> UINib {
        UINib(data: NibAndStoryboardTests.xib(body), bundle: nil)
    }

    static let background = nib(
        """
        <collectionReusableView opaque="NO" contentMode="center" reuseIdentifier="Background" id="d1">
            <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
            <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </collectionReusableView>
        """)

    /// The layout makes a decoration of the kind from the nib registered last; a class registered
    /// after it replaces it, `nil` removes the registration.
    @Test func nibRegistrationMakesTheNibsView() throws {
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [
                        NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    ])))
        layout.register(Self.background, forDecorationViewOfKind: "card")
        let made = try #require(try layout.cellSnapDecorationView(ofKind: "card"))
        #expect(made.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
        #expect(made.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(made !== (try layout.cellSnapDecorationView(ofKind: "card")))

        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "card")
        #expect(try layout.cellSnapDecorationView(ofKind: "card")?.backgroundColor == nil)
        layout.register(Self.background, forDecorationViewOfKind: "card")
        layout.register(UINib?.none, forDecorationViewOfKind: "card")
        #expect(try layout.cellSnapDecorationView(ofKind: "card") == nil)
    }

    /// A nib without a reusable view at its top level is refused, naming what it lacks.
    @Test func aNibWithoutAReusableViewIsRefused() {
        let layout = UICollectionViewFlowLayout()
        layout.register(
            Self.nib(
                #"<view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
            ),
            forDecorationViewOfKind: "card")
        #expect(throws: (any Error).self) { try layout.cellSnapDecorationView(ofKind: "card") }
        do {
            _ = try layout.cellSnapDecorationView(ofKind: "card")
        } catch {
            #expect("\(error)".contains("the nib has no top-level UICollectionReusableView"))
        }
    }

    /// Xcode 7 wrote an empty `<animations/>` into every view: editor metadata, read past; a nib
    /// with one that has content is refused (nothing is made), as any element CellSnap does not read.
    @Test func anEmptyAnimationsElementIsReadPast() throws {
        let plain = Self.nib(
            """
            <button opaque="NO" contentMode="scaleToFill" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <animations/>
                <state key="normal" title="Mon"/>
            </button>
            """)
        let button = try #require(plain.instantiate(withOwner: nil).first as? UIButton)
        #expect(button.title(for: .normal) == "Mon" && button.frame.width == 60)
        let animated = Self.nib(
            """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <animations><caTransition key="fade"/></animations>
            </view>
            """)
        #expect(animated.instantiate(withOwner: nil).isEmpty)
    }
}
