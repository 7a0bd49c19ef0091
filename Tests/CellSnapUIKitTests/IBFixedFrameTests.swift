// Views of an Auto Layout document that no constraint refers to, which Interface Builder writes
// with `fixedFrame="YES"` (and `translatesAutoresizingMaskIntoConstraints="NO"`): built with
// constraints that keep their frame and follow their autoresizing mask, as iOS shows them, never
// at the origin. A view constraints refer to is placed by them (mirrored right to left).
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct IBFixedFrameTests {
    static let body = """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" fixedFrame="YES" text="Task" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="44" y="11.5" width="260" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="16" y="50" width="288" height="20"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                    <rect key="frame" x="8" y="80" width="30" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="w"/>
                        <constraint firstAttribute="height" constant="10" id="h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
                <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="t"/>
            </constraints>
        </view>
        """

    @Test(arguments: [false, true])
    func aFixedFrameViewKeepsItsFrameAndAutoresizingMask(rightToLeft: Bool) throws {
        let objects = try UINib(data: IBReaderGapsTests.xib(Self.body), bundle: nil).cellSnapObjects(
            owner: nil, options: nil)
        let root = try #require(objects.first as? UIView)
        let (label, bar, pinned) = (root.subviews[0], root.subviews[1], root.subviews[2])
        #expect(label.translatesAutoresizingMaskIntoConstraints && bar.translatesAutoresizingMaskIntoConstraints)
        #expect(!pinned.translatesAutoresizingMaskIntoConstraints)
        let controller = UIViewController()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
        controller.view.addSubview(root)
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        _ = try Snapshotting<UIViewController>.image(width: 390, traits: traits).snapshot(controller)
        // Frames are not mirrored: the fixed-frame views are where the document put them, the
        // bar 70 points wider with its 70 points wider superview.
        #expect(label.frame == CGRect(x: 44, y: 11.5, width: 260, height: 21))
        #expect(bar.frame == CGRect(x: 16, y: 50, width: 358, height: 20))
        #expect(pinned.frame == CGRect(x: rightToLeft ? 352 : 8, y: 80, width: 30, height: 10))
    }
}
