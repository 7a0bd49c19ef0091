// `import SQLite3` on Linux: the system's SQLite C library (libsqlite3-dev), as the iOS SDK's
// SQLite3 module is the C library the system ships.
#include <sqlite3.h>
