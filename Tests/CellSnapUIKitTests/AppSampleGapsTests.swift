// What Apple's sample apps stopped on: an Interface Builder stack view's standard spacing, a
// property loaded with the view (`@ViewLoading`), the iOS 15 and 16 edit actions a responder
// overrides, security-scoped URLs, and asset catalogs whose colours name system colours or whose
// sets cannot all be read.
import Foundation
import Testing

@testable import CellSnapUIKit

/// A controller that makes its label in `viewDidLoad()`.
final class ViewLoadingController: UIViewController {
    @ViewLoading var nameLabel: UILabel

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel = UILabel()
        nameLabel.text = "Ada"
        view.addSubview(nameLabel)
    }
}

/// A responder that performs the iOS 16 duplicate and rename actions.
final class DocumentResponder: UIResponder {
    var performed: [String] = []
    override func duplicate(_ sender: Any?) { performed.append("duplicate") }
    override func rename(_ sender: Any?) { performed.append("rename") }
}

@MainActor @Suite struct AppSampleGapsTests {
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func aStackViewsStandardSpacingIsTheSystemSpacing(_ direction: UISemanticContentAttribute) throws {
        let made = try UINib(
            data: IBReaderGapsTests.xib(
                """
                <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" id="s1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="a1">
                            <constraints><constraint firstAttribute="width" constant="50" id="c1"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" id="b1"/>
                    </subviews>
                </stackView>
                """), bundle: nil
        ).cellSnapObjects(owner: nil, options: nil)
        let stack = try #require(made.first as? UIStackView)
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        stack.semanticContentAttribute = direction
        stack.layoutIfNeeded()
        let frames = stack.arrangedSubviews.map(\.frame)
        let expected =
            direction == .forceLeftToRight
            ? [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 142, height: 20)]
            : [CGRect(x: 150, y: 0, width: 50, height: 20), CGRect(x: 0, y: 0, width: 142, height: 20)]
        #expect(frames == expected)
    }

    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func aStackViewsDirectionalMarginsAreRead(_ direction: UISemanticContentAttribute) throws {
        let made = try UINib(
            data: IBReaderGapsTests.xib(
                """
                <stackView opaque="NO" contentMode="scaleToFill" layoutMarginsRelativeArrangement="YES" id="s1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="a1"/>
                    </subviews>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="20" bottom="0.0" trailing="4"/>
                </stackView>
                """), bundle: nil
        ).cellSnapObjects(owner: nil, options: nil)
        let stack = try #require(made.first as? UIStackView)
        #expect(stack.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4))
        stack.semanticContentAttribute = direction
        stack.layoutIfNeeded()
        let expectedX: CGFloat = direction == .forceLeftToRight ? 20 : 4
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: expectedX, y: 0, width: 176, height: 20)])
    }

    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func aScrollViewsLayoutGuidesAreTheOnesItsConstraintsName(_ direction: UISemanticContentAttribute) throws {
        let made = try UINib(
            data: IBReaderGapsTests.xib(
                """
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w1"/>
                                <constraint firstAttribute="height" constant="50" id="h1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="c1" firstAttribute="leading" secondItem="g1" secondAttribute="leading" constant="10" id="k1"/>
                        <constraint firstItem="c1" firstAttribute="top" secondItem="g1" secondAttribute="top" constant="20" id="k2"/>
                        <constraint firstItem="g1" firstAttribute="trailing" secondItem="c1" secondAttribute="trailing" constant="10" id="k3"/>
                        <constraint firstItem="g1" firstAttribute="bottom" secondItem="c1" secondAttribute="bottom" id="k4"/>
                        <constraint firstItem="f1" firstAttribute="height" secondItem="v1" secondAttribute="height" id="k5"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="g1"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="f1"/>
                </scrollView>
                """), bundle: nil
        ).cellSnapObjects(owner: nil, options: nil)
        let scrollView = try #require(made.first as? UIScrollView)
        let guides = scrollView.constraints.compactMap {
            $0.secondItem as? UILayoutGuide ?? $0.firstItem as? UILayoutGuide
        }
        #expect(guides.contains { $0 === scrollView.contentLayoutGuide })
        #expect(guides.contains { $0 === scrollView.frameLayoutGuide })
        scrollView.semanticContentAttribute = direction
        scrollView.layoutIfNeeded()
        #expect(scrollView.subviews.first?.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aPlaceholderConstraintIsRemovedAtBuildTime() throws {
        let made = try UINib(
            data: IBReaderGapsTests.xib(
                """
                <view contentMode="scaleToFill" id="p1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" placeholder="YES" id="h1"/>
                        <constraint firstAttribute="width" constant="200" id="w1"/>
                    </constraints>
                </view>
                """), bundle: nil
        ).cellSnapObjects(owner: nil, options: nil)
        let view = try #require(made.first as? UIView)
        #expect(view.constraints.map(\.firstAttribute) == [.width])
    }

    @Test func aViewLoadingPropertyLoadsTheViewWhenRead() {
        let controller = ViewLoadingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.nameLabel.text == "Ada")
        #expect(controller.isViewLoaded)
        #expect(controller.nameLabel.superview === controller.view)
        let replacement = UILabel()
        controller.nameLabel = replacement
        #expect(controller.nameLabel === replacement)
    }

    @Test func theNewerEditActionsAreOverriddenAndReachedThroughTheProtocol() {
        let responder = DocumentResponder()
        let actions: any UIResponderStandardEditActions = responder
        actions.duplicate(nil)
        actions.rename(nil)
        actions.find(nil)
        #expect(responder.performed == ["duplicate", "rename"])
    }

    @Test func aFileURLsSecurityScopeOpensAndAWebURLsDoesNot() throws {
        let file = URL(fileURLWithPath: "/tmp/notes.md")
        #expect(file.startAccessingSecurityScopedResource())
        file.stopAccessingSecurityScopedResource()
        #expect(!(try #require(URL(string: "https://example.com/notes.md"))).startAccessingSecurityScopedResource())
        #expect((file as NSURL).startAccessingSecurityScopedResource())
    }

    /// A bundle folder whose catalog has a colour naming system blue, a grey in a group folder
    /// and an image checked out as a Git LFS pointer.
    static func sampleBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString)")
        let files = [
            "Assets.xcassets/Accent.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}"#,
            "Assets.xcassets/Thread Colors/GreyThread.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}}}]}"#,
            "Assets.xcassets/butterfly.imageset/Contents.json":
                #"{"images": [{"filename": "b.png", "idiom": "universal", "scale": "2x"}]}"#,
            "Assets.xcassets/butterfly.imageset/b.png":
                "version https://git-lfs.github.com/spec/v1\noid sha256:12\nsize 156858\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: folder.path))
    }

    @Test func aCatalogsSystemColourReferenceAndItsReadableSetsLoadBesideABrokenImage() throws {
        let bundle = try Self.sampleBundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(
            accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == .systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect(
            accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == .systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(
            UIColor(named: "GreyThread", in: bundle, compatibleWith: nil)
                == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIImage(named: "butterfly", in: bundle, compatibleWith: nil) == nil)
        let nib = UINib(
            data: IBReaderGapsTests.xib(
                """
                <imageView contentMode="scaleToFill" image="butterfly" id="i1">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
                """, resources: #"<image name="butterfly" width="40" height="40"/>"#), bundle: bundle)
        let imageView = try #require(try nib.cellSnapObjects(owner: nil, options: nil).first as? UIImageView)
        #expect(imageView.image == nil)
        #expect(
            imageView.cellSnapPendingLayoutError?.description.contains(
                "the image \"butterfly\" cannot be read: Assets.xcassets/butterfly.imageset/Contents.json") == true)
        let unreadable = AssetLookup.unreadableSet(in: bundle) { try $0.image(named: "butterfly") }
        #expect(
            unreadable?.description
                == "Assets.xcassets/butterfly.imageset/Contents.json: images[0].filename: 'b.png' is a Git LFS pointer, not the file itself (fetch the LFS objects: git lfs pull)"
        )
    }
}
