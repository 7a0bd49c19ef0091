import Foundation

/// The peripheral role, as Core Bluetooth's `CBPeripheralManager`: it publishes services and
/// advertises. On Linux its state becomes `.unsupported` (``CBManager``), so nothing is
/// advertised or published: ``startAdvertising(_:)`` tells the delegate's
/// `peripheralManagerDidStartAdvertising(_:error:)` a ``CBError`` of code `.operationNotSupported`
/// naming the call (Core Bluetooth only logs a misuse then; CellSnap tells the app why nothing
/// started), and ``add(_:)`` tells `peripheralManager(_:didAdd:error:)` the same.
open class CBPeripheralManager: CBManager, @unchecked Sendable {
    /// The manager's delegate (held weakly, as Core Bluetooth holds it).
    open weak var delegate: (any CBPeripheralManagerDelegate)?

    /// False: nothing advertises without a radio.
    open var isAdvertising: Bool { false }

    /// The options the manager was made with (`CBPeripheralManagerOption…` keys); no visible
    /// effect (no power alert is shown, nothing is restored).
    public let options: [String: Any]?

    public convenience init() { self.init(delegate: nil, queue: nil, options: nil) }

    public convenience init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }

    public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        self.options = options
        super.init(queue: queue)
    }

    /// `.authorized` (deprecated for ``CBManager/authorization``).
    @available(iOS, introduced: 7.0, deprecated: 13.0)
    open class func authorizationStatus() -> CBPeripheralManagerAuthorizationStatus { .authorized }

    /// Advertises nothing: tells the delegate, on the manager's queue, that advertising failed
    /// with `.operationNotSupported`.
    open func startAdvertising(_ advertisementData: [String: Any]?) {
        let error = CBError.noRadio("CBPeripheralManager.startAdvertising(_:)")
        delegateQueue.async { [self] in delegate?.peripheralManagerDidStartAdvertising(self, error: error) }
    }

    /// No visible effect: the manager was not advertising.
    open func stopAdvertising() {}

    /// No visible effect: no central is connected.
    open func setDesiredConnectionLatency(_ latency: CBPeripheralManagerConnectionLatency, for central: CBCentral) {}

    /// Publishes nothing: tells the delegate, on the manager's queue, that adding `service` failed
    /// with `.operationNotSupported`.
    open func add(_ service: CBMutableService) {
        let error = CBError.noRadio("CBPeripheralManager.add(_:)")
        delegateQueue.async { [self] in delegate?.peripheralManager(self, didAdd: service, error: error) }
    }

    /// No visible effect: no service was published.
    open func remove(_ service: CBMutableService) {}

    /// No visible effect: no service was published.
    open func removeAllServices() {}

    /// No visible effect: no request ever arrives.
    open func respond(to request: CBATTRequest, withResult result: CBATTError.Code) {}

    /// False: no central is subscribed, so no value is sent.
    open func updateValue(
        _ value: Data, for characteristic: CBMutableCharacteristic, onSubscribedCentrals centrals: [CBCentral]?
    ) -> Bool { false }

    override func tellStateUpdated() { delegate?.peripheralManagerDidUpdateState(self) }
}

/// The latency a peripheral asks of a central, as `CBPeripheralManagerConnectionLatency`.
public enum CBPeripheralManagerConnectionLatency: Int, Hashable, Sendable {
    case low = 0, medium, high
}

/// What a peripheral manager tells its delegate, as Core Bluetooth's
/// `CBPeripheralManagerDelegate` (its optional requirements defaulted to nothing). On Linux the
/// state update, the advertising failure and the service failure are ever called.
public protocol CBPeripheralManagerDelegate: NSObjectProtocol {
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
    func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any])
    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?)
    func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
    func peripheralManager(
        _ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic)
    func peripheralManager(
        _ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic)
    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest)
    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest])
    func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager)
}

extension CBPeripheralManagerDelegate {
    public func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any]) {}
    public func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {}
    public func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {}
    public func peripheralManager(
        _ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic
    ) {}
    public func peripheralManager(
        _ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic
    ) {}
    public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest) {}
    public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest]) {}
    public func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager) {}
}

/// A read or write request of a central, as Core Bluetooth's `CBATTRequest` (none ever arrives on
/// Linux, so only Core Bluetooth could make one).
open class CBATTRequest: NSObject, @unchecked Sendable {
    open var central: CBCentral
    open var characteristic: CBCharacteristic
    open var offset: Int
    open var value: Data?

    init(central: CBCentral, characteristic: CBCharacteristic, offset: Int, value: Data?) {
        (self.central, self.characteristic, self.offset, self.value) = (central, characteristic, offset, value)
        super.init()
    }
}
