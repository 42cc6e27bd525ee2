// What was sent: outbox entries (bodies masked, each said as what is known of it) and the
// audit trail (pages by seq, and the tamper check). A stored sentence of ours (a summary)
// gets its left-to-right mark here, for the window's dir="auto" (shared/bidi-isolate.ts).
import { ourSentence } from '../../../shared/bidi-isolate';
import { wordedFor } from '../../../shared/errors';
import type { AuditEntryView, journalMethods, OutboxEntryView } from '../../../shared/ipc/journal-methods';
import { describeAuditEntry, requestOperation, writeName, type AuditEntry } from '../../audit';
import { describeEntryState, maskedBodyText, type Outbox, type OutboxEntry } from '../../outbox';
import type { HandlerTable } from '../handler-types';
import { sendsInWords } from '../outbox-sends-words';
import { railInBody } from '../rail-of-operation';
import { cachedAccountNames, noAccountNames, withAccountNames, type AccountNameOf } from '../account-names-in-text';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What an unsettled entry an earlier run left says in the window: it is not being sent (a
 * lease the stopped run still held runs out by itself) and it is never resent on its own,
 * so it waits for the decision the top of the window asks for (pending-decisions.tsx).
 */
function earlierRunText(entry: OutboxEntry): string {
  const reached = entry.mayHaveReachedServer ? ', and it may have reached the server' : ', and it never reached a server';
  return `left by an earlier run${reached}: it waits for your decision at the top of the window (send it now with the same key${entry.mayHaveReachedServer ? '' : ', or withdraw it'})`;
}

/**
 * An entry for the window; `accountName` names an account the server's words name by its
 * id (account-names-in-text.ts); `fromEarlierRun` when an earlier run of the app left it.
 */
export function toOutboxEntryView(entry: OutboxEntry, now: Date, accountName: AccountNameOf = noAccountNames, fromEarlierRun = false): OutboxEntryView {
  const unsettled = entry.state === 'pending' || entry.state === 'sent';
  const stateText = fromEarlierRun && unsettled ? earlierRunText(entry) : withAccountNames(describeEntryState(entry, now, 'window'), accountName);
  return {
    id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt, operation: entry.operation,
    operationWords: writeName(entry.operation, entry.operation === 'createPayment' ? railInBody(entry.bodyText) : undefined), path: entry.path, summary: ourSentence(entry.summary), preparedId: entry.preparedId ?? null,
    state: entry.state, stateText, idempotencyKey: entry.idempotencyKey, attempts: entry.attempts, sendsText: sendsInWords(entry.attempts),
    resourceId: entry.resourceId ?? null, requestId: entry.requestId ?? null, needsAttention: entry.needsAttention, mayHaveReachedServer: entry.mayHaveReachedServer, attentionReason: entry.attentionReason ?? null,
    error: entry.error === undefined ? null : { kind: entry.error.kind, code: entry.error.code, message: wordedFor('window', withAccountNames(entry.error.message, accountName), entry.error.remedy) },
    maskedBody: maskedBodyText(entry.bodyText),
  };
}

/** The rail of the body sent with an idempotency key, from its outbox entry. */
type RailOfKey = (idempotencyKey: string) => unknown;

/** For one page: each key read and parsed once (a send's retries are several requests with one key). */
function railOfSent(outbox: Pick<Outbox, 'byIdempotencyKey'>): RailOfKey {
  const rails = new Map<string, unknown>();
  return (idempotencyKey) => {
    if (rails.has(idempotencyKey)) return rails.get(idempotencyKey);
    const sent = outbox.byIdempotencyKey(idempotencyKey);
    const rail = sent === undefined ? undefined : railInBody(sent.bodyText);
    rails.set(idempotencyKey, rail);
    return rail;
  };
}

function toAuditEntryView(entry: AuditEntry, railOfKey: RailOfKey): AuditEntryView {
  const data = entry.data;
  const method = text(data['method']);
  const status = typeof data['status'] === 'number' && Number.isInteger(data['status']) ? data['status'] : null;
  const stored = text(data['summary']);
  const summary = stored === null ? null : ourSentence(stored);
  const what = ourSentence(describeAuditEntry(entry.kind, data));
  const path = text(data['path']);
  const key = text(data['idempotencyKey']);
  const request = entry.kind === 'request' && method !== null && path !== null ? requestOperation(method, path, () => (key === null ? undefined : railOfKey(key))) : null;
  return {
    seq: entry.seq, at: entry.at, kind: entry.kind, what, method, path, operation: request?.operation ?? null, operationWords: request?.words ?? null,
    status, outcome: entry.kind === 'request' ? text(data['outcome']) : null,
    requestId: text(data['requestId']), idempotencyKey: text(data['idempotencyKey']), summary, hash: entry.hash, prevHash: entry.prevHash,
  };
}

export const journalHandlers: HandlerTable<keyof typeof journalMethods> = {
  'outbox.list': (input, context) => {
    const now = new Date();
    const services = context.services();
    const entries = services.money.outbox.list({ ...(input.states !== undefined ? { states: input.states } : {}), limit: input.limit ?? 200 });
    const accountName = cachedAccountNames(services);
    return { entries: entries.map((e) => toOutboxEntryView(e, now, accountName, !context.money.isFromThisRun(e))) };
  },
  'audit.page': (input, context) => {
    const limit = input.limit ?? 100;
    const { audit, outbox } = context.services().money;
    const railOfKey = railOfSent(outbox);
    const toView = (entry: AuditEntry) => toAuditEntryView(entry, railOfKey);
    if (input.newest === true) {
      const filter = { ...(input.kinds !== undefined && { kinds: input.kinds }), ...(input.outcomes !== undefined && { outcomes: input.outcomes }), ...(input.search !== undefined && { search: input.search }) };
      const entries = audit.page({ filter, limit, ...(input.beforeSeq !== undefined && { beforeSeq: input.beforeSeq }) });
      const last = entries.at(-1);
      return { entries: entries.map(toView), nextAfterSeq: null, nextBeforeSeq: entries.length === limit && last !== undefined ? last.seq : null };
    }
    const entries = audit.list({ limit, afterSeq: input.afterSeq ?? 0 });
    const last = entries.at(-1);
    return { entries: entries.map(toView), nextAfterSeq: entries.length === limit && last !== undefined ? last.seq : null, nextBeforeSeq: null };
  },
  'audit.backlog': (_input, context) => {
    const backlog = context.services().money.auditBacklog();
    if (backlog === undefined) return { backlog: null };
    const { kind, code, message } = backlog.error;
    return { backlog: { waiting: backlog.waiting, refused: backlog.refused, error: { kind, code, message } } };
  },
  'audit.verify': (_input, context) => context.services().money.audit.verify(),
};
