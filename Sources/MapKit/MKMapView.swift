import CellSnapUIKit
import CoreLocation
import Foundation

/// A map, as MapKit's `MKMapView`. Everything but the map's picture works as on iOS: the region
/// and the map rectangle it shows (Apple's Mercator map points), coordinates converted to the
/// view's points and back, annotations with the views the delegate gives (placed at their
/// annotations' points, moved by their `centerOffset`), reuse by identifier, selection, overlays
/// and their renderers, the user's location from Core Location (the positions a test sets).
///
/// A map is drawn as iOS draws it before its tiles arrive: the map's tiles (roads, labels,
/// buildings) come from Apple's servers, which CellSnap cannot reach, so the map shows its plain
/// background with a faint square grid (fixed to the view, not to any geography), the "Legal"
/// label at its bottom trailing corner, the device's position as a blue dot while it is shown
/// and known, and the annotation views on top, each at its annotation's point. Points are
/// placed by a linear projection of the visible map rectangle (Apple's Mercator map points) onto
/// the bounds. Drawing a map with overlays is refused with an error naming it (their renderers
/// are not drawn). The initial region is the whole world (CellSnap's choice: iOS starts around
/// the device's country). The colours, the grid and the label are CellSnap's choice (iOS's
/// loading picture has no published figures): see `TilelessMapStyle`.
///
/// ```swift
/// let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
/// map.setRegion(MKCoordinateRegion(
///     center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
///     span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), animated: false)
/// map.region.center.latitude   // 51.5
/// ```
@preconcurrency @MainActor open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?
    /// The map's look: the satellite, hybrid and flyover types draw the tile-less map dark.
    open var mapType = MKMapType.standard
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    /// Whether the map shows its user tracking button (iOS 17): drawing a map that shows it is
    /// refused with an error naming it, as drawing an ``MKUserTrackingButton`` is.
    open var showsUserTrackingButton = false {
        didSet {
            guard showsUserTrackingButton else { return }
            refuseDrawing(
                CellSnapUIKitError(
                    call: "MKMapView.showsUserTrackingButton",
                    reason: "CellSnap cannot draw a map's controls on Linux: they show the map's camera"))
        }
    }
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true
    /// The kinds of place the map would label (kept: the map's tiles, which hold the labels, are not drawn).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The map's configuration (kept: the map's tiles are not drawn).
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// Where the map's centre may go (nil: anywhere): a region whose centre lies outside is
    /// shown moved in, its centre at the nearest point of the boundary, as MapKit keeps the camera in.
    open var cameraBoundary: MKMapView.CameraBoundary? {
        didSet { if cameraBoundary != oldValue { setRegion(storedRegion, animated: false) } }
    }
    /// How near and far the camera may be (nil: no limit).
    ///
    /// No visible effect: kept; a region's span is shown as it is asked for (CellSnap does not
    /// model the camera's altitude over the map it would limit).
    open var cameraZoomRange: MKMapView.CameraZoomRange?

    /// Sets ``cameraBoundary`` (there is no animation).
    open func setCameraBoundary(_ cameraBoundary: MKMapView.CameraBoundary?, animated: Bool) {
        self.cameraBoundary = cameraBoundary
    }

    /// Sets ``cameraZoomRange`` (there is no animation).
    open func setCameraZoomRange(_ cameraZoomRange: MKMapView.CameraZoomRange?, animated: Bool) {
        self.cameraZoomRange = cameraZoomRange
    }
    /// The annotations on the map, in the order they were added (the user's location first while shown).
    open var annotations: [any MKAnnotation] { (showsUserLocation ? [userLocation] : []) + added }
    /// The overlays on the map, bottom first.
    open internal(set) var overlays: [any MKOverlay] = []
    /// The annotations selected (one at most, as on iOS).
    open var selectedAnnotations: [any MKAnnotation] {
        get { selected.map { [$0] } ?? [] }
        set { if let first = newValue.first { selectAnnotation(first, animated: false) } else { deselectSelected() } }
    }
    /// The device's position as an annotation.
    public let userLocation = MKUserLocation()

    private var storedRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
    /// The annotations the app added, and the one selected.
    final var added: [any MKAnnotation] = []
    final var selected: (any MKAnnotation)?
    /// The views of annotations, by annotation; views set aside for reuse, and the classes
    /// registered, by identifier; overlays' renderers, by overlay.
    final var viewsByAnnotation: [ObjectIdentifier: MKAnnotationView] = [:]
    final var reusable: [String: [MKAnnotationView]] = [:]
    final var registered: [String: MKAnnotationView.Type] = [:]
    final var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    final var trackingMode = MKUserTrackingMode.none
    /// Where Core Location reports the device.
    final let locationManager = CLLocationManager()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    final func refuseDrawing(_ error: CellSnapUIKitError) { cellSnapRefuseDrawing(error) }

    /// Draws the map without its tiles, as iOS shows it before they load (its background, grid,
    /// the device's position and the legal label; the annotation views are its subviews).
    open override func draw(_ rect: CGRect) { drawTilelessMap(in: rect) }

    // MARK: The region

    /// The region shown.
    open var region: MKCoordinateRegion {
        get { storedRegion }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows `region`, widened to the view's aspect ratio as on iOS (``regionThatFits(_:)``).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        storedRegion = keptInBoundary(regionThatFits(region))
        placeAnnotationViews()
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// `region` with its centre moved to the nearest point of ``cameraBoundary`` when it lies outside.
    private func keptInBoundary(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard let boundary = cameraBoundary?.mapRect else { return region }
        let centre = MKMapPoint(region.center)
        let kept = MKMapPoint(
            x: min(max(centre.x, boundary.minX), boundary.maxX), y: min(max(centre.y, boundary.minY), boundary.maxY))
        return kept.x == centre.x && kept.y == centre.y
            ? region : MKCoordinateRegion(center: kept.coordinate, span: region.span)
    }

    /// The coordinate at the centre of the view.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { storedRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
    }

    /// The map rectangle shown.
    open var visibleMapRect: MKMapRect {
        get { storedRegion.mapRect }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        setRegion(MKCoordinateRegion(mapRect), animated: animated)
    }

    /// Shows `mapRect` inside the view's bounds less `insets`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        setVisibleMapRect(padded(mapRect, insets), animated: animated)
    }

    /// `region` widened (in longitude or latitude) to the view's aspect ratio; unchanged while the
    /// view has no size.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        let rect = region.mapRect
        let fitted = mapRectThatFits(rect)
        return rect.width == fitted.width && rect.height == fitted.height ? region : MKCoordinateRegion(fitted)
    }

    /// `mapRect` widened to the view's aspect ratio, about the same centre.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        guard bounds.width > 0, bounds.height > 0, mapRect.width > 0, mapRect.height > 0 else { return mapRect }
        let aspect = Double(bounds.width / bounds.height)
        if mapRect.width / mapRect.height < aspect {
            let width = mapRect.height * aspect
            return MKMapRect(x: mapRect.midX - width / 2, y: mapRect.minY, width: width, height: mapRect.height)
        }
        let height = mapRect.width / aspect
        return MKMapRect(x: mapRect.minX, y: mapRect.midY - height / 2, width: mapRect.width, height: height)
    }

    private func padded(_ mapRect: MKMapRect, _ insets: UIEdgeInsets) -> MKMapRect {
        let inner = CGSize(
            width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        guard inner.width > 0, inner.height > 0 else { return mapRect }
        let (perX, perY) = (mapRect.width / Double(inner.width), mapRect.height / Double(inner.height))
        return MKMapRect(
            x: mapRect.minX - Double(insets.left) * perX, y: mapRect.minY - Double(insets.top) * perY,
            width: Double(bounds.width) * perX, height: Double(bounds.height) * perY)
    }

    // MARK: Converting

    /// The point of `view` (the map itself when `nil`) at `coordinate`.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let rect = visibleMapRect
        let point = MKMapPoint(coordinate)
        guard rect.width > 0, rect.height > 0 else { return .zero }
        let local = CGPoint(
            x: (point.x - rect.minX) / rect.width * Double(bounds.width) + Double(bounds.minX),
            y: (point.y - rect.minY) / rect.height * Double(bounds.height) + Double(bounds.minY))
        return view.map { convert(local, to: $0) } ?? local
    }

    /// The coordinate at `point` of `view` (the map itself when `nil`).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = view.map { convert(point, from: $0) } ?? point
        let rect = visibleMapRect
        guard bounds.width > 0, bounds.height > 0 else { return storedRegion.center }
        return MKMapPoint(
            x: rect.minX + Double((local.x - bounds.minX) / bounds.width) * rect.width,
            y: rect.minY + Double((local.y - bounds.minY) / bounds.height) * rect.height
        ).coordinate
    }

    /// The rectangle of `view` that `region` covers.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let rect = region.mapRect
        let topLeft = convert(MKMapPoint(x: rect.minX, y: rect.minY).coordinate, toPointTo: view)
        let bottomRight = convert(MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate, toPointTo: view)
        return CGRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
    }

    /// The region that `rect` of `view` covers.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let topLeft = MKMapPoint(convert(CGPoint(x: rect.minX, y: rect.minY), toCoordinateFrom: view))
        let bottomRight = MKMapPoint(convert(CGPoint(x: rect.maxX, y: rect.maxY), toCoordinateFrom: view))
        return MKCoordinateRegion(
            MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeAnnotationViews()
    }

    // MARK: The user's location
    /// Whether the map shows the device's position (from Core Location: the positions a test sets,
    /// while the app is authorized); the delegate is told of it when it is known.
    open var showsUserLocation: Bool {
        get { userLocation.isUpdating }
        set {
            userLocation.isUpdating = newValue
            guard newValue else { return }
            userLocation.location = locationManager.location
            if userLocation.location != nil {
                delegate?.mapView(self, didUpdate: userLocation)
                if userTrackingMode != .none { setCenter(userLocation.coordinate, animated: false) }
            }
        }
    }

    /// Whether the device's position is in the region shown.
    open var isUserLocationVisible: Bool {
        guard showsUserLocation, userLocation.location != nil else { return false }
        return visibleMapRect.contains(MKMapPoint(userLocation.coordinate))
    }

    /// Whether the map follows the device: following centres it on the device's position.
    open var userTrackingMode: MKUserTrackingMode {
        get { trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }

    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        trackingMode = mode
        if mode != .none {
            showsUserLocation = true
        }
        delegate?.mapView(self, didChange: mode, animated: animated)
    }

    // MARK: Annotations

    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    /// Adds `annotations` and asks the delegate for the views of those in the region shown.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        let fresh = annotations.filter { annotation in !added.contains { $0 === annotation } }
        added += fresh
        let views = fresh.compactMap(makeView)
        placeAnnotationViews()
        if !views.isEmpty { delegate?.mapView(self, didAdd: views) }
    }

    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    /// Removes `annotations`; their views are set aside for reuse.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            added.removeAll { $0 === annotation }
            if selected === annotation { selected = nil }
            guard let view = viewsByAnnotation.removeValue(forKey: ObjectIdentifier(annotation)) else { continue }
            view.removeFromSuperview()
            view.annotation = nil
            if let identifier = view.reuseIdentifier { reusable[identifier, default: []].append(view) }
        }
    }

    /// The view of `annotation`, or `nil` when it has none (not on the map).
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        viewsByAnnotation[ObjectIdentifier(annotation)]
    }

    /// The annotations whose points are in `mapRect`.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(
            added.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap {
                ($0 as? NSObject).map(AnyHashable.init)
            })
    }

    /// Registers the class the map makes views of for `identifier` (an `MKAnnotationView` subclass;
    /// `nil` removes the registration).
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        guard let viewClass else {
            registered[identifier] = nil
            return
        }
        guard let type = viewClass as? MKAnnotationView.Type else {
            refuseDrawing(
                CellSnapUIKitError(
                    call: "MKMapView.register(\(viewClass), forAnnotationViewWithReuseIdentifier: \"\(identifier)\")",
                    reason: "a map's annotation views are MKAnnotationView subclasses"))
            return
        }
        registered[identifier] = type
    }

    /// A view set aside for reuse with `identifier`, or `nil`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reusable[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// A view for `annotation`: one set aside for reuse, or a new one of the class registered for
    /// `identifier` (iOS raises an exception when none is: CellSnap makes a plain annotation view
    /// and names the identifier in the map's drawing error).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation)
        -> MKAnnotationView
    {
        let view: MKAnnotationView
        if let reused = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view = reused
        } else if let type = registered[identifier] {
            view = type.init(cellSnapReuseIdentifier: identifier)
        } else {
            refuseDrawing(
                CellSnapUIKitError(
                    call: "MKMapView.dequeueReusableAnnotationView(withIdentifier: \"\(identifier)\", for:)",
                    reason: "no view class is registered for the identifier"))
            view = MKAnnotationView(annotation: nil, reuseIdentifier: identifier)
        }
        view.annotation = annotation
        return view
    }

    /// Selects `annotation` (deselecting the one selected) and tells the delegate.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        if selected === annotation { return }
        deselectSelected()
        selected = annotation
        delegate?.mapView(self, didSelect: annotation)
        if let view = view(for: annotation) {
            view.setSelected(true, animated: animated)
            delegate?.mapView(self, didSelect: view)
        }
    }

    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let current = selected, annotation == nil || annotation === current else { return }
        deselectSelected()
    }

    final func deselectSelected() {
        guard let current = selected else { return }
        selected = nil
        delegate?.mapView(self, didDeselect: current)
        if let view = view(for: current) {
            view.setSelected(false, animated: false)
            delegate?.mapView(self, didDeselect: view)
        }
    }

    /// Shows the smallest region holding every point of `annotations`, fitted to the view.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let rect = annotations.reduce(MKMapRect.null) {
            $0.union(MKMapRect(origin: MKMapPoint($1.coordinate), size: MKMapSize()))
        }
        guard !rect.isNull else { return }
        // A single point (or points in a line) keeps the current span across the flat side.
        let width = max(rect.width, rect.height == 0 ? visibleMapRect.width : 0)
        let height = max(rect.height, rect.width == 0 ? visibleMapRect.height : 0)
        let fitted = MKMapRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
        setVisibleMapRect(fitted, animated: animated)
    }

    /// The view the delegate gives `annotation` (or the map's default), placed; `nil` for the user's
    /// location without one from the delegate.
    private func makeView(for annotation: any MKAnnotation) -> MKAnnotationView? {
        var view = delegate?.mapView(self, viewFor: annotation)
        if view == nil, !(annotation is MKUserLocation) {
            let identifier = MKMapViewDefaultAnnotationViewReuseIdentifier
            view =
                registered[identifier].map { $0.init(cellSnapReuseIdentifier: identifier) }
                ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        guard let view else { return nil }
        view.annotation = annotation
        viewsByAnnotation[ObjectIdentifier(annotation)] = view
        view.prepareForDisplay()
        addSubview(view)
        return view
    }

    /// Puts each annotation view's centre at its annotation's point, moved by its `centerOffset`.
    final func placeAnnotationViews() {
        for annotation in added {
            guard let view = viewsByAnnotation[ObjectIdentifier(annotation)] else { continue }
            let point = convert(annotation.coordinate, toPointTo: nil)
            view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
        }
    }

    // MARK: Overlays

    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveLabels) }

    /// Adds `overlay` and asks the delegate for its renderer.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
        guard !overlays.contains(where: { $0 === overlay }) else { return }
        overlays.append(overlay)
        refuseDrawing(
            CellSnapUIKitError(
                call: "MKMapView.addOverlay(\(type(of: overlay)))",
                reason: "CellSnap draws a map without its tiles and does not draw overlays' renderers on it"))
        renderers[ObjectIdentifier(overlay)] =
            delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
    }

    open func addOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { addOverlay(overlay) }
    }
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }

    open func removeOverlay(_ overlay: any MKOverlay) {
        overlays.removeAll { $0 === overlay }
        renderers[ObjectIdentifier(overlay)] = nil
    }

    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { removeOverlay(overlay) }
    }

    /// The renderer the delegate gave for `overlay`, or `nil` when it is not on the map.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }
}
