import CellSnapUIKit

extension MKMapView: InterfaceBuilderAttributeReading {
    static let interfaceBuilderMapTypes: [String: MKMapType] = [
        "standard": .standard, "satellite": .satellite, "hybrid": .hybrid, "satelliteFlyover": .satelliteFlyover,
        "hybridFlyover": .hybridFlyover, "mutedStandard": .mutedStandard,
    ]

    /// A `<mapView>` element's attributes, as Interface Builder writes them: `mapType` and the
    /// switches of the map's behaviour and furniture.
    package func cellSnapReadInterfaceBuilderAttributes(_ attributes: [String: String]) -> (
        read: Set<String>, problem: String?
    ) {
        var read: Set<String> = []
        if let text = attributes["mapType"] {
            guard let type = Self.interfaceBuilderMapTypes[text] else {
                return (
                    read,
                    "the attribute mapType=\"\(text)\" is not one of \(Self.interfaceBuilderMapTypes.keys.sorted())"
                )
            }
            mapType = type
            read.insert("mapType")
        }
        let switches: [(String, ReferenceWritableKeyPath<MKMapView, Bool>)] = [
            ("zoomEnabled", \.isZoomEnabled), ("scrollEnabled", \.isScrollEnabled),
            ("rotateEnabled", \.isRotateEnabled), ("pitchEnabled", \.isPitchEnabled),
            ("showsUserLocation", \.showsUserLocation), ("showsBuildings", \.showsBuildings),
            ("showsCompass", \.showsCompass), ("showsScale", \.showsScale), ("showsTraffic", \.showsTraffic),
            ("showsPointsOfInterest", \.showsPointsOfInterest),
        ]
        for (key, path) in switches {
            guard let text = attributes[key] else { continue }
            guard text == "YES" || text == "NO" else {
                return (read, "the attribute \(key)=\"\(text)\" is not YES or NO")
            }
            self[keyPath: path] = text == "YES"
            read.insert(key)
        }
        return (read, nil)
    }
}

extension MKMapView {
    /// The map's own outlet: its `delegate` (key-value coding cannot set it on Linux).
    package func cellSnapSetInterfaceBuilderOutlet(_ property: String, to value: Any) -> Bool {
        guard property == "delegate" else { return false }
        delegate = value as? any MKMapViewDelegate
        return true
    }
}
