import SwiftSyntax

/// The app a test module runs in, as Xcode's "Host Application" (`TEST_HOST`) makes an app's unit
/// tests run inside it: a module whose files import a test framework and `@testable import` one
/// module, the same in every file that does, is taken to be hosted by it, so that `Bundle.main` in
/// its files is that app's bundle, as on iOS. CellSnap does not read the Xcode project that names
/// the host; a test module of a library is taken to be hosted by the library, whose resources it
/// then finds (an unhosted test on iOS finds none in the runner's bundle).
enum TestHost {
    static let testFrameworks: Set<String> = [
        "XCTest", "Testing", "SnapshotTesting", "iOSSnapshotTestCase", "FBSnapshotTestCase", "Quick", "Nimble",
    ]

    /// The module the files' `@testable import`s name, when they import a test framework and name
    /// one module only; `nil` otherwise.
    static func host(of trees: [SourceFileSyntax]) -> String? {
        var testable: Set<String> = []
        var importsTestFramework = false
        for tree in trees {
            for item in tree.statements {
                guard let declaration = item.item.as(ImportDeclSyntax.self) else { continue }
                let module = declaration.path.first?.name.text ?? ""
                if testFrameworks.contains(module) { importsTestFramework = true }
                if declaration.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
                }) {
                    testable.insert(module)
                }
            }
        }
        return importsTestFramework && testable.count == 1 ? testable.first : nil
    }
}
