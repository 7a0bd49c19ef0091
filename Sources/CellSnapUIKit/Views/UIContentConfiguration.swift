import CellModel

/// The requirements of a content configuration, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {
    /// A new content view that shows this configuration.
    @preconcurrency @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration as it looks in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A Linux-only hook (no UIKit API): a content configuration of your own that says what CellModel
/// content it draws as, so that cells showing it can be rendered without making its content view.
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration, CellSnapContentConvertible {
///     var title = "New"
///     func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
///     func updated(for state: any UIConfigurationState) -> Self { self }
///     func cellSnapContent(traits: Traits) throws -> CellContent { .tag(TagContentConfiguration(text: title)) }
/// }
/// ```
public protocol CellSnapContentConvertible {
    /// The CellModel content this configuration draws as, for `traits`.
    func cellSnapContent(traits: Traits) throws -> CellContent
}
