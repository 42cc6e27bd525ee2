// What a person does about unsettled outbox entries that hold a key or server change, in
// each audience's words: the CLI names its commands; the window its own ways (the app
// resends them by itself, the start-up decisions, the Outbox screen's resolve), never a
// command. The refusals of credentials-guard.ts and host/journal-server.ts end with it.
import type { OutboxEntry } from './outbox-types';
import type { PerAudience } from '../../shared/errors';
import { describeEntryState } from './describe-entry';

/** The entries, one line each (in the window's words, which name no command: the remedy names the CLI's). */
export function unsettledLines(entries: readonly OutboxEntry[], now: Date): string {
  return entries.map((e) => `  ${e.id}  ${e.summary}  (${describeEntryState(e, now, 'window')})`).join('\n');
}

const DEADLINE = 'One the server can no longer be asked about becomes "outcome unknown" at its resend deadline (24 hours after its first send)';

/**
 * Settle them, then make the change. `abandonable`: say that one that never reached a
 * server can be abandoned instead (a server change holds those too); `keyRefused`: the
 * deadline comes early when the server refuses the key.
 */
export function settleFirst(options: { abandonable: boolean; keyRefused: boolean }): PerAudience {
  const deadline = `${DEADLINE}${options.keyRefused ? ' or when the server refuses the key' : ''}`;
  return {
    cli: 'Settle them first: resend them (`treasury outbox resume`) until the server answers. '
      + (options.abandonable ? 'One that never reached a server (never sent, or refused at the connection) can be abandoned instead: `treasury outbox resolve ENTRY --not-sent --note "…"`. ' : '')
      + `${deadline}; then check the ledger and resolve it (\`treasury outbox resolve ENTRY --sent|--not-sent --note "…"\`). Then make the change.`,
    window: 'Settle them first: the app resends them with the same key until the server answers (one left by an earlier run waits for your decision when the app starts: Send now with the same key). '
      + (options.abandonable ? 'One that never reached a server (never sent, or refused at the connection) can be withdrawn instead, in that decision when the app starts again. ' : '')
      + `${deadline}; then look at its evidence and resolve it on the Outbox screen. Then make the change.`,
  };
}
