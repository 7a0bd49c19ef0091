// `import IntentsUI` on Linux: the Add to Siri button and the add and edit voice shortcut screens,
// with their delegates. Their settings are kept; drawing them is refused with an error that names
// them, as CellSnap does not draw iOS's Siri screens. As the SDK's module does, it brings Intents
// and UIKit's types the screens are made of.
@_exported import CellSnapUIKit
@_exported import Intents
