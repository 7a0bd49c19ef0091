// `import QuartzCore` on Linux: Core Animation's types as CellSnap has them (its layers live with
// UIKit's views in CellSnapUIKit, which draws them), and Core Graphics, which Apple's QuartzCore
// brings along. Only the Core Animation names come in, not the rest of CellSnapUIKit.
@_exported import CoreGraphics

@_exported import class CellSnapUIKit.CAAnimation
@_exported import struct CellSnapUIKit.CAAnimationCalculationMode
@_exported import protocol CellSnapUIKit.CAAnimationDelegate
@_exported import class CellSnapUIKit.CAAnimationGroup
@_exported import struct CellSnapUIKit.CAAnimationRotationMode
@_exported import class CellSnapUIKit.CABasicAnimation
@_exported import struct CellSnapUIKit.CACornerMask
@_exported import func CellSnapUIKit.CACurrentMediaTime
@_exported import class CellSnapUIKit.CAEmitterCell
@_exported import class CellSnapUIKit.CAEmitterLayer
@_exported import struct CellSnapUIKit.CAEmitterLayerEmitterMode
@_exported import struct CellSnapUIKit.CAEmitterLayerEmitterShape
@_exported import struct CellSnapUIKit.CAEmitterLayerRenderMode
@_exported import class CellSnapUIKit.CAGradientLayer
@_exported import struct CellSnapUIKit.CAGradientLayerType
@_exported import class CellSnapUIKit.CAKeyframeAnimation
@_exported import class CellSnapUIKit.CALayer
@_exported import struct CellSnapUIKit.CALayerCornerCurve
@_exported import protocol CellSnapUIKit.CAMediaTiming
@_exported import struct CellSnapUIKit.CAMediaTimingFillMode
@_exported import class CellSnapUIKit.CAMediaTimingFunction
@_exported import struct CellSnapUIKit.CAMediaTimingFunctionName
@_exported import class CellSnapUIKit.CAPropertyAnimation
@_exported import class CellSnapUIKit.CASpringAnimation
@_exported import class CellSnapUIKit.CATransaction
@_exported import struct CellSnapUIKit.CATransform3D
@_exported import func CellSnapUIKit.CATransform3DConcat
@_exported import func CellSnapUIKit.CATransform3DEqualToTransform
@_exported import func CellSnapUIKit.CATransform3DGetAffineTransform
@_exported import let CellSnapUIKit.CATransform3DIdentity
@_exported import func CellSnapUIKit.CATransform3DInvert
@_exported import func CellSnapUIKit.CATransform3DIsAffine
@_exported import func CellSnapUIKit.CATransform3DIsIdentity
@_exported import func CellSnapUIKit.CATransform3DMakeAffineTransform
@_exported import func CellSnapUIKit.CATransform3DMakeRotation
@_exported import func CellSnapUIKit.CATransform3DMakeScale
@_exported import func CellSnapUIKit.CATransform3DMakeTranslation
@_exported import func CellSnapUIKit.CATransform3DRotate
@_exported import func CellSnapUIKit.CATransform3DScale
@_exported import func CellSnapUIKit.CATransform3DTranslate
@_exported import let CellSnapUIKit.kCATransactionAnimationDuration
@_exported import let CellSnapUIKit.kCATransactionAnimationTimingFunction
@_exported import let CellSnapUIKit.kCATransactionCompletionBlock
@_exported import let CellSnapUIKit.kCATransactionDisableActions
