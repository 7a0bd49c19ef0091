// Xcode's colour and image literals and UIFont's class sizes, in a file written as for iOS.
import CellSnapUIKitTesting
import Testing
import UIKit

@MainActor @Suite struct LiteralsAndFontSizesTests {
    // The literals are what the test is about.
    // swift-format-ignore: NoPlaygroundLiterals
    @Test func colourLiteralsAreUIColors() {
        let inferred = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let annotated: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(
            inferred
                == UIColor(red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)), alpha: 1))
        #expect(annotated == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    }

    /// Where a `CGColor` is asked for (a layer's border colour), the literal makes one.
    // swift-format-ignore: NoPlaygroundLiterals
    @Test func aColourLiteralCanBeALayersCGColor() {
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(layer.borderColor == CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    }

    /// An image literal naming no image of the app's catalogs is refused where it is drawn,
    /// naming the literal (UIKit stops the app).
    // swift-format-ignore: NoPlaygroundLiterals
    @Test func aMissingImageLiteralIsRefusedWhereDrawn() {
        let image = #imageLiteral(resourceName: "NoSuchImage")
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Avatar"
        content.image = image
        cell.contentConfiguration = content
        UIView.cellSnapInstallTextMeasurer()
        #expect {
            _ = try cell.cellSnapListCell()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "#imageLiteral(resourceName: \"NoSuchImage\")"
        }
    }

    @Test func fontSizes() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
    }
}

/// Geometry UIKit adds to Core Graphics' types, and views' transforms.
@MainActor @Suite struct UIKitGeometryTests {
    @Test func insetByEdgeInsets() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 2))
                == CGRect(x: 18, y: 24, width: 90, height: 30))
        #expect(
            rect.inset(by: UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1))
                == CGRect(x: 9, y: 19, width: 102, height: 42))
    }

    /// A view's transform is its layer's; the frame stays the untransformed one.
    @Test func viewTransformIsTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CATransform3DGetAffineTransform(view.layer.transform) == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(view.transform.b - 1) < 1e-12)
    }
}
