// `import SafariServices` as a screen that opens links writes it: the Safari controller is made,
// configured and presented like any controller; the presenting screen draws as without it, and
// drawing the Safari controller itself is refused with its URL. `DispatchSerialQueue` comes with UIKit.
import CellSnapUIKitTesting
import Foundation
import SafariServices
import Testing
import UIKit

final class LinksViewController: UIViewController, SFSafariViewControllerDelegate {
    private(set) var finished = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }

    func open(_ url: URL) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: url, configuration: configuration)
        safari.delegate = self
        safari.preferredControlTintColor = .systemOrange
        safari.dismissButtonStyle = .close
        present(safari, animated: true)
        return safari
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished += 1 }
}

@MainActor @Suite struct SafariServicesTests {
    @Test func safariControllerIsPresentedAndRefusedWhenDrawn() throws {
        let controller = LinksViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        let url = try #require(URL(string: "https://www.swift.org/documentation/"))
        let safari = controller.open(url)
        #expect(controller.presentedViewController === safari)
        #expect(safari.url == url && safari.configuration.entersReaderIfAvailable)
        #expect(safari.dismissButtonStyle == .close && safari.preferredControlTintColor == .systemOrange)
        #expect(controller.finished == 0)
        _ = try controller.view.cellSnapScreen()  // the presenting screen draws
        safari.view.frame = controller.view.bounds
        #expect {
            _ = try safari.view.cellSnapScreen()
        } throws: { error in
            let error = error as? CellSnapUIKitError
            return error?.call == "SFSafariViewController(url: \"https://www.swift.org/documentation/\")"
                && error?.reason.hasPrefix("CellSnap has no web engine on Linux") == true
        }
    }

    @Test func dispatchSerialQueueIsASerialQueue() {
        let queue = DispatchSerialQueue(label: "com.example.cellsnap.serial", qos: .utility)
        nonisolated(unsafe) var order: [Int] = []
        for index in 0..<50 { queue.async { order.append(index) } }
        queue.sync {}
        #expect(order == Array(0..<50))
        #expect(queue.label == "com.example.cellsnap.serial")
    }

}
