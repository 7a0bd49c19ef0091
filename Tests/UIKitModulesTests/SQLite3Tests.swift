// `import SQLite3`: the system's SQLite C library, as an app's files call it on iOS.
import Foundation
import SQLite3
import Testing

@Suite struct SQLite3Tests {
    /// Rows written and read back through the C API in a database in memory, as an app's own
    /// database helper does.
    @Test func rowsAreWrittenAndReadBack() throws {
        var database: OpaquePointer?
        #expect(sqlite3_open(":memory:", &database) == SQLITE_OK)
        defer { sqlite3_close(database) }
        #expect(
            sqlite3_exec(database, "CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT)", nil, nil, nil)
                == SQLITE_OK)
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for title in ["Groceries", "Ideas"] {
            var insert: OpaquePointer?
            #expect(sqlite3_prepare_v2(database, "INSERT INTO notes (title) VALUES (?)", -1, &insert, nil) == SQLITE_OK)
            sqlite3_bind_text(insert, 1, title, -1, transient)
            #expect(sqlite3_step(insert) == SQLITE_DONE)
            sqlite3_finalize(insert)
        }
        var query: OpaquePointer?
        #expect(sqlite3_prepare_v2(database, "SELECT id, title FROM notes ORDER BY id", -1, &query, nil) == SQLITE_OK)
        defer { sqlite3_finalize(query) }
        var rows: [String] = []
        while sqlite3_step(query) == SQLITE_ROW {
            rows.append("\(sqlite3_column_int(query, 0)) \(String(cString: sqlite3_column_text(query, 1)))")
        }
        #expect(rows == ["1 Groceries", "2 Ideas"])
    }
}
