// An app delegate and a scene delegate as Xcode's iOS App template writes them (the template's
// methods and signatures, comments left out), compiled unchanged, and what the app, the device and
// the screen answer on Linux: the device CellSnap draws on by default.
import Foundation
import Testing
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.title = "Home"
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

@MainActor @Suite struct AppLifecycleTests {
    @Test func templateDelegatesConnectTheAppsScene() throws {
        let app = UIApplication.shared
        let appDelegate = AppDelegate()
        app.delegate = appDelegate
        #expect(appDelegate.application(app, didFinishLaunchingWithOptions: nil))
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        let configuration = appDelegate.application(
            app, configurationForConnecting: scene.session, options: scene.connectionOptions)
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)

        let sceneDelegate = SceneDelegate()
        scene.delegate = sceneDelegate
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: scene.connectionOptions)
        let window = try #require(sceneDelegate.window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.windowScene === scene)
        #expect(scene.windows.contains { $0 === window })
        #expect(app.windows.contains { $0 === window })
        #expect(scene.activationState == .foregroundActive)
        #expect(app.applicationState == .active)
        #expect(app.supportedInterfaceOrientations(for: window) == .allButUpsideDown)
        app.delegate = nil
    }

    @Test func deviceAndScreenAreTheDefaultPhone() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "18.0")
        #expect(device.orientation == .portrait)
        #expect(device.batteryLevel == -1)
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.scale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(screen.traitCollection.displayScale == 3)
        #expect(UIScreen.screens.count == 1)
    }

    @Test func openingAURLIsRecordedAndAnswered() async throws {
        let app = UIApplication.shared
        let url = try #require(URL(string: "https://example.com/help"))
        let custom = try #require(URL(string: "myapp://item/1"))
        #expect(app.canOpenURL(url))
        #expect(!app.canOpenURL(custom))
        let before = app.cellSnapOpenedURLs.count
        let opened: Bool = await withCheckedContinuation { continuation in
            app.open(custom, options: [:]) { continuation.resume(returning: $0) }
        }
        #expect(!opened)
        // Other suites open URLs on the shared application while this test awaits its answer.
        #expect(app.cellSnapOpenedURLs[before...].contains(custom))
    }
}

/// A list that hands its detail screen the selected item through a segue, as storyboard apps do.
final class ItemListViewController: UIViewController {
    var selectedItem = "Apples"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? ItemDetailViewController {
            detail.item = selectedItem
        }
    }
}

final class ItemDetailViewController: UIViewController {
    var item: String?
}

@MainActor @Suite struct SegueAndPopoverTests {
    @Test func prepareForSegueHandsTheDestinationItsItem() {
        let list = ItemListViewController()
        let detail = ItemDetailViewController()
        let segue = UIStoryboardSegue(identifier: "showDetail", source: list, destination: detail)
        list.prepare(for: segue, sender: nil)
        #expect(detail.item == "Apples")
        #expect(segue.source === list)
        #expect(list.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))
    }

    @Test func performSegueIsRefusedWhenTheScreenIsDrawn() {
        let list = ItemListViewController()
        list.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect {
            _ = try list.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call
                == "performSegue(withIdentifier: \"showDetail\", sender:) of ItemListViewController"
        }
    }

    @Test func popoverControllerOnlyForThePopoverStyle() {
        let menu = UIViewController()
        #expect(menu.popoverPresentationController == nil)
        menu.modalPresentationStyle = .popover
        let anchor = UIView(frame: CGRect(x: 10, y: 20, width: 44, height: 44))
        let popover = menu.popoverPresentationController
        popover?.sourceView = anchor
        popover?.sourceRect = anchor.bounds
        popover?.permittedArrowDirections = [.up]
        #expect(popover != nil)
        #expect(menu.popoverPresentationController === popover)
        #expect(popover?.sourceView === anchor)
        #expect(popover?.permittedArrowDirections == .up)
        #expect(popover?.presentedViewController === menu)
    }
}
