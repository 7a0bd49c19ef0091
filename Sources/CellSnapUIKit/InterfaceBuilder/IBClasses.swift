import Foundation

/// The class of each element of an Interface Builder document: its `customClass`, found by name
/// (`NSClassFromString("Module.Class")`, as UIKit finds it through the Objective-C runtime), or the
/// UIKit class of the element's name.
@MainActor enum IBClasses {
    /// The UIKit class of each element CellSnap makes objects of.
    static let uikitClasses: [String: AnyClass] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "scrollView": UIScrollView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self,
        "segmentedControl": UISegmentedControl.self, "slider": UISlider.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self, "toolbar": UIToolbar.self,
        "stepper": UIStepper.self,
        "pickerView": UIPickerView.self,
        "tabBarItem": UITabBarItem.self, "barButtonItem": UIBarButtonItem.self,
        "navigationItem": UINavigationItem.self,
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "splitViewController": UISplitViewController.self, "pageViewController": UIPageViewController.self,
        "containerView": UIView.self,
        "collectionViewLayout": UICollectionViewLayout.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
        "visualEffectView": UIVisualEffectView.self, "datePicker": UIDatePicker.self,
        "pageControl": UIPageControl.self, "searchBar": UISearchBar.self, "refreshControl": UIRefreshControl.self,
    ]

    /// The elements of other frameworks' views, by the module and class CellSnap declares them
    /// in (found when the app links the framework, as on iOS).
    static let frameworkElements: [String: String] = [
        "mapView": "MapKit.MKMapView", "wkWebView": "WebKit.WKWebView",
    ]

    /// The modules of CellSnap's frameworks whose views Interface Builder names by class alone:
    /// a system class (`PKCanvasView`, `MKMapView`, `ARSCNView`) has no `customModule`, as
    /// Objective-C classes have none; Swift on Linux finds a class by its module's name.
    static let frameworkModules = [
        "MapKit", "PencilKit", "WebKit", "AVKit", "PhotosUI", "ContactsUI", "SafariServices", "MessageUI",
        "IntentsUI", "SwiftUI",
    ]

    /// The class of `element`: an error names the element when it has none, or when its custom
    /// class is not a kind of the element's UIKit class; a custom class that is not found is
    /// logged and the element's own class made, as UIKit does ("Unknown class X in Interface
    /// Builder file.").
    static func type(of element: IBElement, in loader: IBLoader) throws -> AnyClass {
        var framework: AnyClass?
        if let name = frameworkElements[element.name] {
            framework = lookUp(name)
            if framework == nil {
                throw IBFailure(
                    file: loader.document.fileName, element: element,
                    "<\(element.name)> is \(name), not found: the target that loads the document must link \(name.split(separator: ".")[0])"
                )
            }
        }
        guard let base = uikitClasses[element.name] ?? IBGestureRecognizers.classes[element.name] ?? framework else {
            throw IBFailure(
                file: loader.document.fileName, element: element,
                "CellSnap does not make objects of <\(element.name)> (it makes: \((Array(uikitClasses.keys) + Array(IBGestureRecognizers.classes.keys)).sorted().joined(separator: ", ")))"
            )
        }
        guard let custom = element.attributes["customClass"] else { return base }
        // "Inherit Module From Target": Xcode compiles the document with the module of the target
        // that holds it, whatever module the element names.
        let written = element.attributes["customModule"]
        let inherited = element.attributes["customModuleProvider"] == "target" ? loader.ownModule : nil
        let candidates = names(
            custom, module: inherited ?? written,
            modules: (inherited == nil ? [] : [written].compactMap { $0 }) + loader.modules)
        guard let found = candidates.lazy.compactMap({ lookUp($0) }).first else {
            // UIKit logs the class it does not know and makes the element's own class.
            let place = IBFailure(file: loader.document.fileName, element: element, "")
            reportToStandardError(
                "Unknown class \(custom) in Interface Builder file (\(place.location): looked up "
                    + "\(candidates.map { "\"\($0)\"" }.joined(separator: ", ")) with NSClassFromString); "
                    + "made a \(base), as UIKit does. If the class exists, give the element the customModule "
                    + "of the module that declares it, or put the document in that target's resources")
            return base
        }
        // Interface Builder writes a collection view's Custom layout as a flow layout element with
        // the custom class, which iOS makes whatever layout class it is.
        let flowElementOfLayout =
            element.name == "collectionViewFlowLayout" && cellSnapIsSubclass(found, of: UICollectionViewLayout.self)
        // A scene's element (`<tableViewController>`) decides only its view hierarchy, which becomes
        // the view of its controller: iOS makes the custom class whatever controller class it is.
        if cellSnapIsSubclass(base, of: UIViewController.self) {
            guard cellSnapIsSubclass(found, of: UIViewController.self) else {
                throw IBFailure(
                    file: loader.document.fileName, element: element,
                    "the custom class \(String(reflecting: found)) is not a subclass of UIViewController, which <\(element.name)> makes"
                )
            }
            return found
        }
        guard cellSnapIsSubclass(found, of: base) || flowElementOfLayout else {
            throw IBFailure(
                file: loader.document.fileName, element: element,
                "the custom class \(String(reflecting: found)) is not a subclass of \(base), the class of <\(element.name)>"
            )
        }
        return found
    }

    /// The names `custom` is looked up by: in its module, then in each module CellSnap knows.
    static func names(_ custom: String, module: String?, modules: [String]) -> [String] {
        if custom.contains(".") { return [custom] }
        var result: [String] = []
        for candidate in [module].compactMap({ $0 }) + modules where !result.contains("\(candidate).\(custom)") {
            result.append("\(candidate).\(custom)")
        }
        // A UIKit class as a custom class (`customClass="UISearchTextField"` on a text field): UIKit's.
        return result + [custom, "CellSnapUIKit.\(custom)"] + frameworkModules.map { "\($0).\(custom)" }
    }

    /// The class named `name`, as the Objective-C runtime finds it (a UIKit class by its plain name too).
    static func lookUp(_ name: String) -> AnyClass? {
        if let found = NSClassFromString(name) { return found }
        if let plain = name.split(separator: ".").last, name.hasPrefix("UIKit.") || name.hasPrefix("CellSnapUIKit.") {
            return NSClassFromString("CellSnapUIKit.\(plain)")
        }
        return nil
    }
}
