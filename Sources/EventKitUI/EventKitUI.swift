// `import EventKitUI` on Linux: the system's event editor (`EKEventEditViewController`) and
// event details (`EKEventViewController`) with their delegates. Both are made, configured and
// presented as on iOS, and drawing either is refused: iOS draws them from the system's own
// layout, which CellSnap does not imitate. As the SDK's module does, it brings UIKit and EventKit.
@_exported import EventKit
@_exported import UIKit
