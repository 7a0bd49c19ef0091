// `import AVKit` on Linux: the system's player controller, route picker and picture in picture.
// As the SDK's module does, it brings AVFoundation and UIKit.
@_exported import AVFoundation
@_exported import UIKit
