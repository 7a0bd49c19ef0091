import ConstraintSolver
import Testing

@Suite struct ConflictTests {
    @Test func aConflictNamesTheMinimalSetInTheOrderAdded() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = Solver()
        let pinX = Constraint(Expression(x), .equal, Expression(constant: 10), label: "pinX")
        let pinY = y == 20  // unrelated to the conflict
        let boundX = x <= 100  // linked to it, but not part of it
        let offset = x + 5 == w
        let positive = z >= 0
        for constraint in [pinX, pinY, boundX, offset, positive] { try solver.add(constraint) }

        let cap = w <= 12
        #expect(throws: SolverError.unsatisfiable(cap, conflicting: [pinX, offset])) { try solver.add(cap) }
        #expect(!solver.contains(cap))
        solver.updateVariables()
        #expect([x.value, y.value, w.value] == [10, 20, 15])

        // The solver goes on solving the system without the refused constraint.
        let looseCap = w <= 20
        try solver.add(looseCap)
        try solver.add((w == 30).with(strength: .strong))
        try solver.remove(pinY)
        solver.updateVariables()
        #expect([x.value, w.value] == [10, 15])
        #expect(solver.contains(looseCap) && !solver.contains(pinY))
    }

    @Test func aChainOfInequalitiesConflictsWithoutTheLooserBound() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let looseBound = a >= -5
        let bound = a >= 0
        let first = a + 10 <= b
        let second = b + 10 <= c
        for constraint in [looseBound, bound, first, second] { try solver.add(constraint) }
        let cap = c <= 15
        #expect(throws: SolverError.unsatisfiable(cap, conflicting: [bound, first, second])) { try solver.add(cap) }
        try solver.remove(bound)
        try solver.add(cap)
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [-5, 5, 15])
    }

    @Test func contradictoryEqualities() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10
        try solver.add(ten)
        let twenty = x == 20
        #expect(throws: SolverError.unsatisfiable(twenty, conflicting: [ten])) { try solver.add(twenty) }
        #expect(throws: Never.self) { try solver.add((x == 20).with(strength: .strong)) }
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aConstraintWithoutVariablesThatCannotHoldConflictsWithNothing() throws {
        let solver = Solver()
        let impossible = Expression(constant: 1) == Expression(constant: 2)
        #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [])) { try solver.add(impossible) }
        try solver.add(Expression(constant: 2) == Expression(constant: 2))
    }

    @Test func theStateAfterAFailedAddIsTheStateBefore() throws {
        // Two solvers fed the same constraints; one also sees a refused one in the middle.
        func build(withRefused: Bool) throws -> [UInt64] {
            let x = Variable("x"), y = Variable("y"), z = Variable("z")
            let solver = Solver()
            try solver.add(x + y == 100)
            try solver.add(x >= 30)
            if withRefused { #expect(throws: SolverError.self) { try solver.add(x + y <= 50) } }
            try solver.add((x == 10).with(strength: .medium))
            try solver.add((z == x * 0.3 + y / 7).with(strength: .weak))
            try solver.addEditVariable(y, strength: .strong)
            try solver.suggestValue(61, for: y)
            solver.updateVariables()
            return [x.value, y.value, z.value].map(\.bitPattern)
        }
        let clean = try build(withRefused: false)
        #expect(try build(withRefused: true) == clean)
        #expect(clean[0] == Double(39).bitPattern && clean[1] == Double(61).bitPattern)
    }

    @Test func theMessageReadsLikeUIKits() {
        let x = Variable("x"), w = Variable("w")
        let pin = Constraint(Expression(x), .equal, Expression(constant: 10), label: "pin")
        let offset = x + 5 == w
        let cap = w <= 12
        let error = SolverError.unsatisfiable(cap, conflicting: [pin, offset])
        #expect(
            error.description == """
                Unable to simultaneously satisfy constraints: w - 12 <= 0 conflicts with
                    pin: x - 10 == 0
                    x - w + 5 == 0
                """)
    }
}

@Suite struct MisuseTests {
    @Test func misuseIsRefusedWithTheOffendingValue() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = y == 2
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        try solver.remove(constraint)
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }

        let infinite = Constraint(Expression([Term(x, .infinity)]), .equal, Expression())
        #expect(throws: SolverError.nonFiniteConstraint(infinite)) { try solver.add(infinite) }
        let notANumber = x <= .nan
        #expect(throws: SolverError.nonFiniteConstraint(notANumber)) { try solver.add(notANumber) }

        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.nonFiniteSuggestion(x)) { try solver.suggestValue(.infinity, for: x) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }

    @Test func messagesNameTheInput() {
        let x = Variable("width")
        let cases: [(SolverError, String)] = [
            (.duplicateConstraint(x >= 2), "The constraint width - 2 >= 0 is already in the solver"),
            (
                .unknownConstraint((x == 1).with(strength: .weak)),
                "The constraint width - 1 == 0 (weak) is not in the solver"
            ),
            (.duplicateEditVariable(x), "width is already an edit variable"),
            (.unknownEditVariable(x), "width is not an edit variable"),
            (.requiredEditVariable(x), "The edit variable width must have a strength below required"),
            (.nonFiniteSuggestion(x), "The value suggested for width is not a finite number"),
        ]
        for (error, message) in cases { #expect(error.description == message) }
    }
}
