import ConstraintSolver
import Testing

/// The rows' loops over cells are C (CSimplex): the same operations in the same order as the Swift
/// they replaced, so every value is the same to the bit. Each program below (random adds of every
/// relation and strength, required ones that cannot hold, removals, edit variables, suggestions)
/// ends with the bits the Swift rows gave (main at 134f705), rounding residue included.
@Suite struct RowKernelTests {
    static let expected: [(seed: UInt64, bits: [UInt64])] = [
        (
            7,
            [
                0x4093509999999988, 0x40460f258bf258c6, 0xc03a800000000000, 0xc096749999999988, 0x4064b1999999996c,
                0x4089f95432264c50, 0xc081f69999999988, 0xbff611a7b9611e10, 0x4069bfffffffffff, 0xc038800000000000,
                0xc0b703fab4152f9a, 0xc0565b69d0369d0a,
            ]
        ),
        (
            42,
            [
                0x408045fffcb9238b, 0x40247ae147ae168c, 0xc0b1b6a0b5310cfd, 0xc06f7c28f5c28ee7, 0x4094adb84d013aa9,
                0xc0321b4e81b4e7da, 0xc03e55554fbdad60, 0xc0891a555054abf6, 0xc07a0367692c16d7, 0xc087fc647fcf9f8a,
                0xc084b1b84d013aa9, 0x405fe36d896188e6,
            ]
        ),
        (
            1234,
            [
                0xc02bfdd6de06199f, 0xc08974c7abaa0a11, 0xc006604c1b5cd2a0, 0x4039d5273d2b2cca, 0xc0328c63dfaedbc0,
                0x40921d0d772dc5e3, 0x404a75d417c94423, 0xc05f9fdd6de06197, 0x40462e9d7ac51e9c, 0x40380f41bb97ef40,
                0x40875aba3837abad, 0xbff89aeddcc574aa,
            ]
        ),
        (
            2026,
            [
                0x4025bad9bf43add2, 0xc018000000000e5c, 0x403d7ffffffffffd, 0xc093f80000000016, 0x4034308d3dcb08c4,
                0x0, 0xc034ffffffffff78, 0xc056ef1c714fce76, 0xbcd0000000000000, 0xc0397fffffffffff, 0x0,
                0x4012ba5c3a75dab8,
            ]
        ),
    ]

    @Test(arguments: expected.indices)
    func aProgramEndsWithTheSwiftRowsBits(_ index: Int) {
        let (seed, bits) = Self.expected[index]
        let values = Self.run(seed: seed, variableCount: 12, steps: 80)
        #expect(values.map(\.bitPattern) == bits)
    }

    /// SplitMix64: the same numbers on every platform.
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
        mutating func coefficient() -> Double {
            [1, -1, 2, -2, 0.5, -0.5, 1.0 / 3, 3, -1.0 / 3, 0.1, 7.25, 1e-9][below(12)]
        }
        mutating func constant() -> Double {
            [0, 10, -10, 44, 87.5, 1.0 / 3, 390, -4, 12.333333, 1000.1][below(10)] + Double(below(50))
        }
    }

    /// Runs the program of `seed` and returns every variable's final value. Six steps in ten add a
    /// constraint (refused ones are left out), one removes one, one makes an edit variable, two suggest.
    static func run(seed: UInt64, variableCount: Int, steps: Int) -> [Double] {
        var numbers = Numbers(state: seed)
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        for _ in 0..<steps {
            switch numbers.below(10) {
            case 0..<6:
                let terms = (0..<1 + numbers.below(4)).map { _ in
                    (variable: variables[numbers.below(variableCount)], coefficient: numbers.coefficient())
                }
                let constant = numbers.constant()
                let relation: Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][numbers.below(3)]
                let strength: Strength = [.required, .strong, .medium, .weak][numbers.below(4)]
                let expression = Expression(terms.map { Term($0.variable, $0.coefficient) }, constant: constant)
                let constraint = Constraint(expression, relation, Expression(), strength: strength)
                if (try? solver.add(constraint)) != nil { added.append(constraint) }
            case 6:
                let index = numbers.below(1000)
                if !added.isEmpty { try? solver.remove(added.remove(at: index % added.count)) }
            case 7:
                let variable = variables[numbers.below(variableCount)]
                let strength: Strength = [.strong, .medium, .weak][numbers.below(3)]
                if !solver.hasEditVariable(variable) { try? solver.addEditVariable(variable, strength: strength) }
            default:
                let variable = variables[numbers.below(variableCount)]
                let value = numbers.constant()
                if solver.hasEditVariable(variable) { try? solver.suggestValue(value, for: variable) }
            }
        }
        solver.updateVariables()
        return variables.map(\.value)
    }
}
