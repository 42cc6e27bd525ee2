// 002: full-text search over the ledger's description and references.
//
// FTS5 with the trigram tokenizer finds substrings ("cme co" in "ACME Corp") with an
// index, so a search stays fast at a million rows. The table is contentless (the text
// lives in ledger_transactions already) with `detail=none` (rowids only: the smallest
// index). Such an index can only say which rows contain all of a query's trigrams, so
// every candidate is checked again with LIKE against the real columns
// (ledger-search.ts): the index narrows, LIKE decides.
//
// New rows are indexed in bulk behind a watermark (`ledger_search_indexed_rowid` in
// cache_meta): rowids are assigned in increasing order and ledger rows are never
// deleted, so "indexed" is exactly "rowid <= watermark", and rows above it are
// searched by a scan until indexed. No triggers: indexing row by row from an INSERT
// trigger costs about four times more than indexing the same rows in bulk, and the
// mere presence of an UPDATE trigger doubles the cost of every upsert. A row already
// indexed whose text changes (rare: ledger entries are immutable) is re-indexed by
// the repository. This migration indexes nothing itself: existing rows start above
// the watermark (0) and are indexed on the next write or by `indexPendingSearch()`,
// so the migration is quick on any cache size.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration002LedgerSearch: NumberedMigration = {
  version: 2,
  name: 'ledger-search',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE ledger_search USING fts5(
        description, reference_id, metadata_reference,
        content = '', contentless_delete = 1, detail = none, tokenize = 'trigram'
      );
      INSERT INTO cache_meta (key, value) VALUES ('ledger_search_indexed_rowid', '0');
    `);
  },
};
