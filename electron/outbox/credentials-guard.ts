// A key change is refused while outbox entries that may have reached the server under the
// current key are unsettled. Idempotency is scoped per API key and per server: after the
// change, their resend would be a new request (a second payment if the first went
// through), and the send-time check (send-binding.ts) would leave them "outcome unknown"
// for a person. So the change waits until they are settled, and the refusal lists them.
// Entries that certainly never reached a server (never sent, or every attempt refused at
// the connection) do not hold a key: they are sent with the new key as their first delivery.
// A server change is stricter and checked elsewhere (electron/host/journal-server.ts):
// EVERY unsettled entry (unsettledEntries) holds its server, sent or not, because it was
// confirmed for that server (its accounts and counterparties came from that server's
// cache) and must never go to another.
import type { Journal } from '../journal/open-journal';
import { OutboxError } from './outbox-errors';
import { entryOf } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import type { OutboxEntry } from './outbox-types';
import { credentialsIdOf } from './send-binding';
import { settleFirst, unsettledLines } from './settle-first';
import { byCount, countOf } from '../../shared/count-words';

/** What is about to change, `action` in its reader's words (the CLI's command, the window's deed). `apiKey`: the new value, when known (the same value again is no change). */
export type CredentialChange =
  | { kind: 'api_key'; action: string; apiKey?: string }
  /** A new signing key clears the API key: always a change of credentials. */
  | { kind: 'signing_key'; action: string };

/** Unsettled entries that may have reached the server: they hold its base URL and API key. */
export function entriesHoldingCredentials(journal: Journal): OutboxEntry[] {
  const rows = journal.db.prepare("SELECT * FROM outbox WHERE state IN ('pending', 'sent') AND maybe_delivered = 1 ORDER BY seq").all() as OutboxRow[];
  return rows.map((row) => entryOf(row, journal.environment));
}

/** Every unsettled entry (pending or sent): each holds the server it was confirmed for. */
export function unsettledEntries(journal: Journal): OutboxEntry[] {
  const rows = journal.db.prepare("SELECT * FROM outbox WHERE state IN ('pending', 'sent') ORDER BY seq").all() as OutboxRow[];
  return rows.map((row) => entryOf(row, journal.environment));
}

function stillTheSame(entry: OutboxEntry, change: CredentialChange): boolean {
  if (change.kind === 'api_key') return change.apiKey !== undefined && entry.credentialsId === credentialsIdOf(change.apiKey);
  return false;
}

const WHAT: Record<CredentialChange['kind'], string> = {
  api_key: 'the API key',
  signing_key: 'the signing key (and with it the API key)',
};

/** Throws OutboxError `credentials_in_use`, listing the entries, when the change would strand them. */
export function refuseCredentialChange(journal: Journal, change: CredentialChange, now: Date = new Date()): void {
  const holding = entriesHoldingCredentials(journal).filter((entry) => !stillTheSame(entry, change));
  if (holding.length === 0) return;
  throw new OutboxError(
    'credentials_in_use',
    `Not done (${change.action}): ${countOf(holding.length, 'outbox entry', 'outbox entries')} of the ${journal.environment} environment may have reached the server and ${byCount(holding.length, 'is', 'are')} not settled. `
      + `Changing ${WHAT[change.kind]} now would make ${byCount(holding.length, 'its', 'their')} resend a new request, which could pay twice:\n${unsettledLines(holding, now)}\n`,
    settleFirst({ abandonable: false, keyRefused: true }),
  );
}
