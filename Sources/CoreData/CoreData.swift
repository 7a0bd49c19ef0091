// `import CoreData` on Linux: a file that keeps its data in Core Data keeps the line it has on iOS.
// As the SDK's Core Data does, it brings Foundation. There is no SQLite store: every store is in
// memory, so a snapshot test starts from an empty store or from what the test inserts
// (UIKitOnLinux.md, "Core Data"). It brings CellSnapFoundation's additions too: predicates from a
// format, key-based sort descriptors and key-value coding, which Core Data code uses on iOS.
@_exported import CellSnapFoundation
@_exported import Foundation
