// What a seventh sweep of public apps' code found missing: Foundation's streams to a host (a
// smart-home app's socket to its bridge), a keyboard extension's document proxy, and MapKit's
// camera boundary setters.
import Foundation
import MapKit
import Testing
import UIKit

#if canImport(Glibc)
    import Glibc
#endif

@MainActor @Suite struct SeventhSweepGapsTests {
    /// A listening socket on the loopback address that echoes one message back, upper-cased.
    final class EchoServer: @unchecked Sendable {
        let port: Int
        private let listener: Int32

        init() throws {
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            var size = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &size) }
            }
            guard bound == 0, named == 0, listen(listener, 1) == 0 else { throw POSIXError(.EADDRINUSE) }
            port = Int(UInt16(bigEndian: address.sin_port))
            self.listener = listener
        }

        /// Stops listening: the port is free, and refuses connections.
        func stop() { _ = close(listener) }

        /// Accepts one connection on a thread of its own and answers its first message.
        func answerOnce() {
            Thread {
                let client = accept(self.listener, nil, nil)
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = recv(client, &buffer, buffer.count, 0)
                let answer = Array(String(decoding: buffer[..<max(0, count)], as: UTF8.self).uppercased().utf8)
                _ = send(client, answer, answer.count, Int32(MSG_NOSIGNAL))
                _ = close(client)
                _ = close(self.listener)
            }.start()
        }
    }

    @Test nonisolated func streamsToAHostTalkOverTCP() throws {
        let server = try EchoServer()
        server.answerOnce()
        var input: InputStream?
        var output: OutputStream?
        Stream.getStreamsToHost(withName: "127.0.0.1", port: server.port, inputStream: &input, outputStream: &output)
        let (reader, writer) = (try #require(input), try #require(output))
        #expect(reader.streamStatus == .notOpen)
        reader.open()
        writer.open()
        let message = Array("lights on".utf8)
        #expect(writer.write(message, maxLength: message.count) == message.count)
        #expect(writer.streamStatus == .open)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4)
        while case let count = reader.read(&chunk, maxLength: chunk.count), count > 0 { received += chunk[..<count] }
        #expect(String(decoding: received, as: UTF8.self) == "LIGHTS ON")
        reader.close()
        writer.close()
        #expect(reader.streamStatus == .closed && writer.streamStatus == .closed)
    }

    /// A stream closed before it was opened leaves the connection to the other: the writer,
    /// opened (twice, which is once), still talks after the unopened reader closes.
    @Test nonisolated func closingAnUnopenedStreamLeavesTheOtherConnected() throws {
        let server = try EchoServer()
        server.answerOnce()
        var input: InputStream?
        var output: OutputStream?
        Stream.getStreamsToHost(withName: "127.0.0.1", port: server.port, inputStream: &input, outputStream: &output)
        let (reader, writer) = (try #require(input), try #require(output))
        writer.open()
        writer.open()
        reader.close()
        let message = Array("ok".utf8)
        #expect(writer.write(message, maxLength: message.count) == message.count)
        #expect(reader.streamStatus == .closed && writer.streamStatus == .open)
        writer.close()
        #expect(writer.streamStatus == .closed)
    }

    @Test nonisolated func aHostThatRefusesFailsTheStreams() throws {
        // A port just freed: nothing listens there.
        let server = try EchoServer()
        server.stop()
        let port = server.port
        var input: InputStream?
        var output: OutputStream?
        Stream.getStreamsToHost(withName: "127.0.0.1", port: port, inputStream: &input, outputStream: &output)
        let writer = try #require(output)
        writer.open()
        #expect(writer.write([1], maxLength: 1) == -1)
        #expect(writer.streamStatus == .error)
        #expect((writer.streamError as? NSError)?.code == Int(ECONNREFUSED))
    }

    /// A keyboard that types words and tells what the document did around its edits.
    final class WordKeyboard: UIInputViewController {
        var told: [String] = []
        override func textWillChange(_ textInput: UITextInput?) { told.append("will") }
        override func textDidChange(_ textInput: UITextInput?) { told.append("did") }
    }

    @Test func aKeyboardTypesIntoItsDocument() {
        let keyboard = WordKeyboard()
        let proxy = keyboard.textDocumentProxy
        #expect(!proxy.hasText && proxy.documentContextBeforeInput == nil)
        proxy.insertText("Hello word")
        proxy.adjustTextPosition(byCharacterOffset: -1)
        proxy.insertText("l")
        #expect(proxy.documentContextBeforeInput == "Hello worl" && proxy.documentContextAfterInput == "d")
        proxy.adjustTextPosition(byCharacterOffset: 10)
        proxy.deleteBackward()
        #expect(proxy.documentContextBeforeInput == "Hello worl" && proxy.documentContextAfterInput == nil)
        proxy.setMarkedText("ni", selectedRange: NSRange(location: 1, length: 0))
        #expect(proxy.documentContextBeforeInput == "Hello worln" && proxy.documentContextAfterInput == "i")
        #expect(proxy.selectedText == nil && proxy.hasText)
        proxy.insertText("d")
        #expect(proxy.documentContextBeforeInput == "Hello world" && proxy.documentContextAfterInput == nil)
        #expect(keyboard.told == Array(repeating: ["will", "did"], count: 5).flatMap { $0 })
        #expect(proxy.keyboardType == .default && keyboard.needsInputModeSwitchKey && !keyboard.hasFullAccess)
        var entries: [UILexiconEntry]?
        keyboard.requestSupplementaryLexicon { entries = $0.entries }
        #expect(entries?.isEmpty == true)
    }

    /// A boundary moves the centre of a region outside it to its nearest edge; inside, nothing moves.
    @Test func aCameraBoundaryKeepsTheCentreIn() throws {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let span = MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)
        map.setRegion(
            MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 10, longitude: 40), span: span), animated: false
        )
        let boundary = try #require(
            MKMapView.CameraBoundary(
                coordinateRegion: MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                    span: MKCoordinateSpan(latitudeDelta: 4, longitudeDelta: 4))))
        map.setCameraBoundary(boundary, animated: true)
        #expect(map.cameraBoundary === boundary)
        #expect(abs(map.centerCoordinate.longitude - 2) < 1e-6 && abs(map.centerCoordinate.latitude - 2) < 0.01)
        map.setCenter(CLLocationCoordinate2D(latitude: -1, longitude: 1), animated: false)
        #expect(abs(map.centerCoordinate.latitude + 1) < 0.01 && abs(map.centerCoordinate.longitude - 1) < 1e-6)
        let range = MKMapView.CameraZoomRange(maxCenterCoordinateDistance: 200_000)
        map.setCameraZoomRange(range, animated: false)
        #expect(map.cameraZoomRange === range)
    }
}
