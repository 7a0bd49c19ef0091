import Foundation
import Pixels
import Primitives

/// The design-review report of a suite run: `index.html` (``ReviewPage``) and every image it
/// shows under `images/`, named by the SHA-256 of its bytes so that equal images are stored once.
public struct ReviewReport {
    /// The suite run's outcomes.
    public let outcomes: [VariantOutcome]
    /// References no variant rendered: shown as missing.
    public let unused: [URL]
    /// The command that made the report, shown on the page.
    public let command: String
    /// The command that accepts a changed or new variant.
    public let accept: (VariantOutcome) -> String

    /// Creates a report.
    public init(outcomes: [VariantOutcome], unused: [URL], command: String, accept: @escaping (VariantOutcome) -> String) {
        self.outcomes = outcomes
        self.unused = unused
        self.command = command
        self.accept = accept
    }

    /// Writes the report into `folder` (created if needed): `index.html` and `images/`.
    public func write(to folder: URL) throws {
        let images = folder.appendingPathComponent("images", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        func store(_ url: URL?) throws -> String? {
            guard let url, let data = try? Data(contentsOf: url) else { return nil }
            let name = "images/\(SHA256.hex(of: data)).png"
            let target = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: target.path) { try writeAtomically(data, to: target) }
            return name
        }
        var variants: [[String: Any]] = []
        var summary = ["passed": 0, "changed": 0, "new": 0, "missing": 0, "failed": 0]
        for outcome in outcomes {
            let status = outcome.status == .recorded ? "passed" : outcome.status.rawValue
            summary[status, default: 0] += 1
            let reference = try store(FileManager.default.fileExists(atPath: outcome.reference.path) ? outcome.reference : nil)
            variants.append([
                "id": outcome.variant.id, "spec": outcome.variant.spec, "name": outcome.variant.name,
                "values": Dictionary(uniqueKeysWithValues: outcome.variant.values.map { ($0.dimension, $0.value) }),
                "status": status, "reference": reference ?? NSNull(), "actual": try store(outcome.actual) ?? NSNull(),
                "diff": try store(outcome.diff) ?? NSNull(), "width": outcome.size.width, "height": outcome.size.height,
                "message": outcome.message ?? NSNull(), "structural": outcome.structuralChanges,
                "accept": outcome.status == .changed || outcome.status == .new ? accept(outcome) : NSNull(),
            ])
        }
        for url in unused {
            summary["missing", default: 0] += 1
            let name = url.deletingPathExtension().lastPathComponent
            let spec = url.deletingLastPathComponent().lastPathComponent
            let variant = name.hasPrefix(spec + ".") ? String(name.dropFirst(spec.count + 1)) : name
            // The size in points, from the reference itself (its pixels and the scale it records).
            let decoded = try? PNG.read(contentsOf: url)
            let scale = decoded?.text["CellSnap-Scale"].flatMap(Double.init) ?? 1
            variants.append([
                "id": "\(spec).\(variant)", "spec": spec, "name": variant, "values": [String: String](), "status": "missing",
                "reference": try store(url) ?? NSNull(), "actual": NSNull(), "diff": NSNull(),
                "width": Double(decoded?.image.width ?? 0) / scale, "height": Double(decoded?.image.height ?? 0) / scale,
                "message": "no variant renders this reference: \(url.path)", "structural": [String](), "accept": NSNull(),
            ])
        }
        var dimensions: [String] = []
        for outcome in outcomes {
            for value in outcome.variant.values where !dimensions.contains(value.dimension) { dimensions.append(value.dimension) }
        }
        let data: [String: Any] = ["title": "CellSnap review", "generated": command, "summary": summary, "dimensions": dimensions, "variants": variants]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: data, options: [.sortedKeys]), as: UTF8.self)
        let page = ReviewPage.html(title: "CellSnap review", dataJSON: json)
        let index = folder.appendingPathComponent("index.html")
        try writeAtomically(Data(page.utf8), to: index)
    }
}

/// SHA-256 (FIPS 180-4), for naming report images by their content.
enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
        0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
        0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
        0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `data` as 64 lowercase hexadecimal digits.
    static func hex(of data: Data) -> String {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var message = [UInt8](data)
        let bitLength = UInt64(message.count) * 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for i in 0..<16 {
                let b = chunk + i * 4
                w[i] = UInt32(message[b]) << 24 | UInt32(message[b + 1]) << 16 | UInt32(message[b + 2]) << 8 | UInt32(message[b + 3])
            }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
            for i in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = hh &+ s1 &+ choice &+ k[i] &+ w[i]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            h = [h[0] &+ a, h[1] &+ b, h[2] &+ c, h[3] &+ d, h[4] &+ e, h[5] &+ f, h[6] &+ g, h[7] &+ hh]
        }
        return h.map { word in String(format: "%08x", word) }.joined()
    }
}
