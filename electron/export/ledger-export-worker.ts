// A worker thread of the parallel ledger export (ledger-export-parallel.ts): on its own
// snapshot of the cache file it reads the key ranges it is given and posts their records
// (export-worker-serve.ts). Bundled as its own file for the Electron main process
// (build/bundle-electron.mjs); from a checkout it runs from source through tsx.
import type { Database } from 'better-sqlite3';
import type { KeyRange } from '../cache/repositories/ledger-query';
import type { LedgerCountQuery } from '../cache/repositories/ledger-search';
import { closeSnapshotConnection, openSnapshotConnection } from '../cache/snapshot-connection';
import { serveExportParts } from './export-worker-serve';
import { ledgerCsvColumns } from './ledger-csv-columns';
import { ledgerRecordChunks } from './ledger-export-query';

const columns = ledgerCsvColumns();

serveExportParts<Database, LedgerCountQuery, KeyRange>({
  open: (cachePath) => openSnapshotConnection(cachePath),
  read: (db, range, filters) => ledgerRecordChunks(db, filters, range, columns),
  close: (db) => closeSnapshotConnection(db),
});
