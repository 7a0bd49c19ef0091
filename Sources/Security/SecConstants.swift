// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation

/// Security's result codes (Apple's values).
public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecNotAvailable: OSStatus = -25291
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018

// The keys and values of keychain queries, as Security's `kSec...` constants (the strings Apple's
// Security framework uses for them).

/// The item's class.
public var kSecClass: CFString { "class" as CFString }
public var kSecClassGenericPassword: CFString { "genp" as CFString }
public var kSecClassInternetPassword: CFString { "inet" as CFString }
/// A certificate (its DER bytes as the item's data).
public var kSecClassCertificate: CFString { "cert" as CFString }
/// A cryptographic key (its bytes as the item's data).
public var kSecClassKey: CFString { "keys" as CFString }
/// An identity: a certificate with its private key.
public var kSecClassIdentity: CFString { "idnt" as CFString }

// The attributes that tell certificates and keys apart (their primary keys, as Apple documents them).
public var kSecAttrCertificateType: CFString { "ctyp" as CFString }
public var kSecAttrIssuer: CFString { "issr" as CFString }
public var kSecAttrSerialNumber: CFString { "slnr" as CFString }
public var kSecAttrKeyClass: CFString { "kcls" as CFString }
public var kSecAttrKeyType: CFString { "type" as CFString }
public var kSecAttrApplicationLabel: CFString { "klbl" as CFString }
public var kSecAttrApplicationTag: CFString { "atag" as CFString }
public var kSecAttrKeySizeInBits: CFString { "bsiz" as CFString }
public var kSecAttrEffectiveKeySize: CFString { "esiz" as CFString }

public var kSecAttrAccessible: CFString { "pdmn" as CFString }
public var kSecAttrAccessibleWhenUnlocked: CFString { "ak" as CFString }
public var kSecAttrAccessibleAfterFirstUnlock: CFString { "ck" as CFString }
public var kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString { "aku" as CFString }
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" as CFString }
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { "akpu" as CFString }
@available(*, deprecated, message: "Use an accessibility level that is not always available")
public var kSecAttrAccessibleAlways: CFString { "dk" as CFString }
@available(*, deprecated, message: "Use an accessibility level that is not always available")
public var kSecAttrAccessibleAlwaysThisDeviceOnly: CFString { "dku" as CFString }
public var kSecAttrAccessGroup: CFString { "agrp" as CFString }
public var kSecAttrSynchronizable: CFString { "sync" as CFString }
/// Matches items whether they synchronize or not.
public var kSecAttrSynchronizableAny: CFString { "syna" as CFString }
public var kSecAttrCreationDate: CFString { "cdat" as CFString }
public var kSecAttrModificationDate: CFString { "mdat" as CFString }
public var kSecAttrDescription: CFString { "desc" as CFString }
public var kSecAttrComment: CFString { "icmt" as CFString }
public var kSecAttrCreator: CFString { "crtr" as CFString }
public var kSecAttrType: CFString { "type" as CFString }
public var kSecAttrLabel: CFString { "labl" as CFString }
public var kSecAttrIsInvisible: CFString { "invi" as CFString }
public var kSecAttrIsNegative: CFString { "nega" as CFString }
public var kSecAttrAccount: CFString { "acct" as CFString }
public var kSecAttrService: CFString { "svce" as CFString }
public var kSecAttrGeneric: CFString { "gena" as CFString }
public var kSecAttrSecurityDomain: CFString { "sdmn" as CFString }
public var kSecAttrServer: CFString { "srvr" as CFString }
public var kSecAttrProtocol: CFString { "ptcl" as CFString }
public var kSecAttrAuthenticationType: CFString { "atyp" as CFString }
public var kSecAttrPort: CFString { "port" as CFString }
public var kSecAttrPath: CFString { "path" as CFString }

/// The item's secret.
public var kSecValueData: CFString { "v_Data" as CFString }
public var kSecValueRef: CFString { "v_Ref" as CFString }
public var kSecValuePersistentRef: CFString { "v_PersistentRef" as CFString }

/// What a search returns.
public var kSecReturnData: CFString { "r_Data" as CFString }
public var kSecReturnAttributes: CFString { "r_Attributes" as CFString }
public var kSecReturnRef: CFString { "r_Ref" as CFString }
public var kSecReturnPersistentRef: CFString { "r_PersistentRef" as CFString }

/// How many items a search returns.
public var kSecMatchLimit: CFString { "m_Limit" as CFString }
public var kSecMatchLimitOne: CFString { "m_LimitOne" as CFString }
public var kSecMatchLimitAll: CFString { "m_LimitAll" as CFString }

/// Options of the call.
public var kSecUseDataProtectionKeychain: CFString { "nleg" as CFString }
public var kSecUseOperationPrompt: CFString { "u_OpPrompt" as CFString }
public var kSecUseAuthenticationUI: CFString { "u_AuthUI" as CFString }
public var kSecUseAuthenticationContext: CFString { "u_AuthCtx" as CFString }
