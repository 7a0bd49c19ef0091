@_exported import AVFoundation
// `import MediaPlayer` on Linux: the now-playing info, the remote commands and the volume view,
// as an audio or video app uses them. Linux has no lock screen, Control Center or volume: the
// info and command handlers are kept and read back, with no visible effect (UIKitOnLinux.md). As the
// SDK's MediaPlayer module, it brings AVFoundation with it.
@_exported import Foundation
@_exported import UIKit
