extension String {
    /// The string in double quotes, with quotes, backslashes and control characters escaped, as
    /// CellSnap's text forms write text, so that a text never breaks a one-item-a-line form:
    ///
    /// ```swift
    /// let line = "Say \"hi\"\n".quotedForTextForm  // "\"Say \\\"hi\\\"\\n\""
    /// ```
    public var quotedForTextForm: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
