// `import CryptoKit` on Linux: the hash functions (SHA-2, and SHA-1 and MD5 under `Insecure`),
// symmetric keys and HMAC, computed in pure Swift as FIPS 180-4, RFC 1321 and RFC 2104 define
// them, so that an image cache's file names, a request's signature or a checksum are the bytes
// iOS computes. Public-key agreement and signatures (`P256`, `Curve25519`) and ciphers (`AES`,
// `ChaChaPoly`) are not here: a file that uses them does not compile. As the SDK's module does,
// it brings Foundation.
@_exported import Foundation
