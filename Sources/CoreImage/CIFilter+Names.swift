import Foundation

// The names of the filters iOS builds in, restated from Apple's Core Image Filter Reference and
// the `CIFilter` builder documentation, by category. `CIFilter(name:)` makes a filter of any of
// them, so that an app that makes its filters up front (a photo app's list of looks) runs; the
// ones CellSnap does not compute have no output image (see `CIFilter.outputImage`).

extension CIFilter {
    /// The names of the filters iOS builds in (Linux only): `CIFilter(name:)` makes each of them;
    /// ``cellSnapComputedFilterNames`` are the ones whose output CellSnap computes.
    public static let cellSnapBuiltInFilterNames: Set<String> = Set(builtInNamesByCategory.values.joined())

    /// The names of the built-in filters in `category` (a `kCICategory` constant), sorted;
    /// every built-in filter's for `nil` or ``kCICategoryBuiltIn``, none for a category CellSnap
    /// does not sort filters into (video, still image, interlaced, non-square pixels, high
    /// dynamic range: iOS lists most filters in those too).
    ///
    /// ```swift
    /// CIFilter.filterNames(inCategory: kCICategorySharpen)   // ["CISharpenLuminance", "CIUnsharpMask"]
    /// ```
    open class func filterNames(inCategory category: String?) -> [String] {
        guard let category, category != kCICategoryBuiltIn else { return cellSnapBuiltInFilterNames.sorted() }
        return (builtInNamesByCategory[category] ?? []).sorted()
    }

    /// The names of the built-in filters in all of `categories` (every one for `nil`), sorted.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        guard let categories else { return cellSnapBuiltInFilterNames.sorted() }
        return categories.reduce(cellSnapBuiltInFilterNames) { $0.intersection(filterNames(inCategory: $1)) }.sorted()
    }

    static let builtInNamesByCategory: [String: [String]] = [
        kCICategoryBlur: [
            "CIBokehBlur", "CIBoxBlur", "CIDiscBlur", "CIGaussianBlur", "CIMaskedVariableBlur", "CIMedianFilter",
            "CIMorphologyGradient", "CIMorphologyMaximum", "CIMorphologyMinimum", "CIMorphologyRectangleMaximum",
            "CIMorphologyRectangleMinimum", "CIMotionBlur", "CINoiseReduction", "CIZoomBlur",
        ],
        kCICategoryColorAdjustment: [
            "CIColorAbsoluteDifference", "CIColorClamp", "CIColorControls", "CIColorMatrix", "CIColorPolynomial",
            "CIColorThreshold", "CIColorThresholdOtsu", "CIDepthToDisparity", "CIDisparityToDepth",
            "CIExposureAdjust", "CIGammaAdjust", "CIHueAdjust", "CILinearToSRGBToneCurve",
            "CISRGBToneCurveToLinear", "CITemperatureAndTint", "CIToneCurve", "CIVibrance", "CIWhitePointAdjust",
        ],
        kCICategoryColorEffect: [
            "CIColorCrossPolynomial", "CIColorCube", "CIColorCubesMixedWithMask", "CIColorCubeWithColorSpace",
            "CIColorCurves", "CIColorInvert", "CIColorMap", "CIColorMonochrome", "CIColorPosterize",
            "CIConvertLabToRGB", "CIConvertRGBtoLab", "CIDither", "CIDocumentEnhancer", "CIFalseColor",
            "CILabDeltaE", "CIMaskToAlpha", "CIMaximumComponent", "CIMinimumComponent", "CIPaletteCentroid",
            "CIPalettize", "CIPhotoEffectChrome", "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectMono",
            "CIPhotoEffectNoir", "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer",
            "CISepiaTone", "CIThermal", "CIVignette", "CIVignetteEffect", "CIXRay",
        ],
        kCICategoryCompositeOperation: [
            "CIAdditionCompositing", "CIColorBlendMode", "CIColorBurnBlendMode", "CIColorDodgeBlendMode",
            "CIDarkenBlendMode", "CIDifferenceBlendMode", "CIDivideBlendMode", "CIExclusionBlendMode",
            "CIHardLightBlendMode", "CIHueBlendMode", "CILightenBlendMode", "CILinearBurnBlendMode",
            "CILinearDodgeBlendMode", "CILuminosityBlendMode", "CIMaximumCompositing", "CIMinimumCompositing",
            "CIMultiplyBlendMode", "CIMultiplyCompositing", "CIOverlayBlendMode", "CIPinLightBlendMode",
            "CISaturationBlendMode", "CIScreenBlendMode", "CISoftLightBlendMode", "CISourceAtopCompositing",
            "CISourceInCompositing", "CISourceOutCompositing", "CISourceOverCompositing", "CISubtractBlendMode",
        ],
        kCICategoryDistortionEffect: [
            "CIBumpDistortion", "CIBumpDistortionLinear", "CICircleSplashDistortion", "CICircularWrap", "CIDroste",
            "CIDisplacementDistortion", "CIGlassDistortion", "CIGlassLozenge", "CIHoleDistortion", "CILightTunnel",
            "CINinePartStretched", "CINinePartTiled", "CIPinchDistortion", "CIStretchCrop",
            "CITorusLensDistortion", "CITwirlDistortion", "CIVortexDistortion",
        ],
        kCICategoryGenerator: [
            "CIAttributedTextImageGenerator", "CIAztecCodeGenerator", "CIBarcodeGenerator",
            "CICheckerboardGenerator", "CICode128BarcodeGenerator", "CIConstantColorGenerator",
            "CILenticularHaloGenerator", "CIMeshGenerator", "CIPDF417BarcodeGenerator", "CIQRCodeGenerator",
            "CIRandomGenerator", "CIRoundedRectangleGenerator", "CIStarShineGenerator", "CIStripesGenerator",
            "CISunbeamsGenerator", "CITextImageGenerator",
        ],
        kCICategoryGeometryAdjustment: [
            "CIAffineTransform", "CICrop", "CIEdgePreserveUpsampleFilter", "CIKeystoneCorrectionCombined",
            "CIKeystoneCorrectionHorizontal", "CIKeystoneCorrectionVertical", "CILanczosScaleTransform",
            "CIPerspectiveCorrection", "CIPerspectiveRotate", "CIPerspectiveTransform",
            "CIPerspectiveTransformWithExtent", "CIStraightenFilter",
        ],
        kCICategoryGradient: [
            "CIGaussianGradient", "CIHueSaturationValueGradient", "CILinearGradient", "CIRadialGradient",
            "CISmoothLinearGradient",
        ],
        kCICategoryHalftoneEffect: [
            "CICircularScreen", "CICMYKHalftone", "CIDotScreen", "CIHatchedScreen", "CILineScreen",
        ],
        kCICategoryReduction: [
            "CIAreaAverage", "CIAreaHistogram", "CIAreaMaximum", "CIAreaMaximumAlpha", "CIAreaMinimum",
            "CIAreaMinimumAlpha", "CIAreaMinMax", "CIAreaMinMaxRed", "CIColumnAverage", "CIHistogramDisplayFilter",
            "CIKMeans", "CIRowAverage",
        ],
        kCICategorySharpen: ["CISharpenLuminance", "CIUnsharpMask"],
        kCICategoryStylize: [
            "CIBlendWithAlphaMask", "CIBlendWithBlueMask", "CIBlendWithMask", "CIBlendWithRedMask", "CIBloom",
            "CIComicEffect", "CIConvolution3X3", "CIConvolution5X5", "CIConvolution7X7", "CIConvolution9Horizontal",
            "CIConvolution9Vertical", "CICrystallize", "CIDepthOfField", "CIEdges", "CIEdgeWork", "CIGaborGradients",
            "CIGloom", "CIHeightFieldFromMask", "CIHexagonalPixellate", "CIHighlightShadowAdjust", "CILineOverlay",
            "CIMix", "CIPixellate", "CIPointillize", "CISaliencyMapFilter", "CIShadedMaterial", "CISpotColor",
            "CISpotLight",
        ],
        kCICategoryTileEffect: [
            "CIAffineClamp", "CIAffineTile", "CIEightfoldReflectedTile", "CIFourfoldReflectedTile",
            "CIFourfoldRotatedTile", "CIFourfoldTranslatedTile", "CIGlideReflectedTile", "CIKaleidoscope",
            "CIOpTile", "CIParallelogramTile", "CIPerspectiveTile", "CISixfoldReflectedTile",
            "CISixfoldRotatedTile", "CITriangleKaleidoscope", "CITriangleTile", "CITwelvefoldReflectedTile",
        ],
        kCICategoryTransition: [
            "CIAccordionFoldTransition", "CIBarsSwipeTransition", "CICopyMachineTransition",
            "CIDisintegrateWithMaskTransition", "CIDissolveTransition", "CIFlashTransition", "CIModTransition",
            "CIPageCurlTransition", "CIPageCurlWithShadowTransition", "CIRippleTransition", "CISwipeTransition",
        ],
    ]
}

public let kCICategoryBuiltIn = "CICategoryBuiltIn"
public let kCICategoryBlur = "CICategoryBlur"
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
public let kCICategoryColorEffect = "CICategoryColorEffect"
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
public let kCICategoryDistortionEffect = "CICategoryDistortionEffect"
public let kCICategoryGenerator = "CICategoryGenerator"
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
public let kCICategoryGradient = "CICategoryGradient"
public let kCICategoryHalftoneEffect = "CICategoryHalftoneEffect"
public let kCICategoryReduction = "CICategoryReduction"
public let kCICategorySharpen = "CICategorySharpen"
public let kCICategoryStylize = "CICategoryStylize"
public let kCICategoryTileEffect = "CICategoryTileEffect"
public let kCICategoryTransition = "CICategoryTransition"
public let kCICategoryVideo = "CICategoryVideo"
public let kCICategoryStillImage = "CICategoryStillImage"
public let kCICategoryInterlaced = "CICategoryInterlaced"
public let kCICategoryNonSquarePixels = "CICategoryNonSquarePixels"
public let kCICategoryHighDynamicRange = "CICategoryHighDynamicRange"
