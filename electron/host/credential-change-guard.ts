// Where a key or server change is checked against the outbox before it is made (the CLI's
// keys, sandbox and env commands, and the same operations through IPC): refused, with the
// list of entries, while entries that may have reached the server under the current key
// or server are unsettled (electron/outbox/credentials-guard.ts says why).
import { existsSync } from 'node:fs';
import type { Environment } from '../../shared/schemas/enums';
import { journalPath, openJournal } from '../journal';
import { refuseCredentialChange, type CredentialChange } from '../outbox';
import type { AppHost } from './app-host';
import { checkProfileUrl, loadProfiles } from './environment-profiles';
import type { EnvironmentServices } from './environment-services';

/** Refuses a change of the current environment's API key or signing key while the outbox holds them. */
export function refuseKeyChangeInUse(services: EnvironmentServices, change: Exclude<CredentialChange, { kind: 'server' }>): void {
  refuseCredentialChange(services.money.journal, change);
}

/**
 * Refuses a change of `environment`'s server while its outbox holds the current one. The
 * same URL again is no change. Another environment's journal is read without switching
 * (and only when it exists: a new one holds nothing).
 */
export function refuseServerChangeInUse(host: AppHost, environment: Environment, baseUrl: string | null, action: string): void {
  const next = baseUrl === null ? null : checkProfileUrl(environment, baseUrl);
  if (loadProfiles(host.dataDirectory)[environment].baseUrl === next) return;
  const change: CredentialChange = { kind: 'server', action, baseUrl: next };
  if (environment === host.environment) {
    refuseCredentialChange(host.services().money.journal, change);
    return;
  }
  if (!existsSync(journalPath(host.dataDirectory.root, environment))) return;
  const journal = openJournal({ dataDir: host.dataDirectory.root, environment });
  try {
    refuseCredentialChange(journal, change);
  } finally {
    journal.close();
  }
}
