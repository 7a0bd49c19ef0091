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
