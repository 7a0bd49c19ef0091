import CellModel
import CellSpec
import Foundation
import Primitives
import Testing

private func parse(_ text: String) throws -> Spec {
    try Spec.parse(text, file: "t.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "t")
}

/// The error a spec fails with, as printed.
private func failure(_ text: String) -> String {
    do {
        _ = try parse(text)
        return "no error"
    } catch {
        return "\(error)"
    }
}

/// State flags in specs come from the one table in CellModel; `when` rules change cells by state.
@Suite struct StateSpecTests {
    @Test(arguments: CellState.Flag.allCases)
    func everyFlagOfTheTableIsAStateName(flag: CellState.Flag) throws {
        let spec = try parse(
            "cell:\n  content: Hi\n  state: [\(flag.name)]\nvariants:\n  states: [normal, \(flag.name)]")
        guard case .cell(let cell) = spec.subject else {
            Issue.record("expected a cell")
            return
        }
        #expect(cell.state.flags == [flag])
        #expect(spec.matrix.states.map(\.flags) == [[], [flag]])
        #expect(spec.variants().map(\.name) == ["\(flag.name)@3x"])
    }

    @Test(arguments: [
        (
            "cell:\n  content: Hi\n  state: drag-lifting+drag-dragging",
            "t.yaml:3:10: cell.state: the states 'drag-lifting' and 'drag-dragging' exclude each other"
        ),
        (
            "cell:\n  content: Hi\n  state: [dragging]",
            "t.yaml:3:10: cell.state: unknown state 'dragging'; did you mean 'drag-dragging'?"
        ),
        (
            "cell:\n  content: Hi\nvariants:\n  states: [{name: archived, custom: {isArchived: true}}]",
            "t.yaml:4:19: variants.states[0].name: a state is named by what it is (its flags, then its custom keys: selected-isArchived); remove 'name'"
        ),
    ])
    func badStatesNameTheirPlace(spec: String, message: String) {
        #expect(failure(spec) == message)
    }

    @Test func unknownStatesListTheTable() {
        let message = failure("cell:\n  content: Hi\n  state: [xyzzy]")
        #expect(
            message == "t.yaml:3:10: cell.state: unknown state 'xyzzy'; the states are: "
                + (["normal"] + CellState.Flag.allCases.map(\.name)).joined(separator: ", "))
        #expect(
            message.hasSuffix(
                "normal, selected, highlighted, disabled, editing, expanded, focused, swiped, reordering, drag-lifting, drag-dragging, drop-notTargeted, drop-targeted"
            ))
    }

    static let archive = """
        cell:
          content: {type: subtitleCell, text: Inbox, secondaryText: 12 unread}
          accessories: [disclosureIndicator]
          when:
            - state: {custom: {isArchived: true}}
              background: {color: systemPurple, cornerRadius: 8}
              content: {secondaryText: Archived}
            - state: [selected]
              content: {textColor: systemRed}
              accessories: [checkmark]
        variants:
          states: [normal, selected, {custom: {isArchived: true}}, {flags: [selected], custom: {isArchived: true}}]
          appearances: [light, dark]
        """

    /// Per variant: background colour and corner radius, secondary text, text colour, accessories, of the configured cell.
    @Test func whenRulesApplyInEveryVariant() throws {
        let spec = try parse(Self.archive)
        var seen: [String] = []
        for variant in spec.variants() {
            guard case .cell(let cell) = variant.subject, case .list(let content) = cell.configured.content else {
                Issue.record("expected a list cell")
                return
            }
            let configured = cell.configured
            seen.append(
                [
                    variant.name, configured.background.backgroundColor.map { "\($0)" } ?? "nil",
                    "\(configured.background.cornerRadius)",
                    content.secondaryText ?? "", "\(content.textProperties.color)",
                    configured.accessories.map { "\($0.kind)" }.joined(separator: "+"),
                ].joined(separator: " | "))
        }
        let plainBackground =
            "\(ListCell(content: .cell()).configured.background.backgroundColor.map { "\($0)" } ?? "nil")"
        let label = "semantic(CellModel.SemanticColor.label)", red = "semantic(CellModel.SemanticColor.systemRed)"
        let gray = "semantic(CellModel.SemanticColor.systemGray4)",
            purple = "semantic(CellModel.SemanticColor.systemPurple)"
        #expect(
            seen == [
                "normal@3x | \(plainBackground) | 0.0 | 12 unread | \(label) | disclosureIndicator",
                "normal-dark@3x | \(plainBackground) | 0.0 | 12 unread | \(label) | disclosureIndicator",
                "selected@3x | \(gray) | 0.0 | 12 unread | \(red) | checkmark",
                "selected-dark@3x | \(gray) | 0.0 | 12 unread | \(red) | checkmark",
                "normal-isArchived@3x | \(purple) | 8.0 | Archived | \(label) | disclosureIndicator",
                "normal-isArchived-dark@3x | \(purple) | 8.0 | Archived | \(label) | disclosureIndicator",
                "selected-isArchived@3x | \(purple) | 8.0 | Archived | \(red) | checkmark",
                "selected-isArchived-dark@3x | \(purple) | 8.0 | Archived | \(red) | checkmark",
            ])
    }

    @Test func rulesAreKeptAsDataOnTheCell() throws {
        let spec = try parse(Self.archive)
        guard case .cell(let cell) = spec.subject else {
            Issue.record("expected a cell")
            return
        }
        #expect(
            cell.rules == [
                ConfigurationRule(
                    custom: ["isArchived": true],
                    changes: [
                        .backgroundColor(.semantic(.systemPurple)), .backgroundCornerRadius(8),
                        .secondaryText("Archived"),
                    ]),
                ConfigurationRule(
                    flags: [.selected],
                    changes: [.textColor(.semantic(.systemRed)), .accessories([CellAccessory(.checkmark)])]),
            ])
    }

    @Test func rulesReachTheCellsOfListsAndCollections() throws {
        let spec = try parse(
            """
            list:
              sections:
                - cells:
                    - content: A
                      when: [{state: disabled, content: {text: Off}}]
            variants:
              states: [normal, disabled]
            """)
        let texts = spec.variants().map { variant -> String in
            guard case .list(let list) = variant.subject,
                case .list(let content) = list.sections[0].cells[0].configured.content
            else { return "?" }
            return "\(variant.name): \(content.text ?? "")"
        }
        #expect(texts == ["normal@3x: A", "disabled@3x: Off"])
    }

    @Test(arguments: [
        (
            "cell:\n  content: Hi\n  when:\n    - state: [selected]\n      indentation: 2",
            "t.yaml:5:7: cell.when[0].indentation: unknown key 'indentation' in a 'when' rule; expected one of: accessories, background, content, state"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - background: {color: systemRed}",
            "t.yaml:4:7: cell.when[0]: missing key 'state'"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - state: [selected]",
            "t.yaml:4:7: cell.when[0]: a 'when' rule needs 'background', 'content' or 'accessories' to change"
        ),
        (
            "cell:\n  content: {type: tag, text: Swift}\n  when:\n    - state: [selected]\n      content: {secondaryText: x}",
            "t.yaml:5:32: cell.when[0].content.secondaryText: the cell's content has no 'secondaryText' to change"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - state: [selected]\n      background: {kind: clear}",
            "t.yaml:5:20: cell.when[0].background.kind: unknown key 'kind' in a background change; expected one of: color, cornerRadius, strokeColor, strokeWidth"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - state: [selectd]\n      background: {color: systemRed}",
            "t.yaml:4:14: cell.when[0].state: unknown state 'selectd'; did you mean 'selected'?"
        ),
    ])
    func badRulesNameTheirPlace(spec: String, message: String) {
        #expect(failure(spec) == message)
    }

    /// A typo in a custom state key, a value or a flag that no variant has would silently take a
    /// look away: every key and flag a rule reads must be set, every key a state sets must be read.
    @Test(arguments: [
        (
            "cell:\n  content: Hi\n  when:\n    - state: {custom: {isArchived_: true}}\n      background: {color: systemPurple}\nvariants:\n  states: [normal, {custom: {isArchived: true}}]\n",
            "t.yaml:4:24: cell.when[0].state.custom.isArchived_: the custom state key 'isArchived_' is set by no state of this cell and no state of the matrix, so this 'when' rule never sees it; the keys that are set: isArchived (line 7); did you mean 'isArchived'?"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - state: {custom: {isArchivd: false}}\n      background: {color: systemRed}\nvariants:\n  states: [normal, {custom: {isArchived: true}}]\n",
            "t.yaml:4:24: cell.when[0].state.custom.isArchivd: the custom state key 'isArchivd' is set by no state of this cell and no state of the matrix, so this 'when' rule never sees it; the keys that are set: isArchived (line 7); did you mean 'isArchived'?"
        ),
        (
            "cell:\n  content: Hi\nvariants:\n  states: [normal, {custom: {isArchived: true}}]\n",
            "t.yaml:4:30: variants.states[1].custom.isArchived: the custom state key 'isArchived' is read by no 'when' rule, so it would change nothing but the variant's name; no 'when' rule reads a custom key"
        ),
        (
            "cell:\n  content: Hi\n  state: {custom: {isArchived: true}}\n",
            "t.yaml:3:20: cell.state.custom.isArchived: the custom state key 'isArchived' is read by no 'when' rule of this cell, so it would change nothing; no 'when' rule reads a custom key"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - state: {custom: {priority: 2}}\n      background: {color: systemRed}\nvariants:\n  states: [normal, {custom: {priority: 1}}, {custom: {priority: \"3\"}}]\n",
            "t.yaml:4:24: cell.when[0].state.custom.priority: no state of this cell or of the matrix sets 'priority' to 2, so this 'when' rule never matches; it is set to: 1, 3"
        ),
        (
            "cell:\n  content: Hi\n  when:\n    - state: [selected]\n      background: {color: systemRed}\nvariants:\n  states: [normal, highlighted]\n",
            "t.yaml:4:14: cell.when[0].state: no variant of this cell is 'selected' (not its own state, not a state of the matrix), so this 'when' rule never matches; its variants are: highlighted, normal"
        ),
        (
            "cell:\n  content: Hi\n  state: drag-lifting\n  when:\n    - state: [drag-lifting]\n      background: {color: systemRed}\nvariants:\n  states: [drag-dragging]\n",
            "t.yaml:5:14: cell.when[0].state: no variant of this cell is 'drag-lifting' (not its own state, not a state of the matrix), so this 'when' rule never matches; its variants are: drag-dragging"
        ),
        (
            "list:\n  sections:\n    - cells:\n        - content: A\n          state: {custom: {isArchived: true}}\n          when: [{state: {custom: {isArchived: true}}, background: {color: systemRed}}]\n        - content: B\n          when: [{state: {custom: {isArchived: true}}, background: {color: systemRed}}]\n",
            "t.yaml:8:36: list.sections[0].cells[1].when[0].state.custom.isArchived: the custom state key 'isArchived' is set by no state of this cell and no state of the matrix, so this 'when' rule never sees it; no custom state key is set (set it in the cell's 'state' or in the matrix's 'states')"
        ),
        (
            "cell:\n  content: Hi\n  state: {custom: {\"\": true}}\n",
            "t.yaml:3:20: cell.state.custom.: a custom state key needs a name, such as isArchived"
        ),
        (
            "cell:\n  content: Hi\n  state: {custom: {isArchived: [true]}}\n",
            "t.yaml:3:32: cell.state.custom.isArchived: a custom state value is true, false, a number or a string"
        ),
    ])
    func statesAndRulesThatCannotMeetAreRefused(spec: String, message: String) {
        #expect(failure(spec) == message)
    }

    /// What may be written: a rule for `false` of a key some variant sets, a rule for a flag the
    /// matrix turns on, a cell's own key read by its own rule.
    @Test func rulesThatMatchSomeVariantAreAccepted() throws {
        let spec = try parse(
            "cell:\n  content: Hi\n  state: {custom: {starred: true}}\n  when:\n    - state: {custom: {isArchived: false, starred: true}}\n      background: {color: systemRed}\n    - state: [drag-lifting]\n      background: {color: systemBlue}\nvariants:\n  states: [normal, drag-lifting, {custom: {isArchived: true}}]\n"
        )
        #expect(
            spec.variants().map(\.name) == [
                "normal-starred@3x", "drag-lifting-starred@3x", "normal-isArchived-starred@3x",
            ])
    }
}
