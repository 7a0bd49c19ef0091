import ConstraintSolver
import Testing

/// The rows' loops over cells, then the whole tableau, are C (CSimplex): the same operations in the
/// same order as the Swift they replaced, so every value is the same to the bit. Each program below
/// (random adds of every relation and strength, required ones that cannot hold, removals, edit
/// variables, suggestions) ends with the bits the Swift rows gave (main at 134f705), rounding
/// residue included.
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

    /// Wider programs (24 variables, 160 steps), ending with the bits the Swift tableau gave (main at
    /// ef11b5f): the table, its pivots and the dual simplex are C now, with the same operations in
    /// the same order.
    static let wide: [(seed: UInt64, bits: [UInt64])] = [
        (
            7,
            [
                0xc0a5029856c2f533, 0xc052b55555555551, 0xc0c110c175f411d8, 0xc060155c0f236d1c,
                0xc03458745df0feef, 0x40ad8927b5cb136a, 0xc027ffffffffffff, 0xbff611a7b96118b0,
                0x4094a61ec53b1663, 0xc09fd06f97b37351, 0xc0bd35fffffffe9a, 0xc060a16bdd5cafa7,
                0xc0703ffffffffff2, 0x408de46f9786b61d, 0xc02f47e1bba22878, 0x404d7fffffffff90,
                0x409048050b5a9199, 0xc062bfffffffffdd, 0xc01ba0285ace38d8, 0xc0808fffffffffbe,
                0x4069bfffffffffff, 0xc0388000000002c0, 0xc074e10852ba225a, 0x40039ea4f42b2fc0,
            ]
        ),
        (
            42,
            [
                0x40609825b7fca942, 0x40890a555054ac58, 0x4026094d6eb022c0, 0xc01eecbb2ecbd0b8,
                0xc0b1272f25fb7878, 0xc046685140738a66, 0xc03e55554fbdad6e, 0xc0891a555054ac58,
                0xc069ab12ed5a6736, 0xc023e201511b8303, 0x40a1262f25fbd3a1, 0x40b2f4603458cb62,
                0x408045fffcb923a8, 0x405365d9765d94bb, 0xc008a15d3bfe7c7a, 0x4093748a679b1b54,
                0xc0bdfdcf9b68a7a9, 0xbff44d1344d15850, 0xc0477ffffffffff0, 0x3d6a600000000000,
                0xc01e74e0ec013256, 0xc043def7b857cea1, 0x406504ae6f13c5a5, 0xc0915ecad1543e19,
            ]
        ),
    ]

    @Test(arguments: wide.indices)
    func aWideProgramEndsWithTheSwiftTableausBits(_ index: Int) {
        let (seed, bits) = Self.wide[index]
        let values = Self.run(seed: seed, variableCount: 24, steps: 160)
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
