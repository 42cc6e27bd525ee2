// The outbox of one environment: every write the person confirmed is journaled (key and
// exact bytes) before it leaves the machine, and sent, resent and resumed under that
// same key until the server's answer settles it, or until it is too late to know and a
// person must check the ledger. See send-entry.ts for the send itself, outbox-lease.ts
// and send-lock.ts for how one sender at a time is guaranteed, and send-binding.ts for why
// a resend only ever goes to the server and under the API key of the first send.
import { hostname } from 'node:os';
import type { ApiClientCore } from '../api/request-pipeline';
import type { ConfirmationInput } from '../audit/audit-types';
import { appendConfirmationTo, createAuditTrail } from '../audit/create-audit-trail';
import type { AuditTrail } from '../audit/create-audit-trail';
import { systemClock, type Clock } from '../clock';
import type { Journal } from '../journal/open-journal';
import { enqueueIntent } from './enqueue-intent';
import { OutboxError } from './outbox-errors';
import { AttemptLog } from './delivery-evidence';
import type { ObservedAttempt } from './delivery-evidence';
import { systemMonotonic } from './elapsed-clock';
import type { MonotonicSource } from './elapsed-clock';
import { intervalHeartbeat, sendLockDirectory } from './outbox-lease';
import type { LeaseHeartbeat } from './outbox-lease';
import { entryOf, listRows, outcomeOf, readRow, readRowByKey, unfinishedRows } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import { OUTBOX_STATES } from './outbox-types';
import type { OutboxEntry, OutboxErrorData, OutboxIntent, OutboxListOptions, OutboxOutcome, ResumeReport } from './outbox-types';
import { resolveEntry } from './resolve-entry';
import { resolveRetrySchedule } from './retry-schedule';
import { sendEntry } from './send-entry';
import type { SendContext, SendResult } from './send-entry';
import type { OutboxTarget } from './send-binding';
import { sweepSendLocks } from './send-lock';

export interface OutboxOptions {
  journal: Journal;
  /** The API client of the journal's environment; asked for only when something is to be sent. */
  core: () => Promise<ApiClientCore> | ApiClientCore;
  /** The time of entries, claims, backoff and the default audit trail (default: the system clock). */
  clock?: Clock;
  /** The server's idempotency-key retention; default 24 h (spec 4.1). */
  retentionMs?: number;
  /** Sends stop this long before the retention ends; default min(15 min, retention / 10). */
  retentionMarginMs?: number;
  /** Backoff between sends without a definitive answer; default 30 s doubling to 15 min. */
  backoff?: { baseMs?: number; maxMs?: number };
  /** How long a claim holds an entry (renewed while its send runs); default 2 min. */
  leaseMs?: number;
  /**
   * What renews a lease while its send runs (every max(1 s, leaseMs / 3)); default a real,
   * unref'd interval timer. A timer of its own, not the clock's sleep: a renewal must never
   * keep the process alive. The renewed lease's end is read from the clock.
   */
  leaseHeartbeat?: LeaseHeartbeat;
  /** Where hand resolutions are recorded; default the journal's own audit trail. */
  audit?: AuditTrail;
  /**
   * Where and as whom a core sends: the profile's base URL (`embedded` for the local
   * sandbox) and credentialsIdOf(its API key). Default: the core's base URL, no credentials id.
   */
  target?: (core: ApiClientCore) => Promise<OutboxTarget> | OutboxTarget;
  /** The clock that never goes back, for resend deadlines (default: process.hrtime within this boot). */
  monotonic?: MonotonicSource;
  /** Called before anything is sent; throws (a typed error) when nothing may be sent now. Default: nothing. */
  beforeSend?: () => void;
}

export interface ResumeOptions {
  signal?: AbortSignal;
  /** Ignore the backoff of entries whose last send had no definitive answer (an explicit resume). */
  sendNow?: boolean;
}

/** A person's confirmation of an intent; the outbox adds the entry's id and idempotency key. */
export type IntentConfirmation = Omit<ConfirmationInput, 'outboxEntryId' | 'idempotencyKey'>;

export interface Outbox {
  /** Checks, serializes and commits the intent as a `pending` entry. Throws (storing nothing) when it does not validate. */
  enqueue(intent: OutboxIntent): OutboxEntry;
  /**
   * What a confirmed write goes through: the entry and the confirmation (naming the entry's
   * id and idempotency key) appended to the audit trail of the SAME journal, in ONE journal
   * transaction. Both are committed or neither is: when the append fails, no entry exists.
   */
  enqueueWithConfirmation(intent: OutboxIntent, confirmation: IntentConfirmation): OutboxEntry;
  /** Sends (or resends) one entry now, whatever its backoff. Settled entries answer from the journal. */
  send(id: string, options?: { signal?: AbortSignal }): Promise<OutboxOutcome>;
  /** enqueue + send. */
  submit(intent: OutboxIntent, options?: { signal?: AbortSignal }): Promise<OutboxOutcome>;
  /**
   * Sends every unfinished entry that is due, oldest first; marks those past the retention unknown.
   * `sendNow`: a person asked to resend, so the backoff wait is ignored; an entry another sender holds
   * (its lease) is still left alone, so nothing is ever sent twice at once.
   */
  resumeUnfinished(options?: ResumeOptions): Promise<ResumeReport>;
  list(options?: OutboxListOptions): OutboxEntry[];
  get(id: string): OutboxEntry | undefined;
  /** The entry sent with this idempotency key (the audit trail's request records name it). */
  byIdempotencyKey(idempotencyKey: string): OutboxEntry | undefined;
  /** The entry with its resource (when succeeded) and error, as send() would answer now. */
  outcome(id: string): OutboxOutcome | undefined;
  /**
   * A person settles an unknown outcome (or a flagged refusal, or abandons an entry never
   * sent). Audited. `resourceId`: resolved as sent, the record the evidence found (kept
   * on the entry when it has none).
   */
  resolve(id: string, resolution: 'sent' | 'not_sent', note: string, resourceId?: string): OutboxEntry;
  /**
   * One HTTP attempt as the API client reports it (its onRequest event): tells the sends in
   * flight whether an attempt may have reached the server (delivery-evidence.ts).
   */
  observeAttempt(attempt: ObservedAttempt): void;
}

const BEING_SENT_ELSEWHERE: OutboxErrorData = {
  kind: 'outbox',
  code: 'being_sent_elsewhere',
  message: 'Another window or process of this app is sending this entry right now; its result will show here.',
  status: 0,
  retryable: true,
};

/** When the first of these unfinished rows may be sent: its backoff over, its lease (if any) expired. */
function earliestDue(rows: readonly OutboxRow[], nowIso: string): string | undefined {
  const later = (a: string, b: string): string => (a > b ? a : b);
  return rows.map((r) => later(r.next_attempt_at ?? nowIso, r.claimed_until ?? nowIso)).sort()[0];
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { journal } = options;
  const environment = journal.environment;
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();
  const leaseMs = options.leaseMs ?? 120_000;
  if (!Number.isFinite(leaseMs) || leaseMs < 1000) throw new RangeError('leaseMs must be at least 1000');
  const attempts = new AttemptLog();
  const context: SendContext = {
    journal, core: options.core, target: options.target ?? ((core) => ({ baseUrl: core.baseUrl })), beforeSend: options.beforeSend ?? (() => {}),
    now, monotonic: options.monotonic ?? systemMonotonic, holder: `${hostname()}:${process.pid}`, leaseMs, schedule: resolveRetrySchedule(options),
    heartbeat: options.leaseHeartbeat ?? intervalHeartbeat, attempts,
  };
  let audit = options.audit;
  const auditTrail = (): AuditTrail => (audit ??= createAuditTrail({ journal, clock }));

  // One sender per entry in this process; other processes are kept out by the lease.
  const inFlight = new Map<string, Promise<SendResult>>();
  const exclusive = (id: string, run: () => Promise<SendResult>): Promise<SendResult> => {
    const running = inFlight.get(id);
    if (running !== undefined) return running;
    const started = run().finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  };

  const toOutcome = (result: SendResult): OutboxOutcome => {
    if (result.kind === 'outcome') return result.outcome;
    const outcome = outcomeOf(result.row, environment);
    outcome.error = result.kind === 'no_client' ? result.error : BEING_SENT_ELSEWHERE;
    return outcome;
  };

  const send = async (id: string, sendOptions: { signal?: AbortSignal } = {}): Promise<OutboxOutcome> =>
    toOutcome(await exclusive(id, () => sendEntry(context, id, { respectDue: false, ...(sendOptions.signal !== undefined && { signal: sendOptions.signal }) })));

  const resumeUnfinished = async (resumeOptions: ResumeOptions = {}): Promise<ResumeReport> => {
    const respectDue = resumeOptions.sendNow !== true;
    const report: ResumeReport = { outcomes: [], waiting: 0 };
    const unfinished = unfinishedRows(journal.db);
    // Lock files of senders that died before their claim was recorded.
    sweepSendLocks(sendLockDirectory(journal), new Set(unfinished.flatMap((r) => (r.claim_token === null ? [] : [r.claim_token]))));
    for (const row of unfinished) {
      if (resumeOptions.signal?.aborted) break;
      if (inFlight.has(row.id)) {
        report.waiting += 1;
        continue;
      }
      const result = await exclusive(row.id, () => sendEntry(context, row.id, { respectDue, ...(resumeOptions.signal !== undefined && { signal: resumeOptions.signal }) }));
      if (result.kind === 'outcome') report.outcomes.push(result.outcome);
      else if (result.kind === 'skipped') report.waiting += 1;
      else {
        report.error = result.error;
        break;
      }
    }
    const left = unfinishedRows(journal.db);
    if (report.error !== undefined) report.waiting = left.length;
    if (report.waiting > 0) report.nextDueAt = earliestDue(left, now().toISOString());
    return report;
  };

  return {
    enqueue: (intent) => enqueueIntent(journal, intent, now()),
    enqueueWithConfirmation: (intent, confirmation) =>
      journal.transaction(() => {
        const at = now();
        const entry = enqueueIntent(journal, intent, at);
        appendConfirmationTo(journal, { ...confirmation, outboxEntryId: entry.id, idempotencyKey: entry.idempotencyKey }, at);
        return entry;
      }),
    send,
    submit: async (intent, submitOptions = {}) => send(enqueueIntent(journal, intent, now()).id, submitOptions),
    resumeUnfinished,
    list(listOptions = {}) {
      const states = listOptions.states ?? OUTBOX_STATES;
      const limit = listOptions.limit ?? 200;
      if (states.length === 0 || states.some((s) => !OUTBOX_STATES.includes(s))) throw new OutboxError('invalid_intent', `states must be among ${OUTBOX_STATES.join(', ')}`);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OutboxError('invalid_intent', 'limit must be a whole number from 1 to 1000');
      return listRows(journal.db, states, limit).map((row) => entryOf(row, environment));
    },
    get(id) {
      const row = readRow(journal.db, id);
      return row === undefined ? undefined : entryOf(row, environment);
    },
    byIdempotencyKey(idempotencyKey) {
      const row = readRowByKey(journal.db, idempotencyKey);
      return row === undefined ? undefined : entryOf(row, environment);
    },
    outcome(id) {
      const row = readRow(journal.db, id);
      return row === undefined ? undefined : outcomeOf(row, environment);
    },
    resolve: (id, resolution, note, resourceId) => resolveEntry(journal, auditTrail(), { id, resolution, note, now: now(), ...(resourceId === undefined ? {} : { resourceId }) }),
    observeAttempt: (attempt) => attempts.observe(attempt),
  };
}
