/// The writing systems CellSnap tells apart, by Unicode block, with their ISO 15924 codes
/// (Unicode's Script property is finer; these blocks are what the language recognizer needs).
enum ScriptTable {
    static let blocks: [(ClosedRange<UInt32>, String)] = [
        (0x0041...0x024F, "Latn"), (0x1E00...0x1EFF, "Latn"), (0x0370...0x03FF, "Grek"), (0x1F00...0x1FFF, "Grek"),
        (0x0400...0x052F, "Cyrl"), (0x0530...0x058F, "Armn"), (0x0590...0x05FF, "Hebr"), (0x0600...0x06FF, "Arab"),
        (0x0750...0x077F, "Arab"), (0x08A0...0x08FF, "Arab"), (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
        (0x0900...0x097F, "Deva"), (0x0980...0x09FF, "Beng"), (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"),
        (0x0B00...0x0B7F, "Orya"), (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"),
        (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"), (0x0E80...0x0EFF, "Laoo"),
        (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"), (0x10A0...0x10FF, "Geor"), (0x1100...0x11FF, "Hang"),
        (0x1200...0x137F, "Ethi"), (0x13A0...0x13FF, "Cher"), (0x1780...0x17FF, "Khmr"), (0x1800...0x18AF, "Mong"),
        (0x3040...0x309F, "Hira"), (0x30A0...0x30FF, "Kana"), (0x31F0...0x31FF, "Kana"), (0x3130...0x318F, "Hang"),
        (0x3400...0x4DBF, "Hani"), (0x4E00...0x9FFF, "Hani"), (0xAC00...0xD7AF, "Hang"), (0xF900...0xFAFF, "Hani"),
        (0xFF66...0xFF9F, "Kana"), (0x20000...0x2FA1F, "Hani"),
    ]

    /// The script of a letter, or `nil` for what is no letter of a script above (digits,
    /// punctuation, symbols, the Latin block's signs).
    static func code(of scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) ? "Latn" : nil
        }
        guard scalar.properties.isAlphabetic else { return nil }
        return blocks.first { $0.0.contains(value) }?.1
    }

    /// The language each script is written in when it is the only one (Latin, Cyrillic, Arabic,
    /// Devanagari and the Han and kana scripts are decided by ``LanguageScorer``).
    static let languageOfScript: [String: NLLanguage] = [
        "Grek": .greek, "Armn": .armenian, "Hebr": .hebrew, "Beng": .bengali, "Guru": .punjabi, "Gujr": .gujarati,
        "Orya": .oriya, "Taml": .tamil, "Telu": .telugu, "Knda": .kannada, "Mlym": .malayalam, "Sinh": .sinhalese,
        "Thai": .thai, "Laoo": .lao, "Tibt": .tibetan, "Mymr": .burmese, "Geor": .georgian, "Hang": .korean,
        "Ethi": .amharic, "Cher": .cherokee, "Khmr": .khmer, "Mong": .mongolian, "Deva": .hindi,
        "Hira": .japanese, "Kana": .japanese,
    ]
}
