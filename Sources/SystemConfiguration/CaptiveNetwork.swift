// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Network

/// The key of the network's SSID (a string) in ``CNCopyCurrentNetworkInfo(_:)``'s dictionary.
public var kCNNetworkInfoKeySSID: CFString { "SSID" as CFString }
/// The key of the network's SSID as data.
public var kCNNetworkInfoKeySSIDData: CFString { "SSIDDATA" as CFString }
/// The key of the access point's BSSID.
public var kCNNetworkInfoKeyBSSID: CFString { "BSSID" as CFString }

/// The names of the device's Wi-Fi interfaces, as `CNCopySupportedInterfaces`: those of the
/// device's path that a test sets with `NWPathMonitor.cellSnapSetPath` (`en0` until then);
/// `nil` when it has none.
public func CNCopySupportedInterfaces() -> CFArray? {
    let names = NWPathMonitor().currentPath.availableInterfaces.filter { $0.type == .wifi }.map(\.name)
    return names.isEmpty ? nil : names as NSArray
}

/// The Wi-Fi network `interfaceName` is joined to, as `CNCopyCurrentNetworkInfo`: always `nil`.
/// iOS answers only an app that the person let use their location (or that configured the network
/// itself), and CellSnap's device has granted no permission.
@available(*, deprecated, message: "Use NEHotspotNetwork.fetchCurrent(completionHandler:)")
public func CNCopyCurrentNetworkInfo(_ interfaceName: CFString) -> CFDictionary? { nil }

/// Marks `interfaceName`'s network as a captive portal the app handles, as
/// `CNMarkPortalOnline`; CellSnap's device has no captive portal, so nothing changes: `false`.
public func CNMarkPortalOnline(_ interfaceName: CFString) -> Bool { false }

/// Marks `interfaceName`'s captive portal as not handled, as `CNMarkPortalOffline`: `false`, as
/// ``CNMarkPortalOnline(_:)``.
public func CNMarkPortalOffline(_ interfaceName: CFString) -> Bool { false }

/// Sets the SSIDs the app handles as captive portals, as `CNSetSupportedSSIDs`: `false`, as
/// CellSnap's device has no captive portal to hand the app.
public func CNSetSupportedSSIDs(_ ssidArray: CFArray) -> Bool { false }
