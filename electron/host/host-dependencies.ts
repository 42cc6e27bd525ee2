// The small interfaces the host is built from, so the Electron main process, the web
// shell, the CLI and the tests each pass real or fake parts: a data directory, a secret
// store per environment (of that data directory), fetch, and a clock.
import type { Environment } from '../../shared/schemas/enums';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import type { Clock } from '../clock';
import type { LedgerExportWorkers } from '../export';
import type { StatementExportWorkers } from '../statements';
import type { SecretStore } from '../secrets';
import type { DataDirectory } from './data-directory';

export interface HostDependencies {
  dataDir: DataDirectory;
  /** The OS keychain of one environment of this data directory (each has its own: data-directory-keychain.ts). */
  secretStoreFor(environment: Environment): SecretStore;
  /** A note about the keychain for people (keys copied from the entries data directories used to share), when there is one. */
  keychainNote?(environment: Environment): Promise<string | undefined>;
  fetch?: typeof fetch;
  /**
   * The ONE clock of every service of the host (cache, journal, audit trail, outbox, write
   * flows, sync, the API client's timestamps and retry waits, status tracking); default the
   * system clock.
   */
  clock?: Clock;
  /** Secret-free event per HTTP attempt (for logs and, later, the audit trail). */
  onRequest?: (event: RequestAttemptEvent) => void;
  /** Options of the embedded local sandbox (the sandbox profile's default server). */
  embeddedSandbox?: { timeScale?: number };
  /**
   * How a large ledger export uses worker threads: the shipped main process passes its
   * bundled worker file; without it they run from the TypeScript source (a checkout).
   */
  ledgerExportWorkers?: LedgerExportWorkers;
  /** How a large statement uses worker threads: the shipped main process passes its bundled worker file, as for the ledger export. */
  statementWorkers?: StatementExportWorkers;
}
