// CellSnap's side of the swift-snapshot-testing strategies: the device table against
// swift-snapshot-testing 1.19.7's preset figures (restated here), and the frames of the bars on
// those devices as iOS lays them out.
import CellModel
import CellSnapUIKitSnapshots
import SnapshotTestingUIKit
import Testing
import UIKit

@MainActor @Suite struct DevicePresetTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let config: @Sendable () -> ViewImageConfig
        let size: CGSize
        let safeArea: UIEdgeInsets
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        let idiom: UIUserInterfaceIdiom
        var testDescription: String { name }
    }

    /// swift-snapshot-testing 1.19.7's figures (Sources/SnapshotTesting/Common/View.swift).
    nonisolated static let rows: [Row] = [
        Row(
            name: "iPhoneSe", config: { .iPhoneSe }, size: CGSize(width: 320, height: 568),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhoneSe landscape", config: { .iPhoneSe(.landscape) }, size: CGSize(width: 568, height: 320),
            safeArea: .zero, horizontal: .compact, vertical: .compact, idiom: .phone),
        Row(
            name: "iPhone8", config: { .iPhone8 }, size: CGSize(width: 375, height: 667),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone8Plus landscape", config: { .iPhone8Plus(.landscape) }, size: CGSize(width: 736, height: 414),
            safeArea: .zero, horizontal: .regular, vertical: .compact, idiom: .phone),
        Row(
            name: "iPhoneX", config: { .iPhoneX }, size: CGSize(width: 375, height: 812),
            safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhoneX landscape", config: { .iPhoneX(.landscape) }, size: CGSize(width: 812, height: 375),
            safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), horizontal: .compact, vertical: .compact,
            idiom: .phone),
        Row(
            name: "iPhoneXsMax", config: { .iPhoneXsMax }, size: CGSize(width: 414, height: 896),
            safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhoneXr landscape", config: { .iPhoneXr(.landscape) }, size: CGSize(width: 896, height: 414),
            safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), horizontal: .regular, vertical: .compact,
            idiom: .phone),
        Row(
            name: "iPhone12", config: { .iPhone12 }, size: CGSize(width: 390, height: 844),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone12Pro", config: { .iPhone12Pro }, size: CGSize(width: 390, height: 844),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone12ProMax", config: { .iPhone12ProMax }, size: CGSize(width: 428, height: 926),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone13", config: { .iPhone13 }, size: CGSize(width: 390, height: 844),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone13 landscape", config: { .iPhone13(.landscape) }, size: CGSize(width: 844, height: 390),
            safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), horizontal: .compact, vertical: .compact,
            idiom: .phone),
        Row(
            name: "iPhone13Mini", config: { .iPhone13Mini }, size: CGSize(width: 375, height: 812),
            safeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone13Mini landscape", config: { .iPhone13Mini(.landscape) },
            size: CGSize(width: 812, height: 375), safeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
            horizontal: .compact, vertical: .compact, idiom: .phone),
        Row(
            name: "iPhone13Pro", config: { .iPhone13Pro }, size: CGSize(width: 390, height: 844),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular,
            idiom: .phone),
        Row(
            name: "iPhone13ProMax landscape", config: { .iPhone13ProMax(.landscape) },
            size: CGSize(width: 926, height: 428), safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            horizontal: .regular, vertical: .compact, idiom: .phone),
        Row(
            name: "iPadMini", config: { .iPadMini }, size: CGSize(width: 1024, height: 768),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .regular, vertical: .regular,
            idiom: .pad),
        Row(
            name: "iPadMini portrait two thirds", config: { .iPadMini(.portrait(splitView: .twoThirds)) },
            size: CGSize(width: 438, height: 1024), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            horizontal: .compact, vertical: .regular, idiom: .pad),
        Row(
            name: "iPad9_7 portrait", config: { .iPad9_7(.portrait) }, size: CGSize(width: 768, height: 1024),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .regular, vertical: .regular,
            idiom: .pad),
        Row(
            name: "iPad10_2 landscape half", config: { .iPad10_2(.landscape(splitView: .oneHalf)) },
            size: CGSize(width: 535, height: 810), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            horizontal: .compact, vertical: .regular, idiom: .pad),
        Row(
            name: "iPadPro10_5 landscape two thirds", config: { .iPadPro10_5(.landscape(splitView: .twoThirds)) },
            size: CGSize(width: 782, height: 834), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            horizontal: .regular, vertical: .regular, idiom: .pad),
        Row(
            name: "iPadPro11", config: { .iPadPro11 }, size: CGSize(width: 1194, height: 834),
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular, vertical: .regular,
            idiom: .pad),
        Row(
            name: "iPadPro11 landscape third", config: { .iPadPro11(.landscape(splitView: .oneThird)) },
            size: CGSize(width: 375, height: 834), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            horizontal: .compact, vertical: .regular, idiom: .pad),
        Row(
            name: "iPadPro12_9 landscape half", config: { .iPadPro12_9(.landscape(splitView: .oneHalf)) },
            size: CGSize(width: 678, height: 1024), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            horizontal: .regular, vertical: .regular, idiom: .pad),
        Row(
            name: "iPadPro12_9 portrait", config: { .iPadPro12_9(.portrait) }, size: CGSize(width: 1024, height: 1366),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .regular, vertical: .regular,
            idiom: .pad),
    ]

    @Test(arguments: rows) func presetsAreSnapshotTestingsFigures(_ row: Row) {
        let config = row.config()
        #expect(config.size == row.size)
        #expect(config.safeArea == row.safeArea)
        #expect(config.traits.horizontalSizeClass == row.horizontal)
        #expect(config.traits.verticalSizeClass == row.vertical)
        #expect(config.traits.userInterfaceIdiom == row.idiom)
        // Phones are Medium text, left to right, as swift-snapshot-testing's phone traits say; iPads leave both unset.
        #expect(config.traits.preferredContentSizeCategory == (row.idiom == .phone ? .medium : .unspecified))
        #expect(config.traits.layoutDirection == (row.idiom == .phone ? .leftToRight : .unspecified))
        #expect(config.traits.displayScale == 0)
    }

    @Test func everyPresetOfTheTableIsReachable() {
        // Each phone both ways and each iPad in every split: 13 phones x 2 + 6 iPads x 7.
        #expect(DevicePreset.all.count == 13 * 2 + 6 * 7)
        #expect(Set(DevicePreset.all).count == DevicePreset.all.count)
        let orientations: [ViewImageConfig.Orientation] = [.portrait, .landscape]
        let phones: [(ViewImageConfig.Orientation) -> ViewImageConfig] = [
            ViewImageConfig.iPhoneSe, ViewImageConfig.iPhone8, ViewImageConfig.iPhone8Plus, ViewImageConfig.iPhoneX,
            ViewImageConfig.iPhoneXsMax, ViewImageConfig.iPhoneXr, ViewImageConfig.iPhone12,
            ViewImageConfig.iPhone12Pro, ViewImageConfig.iPhone12ProMax, ViewImageConfig.iPhone13,
            ViewImageConfig.iPhone13Mini, ViewImageConfig.iPhone13Pro, ViewImageConfig.iPhone13ProMax,
        ]
        let tablets: [(ViewImageConfig.TabletOrientation) -> ViewImageConfig] = [
            ViewImageConfig.iPadMini, ViewImageConfig.iPad9_7, ViewImageConfig.iPad10_2, ViewImageConfig.iPadPro10_5,
            ViewImageConfig.iPadPro11, ViewImageConfig.iPadPro12_9,
        ]
        let shares: [ViewImageConfig.TabletOrientation] = [
            .landscape(splitView: .oneThird), .landscape(splitView: .oneHalf), .landscape(splitView: .twoThirds),
            .landscape(splitView: .full), .portrait(splitView: .oneThird), .portrait(splitView: .twoThirds),
            .portrait(splitView: .full),
        ]
        var sizes = Set<String>()
        for phone in phones {
            for orientation in orientations { sizes.insert("\(phone(orientation).size!)") }
        }
        for tablet in tablets {
            for share in shares { sizes.insert("\(tablet(share).size!)") }
        }
        #expect(sizes.count == Set(DevicePreset.all.map { "\($0.size.width)x\($0.size.height)" }).count)
        #expect(UITraitCollection.iPhone13(.portrait).forceTouchCapability == .available)
        #expect(UITraitCollection.iPhoneXr(.portrait).forceTouchCapability == .unavailable)
        #expect(UITraitCollection.iPadPro11_Compact_SplitView.horizontalSizeClass == .compact)
        #expect(UITraitCollection.iPadMini.horizontalSizeClass == .regular)
    }
}
