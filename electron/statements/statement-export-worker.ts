// A worker thread of a statement read by worker threads (statement-export-parallel.ts):
// on its own snapshot of the cache file (taken under the export's write lock, so the same
// moment as the export's), it writes the entries of the days it is given with the
// format's own writer and checks them against the proved summary
// (statement-parts.ts), or sums the slices of the days it is given, posting the text in chunks (electron/export/export-worker-serve.ts).
// Bundled as its own file beside the ledger export's worker (build/bundle-electron.mjs,
// build/cli-bundle.mjs); from a checkout it runs from source through tsx.
import type { CacheReadSnapshot } from '../cache';
import { openReadSnapshot } from '../cache/read-snapshot';
import { serveExportParts } from '../export/export-worker-serve';
import { statementWorkChunks } from './statement-parts';
import type { StatementWork } from './statement-parts';

serveExportParts<CacheReadSnapshot, null, StatementWork>({
  open: (cachePath) => openReadSnapshot(cachePath),
  read: (snapshot, work) => statementWorkChunks(snapshot.statement, work),
  close: (snapshot) => snapshot.close(),
});
