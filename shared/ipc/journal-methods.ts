// What was sent: the outbox's entries (each said as what is known of it) and the audit
// trail (keyset pages by seq, and the tamper check).
import { z } from 'zod';
import { searchText, timestamp } from './common-schemas';

export const OUTBOX_STATE_NAMES = ['pending', 'sent', 'succeeded', 'failed', 'unknown'] as const;
export type OutboxState = (typeof OUTBOX_STATE_NAMES)[number];

export const outboxEntryViewSchema = z.object({
  id: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The API operation (`createAchPayment`), for the detail panel. */
  operation: z.string(),
  /** What the write is, in words from main ("Payment (ACH)", "Payment (Fedwire)", "Transfer between accounts"). */
  operationWords: z.string(),
  path: z.string(),
  summary: z.string(),
  /** The review it was confirmed from (the prepared id `writes.confirm` took); null for entries written before it was kept, and for writes not made from a review. */
  preparedId: z.string().nullable().optional(),
  state: z.enum(OUTBOX_STATE_NAMES),
  /** One line for a person: what is known of the entry, and what happens next. */
  stateText: z.string(),
  idempotencyKey: z.string(),
  /** Sends started (each may hold several tries of the API client, each a request in the Audit). */
  attempts: z.number().int().min(0),
  /** The sends in words that agree with the Audit's tries: "1 send (up to 5 tries in it; the Audit lists each try)". */
  sendsText: z.string(),
  resourceId: z.string().nullable(),
  requestId: z.string().nullable(),
  needsAttention: z.boolean(),
  /** False when no send of it can have reached a server (never sent, or every connection refused); absent is read as it may have. */
  mayHaveReachedServer: z.boolean().optional(),
  attentionReason: z.string().nullable(),
  error: z.object({ kind: z.string(), code: z.string(), message: z.string() }).nullable(),
  /** The request body with bank account numbers masked. */
  maskedBody: z.string(),
});
/** An outbox entry as the window sees it (main's stored entry is electron/outbox's OutboxEntry). */
export type OutboxEntryView = z.infer<typeof outboxEntryViewSchema>;

/** The trail's entry kinds: a request sent, a person's confirmation, a person's decision on an outbox entry, a change of the keys. */
export const AUDIT_KIND_NAMES = ['request', 'confirmation', 'resolution', 'key_change'] as const;
/** How a request attempt ended. */
export const AUDIT_OUTCOME_NAMES = ['success', 'retrying', 'clock_corrected', 'failed'] as const;

/** What the Audit screen and the audit export select: kinds, request outcomes, an id found in the entry. */
export const auditFilters = {
  kinds: z.array(z.enum(AUDIT_KIND_NAMES)).max(AUDIT_KIND_NAMES.length).optional(),
  outcomes: z.array(z.enum(AUDIT_OUTCOME_NAMES)).max(AUDIT_OUTCOME_NAMES.length).optional(),
  search: searchText.optional(),
};

export const auditEntryViewSchema = z.object({
  seq: z.number().int().min(1),
  at: timestamp,
  kind: z.string(),
  /** One line for a person (a request: method, path, status; a confirmation: its summary). */
  what: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  /** A request's API operation (`getAchPayment`); null for other kinds and for a path no operation has. */
  operation: z.string().nullable(),
  /** What that operation does, in words ("Read an ACH payment"); null when `operation` is. */
  operationWords: z.string().nullable(),
  status: z.number().int().nullable(),
  /** A request's outcome (success, retrying, clock_corrected, failed); null for other kinds. */
  outcome: z.string().nullable(),
  requestId: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  summary: z.string().nullable(),
  hash: z.string(),
  prevHash: z.string(),
});
/** An audit entry as the window sees it (main's stored entry is electron/audit's AuditEntry). */
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

export const journalMethods = {
  'outbox.list': {
    input: z.strictObject({ states: z.array(z.enum(OUTBOX_STATE_NAMES)).max(OUTBOX_STATE_NAMES.length).optional(), limit: z.number().int().min(1).max(1000).optional() }),
    output: z.object({ entries: z.array(outboxEntryViewSchema) }),
  },
  /**
   * Oldest first from `afterSeq` (the whole trail, unfiltered), or with `newest: true` the
   * entries the filters select, newest first, before `beforeSeq`.
   */
  'audit.page': {
    input: z.strictObject({
      afterSeq: z.number().int().min(0).optional(),
      limit: z.number().int().min(1).max(1000).optional(),
      newest: z.boolean().optional(),
      beforeSeq: z.number().int().min(1).optional(),
      ...auditFilters,
    }),
    output: z.object({ entries: z.array(auditEntryViewSchema), nextAfterSeq: z.number().int().nullable(), nextBeforeSeq: z.number().int().nullable() }),
  },
  /** Request records the trail could not take yet (a full disk), kept in memory until it can; null when all are written. */
  'audit.backlog': {
    input: z.strictObject({}),
    output: z.object({
      backlog: z.object({ waiting: z.number().int().min(0), refused: z.number().int().min(0), error: z.object({ kind: z.string(), code: z.string(), message: z.string() }) }).nullable(),
    }),
  },
  'audit.verify': {
    input: z.strictObject({}),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), entries: z.number().int().min(0), headHash: z.string() }),
      z.object({ ok: z.literal(false), brokenAt: z.number().int(), reason: z.string() }),
    ]),
  },
} as const;
