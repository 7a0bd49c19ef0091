import ConstraintSolver
import Testing

/// The Cassowary paper's example: a midpoint between a left and a right end, the ends kept apart
/// and inside 0...100, with stays (a weak left at 40, a medium right at 60) and the midpoint as a
/// strong edit variable.
private final class MidpointExample {
    let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
    let solver = Solver()

    init() throws {
        try solver.add(middle * 2 == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 40).with(strength: .weak))
        try solver.add((right == 60).with(strength: .medium))
    }

    var values: [Double] {
        solver.updateVariables()
        return [left.value, middle.value, right.value]
    }
}

@Suite struct EditTests {
    /// Each suggestion in turn on the same solver, and the (left, middle, right) it gives.
    static let midpointDrags: [(suggestion: Double, values: [Double])] = [
        (60, [55, 60, 65]),  // the left end gives way first (weak), the right as little as the gap allows
        (90, [85, 90, 95]),
        (100, [90, 95, 100]),  // the required bound at 100 holds the midpoint back to 95
        (5, [0, 5, 10]),
        (50, [40, 50, 60]),
    ]

    @Test func draggingTheMidpointOfThePapersExample() throws {
        let example = try MidpointExample()
        #expect(example.values == [40, 50, 60])
        try example.solver.addEditVariable(example.middle, strength: .strong)
        for drag in Self.midpointDrags {
            try example.solver.suggestValue(drag.suggestion, for: example.middle)
            #expect(example.values == drag.values, "suggesting \(drag.suggestion)")
        }
        try example.solver.suggestValue(90, for: example.middle)
        try example.solver.removeEditVariable(example.middle)
        #expect(!example.solver.hasEditVariable(example.middle))
        #expect(example.values == [40, 50, 60])
    }

    @Test func anEditVariableWithoutOtherConstraintsTakesEverySuggestion() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for value in [42.0, -7, 0.5, 1e6] {
            try solver.suggestValue(value, for: x)
            solver.updateVariables()
            #expect(x.value == value)
        }
    }

    @Test func aWeakEditGivesWayToAStrongerConstraintUntilItIsRemoved() throws {
        let x = Variable("x")
        let solver = Solver()
        let pinned = (x == 10).with(strength: .medium)
        try solver.add(pinned)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(30, for: x)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(pinned)
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test func twoEditVariablesMoveAWidth() throws {
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        let solver = Solver()
        try solver.add(width == right - left)
        try solver.add(width >= 20)
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .strong)
        let moves: [(left: Double, right: Double, width: Double)] = [
            (0, 100, 100), (50, 100, 50), (90, 100, 20), (10, 30, 20), (10, 300, 290),
        ]
        for move in moves {
            try solver.suggestValue(move.left, for: left)
            try solver.suggestValue(move.right, for: right)
            solver.updateVariables()
            #expect(width.value == move.width, "left \(move.left), right \(move.right)")
            #expect(right.value - left.value == move.width)
        }
    }

    @Test func removingConstraintsRestoresEarlierSolutions() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 10).with(strength: .weak))
        try solver.add(y == x + 5)
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 15])

        let strong = (x == 20).with(strength: .strong)
        let cap = y <= 18
        try solver.add(strong)
        solver.updateVariables()
        #expect([x.value, y.value] == [20, 25])
        try solver.add(cap)
        solver.updateVariables()
        #expect([x.value, y.value] == [13, 18])

        try solver.remove(cap)
        solver.updateVariables()
        #expect([x.value, y.value] == [20, 25])
        try solver.remove(strong)
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 15])
        #expect(!solver.contains(strong) && !solver.contains(cap))
    }

    @Test func removingARequiredEqualityFreesItsVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == 2 * x)
        try solver.add((x == 3).with(strength: .weak))
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 20])
        try solver.remove(pin)
        solver.updateVariables()
        #expect([x.value, y.value] == [3, 6])
        try solver.add(pin)
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 20])
    }

    @Test func resetEmptiesTheSolver() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 3
        try solver.add(constraint)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.contains(constraint) && !solver.hasEditVariable(x))
        try solver.add(constraint)
        try solver.add((x == 8).with(strength: .weak))
        solver.updateVariables()
        #expect(x.value == 3)
    }
}
