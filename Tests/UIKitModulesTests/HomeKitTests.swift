// `import HomeKit` as an app's home screens use it: a device with no home, whose homes, rooms,
// zones, scenes and triggers the app adds are kept, and accessories a test describes are read,
// written and driven by scenes as their metadata allow.
import HomeKit
import Testing

@MainActor @Suite struct HomeKitTests {
    /// Waits for a HomeKit call's completion handler (called on the main queue).
    func finish(_ start: (@escaping (Error?) -> Void) -> Void) async -> HMError.Code? {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: ($0 as? HMError)?.code) }
        }
    }

    func lamp() -> (HMAccessory, HMCharacteristic, HMCharacteristic) {
        let power = HMCharacteristic(cellSnapType: HMCharacteristicTypePowerState, value: false)
        let brightness = HMCharacteristic(cellSnapType: HMCharacteristicTypeBrightness, value: 40)
        let name = HMCharacteristic(cellSnapType: HMCharacteristicTypeName, value: "Desk Lamp")
        let light = HMService(cellSnapType: HMServiceTypeLightbulb, characteristics: [power, brightness, name])
        let accessory = HMAccessory(
            cellSnapName: "Desk Lamp", category: HMAccessoryCategoryTypeLightbulb, services: [light])
        return (accessory, power, brightness)
    }

    @Test func aManagerLoadsAnEmptyAuthorizedHomeKit() async {
        let delegate = ManagerDelegate()
        let manager = HMHomeManager()
        manager.delegate = delegate
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(delegate.events == ["status 5", "homes 0"])
        #expect(
            manager.homes.isEmpty && manager.primaryHome == nil
                && manager.authorizationStatus == [.determined, .authorized])
        #expect(HMErrorDomain == "HMErrorDomain" && HMError.Code.noActionsInActionSet.rawValue == 25)
        #expect(
            HMError.Code.dateMustBeOnSpecifiedBoundaries.rawValue == 70
                && HMError.Code.incompatibleAccessory.rawValue == 93)
    }

    @Test func homesRoomsAndZonesAreKeptAndChecked() async throws {
        let manager = HMHomeManager()
        let home = try await manager.addHome(withName: "Cabin")
        let second = try await manager.addHome(withName: "Flat")
        #expect(manager.homes.map(\.name) == ["Cabin", "Flat"] && manager.primaryHome === home && !second.isPrimary)
        #expect(
            await finish { done in manager.addHome(withName: " cabin ") { done($1) } } == .homeWithSimilarNameExists)
        #expect(await finish { done in manager.addHome(withName: "  ") { done($1) } } == .invalidParameter)
        #expect(await finish { manager.updatePrimaryHome(second, completionHandler: $0) } == nil)
        #expect(manager.primaryHome === second && !home.isPrimary)
        let kitchen = try await home.addRoom(withName: "Kitchen")
        #expect(
            await finish { done in home.addRoom(withName: "KITCHEN") { done($1) } }
                == .objectWithSimilarNameExistsInHome)
        var zone: HMZone?
        #expect(
            await finish { done in
                home.addZone(withName: "Downstairs") {
                    zone = $0
                    done($1)
                }
            } == nil)
        #expect(await finish { zone!.addRoom(kitchen, completionHandler: $0) } == nil)
        #expect(
            await finish { zone!.addRoom(home.roomForEntireHome, completionHandler: $0) } == .roomForHomeCannotBeInZone)
        #expect(
            await finish { home.roomForEntireHome.updateName("Hall", completionHandler: $0) }
                == .roomForHomeCannotBeUpdated)
        #expect(home.rooms.map(\.name) == ["Kitchen"] && zone!.rooms.map(\.name) == ["Kitchen"])
        #expect(await finish { home.removeRoom(kitchen, completionHandler: $0) } == nil)
        #expect(home.rooms.isEmpty && zone!.rooms.isEmpty && home.homeHubState == .notAvailable)
        try await manager.removeHome(second)
        #expect(manager.homes.map(\.name) == ["Cabin"] && manager.primaryHome === home)
        #expect(await finish { manager.removeHome(second, completionHandler: $0) } == .notFound)
    }

    @Test func describedAccessoriesAreReadAndWrittenAsTheirMetadataAllows() async throws {
        let manager = HMHomeManager()
        let home = try await manager.addHome(withName: "Home")
        let (accessory, power, brightness) = lamp()
        #expect(await finish { home.addAccessory(accessory, completionHandler: $0) } == nil)
        #expect(accessory.room === home.roomForEntireHome && home.roomForEntireHome.name == "Default Room")
        #expect(home.servicesWithTypes([HMServiceTypeLightbulb])?.first?.localizedDescription == "Lightbulb")
        #expect(
            brightness.metadata?.maximumValue?.doubleValue == 100
                && brightness.metadata?.units == HMCharacteristicMetadataUnitsPercentage)
        #expect(
            power.characteristicType == "00000025-0000-1000-8000-0026BB765291"
                && power.localizedDescription == "Power State")
        /// (value written to brightness, the error code).
        let writes: [(Any?, HMError.Code?)] = [
            (75, nil), (101, .valueHigherThanMaximum), (-1, .valueLowerThanMinimum), (50.5, .invalidValueType),
            ("bright", .invalidValueType), (nil, .invalidValueType),
        ]
        for (value, code) in writes {
            #expect(
                await finish { brightness.writeValue(value, completionHandler: $0) } == code,
                "\(String(describing: value))")
        }
        #expect(brightness.value as? Int == 75)
        let name = accessory.services[0].characteristics[2]
        #expect(await finish { name.writeValue("Lamp", completionHandler: $0) } == .readOnlyCharacteristic)
        #expect(await finish { name.enableNotification(true, completionHandler: $0) } == .notificationNotSupported)
        try await power.readValue()
        #expect(power.value as? Bool == false && !accessory.supportsIdentify && accessory.isReachable)
        #expect(await finish { home.addAccessory(accessory, completionHandler: $0) } == .alreadyExists)
        #expect(await finish { home.addAndSetupAccessories(completionHandler: $0) } == .operationCancelled)
        let browser = HMAccessoryBrowser()
        browser.startSearchingForNewAccessories()
        #expect(browser.discoveredAccessories.isEmpty && browser.cellSnapIsSearching)
    }

    @Test func anAccessorysOwnChangeIsToldWhenNotificationsAreOn() async throws {
        let (accessory, power, _) = lamp()
        let delegate = AccessoryDelegate()
        accessory.delegate = delegate
        try power.cellSnapAccessoryUpdate(true)
        #expect(await finish { power.enableNotification(true, completionHandler: $0) } == nil)
        try power.cellSnapAccessoryUpdate(false)
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(delegate.updates == ["Power State"] && power.value as? Bool == false)
        #expect(throws: HMError.self) { try power.cellSnapAccessoryUpdate("on") }
    }

    @Test func scenesWriteTheirValuesAndTriggersKeepTheirSets() async throws {
        let manager = HMHomeManager()
        let home = try await manager.addHome(withName: "Home")
        let (accessory, power, brightness) = lamp()
        #expect(await finish { home.addAccessory(accessory, completionHandler: $0) } == nil)
        var scene: HMActionSet?
        #expect(
            await finish { done in
                home.addActionSet(withName: "Evening") {
                    scene = $0
                    done($1)
                }
            } == nil)
        #expect(await finish { home.executeActionSet(scene!, completionHandler: $0) } == .noActionsInActionSet)
        let on = HMCharacteristicWriteAction(characteristic: power, targetValue: NSNumber(value: true))
        let dim = HMCharacteristicWriteAction(characteristic: brightness, targetValue: NSNumber(value: 10))
        #expect(await finish { scene!.addAction(on, completionHandler: $0) } == nil)
        #expect(await finish { scene!.addAction(dim, completionHandler: $0) } == nil)
        #expect(await finish { scene!.addAction(dim, completionHandler: $0) } == .alreadyExists)
        try await home.executeActionSet(scene!)
        #expect((power.value as? NSNumber)?.boolValue == true && (brightness.value as? NSNumber)?.intValue == 10)
        #expect(scene!.lastExecutionDate != nil && scene!.actionSetType == HMActionSetTypeUserDefined)
        let onTheMinute = Date(timeIntervalSinceReferenceDate: 60 * 12_000_000)
        let timer = HMTimerTrigger(name: "Dusk", fireDate: onTheMinute, recurrence: DateComponents(day: 1))
        #expect(await finish { timer.enable(true, completionHandler: $0) } == .objectNotAssociatedToAnyHome)
        #expect(await finish { home.addTrigger(timer, completionHandler: $0) } == nil)
        #expect(await finish { timer.enable(true, completionHandler: $0) } == .noRegisteredActionSets)
        #expect(await finish { timer.addActionSet(scene!, completionHandler: $0) } == nil)
        #expect(await finish { timer.enable(true, completionHandler: $0) } == nil)
        #expect(timer.isEnabled && timer.lastFireDate == nil && home.triggers.count == 1)
        let late = HMTimerTrigger(name: "Late", fireDate: onTheMinute.addingTimeInterval(30), recurrence: nil)
        #expect(await finish { home.addTrigger(late, completionHandler: $0) } == .dateMustBeOnSpecifiedBoundaries)
        #expect(await finish { home.removeActionSet(scene!, completionHandler: $0) } == nil)
        #expect(timer.actionSets.isEmpty && home.actionSets.isEmpty)
    }
}

private final class ManagerDelegate: HMHomeManagerDelegate {
    var events: [String] = []
    func homeManagerDidUpdateHomes(_ manager: HMHomeManager) { events.append("homes \(manager.homes.count)") }
    func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus) {
        events.append("status \(status.rawValue)")
    }
}

private final class AccessoryDelegate: HMAccessoryDelegate {
    var updates: [String] = []
    func accessory(_ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic) {
        updates.append(characteristic.localizedDescription)
    }
}
