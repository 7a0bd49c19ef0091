import UIKit

/// What a sheet shows: a controller that says how tall it wants to be.
protocol DetailSheetContent: UIViewController {
    var preferredHeight: CGFloat { get }
}

/// A sheet that makes its content itself, of the type it is given.
final class DetailSheetController<Content: DetailSheetContent>: UIViewController {
    let content = Content()
}

final class ShippingSheet: UIViewController, DetailSheetContent {
    var preferredHeight: CGFloat { 240 }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipping"
    }
}
