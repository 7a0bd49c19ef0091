import ConstraintSolver
import Testing

/// A constraint system over named variables and its exact solution.
struct SystemCase: CustomTestStringConvertible, Sendable {
    let name: String
    let constraints: @Sendable (Variables) -> [Constraint]
    let expected: [String: Double]

    var testDescription: String { name }
}

/// Variables made on first use by name, so that a case can state its system compactly.
final class Variables {
    private var made: [String: Variable] = [:]

    subscript(name: String) -> Variable {
        if let variable = made[name] { return variable }
        let variable = Variable(name)
        made[name] = variable
        return variable
    }
}

/// Solves `system` in a fresh solver and returns the values of the named variables.
func solve(_ system: SystemCase) throws -> [String: Double] {
    let variables = Variables()
    let solver = Solver()
    for constraint in system.constraints(variables) {
        try solver.add(constraint)
    }
    solver.updateVariables()
    return Dictionary(uniqueKeysWithValues: system.expected.keys.map { ($0, variables[$0].value) })
}

@Suite struct SolutionTests {
    static let systems: [SystemCase] = [
        SystemCase(name: "one equality", constraints: { v in [v["x"] == 10] }, expected: ["x": 10]),
        SystemCase(
            name: "two equalities", constraints: { v in [v["x"] + v["y"] == 30, v["x"] - v["y"] == 10] },
            expected: ["x": 20, "y": 10]),
        SystemCase(
            name: "a variable written twice", constraints: { v in [v["x"] + v["x"] == 10] }, expected: ["x": 5]),
        SystemCase(
            name: "terms that cancel leave the variable unsolved",
            constraints: { v in [v["x"] + v["y"] - v["y"] == 4] }, expected: ["x": 4, "y": 0]),
        SystemCase(name: "a fraction", constraints: { v in [3 * v["x"] == 1] }, expected: ["x": 1.0 / 3.0]),
        SystemCase(
            name: "midpoint of fixed ends",
            constraints: { v in [v["m"] * 2 == v["l"] + v["r"], v["l"] == 10, v["r"] == 90] },
            expected: ["l": 10, "m": 50, "r": 90]),
        SystemCase(
            name: "chain pushed down by weak preferences",
            constraints: { v in
                [
                    v["x1"] >= 0, v["x1"] + 10 <= v["x2"], v["x2"] + 10 <= v["x3"],
                    (v["x1"] == 0).with(strength: .weak), (v["x2"] == 0).with(strength: .weak),
                    (v["x3"] == 0).with(strength: .weak),
                ]
            }, expected: ["x1": 0, "x2": 10, "x3": 20]),
        SystemCase(
            name: "upper bound becomes tight",
            constraints: { v in [v["x"] <= 50, (v["x"] == 80).with(strength: .weak)] }, expected: ["x": 50]),
        SystemCase(
            name: "upper bound stays slack",
            constraints: { v in [v["x"] <= 50, (v["x"] == 30).with(strength: .weak)] }, expected: ["x": 30]),
        SystemCase(
            name: "lower bound becomes tight",
            constraints: { v in [v["x"] >= 20, (v["x"] == 5).with(strength: .weak)] }, expected: ["x": 20]),
        SystemCase(
            name: "strong beats weak",
            constraints: { v in [(v["x"] == 10).with(strength: .weak), (v["x"] == 20).with(strength: .strong)] },
            expected: ["x": 20]),
        SystemCase(
            name: "medium beats weak",
            constraints: { v in [(v["x"] == 10).with(strength: .medium), (v["x"] == 20).with(strength: .weak)] },
            expected: ["x": 10]),
        SystemCase(
            name: "five weaks do not outweigh one medium",
            constraints: { v in
                (0..<5).map { _ in (v["x"] == 0).with(strength: .weak) } + [(v["x"] == 100).with(strength: .medium)]
            }, expected: ["x": 100]),
        SystemCase(
            name: "three mediums never beat a required bound",
            constraints: { v in
                [v["x"] <= 10] + (0..<3).map { _ in (v["x"] == 100).with(strength: .medium) }
            }, expected: ["x": 10]),
        SystemCase(
            name: "width = 2 × height, strong height capped by a required width",
            constraints: { v in
                [
                    v["w"] == 2 * v["h"], v["w"] <= 300, (v["h"] == 200).with(strength: .strong),
                    (v["w"] == 100).with(strength: .weak),
                ]
            }, expected: ["w": 300, "h": 150]),
        SystemCase(
            name: "width = 2 × height as a medium preference",
            constraints: { v in
                [
                    (v["w"] == 2 * v["h"]).with(strength: .medium), (v["w"] == 100).with(strength: .strong),
                    (v["h"] == 80).with(strength: .weak),
                ]
            }, expected: ["w": 100, "h": 50]),
        SystemCase(
            name: "the Cassowary paper's midpoint at rest",
            constraints: { v in
                [
                    v["xm"] * 2 == v["xl"] + v["xr"], v["xl"] + 10 <= v["xr"], v["xr"] <= 100, v["xl"] >= 0,
                    (v["xl"] == 40).with(strength: .weak), (v["xr"] == 60).with(strength: .medium),
                ]
            }, expected: ["xl": 40, "xm": 50, "xr": 60]),
        SystemCase(
            name: "a label of fixed width centred in a container",
            constraints: { v in
                [
                    v["left"] == 0, v["right"] == 320, v["labelRight"] - v["labelLeft"] == 100,
                    v["labelLeft"] - v["left"] == v["right"] - v["labelRight"],
                ]
            }, expected: ["left": 0, "right": 320, "labelLeft": 110, "labelRight": 210]),
        SystemCase(
            name: "a strong width squeezes a medium one within a required total",
            constraints: { v in
                [
                    v["a"] + v["b"] <= 100, v["a"] >= 30, (v["a"] == 80).with(strength: .medium),
                    (v["b"] == 60).with(strength: .strong),
                ]
            }, expected: ["a": 40, "b": 60]),
        SystemCase(
            name: "equal widths share a row",
            constraints: { v in [v["a"] == v["b"], v["a"] + v["b"] + 10 == 210] }, expected: ["a": 100, "b": 100]),
        SystemCase(
            name: "a gap kept by the weaker preference giving way",
            constraints: { v in
                [
                    v["x"] >= v["y"] + 10, (v["x"] == 0).with(strength: .weak),
                    (v["y"] == 0).with(strength: .medium),
                ]
            }, expected: ["x": 10, "y": 0]),
        SystemCase(
            name: "a custom strength between medium and strong",
            constraints: { v in
                [
                    (v["x"] == 1).with(strength: Strength(Strength.medium.weight * 2)),
                    (v["x"] == 2).with(strength: .medium),
                ]
            }, expected: ["x": 1]),
    ]

    @Test(arguments: systems)
    func exactSolution(system: SystemCase) throws {
        #expect(try solve(system) == system.expected)
    }
}
