import Foundation

/// Reads the names, weight and slant of the faces in an OpenType or TrueType file (`.otf`,
/// `.ttf`, or a `.ttc` collection), checking every offset against the file's length.
enum FontFileReader {
    /// The largest font file read, in bytes (64 MiB).
    static let maximumByteCount = 64 << 20
    /// The most fonts a collection (`.ttc`) may hold.
    static let maximumCollectionFaces = 256
    /// The most tables a font may list (fonts have a few dozen).
    static let maximumTables = 1_000

    static func faces(in data: Data, file: URL) throws -> [FontFace] {
        let bytes = [UInt8](data)
        func damaged(_ what: String) -> AppFontError {
            AppFontError(
                path: file.deletingLastPathComponent().path,
                message: "\(file.lastPathComponent) is not a usable OpenType or TrueType font: \(what)")
        }
        guard bytes.count >= 12 else { throw damaged("the file is too short") }
        let tag = read32(bytes, 0)!
        let fontOffsets: [Int]
        if tag == 0x7474_6366 {  // "ttcf"
            guard let count = read32(bytes, 8), count > 0 else { throw damaged("an empty collection") }
            guard count <= maximumCollectionFaces else {
                throw damaged("its collection claims \(count) fonts; the limit is \(maximumCollectionFaces)")
            }
            fontOffsets = try (0..<Int(count)).map { index in
                guard let offset = read32(bytes, 12 + 4 * index) else { throw damaged("a collection cut short") }
                return Int(offset)
            }
        } else if [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(tag) {  // TrueType, "OTTO", "true"
            fontOffsets = [0]
        } else {
            throw damaged("it does not start like one")
        }
        return try fontOffsets.map { offset in
            let tables = try tableDirectory(bytes, at: offset, damaged: damaged)
            guard let name = tables["name"], let names = nameTable(bytes, name) else {
                throw damaged("it has no readable name table")
            }
            guard let postScriptName = names[6], let legacyFamily = names[1] else {
                throw damaged("its name table has no PostScript name or family")
            }
            var weightClass = 400, isItalic = false
            if let os2 = tables["OS/2"], os2.length >= 64 {
                weightClass = Int(read16(bytes, os2.offset + 4) ?? 400)
                isItalic = (read16(bytes, os2.offset + 62) ?? 0) & 1 != 0
            } else if let head = tables["head"], head.length >= 46 {
                let macStyle = read16(bytes, head.offset + 44) ?? 0
                weightClass = macStyle & 1 != 0 ? 700 : 400
                isItalic = macStyle & 2 != 0
            }
            let metrics = verticalMetrics(bytes, tables)
            let family = names[16] ?? legacyFamily
            var familyNames = [family]
            if legacyFamily != family { familyNames.append(legacyFamily) }
            return FontFace(
                postScriptName: postScriptName, family: family, familyNames: familyNames,
                fullName: names[4] ?? postScriptName, weightClass: max(1, min(1000, weightClass)),
                isItalic: isItalic, file: file, metrics: metrics)
        }
    }

    struct Table {
        var offset: Int
        var length: Int
    }

    /// The table `tag` of the face called `postScriptName` in the font file `bytes` (the
    /// collection's face of that name, the file's only face otherwise); `nil` when it has none.
    static func table(
        _ tag: String, ofFace postScriptName: String, in bytes: [UInt8], damaged: (String) -> AppFontError
    ) throws -> Table? {
        guard let first = read32(bytes, 0) else { throw damaged("the file is too short") }
        guard first == 0x7474_6366 else { return try tableDirectory(bytes, at: 0, damaged: damaged)[tag] }
        let count = min(Int(read32(bytes, 8) ?? 0), maximumCollectionFaces)
        for index in 0..<count {
            guard let offset = read32(bytes, 12 + 4 * index) else { break }
            let tables = try tableDirectory(bytes, at: Int(offset), damaged: damaged)
            if let name = tables["name"], nameTable(bytes, name)?[6] == postScriptName { return tables[tag] }
        }
        throw damaged("the collection has no face called \(postScriptName)")
    }

    private static func tableDirectory(_ bytes: [UInt8], at offset: Int, damaged: (String) -> AppFontError) throws
        -> [String: Table]
    {
        guard let count = read16(bytes, offset + 4) else { throw damaged("its table directory is cut short") }
        guard count <= maximumTables else {
            throw damaged("its table directory claims \(count) tables; the limit is \(maximumTables)")
        }
        var tables: [String: Table] = [:]
        for index in 0..<Int(count) {
            let record = offset + 12 + 16 * index
            guard let tag = read32(bytes, record), let start = read32(bytes, record + 8),
                let length = read32(bytes, record + 12)
            else { throw damaged("its table directory is cut short") }
            let name = String(decoding: withUnsafeBytes(of: tag.bigEndian) { Array($0) }, as: UTF8.self)
            guard Int(start) + Int(length) <= bytes.count else {
                throw damaged(
                    "its '\(name)' table at offset \(start), \(length) bytes long, lies past the end of the file (\(bytes.count) bytes)"
                )
            }
            tables[name] = Table(offset: Int(start), length: Int(length))
        }
        return tables
    }

    /// Name IDs 1, 2, 4, 6, 16 and 17: Windows Unicode English (US) first, then any Windows Unicode,
    /// then Macintosh Roman, then Unicode.
    private static func nameTable(_ bytes: [UInt8], _ table: Table) -> [Int: String]? {
        guard table.length >= 6, let count = read16(bytes, table.offset + 2),
            let storage = read16(bytes, table.offset + 4)
        else { return nil }
        var best: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<Int(count) {
            let record = table.offset + 6 + 12 * index
            guard record + 12 <= table.offset + table.length, let platform = read16(bytes, record),
                let encoding = read16(bytes, record + 2), let language = read16(bytes, record + 4),
                let nameID = read16(bytes, record + 6), let length = read16(bytes, record + 8),
                let start = read16(bytes, record + 10)
            else { return nil }
            guard [1, 2, 4, 6, 16, 17].contains(Int(nameID)) else { continue }
            let from = table.offset + Int(storage) + Int(start), to = from + Int(length)
            guard to <= table.offset + table.length, to <= bytes.count else { continue }
            let raw = Array(bytes[from..<to])
            let rank: Int
            let text: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10):
                rank = language == 0x409 ? 0 : 1
                text = utf16BigEndian(raw)
            case (1, 0):
                rank = 2
                text = String(bytes: raw, encoding: .macOSRoman)
            case (0, _):
                rank = 3
                text = utf16BigEndian(raw)
            default:
                continue
            }
            guard let text, !text.isEmpty, rank < best[Int(nameID)]?.rank ?? .max else { continue }
            best[Int(nameID)] = (rank, text)
        }
        return best.mapValues(\.text)
    }

    /// The units per em (`head`), the ascender, descender and line gap (`hhea`, as Core Text
    /// reads them) and the cap and x heights (`OS/2` version 2 and later); `nil` without `head`
    /// and `hhea` tables.
    private static func verticalMetrics(_ bytes: [UInt8], _ tables: [String: Table]) -> FontFileMetrics? {
        guard let head = tables["head"], head.length >= 54, let hhea = tables["hhea"], hhea.length >= 36,
            let units = read16(bytes, head.offset + 18), units > 0,
            let ascender = read16(bytes, hhea.offset + 4), let descender = read16(bytes, hhea.offset + 6),
            let lineGap = read16(bytes, hhea.offset + 8)
        else { return nil }
        var capHeight: Int?, xHeight: Int?
        if let os2 = tables["OS/2"], os2.length >= 90, let version = read16(bytes, os2.offset), version >= 2 {
            xHeight = read16(bytes, os2.offset + 86).map { Int(Int16(bitPattern: $0)) }
            capHeight = read16(bytes, os2.offset + 88).map { Int(Int16(bitPattern: $0)) }
        }
        return FontFileMetrics(
            unitsPerEm: Int(units), ascender: Int(Int16(bitPattern: ascender)),
            descender: Int(Int16(bitPattern: descender)), lineGap: Int(Int16(bitPattern: lineGap)),
            capHeight: capHeight, xHeight: xHeight)
    }

    private static func utf16BigEndian(_ raw: [UInt8]) -> String? {
        guard raw.count % 2 == 0 else { return nil }
        let units = stride(from: 0, to: raw.count, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
        return String(utf16CodeUnits: units, count: units.count)
    }

    /// The big-endian 16-bit number at `offset`, `nil` past the end.
    static func read16(_ bytes: [UInt8], _ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The big-endian 32-bit number at `offset`, `nil` past the end.
    static func read32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
