// Exports: the ledger, payments (with the filters set on their screens), counterparties
// (by status) and the audit trail to CSV. Main writes the file into the data directory's
// exports/ folder under a generated name; this screen shows the filters in words before,
// the progress during, and the file (name, full path, rows, bytes, time) after.
import { ScreenHeader } from '../../components/screen-header';
import { NotConfigured } from '../../components/screen-states';
import { formatDateTime } from '../../../lib/format-time';
import { isConfigured, useEnvironment } from '../../stores/environment-store';
import { useExports } from '../../stores/exports-store';
import { catalogAction } from '../../stores/screen-action-catalog';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { lastSyncedOf, useSync } from '../../stores/sync-store';
import { ExportHistory } from './export-history';
import { ExportOutcome } from './export-outcome';
import { ExportProgress } from './export-progress';
import { startExport } from './export-requests';
import { ExportSources } from './export-sources';
import { StatementSection } from './statement-section';
import { useAccountsById } from '../../components/account-names';
import './exports.css';

function CacheNotice() {
  const online = useSync((state) => state.online);
  const lastSynced = useSync(lastSyncedOf);
  const start = useSync((state) => state.start);
  const running = useSync((state) => state.running);
  if (lastSynced === null) {
    return (
      <div className="notice notice-warning export-cache-notice" role="status">
        Nothing is cached yet, so the ledger, payments, collections, transfers and counterparties files would be empty. Sync first, then export.{' '}
        <button type="button" onClick={() => void start()} disabled={running}>
          Sync now
        </button>
      </div>
    );
  }
  return (
    <p className={`notice export-cache-notice${online === false ? ' notice-offline' : ''}`} role="status">
      {online === false ? 'Offline: exports still work. ' : ''}
      Exports read this computer&apos;s cache (synced {formatDateTime(lastSynced)}); no network is needed. Files are saved in the app&apos;s data folder, under
      exports/, with a generated name.
    </p>
  );
}

export function ExportsScreen() {
  const status = useEnvironment((state) => state.status);
  const bom = useExports((state) => state.bom);
  const setBom = useExports((state) => state.setBom);
  const accounts = useAccountsById();

  usePaletteActions(
    'exports',
    [
      catalogAction('exports.ledger', () => startExport('ledger', accounts)),
      catalogAction('exports.payments', () => startExport('payments', accounts)),
      catalogAction('exports.collections', () => startExport('collections', accounts)),
      catalogAction('exports.transfers', () => startExport('transfers', accounts)),
      catalogAction('exports.counterparties', () => startExport('counterparties', accounts)),
      catalogAction('exports.audit', () => startExport('audit', accounts)),
    ],
    [accounts],
  );

  const notConfigured = status !== null && !isConfigured(status);
  return (
    <main className="screen" aria-label="Exports">
      <ScreenHeader title="Exports">
        <label className="export-checkbox export-bom">
          <input type="checkbox" checked={bom} aria-describedby="export-bom-hint" onChange={(event) => setBom(event.target.checked)} />
          Optional BOM (for Excel)
        </label>
        <span id="export-bom-hint" className="muted export-bom-hint">
          Starts each file with a byte order mark so Excel reads it as UTF-8.
        </span>
      </ScreenHeader>
      {notConfigured ? <NotConfigured what="Exporting the ledger, payments and counterparties" /> : <CacheNotice />}
      <ExportProgress />
      <ExportOutcome accounts={accounts} />
      <ExportSources accounts={accounts} />
      <StatementSection />
      <ExportHistory />
    </main>
  );
}
