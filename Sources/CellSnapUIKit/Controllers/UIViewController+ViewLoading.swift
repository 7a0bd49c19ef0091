import CellModel

extension UIViewController {
    /// Gives the controller UIKit's default view: a plain view of the main screen's size.
    func cellSnapLoadPlainView() {
        let plain = UIView(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight))
        // As UIKit's `loadView()` makes it: it follows its superview's size (a child's view a
        // parent placed with `view.bounds` before it was laid out).
        plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = plain
    }

    /// A property that loads its view controller's view before it is read (iOS 16.4), for views and
    /// objects a controller makes in `viewDidLoad()`:
    ///
    /// ```swift
    /// final class ProfileViewController: UIViewController {
    ///     @ViewLoading var nameLabel: UILabel
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         nameLabel = UILabel()
    ///         view.addSubview(nameLabel)
    ///     }
    /// }
    ///
    /// let controller = ProfileViewController()
    /// controller.nameLabel.text = "Ada"   // loads the view first, so nameLabel is set
    /// ```
    ///
    /// As in UIKit, reading the property when loading the view did not set it stops the program
    /// with a message naming the property's type; it applies to properties of view controllers only.
    @MainActor @propertyWrapper
    public struct ViewLoading<Value> {
        private var value: Value?

        /// A property without a value until the view is loaded.
        public init() {}

        @available(*, unavailable, message: "@ViewLoading applies to properties of a UIViewController subclass")
        public var wrappedValue: Value {
            get { fatalError("@ViewLoading applies to properties of a UIViewController subclass") }
            // swift-format-ignore
            set { fatalError("@ViewLoading applies to properties of a UIViewController subclass") }
        }

        /// The property of `controller`, its view loaded first.
        public static subscript<Controller: UIViewController>(
            _enclosingInstance controller: Controller,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Controller, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<Controller, ViewLoading<Value>>
        ) -> Value {
            get {
                controller.loadViewIfNeeded()
                guard let value = controller[keyPath: storageKeyPath].value else {
                    fatalError(
                        "@ViewLoading property of \(Controller.self) (a \(Value.self)) read before it was set: "
                            + "set it in viewDidLoad()")
                }
                return value
            }
            set { controller[keyPath: storageKeyPath].value = newValue }
        }
    }
}
