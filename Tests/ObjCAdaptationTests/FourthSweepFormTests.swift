// Key-value coding through `AnyObject`, as iOS code picks a nested JSON value by key path: Objective-C
// finds `value(forKeyPath:)` at run time on whatever object the value is; the adapter sends the
// call to CellSnapFoundation's key-value coding of the value as an `NSObject`. And the forwarders
// the adapter writes for members moved out of extensions (Alamofire's session delegate's).
import ObjCAdaptation
import Testing

/// The getters and setters, on a cast (also unparenthesised in a larger expression) and on a
/// parameter declared `AnyObject`; other members, other labels and other bases stay.
@Test func keyValueCodingThroughAnyObjectReachesTheObject() {
    let (adapted, diagnostics) = adaptedLines(
        "json",
        #"""
        func pick(_ top: Any, _ item: AnyObject) {
            let nested = (top as AnyObject).value(forKeyPath: "data.items")
            let name = (top as AnyObject).value(forKey: "name") as? String
            item.setValue(3, forKey: "count")
            item.setValue("x", forKeyPath: "owner.name")
            let other = (top as AnyObject).value
            let mine = store.value(forKey: "k")
            let labelled = (top as AnyObject).value(for: "k")
        }
        """#)
    #expect(diagnostics == [])
    #expect(
        adapted == #"""
            func pick(_ top: Any, _ item: AnyObject) {
                let nested = ((top as AnyObject) as? NSObject)?.value(forKeyPath: "data.items")
                let name = ((top as AnyObject) as? NSObject)?.value(forKey: "name") as? String
                (item as? NSObject)?.setValue(3, forKey: "count")
                (item as? NSObject)?.setValue("x", forKeyPath: "owner.name")
                let other = (top as AnyObject).value
                let mine = store.value(forKey: "k")
                let labelled = (top as AnyObject).value(for: "k")
            }
            """#)
}

/// An `open` method of an extension moves into its class behind a forwarder, which passes each
/// parameter on by name: a parameter named with a keyword (`didOpenWithProtocol protocol:`, as
/// Foundation's web socket delegate names it) is passed in backticks, and a parameter whose label
/// is its name is written once.
@Test func aForwarderPassesAKeywordParameterInBackticks() {
    let (adapted, diagnostics) = adaptedLines(
        "socket",
        """
        import Foundation
        open class SocketDelegate: NSObject {}
        extension SocketDelegate: URLSessionWebSocketDelegate {
            open func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?) {}
        }
        """)
    #expect(diagnostics == [])
    #expect(
        adapted == """
            import Foundation
            open class SocketDelegate: NSObject {open func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?) { _cellSnapOverride_SocketDelegate_urlSession(session, webSocketTask: webSocketTask, didOpenWithProtocol: `protocol`) } }
            extension SocketDelegate: URLSessionWebSocketDelegate {
                 func _cellSnapOverride_SocketDelegate_urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?) {}
            }
            """)
}
