// SwiftUI's `onReceive(_:perform:)` (declared by CellSnap's Combine): the values a publisher sends
// when subscribed to reach the action as the view is drawn; later ones do not (the picture is
// taken by then).
import Combine
import SwiftUI
import Testing
import UIKit

@MainActor @Suite struct SwiftUIOnReceiveTests {
    final class Profile: ObservableObject {
        @Published var login: String? = "ada"
    }

    final class Received {
        var logins: [String?] = []
    }

    @Test func thePublishersCurrentValueArrivesAsTheViewIsDrawn() {
        let profile = Profile()
        let received = Received()
        let later = PassthroughSubject<Int, Never>()
        var counts: [Int] = []
        let host = UIHostingController(
            rootView: VStack {
                Text("Profile").onReceive(profile.$login) { received.logins.append($0) }
                Text("Count").onReceive(later) { counts.append($0) }
            })
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        _ = UIGraphicsImageRenderer(bounds: host.view.bounds).image { _ in
            host.view.drawHierarchy(in: host.view.bounds, afterScreenUpdates: true)
        }
        #expect(received.logins.first == "ada")
        #expect(Set(received.logins.map { $0 ?? "" }) == ["ada"])
        let drawnCount = received.logins.count
        profile.login = "grace"
        later.send(1)
        #expect(received.logins.count == drawnCount && counts.isEmpty)
    }
}
