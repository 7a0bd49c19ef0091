import ConstraintSolver
import Testing

/// A list of cells laid out top to bottom: each cell's height is its content plus 22, at least 44
/// (as a list row), its top the previous cell's bottom; a weak preference for a thirds-based
/// height gives values that are not whole numbers.
private func listLayout(cellCount: Int, order: ([Constraint]) -> [Constraint]) throws -> [UInt64] {
    var constraints: [Constraint] = []
    var variables: [Variable] = []
    var previousBottom: Expression = Expression(constant: 0)
    for index in 0..<cellCount {
        let top = Variable("top\(index)"), height = Variable("height\(index)")
        variables += [top, height]
        constraints += [
            top == previousBottom,
            height >= 44,
            (height == Double(index % 7) * 11 + 22).with(strength: .medium),
            (height * 3 == Double(index) + 100).with(strength: .weak),
        ]
        previousBottom = top + height
    }
    let solver = Solver()
    for constraint in order(constraints) { try solver.add(constraint) }
    solver.updateVariables()
    return variables.map(\.value.bitPattern)
}

@Suite struct DeterminismTests {
    @Test func theSameSystemGivesBitIdenticalValuesInFreshSolvers() throws {
        let first = try listLayout(cellCount: 50) { $0 }
        for _ in 0..<3 {
            #expect(try listLayout(cellCount: 50) { $0 } == first)
        }
    }

    @Test func aSystemWithOneSolutionGivesTheSameValuesInAnyOrder() throws {
        let inOrder = try listLayout(cellCount: 50) { $0 }
        #expect(try listLayout(cellCount: 50) { $0.reversed() } == inOrder)
        #expect(
            try listLayout(cellCount: 50) {
                $0.enumerated().sorted { ($0.offset % 4, $0.offset) < ($1.offset % 4, $1.offset) }.map(\.element)
            } == inOrder)
        // Row 3 has content 33: height 55, well above 44; row 0 is held at 44.
        let heights = stride(from: 1, to: inOrder.count, by: 2).map { Double(bitPattern: inOrder[$0]) }
        #expect(heights[0] == 44 && heights[3] == 55)
    }
}

@Suite struct VocabularyTests {
    @Test func strengthsAreOrderedAndClipped() {
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength(2e9) == .required && Strength(2e9).isRequired)
        #expect(Strength(-3).weight == 0 && Strength(.nan).weight == 0)
        #expect(!Strength.strong.isRequired)
        var strength = Strength.weak
        strength.weight = 5e9
        #expect(strength == .required)
        #expect(
            Strength.required.weight > 1_000 * (Strength.strong.weight + Strength.medium.weight + Strength.weak.weight)
                / 1_000)
        #expect(
            [Strength.required, .strong, .medium, .weak, Strength(7)].map(\.description) == [
                "required", "strong", "medium", "weak", "7",
            ])
    }

    @Test func variablesWithTheSameNameAreDifferentUnknowns() throws {
        let first = Variable("x"), second = Variable("x")
        #expect(first != second && Set([first, second]).count == 2)
        let solver = Solver()
        try solver.add(first == 1)
        try solver.add(second == 2)
        solver.updateVariables()
        #expect([first.value, second.value] == [1, 2])
    }

    @Test func expressionsPrintAsWritten() {
        let w = Variable("w"), h = Variable("h")
        let cases: [(Expression, String)] = [
            (2 * w - h + 10, "2 * w - h + 10"),
            (-w + 0.5 * h - 1.5, "-w + 0.5 * h - 1.5"),
            ((w + h) / 2, "0.5 * w + 0.5 * h"),
            (Expression(constant: -4), "-4"),
            (3 - w * 4, "-4 * w + 3"),
        ]
        for (expression, text) in cases { #expect(expression.description == text) }
    }

    @Test func expressionValuesFollowTheSolution() throws {
        let w = Variable("w"), h = Variable("h")
        let solver = Solver()
        try solver.add(w == 30)
        try solver.add(h == w / 3)
        solver.updateVariables()
        #expect((w + 2 * h - 1).value == 49)
    }

    @Test func constraintsKeepTheirSidesAsOneExpression() {
        let x = Variable("x"), y = Variable("y")
        let constraint = Constraint(x + 10, .lessThanOrEqual, y * 2, strength: .strong, label: "gap")
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -2])
        #expect(constraint.expression.constant == 10)
        #expect(constraint.description == "gap: x - 2 * y + 10 <= 0 (strong)")
        let weakened = constraint.with(strength: .weak)
        #expect(weakened !== constraint && weakened.strength == .weak && weakened.label == "gap")
        #expect((x >= y).relation == .greaterThanOrEqual && (5 <= x).description == "-x + 5 <= 0")
    }
}
