// `import Combine` on Linux: app files keep the line they have on iOS. This module is OpenCombine's
// core (publishers, subjects, operators, `@Published`, `ObservableObject`) under Combine's name,
// with what Apple's Foundation adds to Combine written here: `DispatchQueue`, `RunLoop` and
// `OperationQueue` as schedulers, `NotificationCenter.publisher(for:object:)`,
// `Timer.publish(every:tolerance:on:in:options:)`, `URLSession.dataTaskPublisher(for:)` and the
// JSON and property-list coders as `decode(type:decoder:)` and `encode(encoder:)` take them; and
// `CombineLatest` and `Merge`, which OpenCombine 0.14.0 lacks.
//
// Why not OpenCombineDispatch and OpenCombineFoundation: they declare those conformances only
// `#if !canImport(Combine)`, and this module *is* `Combine`. Once it sits in a build folder, any
// rebuild of them (a changed flag, a cleaned target) drops the conformances and every app file
// that schedules on `DispatchQueue.main` stops compiling. Nothing here depends on what a
// `canImport` answered.
//
// A Linux target depends on it beside `UIKit`:
//
//     .product(name: "Combine", package: "CellSnap", condition: .when(platforms: [.linux]))
@_exported import Foundation
// `import Foundation` brings `URLSession` on iOS; on Linux it lives in FoundationNetworking, which a
// view model that imports only Foundation and Combine needs for `dataTaskPublisher(for:)`.
@_exported import FoundationNetworking
@_exported import OpenCombine
