// Types round 13 added that older and newer app code names: the indexed collation of table
// sections, the notifications of iOS 8 to 9, screen modes, float ranges, field regions and
// behaviours, dynamic item groups; and members moved into class bodies so that apps override them.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite(.serialized) struct AbsentTypesRoundThirteenTests {
    final class Contact: NSObject {
        let name: String
        init(_ name: String) { self.name = name }
    }

    static let sections: [(name: String, section: Int)] = [
        ("apple", 0), ("Banana", 1), ("Émile", 4), ("zoë", 25), ("Ørsted", 14), ("Æsir", 0), ("þorn", 26),
        ("42nd Street", 26),
        ("Ωmega", 26), ("", 26), ("ﾃ", 26), ("ｂig", 1),
    ]

    @Test func collationFilesNamesByTheirFoldedFirstLetter() {
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 27)
        #expect(collation.sectionTitles.first == "A" && collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
        for (name, section) in Self.sections {
            #expect(
                collation.section(for: Contact(name), collationStringSelector: Selector("name")) == section, "\(name)")
            #expect(
                collation.section(for: name as NSString, collationStringSelector: Selector("description")) == section)
        }
        #expect(collation.section(forSectionIndexTitle: 3) == 3)
        #expect(collation.section(forSectionIndexTitle: 99) == 26 && collation.section(forSectionIndexTitle: -1) == 0)
    }

    @Test func collationSortsBySectionThenFoldedThenWrittenText() {
        let names = ["banana", "apple", "Émile", "10 Downing", "éclair", "Apple"]
        let sorted = UILocalizedIndexedCollation.current()
            .sortedArray(from: names.map(Contact.init), collationStringSelector: Selector("name"))
        #expect(
            sorted.compactMap { ($0 as? Contact)?.name } == [
                "Apple", "apple", "banana", "éclair", "Émile", "10 Downing",
            ])
    }

    @Test func collationReportsAStringItCannotRead() {
        let problems = KeyValueCoding.problems {
            let section = UILocalizedIndexedCollation.current()
                .section(for: Contact("Ada"), collationStringSelector: Selector("surname"))
            #expect(section == 26)
        }
        #expect(problems.map(\.key) == ["surname"])
    }

    final class LegacyDelegate: UIResponder, UIApplicationDelegate {
        var registered: [UIUserNotificationSettings] = []
        var received: [UILocalNotification] = []
        func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
            registered.append(notificationSettings)
        }
        func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
            received.append(notification)
        }
    }

    /// Waits for what the main queue holds now to run.
    func drainMainQueue() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    @Test func userNotificationSettingsAreGrantedAsThePersonAnswers() async {
        let app = UIApplication.shared
        let delegate = LegacyDelegate()
        let previous = (app.delegate, app.cellSnapAllowsUserNotifications)
        defer { (app.delegate, app.cellSnapAllowsUserNotifications) = previous }
        app.delegate = delegate
        let reply = UIMutableUserNotificationAction()
        reply.identifier = "reply"
        reply.title = "Reply"
        reply.behavior = .textInput
        reply.activationMode = .background
        let category = UIMutableUserNotificationCategory()
        category.identifier = "message"
        category.setActions(
            [reply, UIMutableUserNotificationAction(), UIMutableUserNotificationAction()], for: .default)
        let asked = UIUserNotificationSettings(types: [.alert, .badge], categories: [category])

        app.cellSnapAllowsUserNotifications = false
        app.registerUserNotificationSettings(asked)
        #expect(app.currentUserNotificationSettings?.types == [])
        await drainMainQueue()
        #expect(delegate.registered.map(\.types) == [[]])
        #expect(delegate.registered.first?.categories?.first?.identifier == "message")

        app.cellSnapAllowsUserNotifications = true
        app.registerUserNotificationSettings(asked)
        await drainMainQueue()
        #expect(app.currentUserNotificationSettings?.types == [.alert, .badge])
        #expect(delegate.registered.last?.types == [.alert, .badge])

        #expect(category.actions(for: .default)?.count == 3)
        #expect(category.actions(for: .minimal)?.map(\.identifier) == ["reply", nil])
        #expect(reply.isAuthenticationRequired == false && reply.title == "Reply")
        #expect(UIUserNotificationAction().isAuthenticationRequired)
    }

    @Test func localNotificationsAreScheduledCancelledAndPresented() async {
        let app = UIApplication.shared
        let delegate = LegacyDelegate()
        let previous = app.delegate
        defer {
            app.delegate = previous
            app.cancelAllLocalNotifications()
        }
        app.delegate = delegate
        app.cancelAllLocalNotifications()
        let water = UILocalNotification()
        water.fireDate = Date(timeIntervalSince1970: 86_400)
        water.alertBody = "Water the plants"
        water.repeatInterval = .day
        water.soundName = UILocalNotificationDefaultSoundName
        let walk = UILocalNotification()
        walk.fireDate = Date(timeIntervalSince1970: 90_000)
        app.scheduleLocalNotification(water)
        app.scheduleLocalNotification(walk)
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == ["Water the plants", nil])
        app.cancelLocalNotification(water)
        #expect(app.scheduledLocalNotifications?.count == 1 && app.scheduledLocalNotifications?.first === walk)

        let now = UILocalNotification()
        now.userInfo = ["id": 7]
        app.scheduleLocalNotification(now)
        app.presentLocalNotificationNow(walk)
        #expect(app.scheduledLocalNotifications?.count == 1)
        await drainMainQueue()
        #expect(delegate.received.count == 2 && delegate.received[0] === now && delegate.received[1] === walk)
        app.scheduledLocalNotifications = nil
        #expect(app.scheduledLocalNotifications?.isEmpty == true)
    }

    @Test func screenModesAreThePanels() {
        let screen = UIScreen.main
        #expect(screen.availableModes.map(\.size) == [CGSize(width: 1179, height: 2556)])
        #expect(screen.preferredMode === screen.currentMode && screen.currentMode?.pixelAspectRatio == 1)
    }

    @Test func floatRangesAndRegions() {
        #expect(UIFloatRange.zero == UIFloatRange() && UIFloatRange.infinite.isInfinite)
        #expect(!UIFloatRange(minimum: 1, maximum: 4).isInfinite)
        let ring = UIRegion(radius: 100).byDifference(from: UIRegion(radius: 50))
        let points: [(CGPoint, Bool)] = [
            (CGPoint(x: 75, y: 0), true), (.zero, false), (CGPoint(x: 0, y: -99), true), (CGPoint(x: 80, y: 80), false),
        ]
        for (point, inside) in points { #expect(ring.contains(point) == inside, "\(point)") }
        let band = UIRegion(size: CGSize(width: 40, height: 10))
        #expect(band.contains(CGPoint(x: 20, y: 5)) && !band.contains(CGPoint(x: 21, y: 0)))
        #expect(band.inverse().contains(CGPoint(x: 21, y: 0)))
        #expect(band.byUnion(with: UIRegion(radius: 30)).contains(CGPoint(x: 0, y: 29)))
        #expect(!band.byIntersection(with: UIRegion(radius: 30)).contains(CGPoint(x: 0, y: 29)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    @Test func fieldsAndItemGroupsKeepWhatTheyAreGiven() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 30))
        let group = UIDynamicItemGroup(items: [a, b])
        #expect(group.center == CGPoint(x: 30, y: 20) && group.bounds == CGRect(x: 0, y: 0, width: 60, height: 40))
        group.center = CGPoint(x: 130, y: 20)
        #expect(a.frame.origin == CGPoint(x: 100, y: 0) && b.frame.origin == CGPoint(x: 140, y: 10))

        let gravity = UIFieldBehavior.radialGravityField(position: CGPoint(x: 10, y: 20))
        gravity.addItem(a)
        gravity.region = UIRegion(radius: 50)
        #expect(gravity.position == CGPoint(x: 10, y: 20) && gravity.items.count == 1 && gravity.strength == 1)
        #expect(UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1)).direction.dy == 1)
        #expect(UIFieldBehavior.noiseField(smoothness: 3, animationSpeed: 2).smoothness == 1)
        let custom = UIFieldBehavior.field { _, _, velocity, _, _, _ in velocity }
        gravity.removeItem(a)
        #expect(gravity.items.isEmpty && custom.region.contains(.zero))
    }

    /// Following the readable width narrows only a table wider than it and its margins, which is
    /// refused; a phone's table draws as without it.
    @Test func readableWidthMarginsAreRefusedWhereTheyNarrowTheCells() throws {
        for (width, refused) in [(390.0, false), (1024.0, true)] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            let source = FruitSource()
            table.dataSource = source
            #expect(!table.cellLayoutMarginsFollowReadableWidth)
            _ = try table.cellSnapListDescription(width: width)
            table.cellLayoutMarginsFollowReadableWidth = true
            if refused {
                #expect {
                    _ = try table.cellSnapListDescription(width: width)
                } throws: { error in
                    (error as? CellSnapUIKitError)?.call == "UITableView.cellLayoutMarginsFollowReadableWidth"
                }
            } else {
                _ = try table.cellSnapListDescription(width: width)
            }
        }
        UIViewController.attemptRotationToDeviceOrientation()
    }

    /// Sections made by the collation, titled with its section titles, as an indexed contacts list
    /// does (without its index, which is refused).
    @Test func collationSectionsATable() throws {
        let collation = UILocalizedIndexedCollation.current()
        let names = ["Zoë", "adam", "Émile", "7 Seas", "Eve"].map(Contact.init)
        var sections = Array(repeating: [Contact](), count: collation.sectionTitles.count)
        for contact in names {
            sections[collation.section(for: contact, collationStringSelector: Selector("name"))].append(contact)
        }
        let filled = sections.enumerated().filter { !$0.element.isEmpty }.map { index, contacts in
            (
                collation.sectionTitles[index],
                collation.sortedArray(from: contacts, collationStringSelector: Selector("name"))
                    .compactMap { ($0 as? Contact)?.name }
            )
        }
        #expect(filled.map(\.0) == ["A", "E", "Z", "#"])
        #expect(filled.map(\.1) == [["adam"], ["Émile", "Eve"], ["Zoë"], ["7 Seas"]])
        let source = FruitSource()
        source.sections = filled.map(\.1)
        source.titles = filled.map(\.0)
        source.footers = filled.map { _ in nil }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = source
        let list = try table.cellSnapListDescription(width: 390)
        #expect(list.sections.map { $0.header?.text } == ["A", "E", "Z", "#"])
    }

    final class Background: UIPopoverBackgroundView {
        override class func arrowHeight() -> CGFloat { 10 }
        override class func arrowBase() -> CGFloat { 20 }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
    }

    @Test func popoverBackgroundClassesAnswerTheirArrow() {
        let popover = UIPopoverPresentationController(
            presentedViewController: UIViewController(), presenting: UIViewController())
        popover.popoverBackgroundViewClass = Background.self
        #expect(popover.popoverBackgroundViewClass?.arrowHeight() == 10)
        #expect(UIPopoverBackgroundView.arrowBase() == 0 && UIPopoverBackgroundView.wantsDefaultContentAppearance)
        let view = Background(frame: .zero)
        view.arrowDirection = .up
        view.arrowOffset = 12
        #expect(view.arrowDirection == .up && view.arrowOffset == 12)
    }

    @Test func rotorsSearchAndDescribeTheirPlaces() throws {
        let first = UIView(), second = UIView()
        let rotor = UIAccessibilityCustomRotor(name: "Unread") { predicate in
            let next = predicate.searchDirection == .next ? second : first
            return UIAccessibilityCustomRotorItemResult(targetElement: next, targetRange: nil)
        }
        let start = UIAccessibilityCustomRotorItemResult(targetElement: first, targetRange: nil)
        let found = rotor.itemSearchBlock(
            UIAccessibilityCustomRotorSearchPredicate(currentItem: start, searchDirection: .next))
        #expect(found?.targetElement === second && rotor.attributedName.string == "Unread")
        let links = UIAccessibilityCustomRotor(systemType: .link) { _ in nil }
        #expect(links.systemRotorType == .link && links.name.isEmpty)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let descriptor = UIAccessibilityLocationDescriptor(name: "Drop here", view: view)
        #expect(descriptor.point == CGPoint(x: 20, y: 10) && descriptor.view === view && descriptor.name == "Drop here")
    }

    @Test func pasteConfigurationsAcceptTheirTypes() {
        let configuration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.plain-text"])
        configuration.addAcceptableTypeIdentifiers(["public.png", "public.plain-text"])
        #expect(configuration.acceptableTypeIdentifiers == ["public.plain-text", "public.png"])
        let target = UIView()
        target.pasteConfiguration = configuration
        let text = NSItemProvider(item: "Hello" as NSString, typeIdentifier: "public.plain-text")
        let data = NSItemProvider(item: Data() as NSData, typeIdentifier: "public.data")
        #expect(target.canPaste([text]) && !target.canPaste([data]))
        let control = UIPasteControl(configuration: UIPasteControl.Configuration())
        control.target = target
        control.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        #expect(control.configuration.displayMode == .iconAndLabel && control.target === target)
        #expect {
            _ = try control.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "UIPasteControl"
        }
    }

    @Test func imageAssetsAnswerTheMostSpecificMatch() {
        let asset = UIImageAsset()
        let any = UIImage(systemName: "circle")!, dark = UIImage(systemName: "moon")!
        let darkHigh = UIImage(systemName: "moon.fill")!
        asset.register(any, with: UITraitCollection())
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(
            darkHigh,
            with: UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high),
            ]))
        let darkTraits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(asset.image(with: darkTraits) === dark)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === any)
        let darkAndHigh = UITraitCollection(traitsFrom: [darkTraits, UITraitCollection(accessibilityContrast: .high)])
        #expect(asset.image(with: darkAndHigh) === darkHigh)
        asset.unregisterImage(with: darkTraits)
        #expect(asset.image(with: darkTraits) === any)
        #expect(
            asset.image(with: UIImage.SymbolConfiguration(weight: .bold).withTraitCollection(darkAndHigh)) === darkHigh)
    }

    @Test func inputAssistantItemsAndSearchFieldDelegatesKeepWhatTheyAreGiven() {
        let field = UITextField()
        let item = field.inputAssistantItem
        item.leadingBarButtonGroups = [
            UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem()], representativeItem: nil)
        ]
        #expect(
            field.inputAssistantItem === item && item.allowsHidingShortcuts && item.leadingBarButtonGroups.count == 1)
        final class Delegate: NSObject, UISearchTextFieldDelegate {}
        let provider = Delegate().searchTextField(
            UISearchTextField(), itemProviderForCopying: UISearchToken(icon: nil, text: "A"))
        #expect(provider.registeredTypeIdentifiers.isEmpty)
    }

    final class Pasteboard: UIPasteboard {
        override var string: String? {
            get { "overridden" }
            set {}
        }
    }

    final class QuietSearchBar: UISearchBar {
        override var keyboardType: UIKeyboardType {
            get { .numberPad }
            set {}
        }
    }

    final class Grouped: UIBarButtonItem {
        override func creatingFixedGroup() -> UIBarButtonItemGroup {
            UIBarButtonItemGroup(barButtonItems: [self, UIBarButtonItem()], representativeItem: nil)
        }
    }

    @Test func movedMembersAreOverridable() {
        let bar: UISearchBar = QuietSearchBar()
        #expect(bar.keyboardType == .numberPad)
        let item: UIBarButtonItem = Grouped()
        #expect(item.creatingFixedGroup().barButtonItems.count == 2)
        #expect(UIBarButtonItem().creatingFixedGroup().barButtonItems.count == 1)
        #expect(UIScreen.main.coordinateSpace === UIScreen.main)
    }
}
