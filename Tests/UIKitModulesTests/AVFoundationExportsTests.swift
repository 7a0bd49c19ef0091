// `import AVFoundation` alone brings Audio Toolbox, as the SDK's module does through AVFAudio: a
// scanner's file that imports AVFoundation buzzes the phone when it finds a code.
import AVFoundation
import Testing

@Test func avFoundationBringsAudioToolbox() {
    let vibrate: SystemSoundID = kSystemSoundID_Vibrate
    AudioServicesPlaySystemSound(vibrate)
    #expect(vibrate == 0x0FFF)
}
