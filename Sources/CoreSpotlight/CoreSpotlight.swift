// `import CoreSpotlight` on Linux: searchable items and their attributes, indexed in this
// process (`CSSearchableIndex.default().cellSnapIndexedItems` reads them back), as Spotlight would
// index them. As the SDK's module does, it brings Foundation and UniformTypeIdentifiers.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
