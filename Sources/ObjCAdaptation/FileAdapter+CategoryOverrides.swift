import SwiftSyntax

/// The UIKit members whose implementations in CellSnapUIKit call an app's category overrides, by
/// the override's name and argument labels (`hitTest(_:with:)`, a property by its name alone), with
/// the name of each one's `UIKitCategoryOverrides` member; a member some classes' implementations
/// call for those classes only.
enum UIKitCategoryMembers {
    static let onlyFor: [String: Set<String>] = ["sizeThatFits(_:)": ["UITabBar"]]

    static let names: [String: String] = [
        "preferredStatusBarStyle": "preferredStatusBarStyle",
        "prefersStatusBarHidden": "prefersStatusBarHidden",
        "preferredStatusBarUpdateAnimation": "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle": "childForStatusBarStyle",
        "childForStatusBarHidden": "childForStatusBarHidden",
        "prefersHomeIndicatorAutoHidden": "prefersHomeIndicatorAutoHidden",
        "childForHomeIndicatorAutoHidden": "childForHomeIndicatorAutoHidden",
        "supportedInterfaceOrientations": "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation": "preferredInterfaceOrientationForPresentation",
        "shouldAutorotate": "shouldAutorotate",
        "loadViewIfNeeded()": "loadViewIfNeeded",
        "viewDidLoad()": "viewDidLoad",
        "viewWillAppear(_:)": "viewWillAppear",
        "viewDidAppear(_:)": "viewDidAppear",
        "viewWillDisappear(_:)": "viewWillDisappear",
        "viewDidDisappear(_:)": "viewDidDisappear",
        "viewWillLayoutSubviews()": "viewWillLayoutSubviews",
        "viewDidLayoutSubviews()": "viewDidLayoutSubviews",
        "traitCollectionDidChange(_:)": "traitCollectionDidChange",
        "hitTest(_:with:)": "hitTest",
        "point(inside:with:)": "pointInside",
        "canBecomeFirstResponder": "canBecomeFirstResponder",
        "canPerformAction(_:withSender:)": "canPerformAction",
        "awakeFromNib()": "awakeFromNib",
        "touchesBegan(_:with:)": "touchesBegan",
        "touchesMoved(_:with:)": "touchesMoved",
        "touchesEnded(_:with:)": "touchesEnded",
        "touchesCancelled(_:with:)": "touchesCancelled",
        "prepareForReuse()": "prepareForReuse",
        "sizeThatFits(_:)": "tabBarSizeThatFits",
    ]
}

extension FileAdapter {
    /// Whether `owner` is a class that no adapted file of this module declares (a UIKit class, or
    /// one of another module, such as an app's class extended by its tests): an `override` in its
    /// extension is an Objective-C category's, as the class's body is out of reach.
    func isCategoryOwner(_ owner: String?) -> Bool {
        guard let owner else { return false }
        return index.classes[owner] == nil
    }

    /// An `override` of a method in an extension of a UIKit class, which on iOS replaces the class's
    /// own method (an Objective-C category): kept where it is as the method
    /// `_cellSnapCategory_<Class>_<name>`, and registered with `UIKitCategoryOverrides`, whose member
    /// UIKit's implementation calls for objects of the class (UIKitOnLinux.md).
    func adaptCategoryOverride(_ node: FunctionDeclSyntax) {
        guard let owner = scope else { return }
        let name = node.name.text
        guard !node.modifiers.isStatic, node.genericParameterClause == nil else {
            return diagnose(
                node,
                "override of \(name) in an extension of \(owner): a class or generic member of a category cannot be adapted"
            )
        }
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { Syntax.label($0).map { "\($0):" } ?? "_:" }.joined()
        let renamed = categoryName(name, of: owner)
        let arguments = parameters.enumerated().map { position, parameter in
            let value = parameters.count == 1 ? "arguments" : "arguments.\(position)"
            return Syntax.label(parameter).map { "\($0): \(value)" } ?? value
        }
        register(node, "\(name)(\(labels))", of: owner, call: "object.\(renamed)(\(arguments.joined(separator: ", ")))")
        renameCategoryOverride(node.modifiers, name: node.name, to: renamed)
    }

    /// An overriding computed property in an extension of a UIKit class, adapted as a method is.
    func adaptCategoryOverride(_ node: VariableDeclSyntax) {
        guard let owner = scope else { return }
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            !node.modifiers.isStatic, !binding.isSettable
        else {
            return diagnose(
                node,
                "overriding property in an extension of \(owner): only a read-only instance property of a category can be adapted"
            )
        }
        let renamed = categoryName(identifier.text, of: owner)
        register(node, identifier.text, of: owner, call: "object.\(renamed)")
        renameCategoryOverride(node.modifiers, name: identifier, to: renamed)
    }

    /// The registration of the override `declaration` of `owner`, calling `call`, under the
    /// conditions of the `#if` blocks that hold it; a warning when UIKit does not call the member.
    private func register(_ node: some SyntaxProtocol, _ declaration: String, of owner: String, call: String) {
        guard let member = UIKitCategoryMembers.names[declaration],
            UIKitCategoryMembers.onlyFor[declaration]?.contains(owner) ?? true
        else {
            return diagnose(
                node,
                "override of \(declaration) in an extension of \(owner): UIKit on Linux does not call a category's \(declaration), so it is kept as a method that nothing calls",
                .warning)
        }
        categoryRegistrations.append(
            CompilationConditions(of: node).wrapping(
                "UIKitCategoryOverrides.\(member).register(for: \(owner).self) { object, arguments in \(call) }"))
    }

    /// The name a category's override keeps its body under.
    private func categoryName(_ name: String, of owner: String) -> String {
        "_cellSnapCategory_\(String(owner.map { $0 == "." ? "_" : $0 }))_\(name)"
    }

    /// Drops `override` and the access words of a category's override (the file's registration
    /// function calls it) and renames it.
    private func renameCategoryOverride(_ modifiers: DeclModifierListSyntax, name: TokenSyntax, to renamed: String) {
        for modifier in modifiers
        where ["override", "open", "public", "private", "fileprivate", "internal"].contains(modifier.name.text) {
            edits.append(
                Edit(range: modifier.trimmedRange.lowerBound..<modifier.endPosition.utf8Offset, replacement: ""))
        }
        replace(name, with: renamed)
    }
}
