import ObjCExtensionLibrary
import UIKit

/// An app's delegate of a library's layout (Tests/ObjCLibrary/ColumnLayout.swift), implementing
/// one of its optional requirements.
final class ThreeColumnChoices: NSObject, ColumnLayoutDelegate {
    func columnCount(for layout: ColumnLayout) -> Int { 3 }
}
