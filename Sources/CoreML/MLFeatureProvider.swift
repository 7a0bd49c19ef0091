import Foundation

/// A set of named feature values, as Core ML's `MLFeatureProvider`.
public protocol MLFeatureProvider {
    var featureNames: Set<String> { get }
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Feature values from a dictionary, as Core ML's `MLDictionaryFeatureProvider`.
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
    public let dictionary: [String: MLFeatureValue]

    /// The values of `dictionary`: feature values, multi-arrays, strings, integers, doubles and
    /// dictionaries of numbers; throws an `MLModelError` of code `.featureType` naming a key whose
    /// value is none of these.
    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (key, value) in dictionary {
            guard let feature = MLFeatureValue.wrapping(value) else {
                throw MLModelError(
                    .featureType,
                    "MLDictionaryFeatureProvider(dictionary:): the value of \"\(key)\" (\(type(of: value))) is no feature value"
                )
            }
            values[key] = feature
        }
        self.dictionary = values
        super.init()
    }

    open var featureNames: Set<String> { Set(dictionary.keys) }

    open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    open subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// A batch of feature providers, as Core ML's `MLBatchProvider`.
public protocol MLBatchProvider {
    var count: Int { get }
    func features(at index: Int) -> any MLFeatureProvider
}

/// A batch from an array, as Core ML's `MLArrayBatchProvider`.
open class MLArrayBatchProvider: NSObject, MLBatchProvider, @unchecked Sendable {
    public let array: [any MLFeatureProvider]

    public init(array: [any MLFeatureProvider]) {
        self.array = array
        super.init()
    }

    /// The providers of `dictionary`'s arrays, one per index (as many as the shortest array); throws
    /// as ``MLDictionaryFeatureProvider/init(dictionary:)`` does.
    public convenience init(dictionary: [String: [Any]]) throws {
        let length = dictionary.values.map(\.count).min() ?? 0
        let providers = try (0..<length).map { index in
            try MLDictionaryFeatureProvider(dictionary: dictionary.mapValues { $0[index] })
        }
        self.init(array: providers)
    }

    open var count: Int { array.count }

    open func features(at index: Int) -> any MLFeatureProvider { array[index] }
}
