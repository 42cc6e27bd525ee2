// The outbox's decisions a person makes in the window: entries pending since an earlier
// run wait for one (send now with the same key, or withdraw one never sent) before
// anything is resent; an entry of unknown outcome is resolved sent or not sent with a
// note, after looking at the evidence (what the ledger and the server say).
import { z } from 'zod';
import { outboxEntryViewSchema } from './journal-methods';
import { writeOutcomeViewSchema } from './money-movement-methods';

const entryId = z.string().min(1).max(100);
const note = z.string().trim().min(1, { message: 'Say what you checked (1 to 2000 characters).' }).max(2000, { message: 'A note has at most 2000 characters.' });

export const outboxDecisionMethods = {
  /** Sends now every unsettled entry confirmed in this run (same key, same bytes); earlier runs' entries wait for a decision. */
  'outbox.resume': {
    input: z.strictObject({}),
    output: z.object({ resent: z.number().int().min(0), waiting: z.number().int().min(0), awaitingDecision: z.number().int().min(0) }),
  },
  /** Entries left unsettled by an earlier run of the app: each needs a decision (send now, or withdraw if never sent). */
  'outbox.pendingAtStart': {
    input: z.strictObject({}),
    output: z.object({ entries: z.array(outboxEntryViewSchema.extend({ withdrawable: z.boolean() })) }),
  },
  /** Send now, with the entry's own idempotency key and bytes. */
  'outbox.sendNow': { input: z.strictObject({ entryId }), output: writeOutcomeViewSchema },
  /** Withdraw an entry that never reached a server: it becomes failed (not sent) and is never sent. */
  'outbox.withdraw': { input: z.strictObject({ entryId, note: note.optional() }), output: z.object({ entry: outboxEntryViewSchema }) },
  /** What is known of an entry of unknown outcome: the cache's ledger and records, and the server's answer now. */
  'outbox.evidence': {
    input: z.strictObject({ entryId }),
    output: z.object({
      entry: outboxEntryViewSchema,
      /** What this app's records show (the created resource when its id is known, and ledger entries that reference it). */
      ledger: z.object({ found: z.boolean(), text: z.string(), resourceId: z.string().nullable(), status: z.string().nullable(), ledgerEntries: z.number().int().min(0) }),
      /** What the server says now, when it can be asked (null fields when offline or not known). */
      server: z.object({ asked: z.boolean(), text: z.string(), resourceId: z.string().nullable(), status: z.string().nullable() }),
    }),
  },
  /** Settle by hand: `sent` (it went through: succeeded) or `not_sent` (it did not: failed, never resent); the note goes to the audit trail. */
  'outbox.resolve': {
    input: z.strictObject({ entryId, resolution: z.enum(['sent', 'not_sent']), note }),
    output: z.object({ entry: outboxEntryViewSchema }),
  },
} as const;

export type OutboxDecisionMethod = keyof typeof outboxDecisionMethods;
