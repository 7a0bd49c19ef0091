import ConstraintSolver
import Foundation
import Synchronization

/// Priorities as the solver's strengths, and conflicts broken and reported as UIKit's engine does.
extension AutoLayoutEngine {
    /// The weight of each priority below required: `base` to the power of the priority's rank
    /// among the distinct priorities of one solve (the lowest weighs 1).
    ///
    /// UIKit promises that a higher priority always wins over any number of lower ones. A
    /// Cassowary solver weighs errors with finite weights below its required strength
    /// (1,001,001,000 here), so with 1,000 possible priorities no fixed weight per priority can
    /// keep that promise. Ranks can: a cell uses a handful of priorities (fitting size 50,
    /// hugging 250 and 251, compression 750, perhaps 999), and with `k` of them the base is
    /// 1,000^(3/(k−1)) capped at 1,000, so that a priority outweighs up to `base − 1` constraints of the next
    /// lower one: 999 of them with up to 4 priorities, 177 with 5, 31 with 7. The order is what
    /// UIKit's is; only an implausible pile of equal lower-priority errors could outweigh a higher one.
    static func strengths(for priorities: Set<Float>) -> [Float: Strength] {
        let ranked = priorities.filter { $0 >= 0 && $0 < 1000 }.sorted()
        guard ranked.count > 1 else { return Dictionary(uniqueKeysWithValues: ranked.map { ($0, Strength(1)) }) }
        let base = min(1000, pow(1000, 3 / Double(ranked.count - 1)).rounded(.down))
        var strengths: [Float: Strength] = [:]
        for (rank, priority) in ranked.enumerated() { strengths[priority] = Strength(pow(base, Double(rank))) }
        return strengths
    }

    /// The weight of CellSnap's preferences (``AutoLayoutPass/positionPreferencePriority``), far
    /// below the lowest ranked priority's 1: a preference off by 100,000 pt weighs as much as the
    /// lowest priority off by 1 pt, so no position on a screen trades against an app's constraint.
    static let preferenceWeight = 1e-5

    /// Conflicts already reported, so that one conflict is logged once per process, not once per solve.
    private static let reported = Mutex<Set<String>>([])

    /// Writes UIKit's report of unsatisfiable constraints to standard error, once per conflict.
    static func report(conflict: [String], breaking broken: String) {
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(conflict.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

            """
        let isNew = reported.withLock { $0.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data(message.utf8)) }
    }

    /// Adds `constraints` to a new solver in order and solves them. A constraint that conflicts
    /// with those added before it breaks the lowest priority among the conflict (of equal ones,
    /// the last added), or itself when it is the lowest, as UIKit's engine does; each break is
    /// reported once per process. Returns the descriptions of the broken constraints.
    static func solveAdding(_ constraints: [PendingConstraint]) -> [String] {
        let strengths = strengths(for: Set(constraints.map(\.priority)))
        let solver = Solver()
        var added: [ObjectIdentifier: Int] = [:]
        var broken: [String] = []
        for (order, item) in constraints.enumerated() {
            let strength =
                item.priority >= 1000
                ? Strength.required
                : item.priority < 0
                    ? Strength(preferenceWeight)
                    : Strength((strengths[item.priority] ?? Strength(1)).weight * item.tieBreak)
            // No label: a conflict is reported with the description, written only then.
            let constraint = Constraint(item.lhs, item.relation, item.rhs, strength: strength)
            while true {
                do {
                    try solver.add(constraint)
                    added[ObjectIdentifier(constraint)] = order
                    break
                } catch SolverError.unsatisfiable(_, let conflicting) {
                    let candidates = conflicting.compactMap { other in
                        added[ObjectIdentifier(other)].map { (other, $0) }
                    }
                    let victim = candidates.min { lhs, rhs in
                        let (a, b) = (constraints[lhs.1].priority, constraints[rhs.1].priority)
                        return a != b ? a < b : lhs.1 > rhs.1
                    }
                    let conflict = candidates.map { constraints[$0.1].description.text } + [item.description.text]
                    if let victim, constraints[victim.1].priority < item.priority {
                        report(conflict: conflict, breaking: constraints[victim.1].description.text)
                        broken.append(constraints[victim.1].description.text)
                        try? solver.remove(victim.0)
                        added[ObjectIdentifier(victim.0)] = nil
                        continue
                    }
                    report(conflict: conflict, breaking: item.description.text)
                    broken.append(item.description.text)
                    break
                } catch {
                    // A constraint with a non-finite constant (a NaN from an app) cannot be solved; it is skipped.
                    reportMisuse("\(item.description.text) is not a finite constraint; it is ignored")
                    break
                }
            }
        }
        solver.updateVariables()
        return broken
    }
}
