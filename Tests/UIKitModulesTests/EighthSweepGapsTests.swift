// What an eighth sweep of public apps' code and body BR found missing or different: the deprecated
// `AVCaptureDevice.devices()`, `URLCache`'s directory initialiser with its default, Darwin's
// `sysctlbyname`, `NSDate.addingTimeInterval` answering an `NSDate`, SystemConfiguration's
// `SCError()`, structures boxed in `NSValue`, a plain search bar's placeholder (none).
import AVFoundation
import Foundation
import SystemConfiguration
import Testing
import UIKit

#if canImport(Glibc)
    import Glibc
#endif

@MainActor @Suite struct EighthSweepGapsTests {
    @Test func theDeprecatedDeviceListsAreTheFixtures() {
        AVCaptureDevice.cellSnapFixture = .init(devices: [
            .init(uniqueID: "front", localizedName: "Front Camera", position: .front),
            .init(
                uniqueID: "mic", localizedName: "iPhone Microphone", deviceType: .microphone, position: .unspecified,
                mediaTypes: [.audio]),
        ])
        defer { AVCaptureDevice.cellSnapFixture = .init() }
        #expect(AVCaptureDevice.devices().map(\.uniqueID) == ["front", "mic"])
        #expect(AVCaptureDevice.devices(for: .video).map(\.position) == [.front])
        #expect(AVCaptureDevice.devices(for: .muxed).isEmpty)
    }

    @Test func aCacheIsMadeWithoutADirectory() {
        let cache = URLCache(memoryCapacity: 1_000, diskCapacity: 2_000)
        #expect(cache.memoryCapacity == 1_000 && cache.diskCapacity == 2_000)
    }

    @Test func sysctlAnswersAsDarwinDoes() {
        var size = 0
        #expect(sysctlbyname("hw.machine", nil, &size, nil, 0) == 0)
        var machine = [CChar](repeating: 0, count: size)
        #expect(sysctlbyname("hw.machine", &machine, &size, nil, 0) == 0)
        var system = utsname()
        uname(&system)
        let expected = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #expect(String(cString: machine) == expected && size == expected.utf8.count + 1)
        var processors: Int32 = 0
        var length = MemoryLayout<Int32>.size
        #expect(sysctlbyname("hw.ncpu", &processors, &length, nil, 0) == 0)
        #expect(Int(processors) == ProcessInfo.processInfo.processorCount)
        var small = [CChar](repeating: 0, count: 1)
        var smallSize = 1
        #expect(sysctlbyname("hw.machine", &small, &smallSize, nil, 0) == -1 && errno == ENOMEM)
        #expect(sysctlbyname("hw.nothing", nil, &size, nil, 0) == -1 && errno == ENOENT)
    }

    /// A countdown's `NSDate!` property gets an `NSDate`; where no type is asked, Linux's `Date`.
    @Test func addingTimeIntervalAnswersTheDatesClass() {
        var diffDate: NSDate!
        diffDate = NSDate(timeIntervalSince1970: 0).addingTimeInterval(90)
        #expect(diffDate.timeIntervalSince1970 == 90)
        let plain = NSDate(timeIntervalSince1970: 10).addingTimeInterval(5)
        #expect(plain == Date(timeIntervalSince1970: 15))
    }

    @Test func scErrorIsTheLastFailure() {
        #expect(SCError() == kSCStatusOK && String(cString: SCErrorString(SCError())) == "Success!")
        var address = sockaddr()
        address.sa_family = sa_family_t(AF_UNIX)
        #expect(SCNetworkReachabilityCreateWithAddress(nil, &address) == nil)
        #expect(SCError() == kSCStatusInvalidArgument)
        #expect(String(cString: SCErrorString(SCError())) == "Invalid argument!")
        #expect(String(cString: SCErrorString(ENOENT)) == String(cString: strerror(ENOENT)))
    }

    @Test func structuresBoxedInValuesReadBackAndCompare() {
        let slide = CATransform3DMakeTranslation(0, 100, 0)
        let boxed = NSValue(caTransform3D: slide)
        #expect(boxed.caTransform3DValue == slide && boxed == NSValue(caTransform3D: slide))
        #expect(boxed != NSValue(caTransform3D: CATransform3DIdentity))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)).cgAffineTransformValue.a == 2)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 3, vertical: 4)).uiOffsetValue.vertical == 4)
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue.dx == 5)
        let directional = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        // A value boxing something else reads the structure's zero value.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(caTransform3D: slide).uiEdgeInsetsValue == .zero)
    }

    @Test func aPlainSearchBarHasNoPlaceholder() {
        #expect(UISearchBar().placeholder == nil)
        #expect(UISearchController(searchResultsController: nil).searchBar.placeholder == "Search")
    }
}

/// A confetti emitter: its cells and shape kept, the layer drawn as a layer (its background) with
/// no particles, as a snapshot made at once sees it.
@MainActor @Suite struct EmitterLayerTests {
    @Test func anEmitterKeepsItsCellsAndDrawsNoParticles() throws {
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .line
        emitter.emitterMode = .outline
        emitter.emitterSize = CGSize(width: 100, height: 1)
        let cell = CAEmitterCell()
        cell.birthRate = 6
        cell.lifetime = 10
        cell.color = UIColor.red.cgColor
        emitter.emitterCells = [cell]
        #expect(emitter.emitterCells?.first === cell && emitter.emitterShape == .line && cell.scale == 1)
        #expect(CAEmitterCell.emitterCell().birthRate == 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        emitter.frame = view.bounds
        view.layer.addSublayer(emitter)
        let plain = UIView(frame: view.frame)
        plain.backgroundColor = .white
        let drawn = UIGraphicsImageRenderer(bounds: view.bounds).pngData { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let empty = UIGraphicsImageRenderer(bounds: plain.bounds).pngData { _ in
            plain.drawHierarchy(in: plain.bounds, afterScreenUpdates: true)
        }
        #expect(drawn == empty)
    }
}
