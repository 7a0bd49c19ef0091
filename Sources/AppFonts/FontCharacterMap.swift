import Foundation

/// A face's character-to-glyph map (its `cmap` table), read from its file: the glyph index a
/// font gives each Unicode scalar, as Core Text's `CTFontGetGlyphsForCharacters` answers it.
///
/// The map is the face's Unicode subtable of format 12 (every plane) when it has one, else of
/// format 4 (the Basic Multilingual Plane): platform 3 (Windows) encodings 10 and 1, then
/// platform 0 (Unicode). A scalar the map does not hold has glyph 0 (`.notdef`).
///
/// ```swift
/// let folder = URL(fileURLWithPath: "App/Fonts")
/// if let face = try? AppFonts.register(folder).first, let map = try? FontCharacterMap(face: face) {
///     print(map.glyph(for: "A"))   // the face's glyph of "A", 0 when it has none
/// }
/// ```
public struct FontCharacterMap: Sendable {
    /// Ranges of scalars mapped to consecutive glyphs (format 12's groups; format 4's segments
    /// become such ranges, or single scalars where a segment maps through its glyph array).
    private var groups: [(UInt32, UInt32, UInt32)] = []

    /// The map of `face`, read from its file (the face of its PostScript name in a collection).
    ///
    /// - Throws: ``AppFontError`` when the file cannot be read, or the face has no Unicode
    ///   character map CellSnap reads (formats 4 and 12).
    public init(face: FontFace) throws {
        func damaged(_ what: String) -> AppFontError {
            AppFontError(
                path: face.file.deletingLastPathComponent().path, message: "\(face.file.lastPathComponent): \(what)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: face.file)
        } catch {
            throw damaged("cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= FontFileReader.maximumByteCount else { throw damaged("the file is larger than 64 MiB") }
        let bytes = [UInt8](data)
        guard let cmap = try FontFileReader.table("cmap", ofFace: face.postScriptName, in: bytes, damaged: damaged)
        else {
            throw damaged("the face \(face.postScriptName) has no character map (cmap table)")
        }
        guard let groups = Self.groups(bytes, cmap.offset, cmap.length) else {
            throw damaged("the face \(face.postScriptName) has no Unicode character map of format 4 or 12")
        }
        self.groups = groups
    }

    /// The glyph index of `scalar`, 0 when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        let value = scalar.value
        var low = 0, high = groups.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let (first, last, glyph) = groups[middle]
            if value < first {
                high = middle - 1
            } else if value > last {
                low = middle + 1
            } else {
                return UInt16(truncatingIfNeeded: glyph + (value - first))
            }
        }
        return 0
    }

    /// The groups of the best Unicode subtable, sorted by first scalar; `nil` when there is none.
    private static func groups(_ bytes: [UInt8], _ offset: Int, _ length: Int) -> [(UInt32, UInt32, UInt32)]? {
        guard let count = FontFileReader.read16(bytes, offset + 2) else { return nil }
        var subtables: [(rank: Int, offset: Int)] = []
        for index in 0..<Int(count) {
            let record = offset + 4 + 8 * index
            guard let platform = FontFileReader.read16(bytes, record),
                let encoding = FontFileReader.read16(bytes, record + 2),
                let start = FontFileReader.read32(bytes, record + 4), Int(start) < length
            else { continue }
            let rank: Int
            switch (platform, encoding) {
            case (3, 10): rank = 0
            case (0, 4), (0, 6): rank = 1
            case (3, 1): rank = 2
            case (0, _): rank = 3
            default: continue
            }
            subtables.append((rank, offset + Int(start)))
        }
        for subtable in subtables.sorted(by: { $0.rank < $1.rank }) {
            switch FontFileReader.read16(bytes, subtable.offset) {
            case 12: if let groups = format12(bytes, subtable.offset) { return groups }
            case 4: if let groups = format4(bytes, subtable.offset) { return groups }
            default: continue
            }
        }
        return nil
    }

    /// Format 12's sequential groups.
    private static func format12(_ bytes: [UInt8], _ offset: Int) -> [(UInt32, UInt32, UInt32)]? {
        guard let count = FontFileReader.read32(bytes, offset + 12), Int(count) <= (bytes.count - offset) / 12 else {
            return nil
        }
        var groups: [(UInt32, UInt32, UInt32)] = []
        for index in 0..<Int(count) {
            let group = offset + 16 + 12 * index
            guard let first = FontFileReader.read32(bytes, group), let last = FontFileReader.read32(bytes, group + 4),
                let glyph = FontFileReader.read32(bytes, group + 8), first <= last
            else { return nil }
            groups.append((first, last, glyph))
        }
        return groups.sorted { $0.0 < $1.0 }
    }

    /// Format 4's segments: a delta segment is one group; a segment through the glyph array gives
    /// a group of each scalar.
    private static func format4(_ bytes: [UInt8], _ offset: Int) -> [(UInt32, UInt32, UInt32)]? {
        guard let doubled = FontFileReader.read16(bytes, offset + 6) else { return nil }
        let segments = Int(doubled) / 2
        let ends = offset + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        var groups: [(UInt32, UInt32, UInt32)] = []
        for segment in 0..<segments {
            guard let end = FontFileReader.read16(bytes, ends + 2 * segment),
                let start = FontFileReader.read16(bytes, starts + 2 * segment),
                let delta = FontFileReader.read16(bytes, deltas + 2 * segment),
                let rangeOffset = FontFileReader.read16(bytes, rangeOffsets + 2 * segment), start <= end
            else { return nil }
            if start == 0xFFFF { continue }
            if rangeOffset == 0 {
                // Glyphs wrap modulo 65536: split the segment where its glyph would pass 0xFFFF.
                for scalar in UInt32(start)...UInt32(end) {
                    let glyph = (scalar + UInt32(delta)) & 0xFFFF
                    if let last = groups.last, last.1 + 1 == scalar, last.2 + (scalar - last.0) == glyph {
                        groups[groups.count - 1].1 = scalar
                    } else {
                        groups.append((scalar, scalar, glyph))
                    }
                }
                continue
            }
            for scalar in UInt32(start)...UInt32(end) {
                let address = rangeOffsets + 2 * segment + Int(rangeOffset) + 2 * Int(scalar - UInt32(start))
                guard let raw = FontFileReader.read16(bytes, address), raw != 0 else { continue }
                groups.append((scalar, scalar, (UInt32(raw) + UInt32(delta)) & 0xFFFF))
            }
        }
        return groups.filter { $0.2 != 0 }.sorted { $0.0 < $1.0 }
    }
}
