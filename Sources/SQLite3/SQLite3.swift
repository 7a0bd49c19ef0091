// `import SQLite3` on Linux: the system's SQLite C library (libsqlite3-dev), as the iOS SDK's
// SQLite3 module is the C library iOS ships: `sqlite3_open`, `sqlite3_prepare_v2`, `SQLITE_OK`
// and the rest, the same functions and constants. (SwiftPM puts no system library in a product of
// several targets, so this module brings it under the SDK's name.)
@_exported import CSQLite3
