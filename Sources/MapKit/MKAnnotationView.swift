// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import CoreLocation
import Foundation

/// The reuse identifier of the view a map uses for annotations its delegate gives none for.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of the view a map uses for clusters.
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// How important an annotation is when annotations collide, as `MKFeatureDisplayPriority`.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// When a marker's title shows, as `MKFeatureVisibility` (its raw values).
public enum MKFeatureVisibility: Int, Hashable, Sendable {
    case adaptive = 0, hidden = 1, visible = 2
}

/// The view of an annotation on a map, as MapKit's `MKAnnotationView`. It is made, configured and
/// placed as on iOS (its centre at the annotation's point of the map, moved by ``centerOffset``),
/// and draws its ``image`` over its bounds, under its subviews. A callout is not drawn (it shows
/// when a person taps the view).
@preconcurrency @MainActor open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    public let reuseIdentifier: String?
    /// The picture shown; setting it makes the view the picture's size, as on iOS.
    open var image: UIImage? {
        didSet { if let image { bounds.size = image.size } }
    }
    /// How far the view's centre is from the annotation's point.
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var canShowCallout = false
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isDraggable = false
    open var dragState = DragState.none
    open var clusteringIdentifier: String?
    open var displayPriority = MKFeatureDisplayPriority.required
    open var collisionMode = CollisionMode.rectangle
    open var zPriority = MKAnnotationViewZPriority.defaultUnselected
    open var selectedZPriority = MKAnnotationViewZPriority.defaultSelected

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        (self.annotation, self.reuseIdentifier) = (annotation, reuseIdentifier)
        super.init(frame: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: aDecoder)
    }

    /// How map views make views of a registered class (Linux-only, no MapKit API): a required
    /// convenience initialiser, which every subclass inherits as long as it overrides
    /// `init(annotation:reuseIdentifier:)` and `init?(coder:)` or neither, as MapKit subclasses do.
    public required convenience init(cellSnapReuseIdentifier reuseIdentifier: String?) {
        self.init(annotation: nil, reuseIdentifier: reuseIdentifier)
    }

    /// Draws ``image`` over the bounds (the image's size, unless the app changed the frame).
    open override func draw(_ rect: CGRect) { image?.draw(in: bounds) }

    /// Selects or deselects the view.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }
    /// Called before a dequeued view is reused: resets nothing of its own here, as on iOS.
    open func prepareForReuse() {}
    /// Called before the view is shown.
    open func prepareForDisplay() {}

    /// Where a dragged view is, as `MKAnnotationView.DragState` (its raw values).
    public enum DragState: UInt, Hashable, Sendable {
        case none = 0, starting, dragging, canceling, ending
    }

    /// The shape that collides with other annotations, as `MKAnnotationView.CollisionMode`.
    public enum CollisionMode: Int, Hashable, Sendable {
        case rectangle = 0, circle, none
    }
}

/// The order annotation views stack in, as `MKAnnotationViewZPriority`.
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
}

/// A balloon marker, as `MKMarkerAnnotationView` (iOS's default annotation view): a circle in
/// ``markerTintColor`` (the system's red) with a point below it on the annotation's point, and in
/// the circle the ``glyphImage`` or up to three characters of ``glyphText`` in ``glyphTintColor``
/// (white), else a white dot (CellSnap's stand-in for iOS's pin glyph). CellSnap's figures: a
/// circle 30 points wide and a point 8 points long, so the view is 30 × 38 points and its
/// ``centerOffset`` starts at (0, −19). Its title and subtitle are not drawn beside it.
@preconcurrency @MainActor open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour; `nil` is the system's red.
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    /// Up to three characters in the balloon.
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var titleVisibility = MKFeatureVisibility.adaptive
    open var subtitleVisibility = MKFeatureVisibility.adaptive
    open var animatesWhenAdded = false

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        markerDefaults()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        markerDefaults()
    }

    /// Draws the balloon and its glyph.
    open override func draw(_ rect: CGRect) { drawMarker() }
}

/// A pin, as `MKPinAnnotationView` (deprecated since iOS 16): a round head in ``pinTintColor`` on
/// a grey needle whose tip is on the annotation's point. CellSnap's figures: a head 14 points
/// wide, a needle 2 points wide, the view 14 × 36 points, its ``centerOffset`` starting at (0, −18).
@preconcurrency @MainActor open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor? = MKPinAnnotationView.redPinColor()
    open var animatesDrop = false

    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        pinDefaults()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        pinDefaults()
    }

    /// Draws the pin's head and needle.
    open override func draw(_ rect: CGRect) { drawPin() }
}
