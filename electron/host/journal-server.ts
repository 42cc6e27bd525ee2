// Which server the outbox of an environment sends to. The journal records it (journal_meta
// `server`: the profile's base URL, `embedded` for the local sandbox), and the host keeps
// one rule: every unsettled outbox entry (pending or sent) was confirmed for the journal's
// server. It holds because
//   - an entry is journaled only while the journal's server is the one the services use
//     (checked in the same journal transaction as the insert);
//   - the journal moves to another server only while it holds no unsettled entry (checked
//     in the same transaction as the move: an `env set-url`, or opening the journal after
//     the profile was changed by another process or by hand);
//   - nothing is sent unless the client's server is the journal's.
// So an entry confirmed for one server never goes to another, whichever window or process
// changed the URL: its accounts and counterparties were read from that server's cache.
// One journal per environment (not per server) keeps the audit trail one chain, and keeps
// unsettled entries in sight: a URL change waits for them instead of hiding them.
import type { Journal } from '../journal';
import { JOURNAL_META_KEYS, readJournalMeta, writeJournalMeta } from '../journal/journal-meta';
import { OutboxError, settleFirst, unsettledEntries, unsettledLines } from '../outbox';
import { byCount, countOf } from '../../shared/count-words';

/** What the journal records when the environment has no server set. */
const NO_SERVER = '(none)';

const label = (server: string | null): string => server ?? NO_SERVER;

/** The server the journal's outbox sends to; undefined before it is first bound. */
export function journalServer(journal: Journal): string | undefined {
  return readJournalMeta(journal.db, JOURNAL_META_KEYS.server);
}

/**
 * Binds the journal to `server` when it may move there (it records none, or holds no
 * unsettled entry); else leaves it bound where its entries were confirmed, and sends and
 * new entries are refused (assertJournalServer) until they are settled or the URL is set back.
 */
export function bindJournalToServer(journal: Journal, server: string | null): void {
  journal.transaction(() => {
    const bound = journalServer(journal);
    if (bound === label(server)) return;
    if (bound !== undefined && unsettledEntries(journal).length > 0) return;
    writeJournalMeta(journal.db, JOURNAL_META_KEYS.server, label(server));
  });
}

/**
 * Throws OutboxError `credentials_in_use`, listing the unsettled entries, when the journal
 * is bound to a server other than `server` (the URL changed while they were unsettled:
 * by hand, or in another process before this one reloaded).
 */
export function assertJournalServer(journal: Journal, server: string | null, now: Date = new Date()): void {
  journal.transaction(() => {
    const bound = journalServer(journal);
    if (bound === label(server)) return;
    const entries = unsettledEntries(journal);
    if (bound === undefined || entries.length === 0) {
      writeJournalMeta(journal.db, JOURNAL_META_KEYS.server, label(server));
      return;
    }
    throw new OutboxError(
      'credentials_in_use',
      `Nothing sent: the ${journal.environment} environment now uses the server ${label(server)}, but ${countOf(entries.length, 'unsettled outbox entry', 'unsettled outbox entries')} `
        + `${byCount(entries.length, 'was', 'were')} confirmed for ${bound}, and an entry only ever goes to the server it was confirmed for:\n${unsettledLines(entries, now)}\n`,
      {
        cli: `Set the URL back (\`treasury env set-url ${journal.environment} ${bound}\`) and settle them first (\`treasury outbox resume\`); then change the URL.`,
        window: `Set the server back to ${bound === 'embedded' ? 'the embedded sandbox' : bound} in Settings and let them settle first; then change the server.`,
      },
    );
  });
}

/**
 * For a URL change: in one journal transaction, refuses it (OutboxError
 * `credentials_in_use`, listing the entries) while unsettled entries were confirmed for
 * the current server, else moves the journal to `server`. The profile file is written
 * after this: if that fails, the journal's next open binds it back (no entry is unsettled).
 */
export function moveJournalToServer(journal: Journal, server: string | null, action: string, now: Date = new Date()): void {
  journal.transaction(() => {
    const bound = journalServer(journal);
    if (bound === label(server)) return;
    const entries = unsettledEntries(journal);
    if (entries.length > 0) {
      const reached = entries.filter((e) => e.mayHaveReachedServer).length;
      const state = reached === entries.length ? `may have reached the server and ${byCount(entries.length, 'is', 'are')} not settled` : `${byCount(entries.length, 'is', 'are')} not settled`;
      throw new OutboxError(
        'credentials_in_use',
        `Not done (${action}): ${countOf(entries.length, 'outbox entry', 'outbox entries')} of the ${journal.environment} environment ${state}. `
          + `${byCount(entries.length, 'It was', 'They were')} confirmed for ${bound ?? 'the current server'}, and an entry only ever goes to the server it was confirmed for: `
          + `after the change ${byCount(entries.length, 'it', 'they')} could not be sent at all, and a resend elsewhere could pay twice:\n${unsettledLines(entries, now)}\n`,
        settleFirst({ abandonable: true, keyRefused: false }),
      );
    }
    writeJournalMeta(journal.db, JOURNAL_META_KEYS.server, label(server));
  });
}
