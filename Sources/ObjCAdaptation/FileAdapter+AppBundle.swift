import Foundation
import SwiftSyntax

/// The name the registration file gives the app's bundle (`Bundle.cellSnapAppBundle(fileID:)`).
let appBundleName = "_cellSnapMainBundle"
/// The name the registration file gives the module's own bundle, which `Bundle(for:)` names: the
/// app's bundle too, except in a hosted test module (``TestHost``), whose `Bundle.main` is its host's.
let moduleBundleName = "_cellSnapModuleBundle"
/// The members of `Bundle.main` that answer from the app's Info.plist, and CellSnap's forms of them.
let appInfoMembers = [
    "infoDictionary": "cellSnapInfoDictionary", "object": "cellSnapObject",
    "bundleIdentifier": "cellSnapBundleIdentifier",
]
/// The name of the registration file's function that gives the bundle of a class another module
/// declares, which `Bundle(for:)` of it names.
let classBundleName = "_cellSnapBundle"
/// The type the registration file writes for the module's entry point (a `CellSnapAppEntryPoint`).
let entryPointClassName = "_CellSnapAppEntryPoint"
/// The name of the type a module's registration of its categories is (CellSnapUIKit finds it by name).
let categoryRegistrationName = "_CellSnapCategoryRegistration"

extension FileAdapter {
    /// `Bundle.main` in an app's file: the app's bundle, which on iOS holds its resources and in a
    /// package is the module's resource bundle; `UIApplication.shared` in a module with an entry
    /// point: the app, launched first (`UIApplication.cellSnapShared(launching:)`).
    func adaptAppMember(_ node: MemberAccessExprSyntax) {
        guard let base = node.base?.trimmedDescription, node.declName.argumentNames == nil else { return }
        let name = node.declName.baseName.text
        if ["Bundle", "Foundation.Bundle"].contains(base), name == "main" {
            replace(node, with: appBundleName)
        } else if ["Bundle.main", "Foundation.Bundle.main"].contains(base), let info = appInfoMembers[name] {
            // The app's Info.plist, which Foundation's `Bundle` cannot be made to answer for.
            replace(node.declName.baseName, with: info)
        } else if ["UIApplication", "UIKit.UIApplication"].contains(base), name == "shared", index.entryPoint != nil {
            replace(node, with: "UIApplication.cellSnapShared(launching: \(entryPointClassName).self)")
        }
    }

    /// A parameter of type `Bundle` defaulted to `.main` (`in bundle: Bundle = .main`): the app's
    /// bundle, as `Bundle.main` spelt out is (``adaptAppMember(_:)``), so that a helper reading a
    /// resource of the app finds it when called without the argument.
    func adaptMainBundleDefault(_ node: FunctionParameterSyntax) {
        guard let value = node.defaultValue?.value.as(MemberAccessExprSyntax.self), value.base == nil,
            value.declName.baseName.text == "main", value.declName.argumentNames == nil
        else { return }
        let type = node.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        guard ["Bundle", "Foundation.Bundle"].contains(type) else { return }
        replace(value, with: appBundleName)
    }

    /// `Bundle(for: SomeClass.self)`: on iOS the bundle of the app, framework or test bundle that
    /// declares the class. For a class of the module's adapted files (`Self`, `type(of: self)`),
    /// the module's own bundle; for another (`Bundle(for: FeedPresenter.self)` in the tests of the
    /// framework that declares it), the resource bundle of the module that declares it, which
    /// CellSnap finds by the class's qualified name (`_cellSnapBundle(of:)`, as Foundation's
    /// `Bundle(for:)` on Linux answers the test runner's folder for every class). Returns whether
    /// it replaced.
    func adaptBundleForClass(_ node: FunctionCallExprSyntax) -> Bool {
        guard ["Bundle", "Foundation.Bundle"].contains(node.calledExpression.trimmedDescription),
            node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "for",
            node.trailingClosure == nil
        else { return false }
        let expression = argument.expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base?.trimmedDescription, base != "Self",
            index.classes[String(base.prefix { $0 != "<" })] == nil
        {
            replace(node, with: "\(classBundleName)(of: \(expression.trimmedDescription))")
        } else {
            replace(node, with: moduleBundleName)
        }
        return true
    }

    /// `bundle: nil` and `bundle: .main` in `UIStoryboard(name:bundle:)` and in a call labelled
    /// `(nibName:bundle:)`: `UINib(nibName:bundle:)`, a controller's `init(nibName:bundle:)` (and
    /// `super.init`'s). Assets keep theirs (`ColorResource(name:bundle: .main)` searches every
    /// catalog, as the asset symbols the adapter generates mean it). On iOS `nil` is
    /// the main bundle, the app's; in a package several apps' targets may each hold a
    /// `Main.storyboard`, so the app's file names its own module's bundle, as for `Bundle.main`.
    func adaptNilBundleArgument(_ node: FunctionCallExprSyntax) {
        let labels = node.arguments.map { $0.label?.text }
        let storyboards = ["UIStoryboard", "UIKit.UIStoryboard", "UIStoryboard.init", "UIKit.UIStoryboard.init"]
        let isStoryboard =
            labels == ["name", "bundle"] && storyboards.contains(node.calledExpression.trimmedDescription)
        guard isStoryboard || labels == ["nibName", "bundle"], let expression = node.arguments.last?.expression
        else { return }
        let isMain = expression.as(MemberAccessExprSyntax.self).map {
            $0.base == nil && $0.declName.baseName.text == "main" && $0.declName.argumentNames == nil
        }
        if expression.is(NilLiteralExprSyntax.self) || isMain == true { replace(expression, with: appBundleName) }
    }

    /// `NSLocalizedString("key", comment: "...")` (and with `tableName:`, `value:`), and
    /// `String(localized: "key", comment: "...")` (and with `defaultValue:`, `table:`, `locale:`),
    /// without a `bundle:` argument: its default, `Bundle.main`, is on iOS the app's bundle, which
    /// holds its `Localizable.strings`; here the app's file passes the module's resource bundle,
    /// as for `Bundle.main`. A `bundle:` given stays. `NSLocalizedString` itself is
    /// CellSnapFoundation's `cellSnapLocalizedString`, and a bundle's
    /// `localizedString(forKey:value:table:)` its `cellSnapLocalizedString(forKey:value:table:)`,
    /// which read `.stringsdict` plurals (Linux's Foundation crashes on such a key).
    func adaptLocalizedStringBundle(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression.trimmedDescription
        let labels = node.arguments.map { $0.label?.text }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "localizedString", labels == ["forKey", "value", "table"]
        {
            replace(member.declName.baseName, with: "cellSnapLocalizedString")
            return
        }
        let isLocalizedString = ["NSLocalizedString", "Foundation.NSLocalizedString"].contains(callee)
        if isLocalizedString, labels.first == .some(nil) {
            replace(node.calledExpression, with: "cellSnapLocalizedString")
        }
        guard !labels.contains("bundle") else { return }
        if isLocalizedString, labels.first == .some(nil) {
            insertAppBundle(in: node, before: ["value", "comment"])
        } else if ["String", "Swift.String", "String.init"].contains(callee), labels.first == "localized",
            labels.count > 1 || node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
        {
            // `String(localized:)` of one argument that is not a literal may be a
            // `LocalizedStringResource`, which names its bundle itself and takes no `bundle:`.
            insertAppBundle(in: node, before: ["locale", "comment"])
        }
    }

    /// A bundle's `urls(forResourcesWithExtension:subdirectory:)` (with `localization:`, and the
    /// class method with `in:`): Apple's Foundation answers `[URL]?`, Linux's `[NSURL]?` (and its
    /// class method takes an `NSURL`), so the app's call is CellSnapFoundation's
    /// `cellSnapURLs`, which answers as Apple's does.
    func adaptResourceURLsCall(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "urls", node.trailingClosure == nil
        else { return }
        let labels = node.arguments.map { $0.label?.text }
        let forms: [[String?]] = [
            ["forResourcesWithExtension", "subdirectory"],
            ["forResourcesWithExtension", "subdirectory", "localization"],
            ["forResourcesWithExtension", "subdirectory", "in"],
        ]
        if forms.contains(labels) { replace(member.declName.baseName, with: "cellSnapURLs") }
    }

    /// `bundle: _cellSnapMainBundle` inserted before the first argument labelled one of `labels`,
    /// or after the last argument.
    private func insertAppBundle(in node: FunctionCallExprSyntax, before labels: Set<String>) {
        if let next = node.arguments.first(where: { $0.label.map { labels.contains($0.text) } ?? false }) {
            let start = next.trimmedRange.lowerBound
            edits.append(Edit(range: start..<start, replacement: "bundle: \(appBundleName), "))
        } else if let last = node.arguments.last {
            let end = last.expression.trimmedRange.upperBound
            edits.append(Edit(range: end..<end, replacement: ", bundle: \(appBundleName)"))
        }
    }
}
