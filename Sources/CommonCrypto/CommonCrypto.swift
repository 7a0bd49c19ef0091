// `import CommonCrypto` on Linux: the SDK's message digests (`CC_MD5`, `CC_SHA1`, `CC_SHA256`,
// `CC_SHA384`, `CC_SHA512`, one call or through a context) and keyed codes (`CCHmac`), computed
// by CellSnap's CryptoKit, so an image cache's file names or a request's signature are the bytes
// iOS computes. SHA-224, the ciphers (`CCCrypt`), key derivation (`CCKeyDerivationPBKDF`) and
// random bytes (`CCRandomGenerateBytes`) are not here: a file that uses them does not compile.
// As the SDK's module does, it brings Foundation.
@_exported import Foundation
