import ConstraintSolver
import Dispatch

// `cellsnap-solver-bench [RUNS]`: the constraint solver's benchmark (`scripts/bench-solver`), medians
// of RUNS runs (default 101; a tenth of them for the lists), each against a baseline from the same run.

/// The variables of one list cell laid out with constraints: content bounds, an image, a title,
/// a subtitle and an accessory.
struct CellVariables {
    let names = [
        "contentLeft", "contentRight", "contentTop", "contentBottom", "imageLeft", "imageRight", "imageTop",
        "imageBottom", "titleLeft", "titleRight", "titleTop", "titleBottom", "subtitleLeft", "subtitleRight",
        "subtitleTop", "subtitleBottom", "accessoryLeft", "accessoryRight",
    ]
    let variables: [String: Variable]

    init() {
        variables = Dictionary(uniqueKeysWithValues: names.map { ($0, Variable($0)) })
    }

    subscript(name: String) -> Variable { variables[name]! }

    /// 21 constraints of a subtitle cell (iOS-like figures: 20 pt inset, 29 pt image, 16 pt gap,
    /// 11 pt vertical margins, 44 pt minimum height), the title `titleWidth` wide, the cell's
    /// right edge left out (it is `width`, fixed or edited).
    func constraints(titleWidth: Double) -> [Constraint] {
        let v = self
        return [
            v["contentLeft"] == 0, v["contentTop"] == 0,
            v["imageLeft"] == v["contentLeft"] + 20, v["imageRight"] == v["imageLeft"] + 29,
            v["imageTop"] >= v["contentTop"] + 11, v["imageBottom"] == v["imageTop"] + 29,
            v["titleLeft"] == v["imageRight"] + 16, v["titleRight"] <= v["accessoryLeft"] - 8,
            (v["titleRight"] == v["titleLeft"] + titleWidth).with(strength: .medium),
            v["titleTop"] == v["contentTop"] + 11, v["titleBottom"] == v["titleTop"] + 20.33,
            v["subtitleLeft"] == v["titleLeft"], v["subtitleRight"] <= v["titleRight"],
            (v["subtitleRight"] == v["subtitleLeft"] + 80).with(strength: .medium),
            v["subtitleTop"] == v["titleBottom"] + 3, v["subtitleBottom"] == v["subtitleTop"] + 18,
            v["accessoryRight"] == v["contentRight"] - 16, v["accessoryLeft"] == v["accessoryRight"] - 14,
            v["contentBottom"] >= v["subtitleBottom"] + 11, v["contentBottom"] >= v["imageBottom"] + 11,
            (v["contentBottom"] == v["contentTop"] + 44).with(strength: .weak),
        ]
    }
}

/// Runs `body` 5 times untimed, then `iterations` times, and returns the median in milliseconds.
func median(iterations: Int, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<5 { try body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
}

/// A list of `rows` rows in one solver: each row's top is the previous row's bottom, its height
/// at least 44 and preferably its content plus 22.
func solveList(rows: Int) throws {
    let solver = Solver()
    var bottom = Expression(constant: 0)
    for index in 0..<rows {
        let top = Variable("top"), height = Variable("height")
        try solver.add(top == bottom)
        try solver.add(height >= 44)
        try solver.add((height == Double(index % 7) * 11 + 22).with(strength: .medium))
        bottom = top + height
    }
    solver.updateVariables()
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 101
let cellCount = 50

let fresh = try median(iterations: iterations) {
    for index in 0..<cellCount {
        let cell = CellVariables()
        let solver = Solver()
        for constraint in cell.constraints(titleWidth: Double(100 + index)) { try solver.add(constraint) }
        try solver.add(cell["contentRight"] == 390)
        solver.updateVariables()
    }
}
let edited = try median(iterations: iterations) {
    let cell = CellVariables()
    let solver = Solver()
    for constraint in cell.constraints(titleWidth: 150) { try solver.add(constraint) }
    try solver.addEditVariable(cell["contentRight"], strength: .strong)
    for index in 0..<cellCount {
        try solver.suggestValue(Double(320 + index), for: cell["contentRight"])
        solver.updateVariables()
    }
}
let listSizes = [100, 200, 400]
let lists = try listSizes.map { rows in try median(iterations: max(iterations / 10, 3)) { try solveList(rows: rows) } }

func milliseconds(_ value: Double) -> String {
    String(Double(Int((value * 1000).rounded())) / 1000) + " ms"
}
print("\(cellCount) cells of 22 constraints, a fresh solver each (baseline): \(milliseconds(fresh))")
print(
    "one cell solver, its width an edit variable, \(cellCount) suggestions: \(milliseconds(edited))"
        + " (\(String(Double(Int(fresh / edited * 10)) / 10))x faster)")
for (rows, time) in zip(listSizes, lists) {
    print(
        "a list of \(rows) rows (\(rows * 3) constraints) in one solver: \(milliseconds(time))"
            + " (\(String(Double(Int(time / lists[0] * 10)) / 10))x the 100-row list)")
}
