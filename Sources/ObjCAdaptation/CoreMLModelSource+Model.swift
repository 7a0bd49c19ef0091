extension CoreMLModelSource {
    /// Xcode's model class: `model`, `urlOfModelInThisBundle`, the initialisers, `load` and the
    /// predictions. Made with a configuration (`init(configuration:)`, `load(configuration:)`), its
    /// `model` is CellSnap's model of that name, which refuses every prediction naming it; made from
    /// a URL, it is Core ML's `MLModel(contentsOf:)`, which throws on Linux.
    static func modelClass(
        _ name: String, modelName: String, inputs: [CoreMLModelDescription.Feature], summary: String
    ) -> String {
        let literal =
            "\"\(modelName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        let made = "MLModel(cellSnapGeneratedModelNamed: \(literal), configuration: configuration)"
        let lines =
            [
                "/// Class for model loading and prediction\(summary.isEmpty ? "" : ": \(summary.split(separator: "\n").joined(separator: " "))")",
                "class \(name) {",
                "    let model: MLModel",
                "",
                "    /// URL of model assuming it was installed in the same bundle as this class (on Linux, where",
                "    /// it would be in the main bundle: no compiled model is there)",
                "    class var urlOfModelInThisBundle : URL {",
                "        Bundle.main.bundleURL.appendingPathComponent(\(literal) + \".mlmodelc\")",
                "    }",
                "",
                "    init(model: MLModel) {",
                "        self.model = model",
                "    }",
                "",
                "    @available(*, deprecated, message: \"Use init(configuration:) instead and handle errors appropriately.\")",
                "    convenience init() {",
                "        try! self.init(configuration: MLModelConfiguration())",
                "    }",
                "",
                "    convenience init(configuration: MLModelConfiguration) throws {",
                "        self.init(model: \(made))",
                "    }",
                "",
                "    convenience init(contentsOf modelURL: URL) throws {",
                "        try self.init(model: MLModel(contentsOf: modelURL))",
                "    }",
                "",
                "    convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws {",
                "        try self.init(model: MLModel(contentsOf: modelURL, configuration: configuration))",
                "    }",
                "",
                "    class func load(configuration: MLModelConfiguration = MLModelConfiguration(), completionHandler handler: @escaping (Swift.Result<\(name), Error>) -> Void) {",
                "        handler(.success(\(name)(model: \(made))))",
                "    }",
                "",
                "    class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(name) {",
                "        \(name)(model: \(made))",
                "    }",
                "",
                "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration(), completionHandler handler: @escaping (Swift.Result<\(name), Error>) -> Void) {",
                "        MLModel.load(contentsOf: modelURL, configuration: configuration) { result in",
                "            handler(result.map { \(name)(model: $0) })",
                "        }",
                "    }",
                "",
                "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(name) {",
                "        \(name)(model: try await MLModel.load(contentsOf: modelURL, configuration: configuration))",
                "    }",
                "",
            ] + predictionLines(name, inputs: inputs) + ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// Xcode's predictions: from an input, from the features one by one, and from a batch.
    private static func predictionLines(_ name: String, inputs: [CoreMLModelDescription.Feature]) -> [String] {
        let arguments = inputs.map { "\(identifier($0.name)): \(identifier($0.name))" }.joined(separator: ", ")
        return [
            "    func prediction(input: \(name)Input) throws -> \(name)Output {",
            "        try prediction(input: input, options: MLPredictionOptions())",
            "    }",
            "",
            "    func prediction(input: \(name)Input, options: MLPredictionOptions) throws -> \(name)Output {",
            "        \(name)Output(features: try model.prediction(from: input, options: options))",
            "    }",
            "",
            "    func prediction(input: \(name)Input, options: MLPredictionOptions = MLPredictionOptions()) async throws -> \(name)Output {",
            "        \(name)Output(features: try model.prediction(from: input, options: options))",
            "    }",
            "",
            "    func prediction(\(inputs.map { "\(identifier($0.name)): \(swiftType($0.type)!)" }.joined(separator: ", "))) throws -> \(name)Output {",
            "        try prediction(input: \(name)Input(\(arguments)))",
            "    }",
            "",
            "    func predictions(inputs: [\(name)Input], options: MLPredictionOptions = MLPredictionOptions()) throws -> [\(name)Output] {",
            "        let batchOut = try model.predictions(from: MLArrayBatchProvider(array: inputs), options: options)",
            "        return (0..<batchOut.count).map { \(name)Output(features: batchOut.features(at: $0)) }",
            "    }",
        ]
    }
}
