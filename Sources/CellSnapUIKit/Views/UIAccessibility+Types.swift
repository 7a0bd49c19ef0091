/// How an assistive technology moves through a container's elements, as UIKit's
/// `UIAccessibilityNavigationStyle`.
///
/// No visible effect: it changes how VoiceOver moves, and no assistive technology runs in a snapshot.
public enum UIAccessibilityNavigationStyle: Int, Hashable, Sendable {
    case automatic = 0, separate, combined
}

/// What kind of container an element is (a table, a list, a landmark), as UIKit's
/// `UIAccessibilityContainerType`.
///
/// No visible effect: VoiceOver announces it, and no assistive technology runs in a snapshot.
public enum UIAccessibilityContainerType: Int, Hashable, Sendable {
    case none = 0, dataTable, list, landmark, semanticGroup
}

/// The kind of text an element holds, which tells VoiceOver how to read it, as UIKit's
/// `UIAccessibilityTextualContext`.
///
/// No visible effect: VoiceOver reads with it, and no assistive technology runs in a snapshot.
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let wordProcessing = UIAccessibilityTextualContext(
        rawValue: "UIAccessibilityTextualContextWordProcessing")
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}
