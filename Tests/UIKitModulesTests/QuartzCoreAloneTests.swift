// A file that imports Quartz Core and nothing else: Core Animation's 3D transforms and layer types,
// with Core Graphics, as on iOS.
import QuartzCore
import Testing

@Suite struct QuartzCoreAloneTests {
    @Test func transformsComposeAsCoreAnimation() {
        let identity = CATransform3DIdentity
        #expect(CATransform3DIsIdentity(identity) && !CATransform3DIsIdentity(CATransform3D()))
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let grow = CATransform3DMakeScale(2, 3, 1)
        // `CATransform3DConcat(a, b)`: a first, then b.
        let both = CATransform3DConcat(move, grow)
        #expect(CATransform3DGetAffineTransform(both) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(CATransform3DEqualToTransform(CATransform3DScale(move, 2, 3, 1), CATransform3DConcat(grow, move)))
        #expect(CATransform3DEqualToTransform(CATransform3DTranslate(grow, 10, 20, 0), both))
        #expect(CATransform3DIsAffine(both))
        let inverse = CATransform3DInvert(both)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(both, inverse)))
        // A rotation around z is the affine rotation.
        let turn = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        let projected = CATransform3DGetAffineTransform(turn)
        #expect(abs(projected.a - affine.a) < 1e-12 && abs(projected.b - affine.b) < 1e-12)
        #expect(abs(projected.c - affine.c) < 1e-12 && abs(projected.d - affine.d) < 1e-12)
        #expect(
            CATransform3DEqualToTransform(
                CATransform3DMakeAffineTransform(affine), CATransform3DMakeAffineTransform(projected)))
        // A tilt around y leaves the plane: not affine.
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 0, 1, 0)))
        // A transform that flattens everything has no inverse: Core Animation returns it unchanged.
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func layerTypesComeAlong() {
        let corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(corners.rawValue == 3)
        #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
        let layerType: AnyObject.Type = CALayer.self
        #expect(String(describing: layerType) == "CALayer")
    }

    @Test func clocksComeAlong() {
        let start = CACurrentMediaTime()
        #expect(start > 0 && CACurrentMediaTime() >= start)
        let absolute: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let date = Date(timeIntervalSinceReferenceDate: absolute)
        #expect(abs(date.timeIntervalSince1970 - (absolute + kCFAbsoluteTimeIntervalSince1970)) < 0.001)
        #expect(kCFAbsoluteTimeIntervalSince1904 - kCFAbsoluteTimeIntervalSince1970 == 2_082_844_800)
    }

    @Test func bundleKeysAreTheInfoPlistKeys() {
        let keys: [(CFString, String)] = [
            (kCFBundleIdentifierKey, "CFBundleIdentifier"), (kCFBundleVersionKey, "CFBundleVersion"),
            (kCFBundleNameKey, "CFBundleName"), (kCFBundleExecutableKey, "CFBundleExecutable"),
            (kCFBundleDevelopmentRegionKey, "CFBundleDevelopmentRegion"),
            (kCFBundleLocalizationsKey, "CFBundleLocalizations"),
            (kCFBundleInfoDictionaryVersionKey, "CFBundleInfoDictionaryVersion"),
        ]
        for (key, name) in keys {
            #expect(String(key) == name)
            #expect(key as String == name)
        }
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.notes"]
        #expect(info[String(kCFBundleIdentifierKey)] as? String == "com.example.notes")
    }

    @MainActor @Test func animationsAndTransactionsComeAlong() {
        let bounce = CASpringAnimation(keyPath: "position.y")
        bounce.timingFunction = CAMediaTimingFunction(name: .easeOut)
        bounce.fillMode = CAMediaTimingFillMode.forwards
        let group = CAAnimationGroup()
        group.animations = [bounce, CAKeyframeAnimation(keyPath: "opacity")]
        let layer = CALayer()
        var committed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { committed = true }
        layer.add(group, forKey: "group")
        CATransaction.commit()
        #expect(committed && layer.animationKeys() == nil)
        let timing: CAMediaTiming = bounce
        #expect(timing.speed == 1 && CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == false)
    }
}
