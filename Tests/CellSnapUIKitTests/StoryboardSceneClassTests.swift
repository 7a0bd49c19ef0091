// A storyboard scene's element decides its view hierarchy, its custom class only the controller's
// class: iOS makes a `<tableViewController customClass="X">` scene's X, a plain view controller
// class, with the scene's table view as its view (TableViewKit's sample app); a custom class that
// is no view controller is refused by name.
import Foundation
import Testing

@testable import CellSnapUIKit

/// A screen's controller that Interface Builder's table view controller scene names.
final class PlainTableSceneController: UIViewController {}

@MainActor @Suite struct StoryboardSceneClassTests {
    /// A folder bundle holding `Scenes.storyboard`, whose initial table view controller scene has
    /// the custom class `customClass`.
    static func bundle(customClass: String) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-scenes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="s1">
                <scenes>
                    <scene sceneID="z1">
                        <objects>
                            <tableViewController storyboardIdentifier="Table" id="s1" customClass="\(customClass)" customModule="CellSnapUIKitTests" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="t1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections/>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Scenes.storyboard"))
        return try #require(Bundle(path: folder.path))
    }

    @Test func aTableSceneOfAPlainControllerClassMakesThatClassWithTheTableAsItsView() throws {
        let bundle = try Self.bundle(customClass: "PlainTableSceneController")
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let made = UIStoryboard(name: "Scenes", bundle: bundle).instantiateInitialViewController()
        let controller = try #require(made as? PlainTableSceneController)
        let table = try #require(controller.view as? UITableView)
        #expect(table.style == .grouped && table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.cellSnapNibError == nil)
    }

    @Test func aSceneClassThatIsNoControllerIsRefusedByName() throws {
        let bundle = try Self.bundle(customClass: "NSObject")
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let made = UIStoryboard(name: "Scenes", bundle: bundle).instantiateViewController(withIdentifier: "Table")
        #expect(
            made.cellSnapNibError.map { "\($0)" }
                == "CellSnapUIKit cannot draw UIStoryboard(name: \"Scenes\", bundle: nil)"
                + ".instantiateViewController(withIdentifier: \"Table\"): Scenes.storyboard, line 6, "
                + "<tableViewController id=\"s1\">: the custom class Foundation.NSObject is not a subclass of "
                + "UIViewController, which <tableViewController> makes")
    }
}
