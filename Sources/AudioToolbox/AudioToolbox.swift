// swift-format-ignore-file: AlwaysUseLowerCamelCase

// `import AudioToolbox` on Linux: system sounds and vibration, as apps play a click or a buzz.
// Nothing sounds or vibrates on Linux: each call is accepted and has no visible effect
// (UIKitOnLinux.md). As the SDK's module does, it brings Core Foundation's names (through Core
// Graphics here) and Foundation.
@_exported import CoreGraphics
@_exported import Foundation

/// A system sound's identifier, as Audio Toolbox's `SystemSoundID`.
public typealias SystemSoundID = UInt32

/// The system sound that vibrates the device, as `kSystemSoundID_Vibrate`.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The "no error" result, as the SDK's `noErr`.
public let kAudioServicesNoError: OSStatus = 0
/// The result for a sound file that cannot be registered, as `kAudioServicesSystemSoundUnspecifiedError`.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// Plays `inSystemSoundID`. No visible effect: nothing sounds on Linux.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays `inSystemSoundID` as an alert (vibrating where the device can). No visible effect.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays `inSystemSoundID`, then calls `inCompletionBlock` (at once: nothing sounds).
public func AudioServicesPlaySystemSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) {
    inCompletionBlock?()
}

/// Plays `inSystemSoundID` as an alert, then calls `inCompletionBlock` (at once).
public func AudioServicesPlayAlertSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) {
    inCompletionBlock?()
}

/// Registers the sound file at `inFileURL` and writes its identifier to `outSystemSoundID`:
/// the file must exist (`kAudioServicesSystemSoundUnspecifiedError` otherwise); identifiers are
/// numbered from 4096 in the order of registration, in this process.
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
    guard inFileURL.isFileURL, let path = inFileURL.path, FileManager.default.fileExists(atPath: path)
    else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = SystemSounds.register()
    return kAudioServicesNoError
}

/// Forgets a sound ``AudioServicesCreateSystemSoundID(_:_:)`` registered.
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }

/// The identifiers of registered sound files.
enum SystemSounds {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next: SystemSoundID = 4096

    static func register() -> SystemSoundID {
        lock.withLock {
            defer { next += 1 }
            return next
        }
    }
}

/// An audio data format's four-character code, as Core Audio's `AudioFormatID`.
public typealias AudioFormatID = UInt32
/// Linear PCM (`'lpcm'`).
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// MPEG-4 AAC (`'aac '`).
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Apple Lossless (`'alac'`).
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
/// Apple IMA 4:1 ADPCM (`'ima4'`).
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134
/// MPEG-1 or 2 layer 3 (`'.mp3'`).
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033
/// µ-law 2:1 (`'ulaw'`).
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177
/// A-law 2:1 (`'alaw'`).
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177
/// FLAC (`'flac'`).
public let kAudioFormatFLAC: AudioFormatID = 0x666C_6163
/// Opus (`'opus'`).
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573

/// An audio file's unspecified error, as Audio Toolbox's `kAudioFileUnspecifiedError` (`'wht?'`).
public let kAudioFileUnspecifiedError: OSStatus = 2_003_334_207
/// An audio file of a type that cannot be read, as `kAudioFileUnsupportedFileTypeError` (`'typ?'`).
public let kAudioFileUnsupportedFileTypeError: OSStatus = 1_954_115_647
