// `import Security` on Linux: the keychain's item functions (`SecItemAdd`, `SecItemCopyMatching`,
// `SecItemUpdate`, `SecItemDelete`) over a keychain held in this process's memory, with the
// `kSec...` keys and values apps pass them. As the SDK's module does, it brings Foundation and
// Core Foundation's type names (`CFDictionary`, `CFTypeRef`, ..., which CellSnap keeps in
// CoreGraphics).
@_exported import CoreGraphics
@_exported import Foundation
