// Core Animation's names before Swift 4.2, which made its string constants typed values
// (`kCAMediaTimingFunctionEaseOut` became `CAMediaTimingFunctionName.easeOut`), and
// `UINavigationControllerOperation`. As the SDK declares them: available to code compiled in the
// Swift 4 language mode, and in later modes an error naming the new name. Swift 4's constants were
// strings, which its initialisers and properties took; here each is the typed value those take now,
// so `CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)` and
// `layer.fillMode = kCAFillModeForwards` compile as they did.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Swift 4's name of ``UINavigationController/Operation``.
@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

/// Swift 4's name of ``CAMediaTimingFunctionName/linear``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Swift 4's name of ``CAMediaTimingFunctionName/easeIn``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Swift 4's name of ``CAMediaTimingFunctionName/easeOut``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Swift 4's name of ``CAMediaTimingFunctionName/easeInEaseOut``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Swift 4's name of ``CAMediaTimingFunctionName/default``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.`default`
/// Swift 4's name of ``CAMediaTimingFillMode/forwards``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// Swift 4's name of ``CAMediaTimingFillMode/backwards``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// Swift 4's name of ``CAMediaTimingFillMode/both``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// Swift 4's name of ``CAMediaTimingFillMode/removed``.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// Swift 4's name of ``CAShapeLayerFillRule/nonZero``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// Swift 4's name of ``CAShapeLayerFillRule/evenOdd``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
/// Swift 4's name of ``CAShapeLayerLineCap/butt``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// Swift 4's name of ``CAShapeLayerLineCap/round``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round
/// Swift 4's name of ``CAShapeLayerLineCap/square``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// Swift 4's name of ``CAShapeLayerLineJoin/miter``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// Swift 4's name of ``CAShapeLayerLineJoin/round``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// Swift 4's name of ``CAShapeLayerLineJoin/bevel``.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
/// Swift 4's name of ``CALayerContentsGravity/center``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center
/// Swift 4's name of ``CALayerContentsGravity/top``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop = CALayerContentsGravity.top
/// Swift 4's name of ``CALayerContentsGravity/bottom``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// Swift 4's name of ``CALayerContentsGravity/left``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft = CALayerContentsGravity.left
/// Swift 4's name of ``CALayerContentsGravity/right``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight = CALayerContentsGravity.right
/// Swift 4's name of ``CALayerContentsGravity/topLeft``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// Swift 4's name of ``CALayerContentsGravity/topRight``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// Swift 4's name of ``CALayerContentsGravity/bottomLeft``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// Swift 4's name of ``CALayerContentsGravity/bottomRight``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// Swift 4's name of ``CALayerContentsGravity/resize``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize = CALayerContentsGravity.resize
/// Swift 4's name of ``CALayerContentsGravity/resizeAspect``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// Swift 4's name of ``CALayerContentsGravity/resizeAspectFill``.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
/// Swift 4's name of ``CAGradientLayerType/axial``.
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial = CAGradientLayerType.axial
/// Swift 4's name of ``CAGradientLayerType/radial``.
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial = CAGradientLayerType.radial
/// Swift 4's name of ``CAGradientLayerType/conic``.
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic = CAGradientLayerType.conic
/// Swift 4's name of ``CATextLayerAlignmentMode/natural``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
/// Swift 4's name of ``CATextLayerAlignmentMode/left``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
/// Swift 4's name of ``CATextLayerAlignmentMode/right``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
/// Swift 4's name of ``CATextLayerAlignmentMode/center``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
/// Swift 4's name of ``CATextLayerAlignmentMode/justified``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
/// Swift 4's name of ``CATextLayerTruncationMode/none``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone = CATextLayerTruncationMode.none
/// Swift 4's name of ``CATextLayerTruncationMode/start``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart = CATextLayerTruncationMode.start
/// Swift 4's name of ``CATextLayerTruncationMode/end``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd = CATextLayerTruncationMode.end
/// Swift 4's name of ``CATextLayerTruncationMode/middle``.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
/// Swift 4's name of ``CAAnimationCalculationMode/linear``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// Swift 4's name of ``CAAnimationCalculationMode/discrete``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// Swift 4's name of ``CAAnimationCalculationMode/paced``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// Swift 4's name of ``CAAnimationCalculationMode/cubic``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// Swift 4's name of ``CAAnimationCalculationMode/cubicPaced``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// Swift 4's name of ``CAAnimationRotationMode/rotateAuto``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// Swift 4's name of ``CAAnimationRotationMode/rotateAutoReverse``.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
/// Swift 4's name of ``CATransitionType/fade``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade
/// Swift 4's name of ``CATransitionType/moveIn``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn
/// Swift 4's name of ``CATransitionType/push``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push
/// Swift 4's name of ``CATransitionType/reveal``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal
/// Swift 4's name of ``CATransitionSubtype/fromRight``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// Swift 4's name of ``CATransitionSubtype/fromLeft``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// Swift 4's name of ``CATransitionSubtype/fromTop``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// Swift 4's name of ``CATransitionSubtype/fromBottom``.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
