import Foundation

/// Where a model runs, as Core ML's `MLComputeUnits` (the SDK's raw values).
public enum MLComputeUnits: Int, Hashable, Sendable {
    case cpuOnly = 0, cpuAndGPU, all, cpuAndNeuralEngine
}

/// How a model is loaded, as Core ML's `MLModelConfiguration` (kept: no model loads on Linux).
open class MLModelConfiguration: NSObject, NSCopying, @unchecked Sendable {
    open var computeUnits = MLComputeUnits.all
    open var allowLowPrecisionAccumulationOnGPU = false
    open var modelDisplayName: String?
    /// Values of a model's parameters by key (kept as given).
    open var parameters: [AnyHashable: Any]?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLModelConfiguration()
        (copy.computeUnits, copy.allowLowPrecisionAccumulationOnGPU) = (
            computeUnits, allowLowPrecisionAccumulationOnGPU
        )
        (copy.modelDisplayName, copy.parameters) = (modelDisplayName, parameters)
        return copy
    }
}

/// Options of a prediction, as Core ML's `MLPredictionOptions` (no prediction runs on Linux).
open class MLPredictionOptions: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A machine-learning model, as Core ML's `MLModel`. There is no Core ML runtime on Linux: loading
/// a model (`init(contentsOf:)` and its forms, ``load(contentsOf:configuration:completionHandler:)``)
/// and compiling one (``compileModel(at:)``) throw an ``MLModelError`` of code `.io` that names the
/// call and the file. The one model object made is the one of the classes Xcode generates for a
/// model file (``init(cellSnapGeneratedModelNamed:configuration:)``), so that a screen that holds
/// one renders; its predictions throw an ``MLModelError`` naming the model.
open class MLModel: NSObject, @unchecked Sendable {
    /// The configuration the model was loaded with.
    public let configuration: MLModelConfiguration
    /// The name of the model file whose generated class made this model (`nil` otherwise).
    public let cellSnapGeneratedModelName: String?

    private init(configuration: MLModelConfiguration) {
        self.configuration = configuration
        cellSnapGeneratedModelName = nil
        super.init()
    }

    /// The model of the model file `name` (`FlowerClassifier` for `FlowerClassifier.mlmodel`) that
    /// the classes Xcode generates for it hold: CellSnap's Objective-C adapter generates them, and
    /// their `init(configuration:)` and `load(configuration:)` make this model, which runs nothing
    /// (every prediction throws an ``MLModelError`` of code `.generic` naming the model and the call).
    public init(cellSnapGeneratedModelNamed name: String, configuration: MLModelConfiguration) {
        self.configuration = configuration
        cellSnapGeneratedModelName = name
        super.init()
    }

    /// The refusal of the prediction `call`, naming the generated model when there is one.
    private func refusal(_ call: String) -> MLModelError {
        let model = cellSnapGeneratedModelName.map { "the model \($0) cannot run: " } ?? ""
        return MLModelError(.generic, "MLModel.\(call): \(model)there is no Core ML runtime on Linux")
    }

    public convenience init(contentsOf url: URL) throws {
        throw MLModelError.noRuntime("MLModel(contentsOf:)", url)
    }

    public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw MLModelError.noRuntime("MLModel(contentsOf:configuration:)", url)
    }

    /// Finishes with the refusal, on a queue of its own, as Core ML finishes a load.
    open class func load(
        contentsOf url: URL, configuration: MLModelConfiguration,
        completionHandler handler: @escaping @Sendable (Result<MLModel, any Error>) -> Void
    ) {
        let error = MLModelError.noRuntime("MLModel.load(contentsOf:configuration:completionHandler:)", url)
        DispatchQueue.global().async { handler(.failure(error)) }
    }

    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration())
        async throws -> MLModel
    {
        throw MLModelError.noRuntime("MLModel.load(contentsOf:configuration:)", url)
    }

    open class func compileModel(at modelURL: URL) throws -> URL {
        throw MLModelError.noRuntime("MLModel.compileModel(at:)", modelURL)
    }

    open class func compileModel(at modelURL: URL) async throws -> URL {
        throw MLModelError.noRuntime("MLModel.compileModel(at:)", modelURL)
    }

    /// Throws: no model runs on Linux.
    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
        throw refusal("prediction(from:)")
    }

    /// Throws: no model runs on Linux.
    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws
        -> any MLFeatureProvider
    {
        throw refusal("prediction(from:options:)")
    }

    /// Throws: no model runs on Linux.
    open func predictions(from inputBatch: any MLBatchProvider, options: MLPredictionOptions) throws
        -> any MLBatchProvider
    {
        throw refusal("predictions(from:options:)")
    }
}
