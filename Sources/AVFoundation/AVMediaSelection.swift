// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A kind of media an asset's options are chosen by, as AVFoundation's `AVMediaCharacteristic`
/// (its raw values).
public struct AVMediaCharacteristic: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let visual = AVMediaCharacteristic("AVMediaCharacteristicVisual")
    public static let audible = AVMediaCharacteristic("AVMediaCharacteristicAudible")
    public static let legible = AVMediaCharacteristic("AVMediaCharacteristicLegible")
    public static let frameBased = AVMediaCharacteristic("AVMediaCharacteristicFrameBased")
    public static let containsOnlyForcedSubtitles = AVMediaCharacteristic(
        "AVMediaCharacteristicContainsOnlyForcedSubtitles")
    public static let describesVideoForAccessibility = AVMediaCharacteristic(
        "public.accessibility.describes-video")
    public static let transcribesSpokenDialogForAccessibility = AVMediaCharacteristic(
        "public.accessibility.transcribes-spoken-dialog")
    public static let describesMusicAndSoundForAccessibility = AVMediaCharacteristic(
        "public.accessibility.describes-music-and-sound")
    public static let easyToRead = AVMediaCharacteristic("public.easy-to-read")
    public static let isMainProgramContent = AVMediaCharacteristic("public.main-program-content")
    public static let isAuxiliaryContent = AVMediaCharacteristic("public.auxiliary-content")
    public static let isOriginalContent = AVMediaCharacteristic("public.original-content")
    public static let languageTranslation = AVMediaCharacteristic("public.translation")
    public static let dubbedTranslation = AVMediaCharacteristic("public.translation.dubbed")
    public static let voiceOverTranslation = AVMediaCharacteristic("public.translation.voice-over")
}

/// One of the alternatives of a media selection group (an audio language, a subtitle), as
/// AVFoundation's `AVMediaSelectionOption`. Options come from an asset's groups, which CellSnap
/// never loads (see ``AVMediaSelectionGroup``); a test makes them with
/// ``init(cellSnapMediaType:extendedLanguageTag:displayName:characteristics:isPlayable:)``.
open class AVMediaSelectionOption: NSObject, NSCopying, @unchecked Sendable {
    /// The option's kind of media.
    open private(set) var mediaType: AVMediaType
    /// The option's language as a BCP 47 tag (`en-US`), when it has one.
    open private(set) var extendedLanguageTag: String?
    /// The option's name to show.
    open private(set) var displayName: String
    /// Whether the option can be played.
    open private(set) var isPlayable: Bool
    let characteristics: Set<AVMediaCharacteristic>

    /// An option (Linux-only: on iOS options come from a loaded asset).
    public init(
        cellSnapMediaType mediaType: AVMediaType, extendedLanguageTag: String? = nil, displayName: String,
        characteristics: Set<AVMediaCharacteristic> = [], isPlayable: Bool = true
    ) {
        (self.mediaType, self.extendedLanguageTag, self.displayName) = (mediaType, extendedLanguageTag, displayName)
        (self.characteristics, self.isPlayable) = (characteristics, isPlayable)
        super.init()
    }

    /// The option's language as a locale, when it has one.
    open var locale: Locale? { extendedLanguageTag.map { Locale(identifier: $0) } }
    /// Whether the option has `mediaCharacteristic`.
    open func hasMediaCharacteristic(_ mediaCharacteristic: AVMediaCharacteristic) -> Bool {
        characteristics.contains(mediaCharacteristic)
    }
    /// The option's name to show in `locale`: ``displayName`` (CellSnap keeps one name).
    open func displayName(with locale: Locale) -> String { displayName }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The options of one kind of media an asset offers (its audio languages, its subtitles), of
/// which a player item plays one, as AVFoundation's `AVMediaSelectionGroup`. CellSnap decodes no
/// media, so an asset's groups are never known: `mediaSelectionGroup(forMediaCharacteristic:)`
/// is `nil` and `loadMediaSelectionGroup(for:)` throws, as for an asset whose media has not
/// arrived. A test makes a group with ``init(cellSnapOptions:defaultOption:allowsEmptySelection:)``
/// to drive the app's code that filters options and selects one.
open class AVMediaSelectionGroup: NSObject, NSCopying, @unchecked Sendable {
    /// The group's options.
    open private(set) var options: [AVMediaSelectionOption]
    /// The option played when the app chooses none.
    open private(set) var defaultOption: AVMediaSelectionOption?
    /// Whether the group may have no option selected (subtitles off).
    open private(set) var allowsEmptySelection: Bool

    /// A group of `options` (Linux-only: on iOS groups come from a loaded asset).
    public init(
        cellSnapOptions options: [AVMediaSelectionOption], defaultOption: AVMediaSelectionOption? = nil,
        allowsEmptySelection: Bool = true
    ) {
        (self.options, self.defaultOption, self.allowsEmptySelection) = (options, defaultOption, allowsEmptySelection)
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The options of `mediaSelectionOptions` that can be played.
    open class func playableMediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption])
        -> [AVMediaSelectionOption]
    {
        mediaSelectionOptions.filter(\.isPlayable)
    }

    /// The options of `mediaSelectionOptions` whose language is `locale`'s.
    open class func mediaSelectionOptions(from mediaSelectionOptions: [AVMediaSelectionOption], with locale: Locale)
        -> [AVMediaSelectionOption]
    {
        mediaSelectionOptions.filter { $0.locale?.language.languageCode == locale.language.languageCode }
    }

    /// The options of `mediaSelectionOptions` that have every one of `mediaCharacteristics`.
    open class func mediaSelectionOptions(
        from mediaSelectionOptions: [AVMediaSelectionOption],
        withMediaCharacteristics mediaCharacteristics: [AVMediaCharacteristic]
    ) -> [AVMediaSelectionOption] {
        mediaSelectionOptions.filter { option in mediaCharacteristics.allSatisfy(option.hasMediaCharacteristic) }
    }

    /// The options of `mediaSelectionOptions` that have none of `mediaCharacteristics`.
    open class func mediaSelectionOptions(
        from mediaSelectionOptions: [AVMediaSelectionOption],
        withoutMediaCharacteristics mediaCharacteristics: [AVMediaCharacteristic]
    ) -> [AVMediaSelectionOption] {
        mediaSelectionOptions.filter { option in !mediaCharacteristics.contains(where: option.hasMediaCharacteristic) }
    }

    /// The options of `mediaSelectionOptions` in one of `preferredLanguages` (BCP 47 tags matched
    /// by language), in the order of the languages; the others are left out.
    open class func mediaSelectionOptions(
        from mediaSelectionOptions: [AVMediaSelectionOption],
        filteredAndSortedAccordingToPreferredLanguages preferredLanguages: [String]
    ) -> [AVMediaSelectionOption] {
        preferredLanguages.flatMap { tag in
            let language = Locale(identifier: tag).language.languageCode
            return mediaSelectionOptions.filter { $0.locale?.language.languageCode == language }
        }
    }
}

/// The options chosen for an asset's media selection groups, as AVFoundation's `AVMediaSelection`:
/// a group's selected option is the one chosen (`AVPlayerItem.select(_:in:)`), else its default.
open class AVMediaSelection: NSObject, NSCopying, @unchecked Sendable {
    /// The asset the selection is of.
    open private(set) weak var asset: AVAsset?
    /// The options chosen, by group (`nil`: the group's selection emptied).
    var chosen: [ObjectIdentifier: AVMediaSelectionOption?] = [:]

    init(asset: AVAsset?) {
        self.asset = asset
        super.init()
    }

    /// The option selected in `mediaSelectionGroup`: the one chosen, else the group's default.
    open func selectedMediaOption(in mediaSelectionGroup: AVMediaSelectionGroup) -> AVMediaSelectionOption? {
        chosen[ObjectIdentifier(mediaSelectionGroup)] ?? mediaSelectionGroup.defaultOption
    }

    /// Whether the person's media preferences choose the option of `mediaSelectionGroup`: while
    /// the app has chosen none in it.
    open func mediaSelectionCriteriaCanBeAppliedAutomatically(to mediaSelectionGroup: AVMediaSelectionGroup) -> Bool {
        chosen[ObjectIdentifier(mediaSelectionGroup)] == nil
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AVMediaSelection(asset: asset)
        copy.chosen = chosen
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = AVMutableMediaSelection(asset: asset)
        copy.chosen = chosen
        return copy
    }
}

/// A media selection the app changes, as AVFoundation's `AVMutableMediaSelection`.
open class AVMutableMediaSelection: AVMediaSelection, @unchecked Sendable {
    /// Selects `mediaSelectionOption` in `mediaSelectionGroup` (`nil` empties the selection, when
    /// the group allows it; an option of another group is ignored, as AVFoundation does).
    open func select(_ mediaSelectionOption: AVMediaSelectionOption?, in mediaSelectionGroup: AVMediaSelectionGroup) {
        if let option = mediaSelectionOption {
            guard mediaSelectionGroup.options.contains(option) else { return }
        } else if !mediaSelectionGroup.allowsEmptySelection {
            return
        }
        chosen[ObjectIdentifier(mediaSelectionGroup)] = .some(mediaSelectionOption)
    }
}

extension AVAsset {
    /// The selection of the asset's default options: no option, as its groups are not loaded.
    public var preferredMediaSelection: AVMediaSelection { AVMediaSelection(asset: self) }
    /// Every selection of the asset's options: the preferred one alone, as its groups are not loaded.
    public var allMediaSelections: [AVMediaSelection] { [preferredMediaSelection] }
    /// The characteristics the asset has groups for: none known, as nothing is decoded.
    public var availableMediaCharacteristicsWithMediaSelectionOptions: [AVMediaCharacteristic] { [] }

    /// The asset's group of `mediaCharacteristic`: `nil`, as an asset's groups are not known
    /// without decoding (an asset whose media has not arrived has none).
    public func mediaSelectionGroup(forMediaCharacteristic mediaCharacteristic: AVMediaCharacteristic)
        -> AVMediaSelectionGroup?
    {
        nil
    }

    /// Loads the asset's group of `mediaCharacteristic`: throws a `CellSnapUIKitError` naming it,
    /// as CellSnap decodes no media.
    public func loadMediaSelectionGroup(for mediaCharacteristic: AVMediaCharacteristic) async throws
        -> AVMediaSelectionGroup?
    {
        throw cellSnapLoadError("loadMediaSelectionGroup(for: \(mediaCharacteristic.rawValue))")
    }
}

extension AVPlayerItem {
    /// Selects `mediaSelectionOption` in `mediaSelectionGroup` for playback (`nil`: none, when the
    /// group allows it).
    ///
    /// No visible effect: no media plays or draws; ``currentMediaSelection`` tells the choice.
    public func select(_ mediaSelectionOption: AVMediaSelectionOption?, in mediaSelectionGroup: AVMediaSelectionGroup) {
        cellSnapMediaSelection.select(mediaSelectionOption, in: mediaSelectionGroup)
    }

    /// Lets the person's media preferences choose the option of `mediaSelectionGroup` again.
    ///
    /// No visible effect: no media plays or draws; the group's option is its default again.
    public func selectMediaOptionAutomatically(in mediaSelectionGroup: AVMediaSelectionGroup) {
        cellSnapMediaSelection.chosen[ObjectIdentifier(mediaSelectionGroup)] = nil
    }

    /// The options the item plays, a copy.
    public var currentMediaSelection: AVMediaSelection {
        cellSnapMediaSelection.copy() as! AVMediaSelection
    }
}
