// `import NotificationCenter` as an app's controllers that share code with a Today widget import
// it: the widget controller keeps what the app says of its content, a widget's update answers
// "no data" unless it says otherwise, and Foundation's `NotificationCenter` is still the class.
import NotificationCenter
import Testing

private final class QuietWidget: NSObject, NCWidgetProviding {}

@Suite struct NotificationCenterModuleTests {
    @Test func aWidgetsContentIsKept() {
        let identifier = "com.example.app.widget-\(UUID().uuidString)"
        #expect(NCWidgetController.cellSnapHasContent(forWidgetWithBundleIdentifier: identifier) == nil)
        NCWidgetController().setHasContent(true, forWidgetWithBundleIdentifier: identifier)
        #expect(NCWidgetController.cellSnapHasContent(forWidgetWithBundleIdentifier: identifier) == true)
        NCWidgetController().setHasContent(false, forWidgetWithBundleIdentifier: identifier)
        #expect(NCWidgetController.cellSnapHasContent(forWidgetWithBundleIdentifier: identifier) == false)
    }

    @Test func aWidgetsUpdateAnswersNoDataByDefault() {
        var results: [NCUpdateResult] = []
        QuietWidget().widgetPerformUpdate { results.append($0) }
        #expect(results == [.noData])
        #expect(NCWidgetDisplayMode.expanded.rawValue == 1)
    }

    @Test func foundationsNotificationCenterIsStillTheClass() {
        let name = Notification.Name("CellSnapWidgetTest")
        var received = 0
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in received += 1
        }
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(token)
        #expect(received == 1)
    }
}
