import Foundation

/// `cellsnap-bench [render|cell|diff|tags|tag-spec|vector|content-views|symbols|png|shadows|bands|catalog|launched-screen|bitmap-context]`: CellSnap's benchmarks. Every figure is a median; every table
/// names the baseline measured in the same run. `CELLSNAP_BENCH_ITERATIONS` sets the number of runs.
let iterations = Int(ProcessInfo.processInfo.environment["CELLSNAP_BENCH_ITERATIONS"] ?? "")
switch CommandLine.arguments.dropFirst().first ?? "render" {
case "render": try renderBenchmark(iterations: iterations ?? 300)
case "cell": try cellBenchmark(iterations: iterations ?? 300)
case "diff": try diffBenchmark(iterations: iterations ?? 50)
case "tags": try tagBenchmark(iterations: iterations ?? 10)
case "tag-spec": try tagSpecBenchmark(iterations: iterations ?? 5)
case "vector": try vectorBenchmark(iterations: iterations ?? 100)
case "content-views": try contentViewBenchmark(iterations: iterations ?? 30)
case "symbols": try symbolBenchmark(iterations: iterations ?? 300)
case "png": try pngBenchmark(iterations: iterations ?? 21)
case "shadows": try shadowBenchmark(iterations: iterations ?? 21)
case "bands": try bandsBenchmark(runs: iterations ?? 3)
case "catalog": try catalogBenchmark(iterations: iterations ?? 5)
case "launched-screen": try launchedScreenBenchmark(iterations: iterations ?? 5)
case "bitmap-context": try bitmapContextBenchmark(iterations: iterations ?? 5)
case let other:
    FileHandle.standardError.write(
        Data(
            "cellsnap-bench: unknown benchmark '\(other)'; use 'render', 'cell', 'diff', 'tags', 'tag-spec', 'vector', 'content-views', 'symbols', 'png', 'shadows', 'bands', 'catalog', 'launched-screen' or 'bitmap-context'\n"
                .utf8))
    exit(64)
}
