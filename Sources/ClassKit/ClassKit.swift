// `import ClassKit` on Linux: the app's contexts (its chapters, quizzes, exercises), their
// activities with progress, duration and score, quantity and binary items, kept in the data
// store of this process as iOS keeps them on a device until Schoolwork reads them. The device has
// no teacher and no Schoolwork: nothing is ever sent, assigned or read back by a class. As the
// SDK's module does, it brings Foundation (with `NSUserActivity`, CellSnapFoundation's on Linux),
// whose user activities it extends with deep links from Schoolwork.
@_exported import CellSnapFoundation
@_exported import Foundation
