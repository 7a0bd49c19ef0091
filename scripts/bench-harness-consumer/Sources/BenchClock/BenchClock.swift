// Times one assertion at a time and appends a line to `$CELLSNAP_BENCH_LOG`:
// `<group>\t<name>\t<first>\t<seconds>\t<width>\t<height>\t<processor seconds>` (first: 1 for the
// first assertion the process timed, which pays the one-time costs: fonts, fontconfig, symbol
// tables; seconds of the wall clock, and of processor time the process spent in the assertion,
// which a machine shared with other work inflates far less).
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

public enum BenchClock {
    nonisolated(unsafe) private static var timedOne = false

    /// Runs `assertion` and logs its time; `reference` is the PNG it compares with or records,
    /// whose size (read after the timing) gives the megapixels.
    public static func measure(_ group: String, _ name: String, reference: URL, _ assertion: () -> Void) {
        var start = timespec(), end = timespec(), cpuStart = timespec(), cpuEnd = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpuStart)
        clock_gettime(CLOCK_MONOTONIC, &start)
        assertion()
        clock_gettime(CLOCK_MONOTONIC, &end)
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpuEnd)
        let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        let cpu = Double(cpuEnd.tv_sec - cpuStart.tv_sec) + Double(cpuEnd.tv_nsec - cpuStart.tv_nsec) / 1e9
        let first = timedOne ? 0 : 1
        timedOne = true
        guard let log = ProcessInfo.processInfo.environment["CELLSNAP_BENCH_LOG"] else { return }
        let (width, height) = pngSize(reference)
        let line = "\(group)\t\(name)\t\(first)\t\(seconds)\t\(width)\t\(height)\t\(cpu)\n"
        guard let handle = FileHandle(forWritingAtPath: log) else {
            FileManager.default.createFile(atPath: log, contents: Data(line.utf8))
            return
        }
        handle.seekToEndOfFile()
        handle.write(Data(line.utf8))
        handle.closeFile()
    }

    /// The width and height in a PNG's header; 0 x 0 when there is no such file.
    static func pngSize(_ url: URL) -> (Int, Int) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return (0, 0) }
        defer { handle.closeFile() }
        let header = [UInt8](handle.readData(ofLength: 24))
        guard header.count == 24 else { return (0, 0) }
        func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Whether the benchmark asked this run to record (`CELLSNAP_BENCH_RECORD=1`).
    public static var recording: Bool { ProcessInfo.processInfo.environment["CELLSNAP_BENCH_RECORD"] == "1" }
}
