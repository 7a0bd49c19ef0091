// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (The names are iOSSnapshotTestCase's, so that tests written for it compile.)
import CellSnapUIKit
import Foundation
import XCTest

extension FBSnapshotTestCase {
    /// iOSSnapshotTestCase 6's layer verification: draws `layer` at its bounds (as Core Animation's
    /// `render(in:)` does: in the layer's own coordinates, without its position or transform) and
    /// compares it with its reference, as
    /// ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``
    /// does a view. A view's layer is drawn with its view's hierarchy; a layer of no view is drawn
    /// alone, with its sublayers. References are named as the view's are.
    public func FBSnapshotVerifyLayer(
        _ layer: CALayer, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
        perPixelTolerance: CGFloat = 0, overallTolerance: CGFloat = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        verify(
            layer, "a \(type(of: layer))", identifier: identifier, suffixes: suffixes,
            perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
    }

    /// iOSSnapshotTestCase 2 to 5's form (FBSnapshotTestCase's `tolerance:`): `tolerance` is the
    /// share of the pixels that may differ (0.01: 1%), every pixel compared exactly, as
    /// `overallTolerance` with no `perPixelTolerance`.
    public func FBSnapshotVerifyView(
        _ view: UIView, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
        tolerance: CGFloat, file: StaticString = #filePath, line: UInt = #line
    ) {
        FBSnapshotVerifyView(
            view, identifier: identifier, suffixes: suffixes, perPixelTolerance: 0, overallTolerance: tolerance,
            file: file, line: line)
    }

    /// iOSSnapshotTestCase 2 to 5's layer form: `tolerance` as in
    /// ``FBSnapshotVerifyView(_:identifier:suffixes:tolerance:file:line:)``.
    public func FBSnapshotVerifyLayer(
        _ layer: CALayer, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
        tolerance: CGFloat, file: StaticString = #filePath, line: UInt = #line
    ) {
        FBSnapshotVerifyLayer(
            layer, identifier: identifier, suffixes: suffixes, perPixelTolerance: 0, overallTolerance: tolerance,
            file: file, line: line)
    }

    /// FBSnapshotTestCase's `deviceAgnostic` (iOSSnapshotTestCase 2 to 5): when `true` the file
    /// names carry the device, the system version and the screen size, as ``fileNameOptions``'
    /// `[.device, .OS, .screenSize]` do (which replaced it): `testHeader_iPhone_18_0_393x852@3x`.
    public var isDeviceAgnostic: Bool {
        get { fileNameOptions.isSuperset(of: Self.deviceAgnosticOptions) }
        set {
            if newValue {
                fileNameOptions.remove(.none)
                fileNameOptions.formUnion(Self.deviceAgnosticOptions)
            } else {
                fileNameOptions.subtract(Self.deviceAgnosticOptions)
            }
        }
    }

    private static var deviceAgnosticOptions: FBSnapshotTestCaseFileNameIncludeOption {
        [.device, .OS, .screenSize]
    }

    /// iOSSnapshotTestCase 5's `agnosticOptions` (which ``fileNameOptions`` replaced): the parts
    /// of the device the file names carry, always followed by the scale, as version 5 names them:
    /// `.screenSize` gives `testHeader_393x852@3x`, `.none` `testHeader@3x`.
    public var agnosticOptions: FBSnapshotTestCaseAgnosticOption {
        get {
            let parts = FBSnapshotTestCaseAgnosticOption(rawValue: fileNameOptions.subtracting(.screenScale).rawValue)
            return parts.subtracting(.none).isEmpty ? .none : parts.subtracting(.none)
        }
        set {
            fileNameOptions = FBSnapshotTestCaseFileNameIncludeOption(rawValue: newValue.subtracting(.none).rawValue)
                .union(.screenScale)
        }
    }
}

/// The parts of the device in a reference's file name, as iOSSnapshotTestCase 5's
/// `FBSnapshotTestCaseAgnosticOption` (set through ``FBSnapshotTestCase/agnosticOptions``).
public struct FBSnapshotTestCaseAgnosticOption: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// None of the parts: the test's name and the scale.
    public static let none = FBSnapshotTestCaseAgnosticOption(rawValue: 1 << 0)
    /// The device model: `iPhone`.
    public static let device = FBSnapshotTestCaseAgnosticOption(rawValue: 1 << 1)
    /// The system version: `18_0`.
    public static let OS = FBSnapshotTestCaseAgnosticOption(rawValue: 1 << 2)
    /// The screen size in points: `393x852`.
    public static let screenSize = FBSnapshotTestCaseAgnosticOption(rawValue: 1 << 3)
}

extension CALayer {
    /// The view whose layer this is, when a view owns it (a view is its layer's delegate).
    @MainActor var owningView: UIView? {
        guard let view = delegate as? UIView, view.layer === self else { return nil }
        return view
    }
}

/// A layer of no view, drawn as Core Animation's `render(in:)` draws it: lent for the drawing to a
/// clear view of the layer's bounds' size, at its origin, without its transform; then given back to
/// its superlayer at its place, with its position and transform.
@MainActor struct LentLayer {
    let layer: CALayer
    private let superlayer: CALayer?
    private let index: Int?
    private let position: CGPoint
    private let transform: CATransform3D
    let host: UIView

    init(_ layer: CALayer) {
        self.layer = layer
        superlayer = layer.superlayer
        index = layer.superlayer?.sublayers?.firstIndex { $0 === layer }
        position = layer.position
        transform = layer.transform
        host = UIView(frame: CGRect(origin: .zero, size: layer.bounds.size))
        host.backgroundColor = .clear
        layer.removeFromSuperlayer()
        layer.transform = CATransform3DIdentity
        layer.position = CGPoint(
            x: layer.anchorPoint.x * layer.bounds.width, y: layer.anchorPoint.y * layer.bounds.height)
        host.layer.addSublayer(layer)
    }

    /// Puts the layer back where it was.
    func giveBack() {
        layer.removeFromSuperlayer()
        layer.position = position
        layer.transform = transform
        if let superlayer, let index { superlayer.insertSublayer(layer, at: UInt32(index)) }
    }
}

extension FBSnapshotTestCase {
    /// The view to draw for `viewOrLayer`: the view itself; a layer's view; or, for a layer of no
    /// view, the clear view it is lent to (given back after the drawing). `nil` for anything else.
    @MainActor func snapshotSubject(_ viewOrLayer: AnyObject) -> (UIView, LentLayer?)? {
        if let view = viewOrLayer as? UIView { return (view, nil) }
        guard let layer = viewOrLayer as? CALayer else { return nil }
        if let view = layer.owningView { return (view, nil) }
        let lent = LentLayer(layer)
        return (lent.host, lent)
    }
}

extension Bundle {
    /// The bundle of the snapshot test case class `testCase`, as iOS answers: the test bundle,
    /// which holds the test target's resources (`Bundle(for: type(of: self))`). Under `swift test`
    /// that is the resource bundle of the class's module, or the main bundle for a test target
    /// without resources, which resource lookups search as `bundle: nil`, as SnapshotTestingUIKit's
    /// `Bundle(for:)` of a test case says.
    public convenience init(for testCase: FBSnapshotTestCase.Type) {
        self.init(cellSnapClass: testCase)
    }
}
