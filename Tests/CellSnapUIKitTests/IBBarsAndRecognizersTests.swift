// Toolbars and gesture recognizers of Interface Builder documents written inline (xibs through
// `UINib(data:bundle:)`): a xib's top-level recognizers attached through a view's
// `gestureRecognizers` outlet collection, a toolbar view's items and look, a stepper's values, a
// picker view's data source and delegate, and the errors that name a recognizer's or toolbar's
// attribute CellSnap does not read.
import Foundation
import Testing

@testable import CellSnapUIKit

/// The File's Owner of the picker view's xib: its data source and delegate.
final class IBPickerOwner: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        ["Small", "Medium", "Large"][row]
    }
}

@MainActor @Suite struct IBBarsAndRecognizersTests {
    func objects(_ body: String, owner: AnyObject? = nil) throws -> [Any] {
        try UINib(data: NibAndStoryboardTests.xib(body), bundle: nil).cellSnapObjects(owner: owner, options: nil)
    }

    @Test func aSteppersValuesAreRead() throws {
        let made = try objects(
            """
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="12" minimumValue="2" maximumValue="12" stepValue="2" wraps="YES" autorepeat="NO" id="s1"/>
            """)
        let stepper = try #require(made.first as? UIStepper)
        #expect(stepper.value == 12 && stepper.minimumValue == 2 && stepper.maximumValue == 12)
        #expect(stepper.stepValue == 2 && stepper.wraps && !stepper.autorepeat)
    }

    @Test func aPickerViewsDataSourceAndDelegateAreConnected() throws {
        let owner = IBPickerOwner()
        let made = try objects(
            """
            <pickerView contentMode="scaleToFill" id="p1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <connections>
                    <outlet property="dataSource" destination="-1" id="o1"/>
                    <outlet property="delegate" destination="-1" id="o2"/>
                </connections>
            </pickerView>
            """, owner: owner)
        let picker = try #require(made.first as? UIPickerView)
        #expect(picker.dataSource === owner && picker.delegate === owner)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 3)
    }

    @Test func aXibsTopLevelRecognizersAreAttachedToTheirView() throws {
        let made = try objects(
            """
            <view id="v1">
                <connections>
                    <outletCollection property="gestureRecognizers" destination="p1" appends="YES" id="o1"/>
                    <outletCollection property="gestureRecognizers" destination="e1" appends="YES" id="o2"/>
                </connections>
            </view>
            <panGestureRecognizer minimumNumberOfTouches="2" maximumNumberOfTouches="3" id="p1"/>
            <screenEdgePanGestureRecognizer enabled="NO" cancelsTouchesInView="NO" delaysTouchesBegan="YES" delaysTouchesEnded="NO" id="e1"/>
            """)
        #expect(made.count == 3)
        let view = try #require(made[0] as? UIView)
        let pan = try #require(made[1] as? UIPanGestureRecognizer)
        let edge = try #require(made[2] as? UIScreenEdgePanGestureRecognizer)
        #expect(view.gestureRecognizers == [pan, edge] && pan.view === view && edge.view === view)
        #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3 && pan.isEnabled)
        #expect(!edge.isEnabled && !edge.cancelsTouchesInView && edge.delaysTouchesBegan && !edge.delaysTouchesEnded)
    }

    /// A `<pageViewController>` (a storyboard embeds one through a container's segue) is made
    /// with its transition style, orientation and spine, as its `init(coder:)` reads them.
    @Test func aPageViewControllerIsMadeWithItsStyleOrientationAndSpine() throws {
        let made = try objects(
            """
            <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="vertical" spineLocation="mid" doubleSided="YES" id="p1"/>
            <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="p2"/>
            """)
        let curl = try #require(made.first as? UIPageViewController)
        let scroll = try #require(made.last as? UIPageViewController)
        #expect(curl.transitionStyle == .pageCurl && curl.navigationOrientation == .vertical)
        #expect(curl.spineLocation == .mid && curl.isDoubleSided)
        #expect(scroll.transitionStyle == .scroll && scroll.navigationOrientation == .horizontal)
        #expect(scroll.spineLocation == .none && !scroll.isDoubleSided)
    }

    /// A tab bar item's image insets (Interface Builder's `<inset key="imageInsets">`, min/max
    /// as top/left/bottom/right) are the item's, as on iOS.
    @Test func aTabBarItemsImageInsetsAreRead() throws {
        let made = try objects(
            """
            <tabBarItem title="Lab" id="t1">
                <inset key="imageInsets" minX="1" minY="6" maxX="2" maxY="-6"/>
                <inset key="landscapeImagePhoneInsets" minX="0.0" minY="3" maxX="0.0" maxY="-3"/>
            </tabBarItem>
            """)
        let item = try #require(made.first as? UITabBarItem)
        #expect(item.title == "Lab" && item.imageInsets == UIEdgeInsets(top: 6, left: 1, bottom: -6, right: 2))
        #expect(item.landscapeImagePhoneInsets == UIEdgeInsets(top: 3, left: 0, bottom: -3, right: 0))
    }

    /// Interface Builder writes an empty `<gestureRecognizers/>` in a view whose recognizers its
    /// outlet collection attaches (a collection view with a swipe to dismiss); it holds nothing.
    @Test func anEmptyGestureRecognizersElementIsRead() throws {
        let made = try objects(
            """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="c1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <gestureRecognizers/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="f1">
                    <size key="itemSize" width="100" height="100"/>
                </collectionViewFlowLayout>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="s1" appends="YES" id="o1"/>
                </connections>
            </collectionView>
            <swipeGestureRecognizer direction="down" id="s1"/>
            """)
        let collection = try #require(made.first as? UICollectionView)
        let swipe = try #require(made.last as? UISwipeGestureRecognizer)
        #expect(collection.gestureRecognizers?.contains { $0 === swipe } == true && swipe.direction == .down)
        #expect(
            (collection.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
                == CGSize(width: 100, height: 100))
    }

    @Test func aToolbarViewReadsItsItemsAndLook() throws {
        let made = try objects(
            """
            <toolbar opaque="NO" contentMode="scaleToFill" barStyle="black" translucent="NO" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <items>
                    <barButtonItem title="Share" id="b1"/>
                    <barButtonItem title="Done" style="done" id="b2"/>
                </items>
                <color key="barTintColor" systemColor="systemRedColor"/>
            </toolbar>
            """)
        let toolbar = try #require(made.first as? UIToolbar)
        #expect(toolbar.items?.map(\.title) == ["Share", "Done"])
        #expect(toolbar.items?.map(\.style) == [.plain, .done])
        #expect(toolbar.barStyle == .black && !toolbar.isTranslucent && toolbar.barTintColor == .systemRed)
        #expect(toolbar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// Xcode 11 wrote a system colour as a name in the `System` catalog; it is that system colour.
    @Test func aSystemCatalogColourIsTheSystemColour() throws {
        let made = try objects(
            """
            <toolbar opaque="NO" contentMode="scaleToFill" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <color key="barTintColor" name="systemGreenColor" catalog="System" colorSpace="catalog"/>
                <color key="tintColor" name="labelColor" catalog="System" colorSpace="catalog"/>
            </toolbar>
            """)
        let toolbar = try #require(made.first as? UIToolbar)
        #expect(toolbar.barTintColor == .systemGreen && toolbar.tintColor == .label)
    }

    @Test func badRecognizersAndToolbarsAreRefusedNamingTheAttribute() {
        let cases: [(String, String)] = [
            (
                "<swipeGestureRecognizer direction=\"diagonal\" id=\"s1\"/>",
                "UINib(data:), line 5, <swipeGestureRecognizer id=\"s1\">: the attribute direction=\"diagonal\" is not one CellSnap reads"
            ),
            (
                "<tapGestureRecognizer numberOfTapsRequired=\"1.5\" id=\"t1\"/>",
                "UINib(data:), line 5, <tapGestureRecognizer id=\"t1\">: the attribute numberOfTapsRequired=\"1.5\" is not a whole number of at least 0"
            ),
            (
                "<pinchGestureRecognizer scale=\"2\" id=\"p1\"/>",
                "UINib(data:), line 5, <pinchGestureRecognizer id=\"p1\">: the attribute scale=\"2\" is not read by CellSnap"
            ),
            (
                "<tapGestureRecognizer id=\"t1\"><connections><action selector=\"tap:\" destination=\"zz\" id=\"a1\"/></connections></tapGestureRecognizer>",
                "UINib(data:), line 5, <action id=\"a1\">: the action's destination \"zz\" is not an object of the document"
            ),
            (
                "<toolbar barStyle=\"plaid\" id=\"b1\"/>",
                "UINib(data:), line 5, <toolbar id=\"b1\">: the attribute barStyle=\"plaid\" is not one CellSnap reads"
            ),
            (
                "<hoverGestureRecognizer id=\"h1\"/>",
                "UINib(data:), line 5, <hoverGestureRecognizer id=\"h1\">: CellSnap does not make objects of <hoverGestureRecognizer>"
            ),
        ]
        for (body, expected) in cases {
            let message: String
            do {
                _ = try objects(body)
                message = "no error"
            } catch {
                message = "\(error)"
            }
            #expect(message.hasPrefix(expected), "\(message)")
        }
    }

    @Test func aButtonsSystemImageAndAFootersIdentifierAreRead() throws {
        let made = try objects(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="b1">
                <rect key="frame" x="16" y="11" width="20" height="22"/>
                <state key="normal" image="circle" catalog="system"/>
            </button>
            <collectionReusableView opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Footer" id="f1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
            </collectionReusableView>
            """)
        let image = try #require((made.first as? UIButton)?.image(for: .normal))
        #expect(image.isSymbolImage)
        let footer = try #require(made.last as? UICollectionReusableView)
        #expect(footer.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    }
}
