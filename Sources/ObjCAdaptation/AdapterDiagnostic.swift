/// A construct the adapter cannot adapt (an error) or adapts with a difference a team should know
/// of (a warning), named by file, line and column, as a compiler names it.
public struct AdapterDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: error: message`, the form compilers and SwiftPM print.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// A replacement of a range of a file's UTF-8 bytes, found from the file's syntax tree.
struct Edit {
    var range: Range<Int>
    var replacement: String
}
