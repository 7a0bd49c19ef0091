// What a fifth sweep of public apps' code found missing: Foundation's bound streams (Alamofire's
// streamed responses), Darwin's `HUGE`, BSD's memberwise
// `sockaddr_in` initialiser and SCNetwork.h's flag constants (the classic zero-address
// reachability check), Darwin's `Int32` mutex kinds, and Security's server trust reached through `import UIKit`, as Foundation's
// headers bring it on iOS.
import Foundation
import FoundationNetworking
import SystemConfiguration
import Testing
import UIKit

@MainActor @Suite struct FifthSweepGapsTests {
    @Test func hugeIsTheLargestFiniteFloat() {
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount == Float.greatestFiniteMagnitude)
    }

    /// A recursive mutex as lock helpers make it, passing Glibc's `Int` kind as Darwin's `Int32`:
    /// the thread holding it may lock it again; an ordinary mutex is busy.
    @Test func aRecursiveMutexIsMadeWithTheKindAsIOSCodePassesIt() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #expect(pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE) == 0)
        var mutex = pthread_mutex_t()
        pthread_mutex_init(&mutex, &attributes)
        #expect(pthread_mutex_lock(&mutex) == 0 && pthread_mutex_trylock(&mutex) == 0)
        pthread_mutex_unlock(&mutex)
        pthread_mutex_unlock(&mutex)
        var normal = pthread_mutex_t()
        pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_NORMAL)
        pthread_mutex_init(&normal, &attributes)
        #expect(pthread_mutex_lock(&normal) == 0 && pthread_mutex_trylock(&normal) == EBUSY)
        pthread_mutex_unlock(&normal)
    }

    /// The zero address as reachability helpers make it, and the flags they test it against.
    @Test func theZeroAddressReachabilityCheck() throws {
        var zero = sockaddr_in(
            sin_len: 0, sin_family: 0, sin_port: 0, sin_addr: in_addr(s_addr: 0), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        zero.sin_len = UInt8(MemoryLayout.size(ofValue: zero))
        zero.sin_family = sa_family_t(AF_INET)
        #expect(zero.sin_family == sa_family_t(AF_INET) && zero.sin_port == 0 && zero.sin_addr.s_addr == 0)
        let reachability = withUnsafePointer(to: &zero) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }
        var flags = SCNetworkReachabilityFlags(rawValue: 0)
        #expect(SCNetworkReachabilityGetFlags(try #require(reachability), &flags))
        // (Whether it is reachable is the path a test sets; the old names test the same bits.)
        #expect((flags.rawValue & UInt32(kSCNetworkFlagsReachable) != 0) == flags.contains(.reachable))
        let required = flags.rawValue & UInt32(kSCNetworkFlagsConnectionRequired) != 0
        #expect(required == flags.contains(.connectionRequired))
        let names = [
            kSCNetworkFlagsTransientConnection, kSCNetworkFlagsReachable, kSCNetworkFlagsConnectionRequired,
            kSCNetworkFlagsConnectionAutomatic, kSCNetworkFlagsInterventionRequired, kSCNetworkFlagsIsLocalAddress,
            kSCNetworkFlagsIsDirect,
        ]
        let flagsOfTheSameBits: [SCNetworkReachabilityFlags] = [
            .transientConnection, .reachable, .connectionRequired, .connectionOnTraffic, .interventionRequired,
            .isLocalAddress, .isDirect,
        ]
        #expect(names.map { UInt32($0) } == flagsOfTheSameBits.map(\.rawValue))
    }

    /// A file that imports UIKit (and not Security) reads a protection space's server trust.
    @Test func aServerTrustThroughUIKit() {
        let space = URLProtectionSpace(
            host: "example.com", port: 443, protocol: NSURLProtectionSpaceHTTPS, realm: nil,
            authenticationMethod: NSURLAuthenticationMethodServerTrust)
        let trust: SecTrust? = space.serverTrust
        #expect(trust == nil)
    }

    /// What one thread writes to a bound output stream, through a 4-byte buffer, another reads
    /// from its input stream, to the end once the output stream is closed.
    @Test nonisolated func boundStreamsCarryBytesBetweenThreads() {
        var input: InputStream?
        var output: OutputStream?
        Stream.getBoundStreams(withBufferSize: 4, inputStream: &input, outputStream: &output)
        guard let input, let output else {
            Issue.record("no bound streams")
            return
        }
        input.open()
        output.open()
        let message = Array("Streamed through four bytes".utf8)
        let writer = Thread {
            var sent = 0
            while sent < message.count {
                let written = message[sent...].withUnsafeBufferPointer {
                    output.write($0.baseAddress!, maxLength: $0.count)
                }
                guard written > 0 else { return }
                sent += written
            }
            output.close()
        }
        writer.start()
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 3)
        while case let count = input.read(&chunk, maxLength: chunk.count), count > 0 {
            received += chunk[..<count]
        }
        #expect(received == message)
        #expect(input.streamStatus == .atEnd && !input.hasBytesAvailable)
        input.close()
        #expect(output.write(message, maxLength: 1) == -1)
    }

    /// What the adapter writes for `configuration.waitsForConnectivity = true` keeps the value.
    @Test func aConfigurationKeepsWhetherItWaitsForConnectivity() {
        let configuration = URLSessionConfiguration.default
        #expect(!configuration.cellSnapWaitsForConnectivity)
        configuration.cellSnapWaitsForConnectivity = true
        #expect(configuration.cellSnapWaitsForConnectivity)
        #expect(!URLSessionConfiguration.ephemeral.cellSnapWaitsForConnectivity)
    }
}
