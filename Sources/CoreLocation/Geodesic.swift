import Foundation

/// Distances on the WGS-84 ellipsoid (semi-major axis 6,378,137 m, flattening 1/298.257223563),
/// by Vincenty's inverse formula (T. Vincenty, "Direct and inverse solutions of geodesics on the
/// ellipsoid", Survey Review, 1975), good to about half a millimetre. Its iteration does not settle
/// for points nearly opposite each other on the globe: after 200 rounds CellSnap gives the
/// great-circle distance on a sphere of the ellipsoid's mean radius (6,371,008.8 m) instead,
/// within about 0.5 % of the geodesic there.
enum Geodesic {
    static let semiMajorAxis = 6_378_137.0
    static let flattening = 1 / 298.257223563
    static let semiMinorAxis = semiMajorAxis * (1 - flattening)
    static let meanRadius = 6_371_008.8

    static func distance(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> CLLocationDistance {
        guard [start.latitude, start.longitude, end.latitude, end.longitude].allSatisfy(\.isFinite) else { return .nan }
        if start.latitude == end.latitude && start.longitude == end.longitude { return 0 }
        return vincenty(start, end) ?? greatCircle(start, end)
    }

    /// Vincenty's inverse formula, or `nil` when its iteration does not settle.
    private static func vincenty(_ start: CLLocationCoordinate2D, _ end: CLLocationCoordinate2D) -> Double? {
        let (a, b, f) = (semiMajorAxis, semiMinorAxis, flattening)
        let lambdaL = (end.longitude - start.longitude) * .pi / 180
        let u1 = atan((1 - f) * tan(start.latitude * .pi / 180))
        let u2 = atan((1 - f) * tan(end.latitude * .pi / 180))
        let (sinU1, cosU1, sinU2, cosU2) = (sin(u1), cos(u1), sin(u2), cos(u2))
        var lambda = lambdaL
        for _ in 0..<200 {
            let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
            let sinSigma = sqrt(
                (cosU2 * sinLambda) * (cosU2 * sinLambda)
                    + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda))
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSqAlpha = 1 - sinAlpha * sinAlpha
            // On the equator (cos² α = 0) the term is 0.
            let cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
            let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda =
                lambdaL + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return nil
    }

    /// The haversine distance on a sphere of the mean radius.
    private static func greatCircle(_ start: CLLocationCoordinate2D, _ end: CLLocationCoordinate2D) -> Double {
        let (phi1, phi2) = (start.latitude * .pi / 180, end.latitude * .pi / 180)
        let deltaPhi = phi2 - phi1
        let deltaLambda = (end.longitude - start.longitude) * .pi / 180
        let h =
            sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }
}
