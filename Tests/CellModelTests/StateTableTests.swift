import CellModel
import Testing

/// The table of state flags, and what is derived from it: names, merging, presets.
@Suite struct StateFlagTableTests {
    @Test(arguments: CellState.Flag.allCases)
    func everyFlagRoundTripsNameStateName(flag: CellState.Flag) throws {
        let parsed = try #require(CellState.Flag(name: flag.name))
        let state = CellState([parsed])
        #expect(state.flags == [flag])
        #expect(state[flag])
        #expect(state.stateName == flag.name)
        #expect(state.variantName == "\(flag.name)@3x")
    }

    @Test func theTableNamesEveryFlagInOrder() {
        #expect(
            CellState.Flag.allCases.map(\.name) == [
                "selected", "highlighted", "disabled", "editing", "expanded", "focused", "swiped", "reordering",
                "drag-lifting", "drag-dragging", "drop-notTargeted", "drop-targeted",
            ])
        #expect(CellState.Flag(name: "normal") == nil && CellState.Flag(name: "dragLifting") == nil)
    }

    @Test(arguments: CellState.Flag.allCases)
    func mergeKeepsEveryFlag(flag: CellState.Flag) {
        var state = CellState(traits: Traits(style: .dark))
        state["isArchived"] = true
        state.merge(CellState([flag]))
        #expect(state.flags == [flag])
        #expect(state["isArchived"] == .bool(true) && state.traits.style == .dark)
        var kept = CellState([flag])
        kept.merge(CellState(traits: Traits(style: .dark)))
        #expect(kept.flags == [flag] && kept.traits.style == .light)
    }

    @Test func mergeTurnsOnEveryFlagAtOnceAndSetsCustomKeys() {
        let every = CellState.Flag.allCases.filter { $0 != .dragLifting && $0 != .dropNotTargeted }
        var other = CellState(every)
        other["priority"] = .int(2)
        var state = CellState()
        state.merge(other)
        #expect(state.flags == every)
        #expect(state.dragState == .dragging && state.dropState == .targeted && state["priority"] == .int(2))
    }

    @Test func dragAndDropFlagsHoldOneValueEach() {
        var state = CellState([.dragLifting, .dragDragging, .dropNotTargeted])
        #expect(state.flags == [.dragDragging, .dropNotTargeted])
        state[.dragLifting] = false
        #expect(state.dragState == .dragging)
        state[.dragDragging] = false
        #expect(state.dragState == .none && state.flags == [.dropNotTargeted])
    }

    @Test(arguments: [
        (CellState.normal, [CellState.Flag]()), (.selected, [.selected]), (.highlighted, [.highlighted]),
        (.disabled, [.disabled]),
        (.editing, [.editing]), (.expanded, [.expanded]), (.focused, [.focused]), (.swiped, [.swiped]),
        (.reordering, [.reordering]),
    ])
    func presetsAreFlagsOfTheTable(preset: CellState, flags: [CellState.Flag]) {
        #expect(preset == CellState(flags))
        #expect(preset.flags == flags)
    }

    @Test(arguments: [
        (3.0, "normal@3x"), (2, "normal@2x"), (1, "normal@1x"), (2.5, "normal@2.5x"), (1.25, "normal@1.25x"),
        (.nan, "normal@nanx"), (.infinity, "normal@infx"), (1e300, "normal@1e+300x"),
    ])
    func scalesAreNamedWithoutTrapping(scale: Double, name: String) {
        #expect(CellState(traits: Traits(displayScale: scale)).variantName == name)
    }
}

/// One matrix type for Swift and specs, its variants named by what they are.
@Suite struct VariantMatrixTests {
    static let archived: CellState = {
        var state = CellState()
        state["isArchived"] = true
        return state
    }()

    @Test(arguments: [
        ("no dimension: the base itself", VariantMatrix(), CellState(), ["normal@3x"]),
        (
            "states and styles", VariantMatrix(states: [.normal, .selected], styles: [.light, .dark]), CellState(),
            ["normal@3x", "normal-dark@3x", "selected@3x", "selected-dark@3x"]
        ),
        (
            "states merge into the base; alike appear once", VariantMatrix(states: [.normal, .selected, .disabled]),
            CellState.selected,
            ["selected@3x", "selected-disabled@3x"]
        ),
        (
            "every dimension",
            VariantMatrix(
                states: [CellState([.selected, .editing])], styles: [.dark], contentSizes: [.accessibilityExtraLarge],
                directions: [.rightToLeft], scales: [2]),
            CellState(), ["selected-editing-dark-AX3-rtl@2x"]
        ),
        (
            "the base's traits stay where the matrix says nothing", VariantMatrix(states: [.normal]),
            CellState(traits: Traits(style: .dark, displayScale: 2)), ["normal-dark@2x"]
        ),
        (
            "custom keys follow the flags", VariantMatrix(states: [.normal, archived]), CellState(),
            ["normal@3x", "normal-isArchived@3x"]
        ),
        ("fractional scales", VariantMatrix(scales: [2.5, 3]), CellState(), ["normal@2.5x", "normal@3x"]),
        (
            "drag and drop", VariantMatrix(states: [CellState([.dragLifting]), CellState([.dropTargeted])]),
            CellState(), ["drag-lifting@3x", "drop-targeted@3x"]
        ),
        (
            "contrasts, innermost", VariantMatrix(styles: [.light, .dark], contrasts: [.normal, .high]), CellState(),
            ["normal@3x", "normal-hc@3x", "normal-dark@3x", "normal-dark-hc@3x"]
        ),
        (
            "contrast with directions and themes",
            VariantMatrix(directions: [.rightToLeft], themes: [.ios26], contrasts: [.high]),
            CellState(traits: Traits(style: .dark)), ["normal-ios26-dark-hc-rtl@3x"]
        ),
        (
            "a base at high contrast: normal is a variant of its own",
            VariantMatrix(contrasts: [.high, .normal]), CellState(traits: Traits(contrast: .high)),
            ["normal-hc@3x", "normal@3x"]
        ),
    ])
    func variantsAreNamedByWhatTheyAre(label: String, matrix: VariantMatrix, base: CellState, names: [String]) {
        #expect(matrix.variants(of: base).map(\.name) == names, "\(label)")
    }

    @Test func valuesNameEachDimensionTheMatrixSets() {
        let matrix = VariantMatrix(states: [.selected], styles: [.dark], scales: [2])
        let variant = matrix.variants(of: CellState([.editing]))[0]
        #expect(
            variant.values == [
                VariantValue("state", "selected-editing"), VariantValue("appearance", "dark"),
                VariantValue("scale", "2x"),
            ])
        #expect(variant.name == "selected-editing-dark@2x")
        let high = VariantMatrix(styles: [.dark], contrasts: [.high]).variants(of: CellState())[0]
        #expect(high.values == [VariantValue("appearance", "dark"), VariantValue("contrast", "high")])
        #expect(high.applied(to: Traits()) == Traits(style: .dark, contrast: .high))
        #expect(
            variant.applied(to: CellState([.editing]))
                == CellState([.selected, .editing], traits: Traits(style: .dark, displayScale: 2)))
    }
}

/// Conditional changes of a cell as data: what a configuration update handler does.
@Suite struct ConfigurationRuleTests {
    static func state(_ flags: [CellState.Flag], _ custom: [CustomStateKey: CustomStateValue] = [:]) -> CellState {
        var state = CellState(flags)
        for (key, value) in custom { state[key] = value }
        return state
    }

    @Test(arguments: [
        ("a flag that is on", ConfigurationRule(flags: [.selected], changes: []), state([.selected]), true),
        ("a flag that is off", ConfigurationRule(flags: [.selected], changes: []), state([]), false),
        (
            "every flag must be on", ConfigurationRule(flags: [.selected, .editing], changes: []), state([.selected]),
            false
        ),
        (
            "a custom key with its value", ConfigurationRule(custom: ["isArchived": true], changes: []),
            state([], ["isArchived": true]), true
        ),
        ("an unset key is not true", ConfigurationRule(custom: ["isArchived": true], changes: []), state([]), false),
        ("an unset key reads as false", ConfigurationRule(custom: ["isArchived": false], changes: []), state([]), true),
        (
            "another value", ConfigurationRule(custom: ["priority": .int(2)], changes: []),
            state([], ["priority": .int(3)]), false
        ),
        (
            "flags and keys together",
            ConfigurationRule(flags: [.dragLifting], custom: ["priority": .int(2)], changes: []),
            state([.dragLifting], ["priority": .int(2)]), true
        ),
        ("no condition matches every state", ConfigurationRule(changes: []), state([.disabled]), true),
    ])
    func aRuleMatchesWhenEveryFlagAndKeyHolds(label: String, rule: ConfigurationRule, state: CellState, matches: Bool) {
        #expect(rule.matches(state) == matches, "\(label)")
    }

    @Test func configuredAppliesMatchingRulesInOrderAfterTheAutomaticUpdate() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        var cell = ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
        cell.rules = [
            ConfigurationRule(
                custom: ["isArchived": true],
                changes: [.backgroundColor(.semantic(.systemPurple)), .secondaryText("Archived")]),
            ConfigurationRule(
                flags: [.selected],
                changes: [
                    .textColor(.semantic(.systemRed)), .backgroundColor(.semantic(.systemRed)),
                    .accessories([CellAccessory(.checkmark)]),
                ]),
        ]
        func configured(_ state: CellState) -> (DynamicColor?, String?, DynamicColor, [CellAccessory]) {
            var drawn = cell
            drawn.state = state
            guard case .list(let content) = drawn.configured.content else { return (nil, nil, .fixed(.clear), []) }
            return (
                drawn.configured.background.backgroundColor, content.secondaryText, content.textProperties.color,
                drawn.configured.accessories
            )
        }
        let plain = cell.configured
        guard case .list(let plainContent) = plain.content else {
            Issue.record("expected list content")
            return
        }
        #expect(
            configured(Self.state([])) == (
                plain.background.backgroundColor, "12 unread", plainContent.textProperties.color,
                [CellAccessory(.disclosureIndicator)]
            ))
        #expect(
            configured(Self.state([], ["isArchived": true])) == (
                .semantic(.systemPurple), "Archived", plainContent.textProperties.color,
                [CellAccessory(.disclosureIndicator)]
            ))
        // The selected rule comes later: it wins over the archived one and over the automatic grey.
        #expect(
            configured(Self.state([.selected], ["isArchived": true])) == (
                .semantic(.systemRed), "Archived", .semantic(.systemRed), [CellAccessory(.checkmark)]
            ))
    }

    @Test(arguments: [
        (ConfigurationRule.Change.text("A"), true, true, true, false), (.secondaryText("A"), true, false, false, false),
        (.textColor(.semantic(.systemRed)), true, true, true, false),
        (.secondaryTextColor(.semantic(.systemRed)), true, false, false, false),
        (.backgroundColor(.semantic(.systemRed)), true, true, true, true), (.accessories([]), true, true, true, true),
    ])
    func changesApplyToContentsThatHaveTheField(
        change: ConfigurationRule.Change, list: Bool, tag: Bool, customView: Bool, verticalSymbol: Bool
    ) {
        #expect(change.applies(to: .list(.cell())) == list)
        #expect(change.applies(to: .tag(TagContentConfiguration(text: "T"))) == tag)
        #expect(change.applies(to: .customView(CustomViewContentConfiguration(text: "C"))) == customView)
        #expect(
            change.applies(to: .verticalSymbol(VerticalSymbolContentConfiguration(symbol: "star", name: "S")))
                == verticalSymbol)
    }
}
