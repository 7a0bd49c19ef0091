// Members real screens stopped on in round 14: a table's separator effect, and app and scene
// delegates' `window` read as UIKit's optional requirement (`UIWindow??`) through the protocol.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct APIGapsRoundFourteenTests {
    /// An app delegate that declares its window, as most do.
    final class WindowedDelegate: UIResponder, UIApplicationDelegate, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    /// A scene-based app's delegate, which declares none.
    final class SceneBasedDelegate: UIResponder, UIApplicationDelegate {}

    func table() -> (UITableView, OneRowSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = OneRowSource { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        table.dataSource = source
        return (table, source)
    }

    @Test(arguments: [false, true]) func separatorEffectIsKeptAndDrawsTheSeparatorsAsBefore(rightToLeft: Bool) throws {
        let (plain, plainSource) = table()
        let (effected, effectedSource) = table()
        #expect(effected.separatorEffect == nil)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
        effected.separatorEffect = vibrancy
        #expect(effected.separatorEffect === vibrancy)
        let before = try ControlFixtures.pixels(plain, rightToLeft: rightToLeft)
        let after = try ControlFixtures.pixels(effected, rightToLeft: rightToLeft)
        #expect(before.bytes == after.bytes && before.width == 960)
        effected.separatorEffect = .none
        #expect(effected.separatorEffect == nil)
        withExtendedLifetime((plainSource, effectedSource)) {}
    }

    @Test func delegatesWindowReadsAsTheOptionalRequirement() {
        let delegate = WindowedDelegate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        delegate.window = window
        let app: (any UIApplicationDelegate)? = delegate
        // As on iOS: `delegate?.window` is `UIWindow??`.
        guard let found = app?.window, let root = found?.rootViewController else {
            Issue.record("the delegate's window was not found")
            return
        }
        #expect(root === window.rootViewController && app?.window??.bounds.width == 100)
        app?.window = nil
        #expect(delegate.window == nil && app?.window == .some(nil))
        let scene: any UIWindowSceneDelegate = delegate
        scene.window = window
        #expect((scene.window ?? nil) === window && delegate.window === window)
        let sceneBased: any UIApplicationDelegate = SceneBasedDelegate()
        sceneBased.window = window
        #expect(sceneBased.window == .some(nil) && SceneBasedDelegate().window as UIWindow? == nil)
    }
}
