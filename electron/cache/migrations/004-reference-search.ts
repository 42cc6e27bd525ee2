// 004: indexes for finding ledger entries by the reference of the payment, collection or
// transfer that caused them (ledger-search.ts).
//
// A ledger search also matches the entries whose originating resource (as cached) has a
// reference containing the text. Those entries point to it with (reference_type,
// reference_id) ('payment', 'pmt_...'). The search looks up the matching resources
// first (few), then their entries:
// - ledger_by_reference (reference_type, reference_id): one seek per resource instead of
//   a scan of the ledger. No trailing columns: a resource has a handful of entries, read
//   by rowid and sorted with the other matches in the ledger's order (created_us, rowid).
//   Like the other secondary indexes it costs a little on every inserted ledger row.
// - <table>_by_reference on each resource table (json ->> '$.reference', id), partial
//   (items with a reference only): a substring cannot seek, but the search scans this
//   small covering index (reference text and id) instead of parsing every item's JSON,
//   about 20 times faster (measured: 30,000 payments, 1.7 ms instead of 35 ms). SQLite
//   keeps it up to date on every upsert; no trigger, no copy of the text elsewhere.
// This migration only builds indexes (one sort each) and writes no row. DROP first, as
// 003 does: a file rewound to an older version may still have them.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration004ReferenceSearch: NumberedMigration = {
  version: 4,
  name: 'reference-search',
  up(db) {
    db.exec(`
      DROP INDEX IF EXISTS ledger_by_reference;
      CREATE INDEX ledger_by_reference ON ledger_transactions (reference_type, reference_id);
      DROP INDEX IF EXISTS payments_by_reference;
      CREATE INDEX payments_by_reference ON payments (json ->> '$.reference', id) WHERE json ->> '$.reference' IS NOT NULL;
      DROP INDEX IF EXISTS collections_by_reference;
      CREATE INDEX collections_by_reference ON collections (json ->> '$.reference', id) WHERE json ->> '$.reference' IS NOT NULL;
      DROP INDEX IF EXISTS transfers_by_reference;
      CREATE INDEX transfers_by_reference ON transfers (json ->> '$.reference', id) WHERE json ->> '$.reference' IS NOT NULL;
    `);
  },
};
