import Foundation
import OpenCombine

// The coders `decode(type:decoder:)` and `encode(encoder:)` take, as Apple's Foundation declares them.

extension JSONEncoder: @retroactive TopLevelEncoder {}

extension JSONDecoder: @retroactive TopLevelDecoder {
    public typealias Input = Data
}

extension PropertyListEncoder: @retroactive TopLevelEncoder {}

extension PropertyListDecoder: @retroactive TopLevelDecoder {
    public typealias Input = Data
}
