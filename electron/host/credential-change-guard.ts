// Where a key or server change is checked against the outbox before it is made (the CLI's
// keys, sandbox and env commands, and the same operations through IPC): refused, with the
// list of entries, while unsettled entries hold the current key (electron/outbox/
// credentials-guard.ts says why) or the current server (journal-server.ts).
import { existsSync } from 'node:fs';
import type { Environment } from '../../shared/schemas/enums';
import { journalPath, openJournal } from '../journal';
import { refuseCredentialChange, type CredentialChange } from '../outbox';
import type { AppHost } from './app-host';
import { checkProfileUrl, loadProfiles } from './environment-profiles';
import type { EnvironmentServices } from './environment-services';
import { moveJournalToServer } from './journal-server';

/** Refuses a change of the current environment's API key or signing key while the outbox holds them. */
export function refuseKeyChangeInUse(services: EnvironmentServices, change: CredentialChange): void {
  refuseCredentialChange(services.money.journal, change);
}

/**
 * Before `environment`'s server changes (the profile is saved after this): moves its
 * outbox to the new server, or refuses the change (OutboxError `credentials_in_use`,
 * listing them) while unsettled entries were confirmed for the current one. The same URL
 * again is no change. Another environment's journal is read without switching (and only
 * when it exists: a new one holds nothing, and binds itself when first opened).
 */
export function moveOutboxToServer(host: AppHost, environment: Environment, baseUrl: string | null, action: string): void {
  const next = baseUrl === null ? null : checkProfileUrl(environment, baseUrl);
  if (loadProfiles(host.dataDirectory)[environment].baseUrl === next) return;
  if (environment === host.environment) {
    moveJournalToServer(host.services().money.journal, next, action);
    return;
  }
  if (!existsSync(journalPath(host.dataDirectory.root, environment))) return;
  const journal = openJournal({ dataDir: host.dataDirectory.root, environment });
  try {
    moveJournalToServer(journal, next, action);
  } finally {
    journal.close();
  }
}
