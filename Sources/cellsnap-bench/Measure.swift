import Dispatch
import Foundation

/// Timing helpers for the benchmarks: medians of repeated runs, in milliseconds.
enum Measure {
    /// Runs `body` `warmup` times untimed, then `iterations` times, and returns the median duration in ms.
    static func median(iterations: Int, warmup: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return median(of: samples)
    }

    /// What a duration is measured on.
    enum Clock {
        /// Wall-clock time.
        case wall
        /// The calling thread's CPU time (user and system): for work on one thread, steadier than
        /// wall-clock time on a machine other work shares.
        case threadCPU
    }

    /// The median duration in ms of each of `bodies`, run in turn within every round (after
    /// `warmup` untimed rounds), so that a change in the machine's load weighs on all alike and
    /// their ratios hold on a busy machine.
    static func interleavedMedians(
        iterations: Int, warmup: Int = 5, clock: Clock = .wall, _ bodies: [() throws -> Void]
    ) throws -> [Double] {
        for _ in 0..<warmup { for body in bodies { try body() } }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<iterations {
            for (index, body) in bodies.enumerated() {
                samples[index].append(clock == .wall ? try once(body) : try threadCPUTime(body))
            }
        }
        return samples.map(median(of:))
    }

    /// The calling thread's CPU milliseconds for one run of `body`.
    static func threadCPUTime(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
        }
        let start = now()
        try body()
        return now() - start
    }

    /// The middle value (or the mean of the two middle values).
    static func median(of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Wall-clock milliseconds for one run of `body`.
    static func once(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}

/// Fixed-width columns for the benchmark report.
func row(_ label: String, _ value: String, _ note: String = "") -> String {
    let padded = label.count < 46 ? label + String(repeating: " ", count: 46 - label.count) : label + " "
    let value = value.count < 14 ? String(repeating: " ", count: 14 - value.count) + value : value
    return padded + value + (note.isEmpty ? "" : "   " + note)
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int = 2) -> String {
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let scaled = Int((value * factor).rounded())
    let whole = scaled / Int(factor), fraction = abs(scaled % Int(factor))
    guard digits > 0 else { return String(whole) }
    let text = String(fraction)
    return (scaled < 0 && whole == 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: digits - text.count)
        + text
}

/// Keeps the optimiser from deleting a measured call whose result is otherwise unused.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
    keptCount &+= 1
}

nonisolated(unsafe) private var keptCount = 0
