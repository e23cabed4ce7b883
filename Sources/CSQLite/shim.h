#include <sqlite3.h>

/// Opens a database file that may come from anyone: defensive mode (no writes to the schema
/// tables, no corrupting pragmas), schema functions untrusted, triggers and views never run.
/// (sqlite3_db_config is variadic, so Swift calls it through this.) SQLITE_OK or the first error.
static inline int linkproof_sqlite_distrust_schema(sqlite3 *db) {
    int code = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (code == SQLITE_OK) code = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (code == SQLITE_OK) code = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, (int *)0);
    if (code == SQLITE_OK) code = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, (int *)0);
    return code;
}
