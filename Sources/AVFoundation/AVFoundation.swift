// `import AVFoundation` on Linux: media assets, players and their layer, the audio session,
// speech, capture and the geometry helper, as an app's media code uses them. CellSnap decodes no
// media and has no audio or camera device: what each class does instead is said on it and in
// UIKitOnLinux.md (a player stays before its first frame; nothing sounds; no camera is found
// unless a test lists one). As the SDK's module does, it brings Core Media (`CMTime`), Quartz
// Core (the layers), Core Graphics, Foundation and, through AVFAudio, Audio Toolbox (system
// sounds: `AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)` in a file that imports only
// AVFoundation).
@_exported import AudioToolbox
@_exported import CoreGraphics
@_exported import CoreMedia
@_exported import Foundation
@_exported import QuartzCore
