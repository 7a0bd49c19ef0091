import CoreHaptics
import Foundation

extension CHHapticEngine {
    /// An engine playing through `audioSession`, as Core Haptics types it on iOS (an
    /// `AVAudioSession`, so that `CHHapticEngine(audioSession: .sharedInstance())` compiles): throws
    /// `CHHapticError(.notSupported)`, as no haptics are here.
    public convenience init(audioSession: AVAudioSession?) throws { try self.init() }
}
