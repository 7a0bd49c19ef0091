// `import Intents` on Linux: what an app's own code does with Siri and Shortcuts: intents and
// their responses, interactions donated, shortcuts and voice shortcuts, the Siri authorization
// of a device that has granted none (`.notDetermined`, requests answered `.denied`
// asynchronously), images and speakable strings, object collections and the vocabulary. Nothing
// reaches Siri: donations and suggestions are kept in this process, where a test reads them. As
// the SDK's module does, it brings Foundation (with what Apple's has beyond Linux's, such as
// `NSUserActivity`, from CellSnapFoundation).
@_exported import CellSnapFoundation
@_exported import Foundation
