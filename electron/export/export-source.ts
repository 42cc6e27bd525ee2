// What an export reads from: a cache that can open a read snapshot. Exports read only
// the cache (so they work offline) and on their own connection (so a sync can write
// meanwhile, and the file shows one consistent moment).
import type { CacheReadSnapshot } from '../cache/read-snapshot';
import { writeCsvFile } from './csv-file-writer';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';

export interface CsvExportSource {
  openReadSnapshot(): CacheReadSnapshot;
}

/** Opens a snapshot, streams `read(snapshot)` into the file, and always closes the snapshot. */
export async function exportFromSnapshot<T>(
  source: CsvExportSource,
  read: (snapshot: CacheReadSnapshot) => Iterable<T>,
  columns: readonly CsvColumn<T>[],
  options: CsvFileOptions,
): Promise<CsvExportResult> {
  const snapshot = source.openReadSnapshot();
  try {
    return await writeCsvFile(read(snapshot), columns, options);
  } finally {
    snapshot.close();
  }
}
