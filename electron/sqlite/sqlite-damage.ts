// Tells a damaged SQLite file from other failures, for every file the main process
// keeps (the cache, the journal): SQLite answers SQLITE_NOTADB for a file that is not a
// database at all, and SQLITE_CORRUPT (and its extended codes) for a malformed one.
//
// No integrity scan runs at open: PRAGMA quick_check reads every page, measured at
// 1.3-1.7 s on a 1,000,000-row cache (360 MB), too slow for every command. Damage is
// caught where SQLite meets it: the header and the schema are read on every open (the
// pragmas, the metadata table and the migrations), and a query that reaches a damaged
// page later fails with the same codes (isSqliteDamage tells it).

/** What is wrong, in words, when `error` is SQLite reporting a damaged file; undefined otherwise. */
export function sqliteDamage(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_NOTADB') return 'it is not a SQLite database';
  if (code === 'SQLITE_CORRUPT' || code.startsWith('SQLITE_CORRUPT_')) return 'SQLite reports it as malformed';
  return undefined;
}

export function isSqliteDamage(error: unknown): boolean {
  return sqliteDamage(error) !== undefined;
}
