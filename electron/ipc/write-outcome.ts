// How a confirmed write stands, for the window: the outbox entry (its idempotency key and
// state), the created resource, the server's refusal with its request id, and one
// sentence saying what happened and what to do now.
import { wordedFor } from '../../shared/errors';
import type { WriteOutcomeView } from '../../shared/ipc';
import type { OutboxEntry, OutboxErrorData } from '../outbox';
import { toOutboxEntryView } from './handlers/journal-handlers';
import { settlementOfEntry } from './write-settlement';
import { noAccountNames, withAccountNames, type AccountNameOf } from './account-names-in-text';

type Outcome = { state: WriteOutcomeView['state']; resource?: unknown; error?: unknown };

function toErrorView(error: unknown, accountName: AccountNameOf): WriteOutcomeView['error'] {
  if (error === undefined || error === null || typeof error !== 'object') return null;
  const e = error as Partial<OutboxErrorData>;
  const message = withAccountNames(String(e.message ?? 'The server refused it.'), accountName);
  return {
    kind: String(e.kind ?? 'failed'), code: String(e.code ?? 'failed'), message: wordedFor('window', message, e.remedy), requestId: e.requestId ?? null,
    fields: (e.fields ?? []).map((f) => ({ field: f.field, message: f.message })),
  };
}

/** The writes whose record the status tracker follows (payments and collections); others are not said to update on their own. */
const FOLLOWED = /^create(Ach|Swift|Crypto|Open)?(Payment|Collection)$/;

function nextStep(outcome: Outcome, entry: OutboxEntry | undefined, resourceId: string | null, error: WriteOutcomeView['error']): string {
  switch (outcome.state) {
    case 'succeeded':
      if (resourceId === null) return 'Done.';
      return FOLLOWED.test(entry?.operation ?? '') ? `Done: ${resourceId}. Its status is followed here and updates on its own.` : `Done: ${resourceId}.`;
    case 'pending': {
      const key = entry !== undefined ? ` (${entry.idempotencyKey})` : '';
      // Only a request that never left this computer is "not sent yet" (delivery-evidence.ts decides, as for the Outbox's line).
      if (entry !== undefined && !entry.mayHaveReachedServer) return `The server could not be reached: nothing left this computer. The Outbox sends it with its idempotency key${key} when the server answers, so it can never be carried out twice. Nothing to do; do not enter it again.`;
      return `The request may have reached the server and been carried out, but no answer came. The Outbox settles it: it is sent again with the same idempotency key${key}, and the server answers with what it already did, so it can never be carried out twice. Nothing to do; do not enter it again.`;
    }
    case 'unknown':
      return 'Outcome unknown: the server may have carried it out. Do not enter it again: check the ledger and the evidence in the outbox, then resolve the entry as sent or not sent.';
    case 'failed':
      return `Refused by the server, nothing was done: ${error?.message ?? 'see the error'}${error?.requestId !== null && error?.requestId !== undefined ? ` (request ${error.requestId})` : ''}. Fix what it says and prepare it again.`;
  }
}

/** The outcome for the window; `accountName` names an account the server's refusal names by its id. */
export function toWriteOutcomeView(outcome: Outcome, entry: OutboxEntry | undefined, now: Date = new Date(), accountName: AccountNameOf = noAccountNames): WriteOutcomeView {
  const resource = outcome.resource as { id?: unknown; status?: unknown } | undefined;
  const resourceId = typeof resource?.id === 'string' ? resource.id : (entry?.resourceId ?? null);
  const error = outcome.state === 'failed' || outcome.state === 'unknown' ? toErrorView(outcome.error ?? entry?.error, accountName) : null;
  return {
    state: outcome.state,
    outboxEntry: entry === undefined ? null : toOutboxEntryView(entry, now, accountName),
    resourceId,
    resourceStatus: typeof resource?.status === 'string' ? resource.status : null,
    error,
    next: nextStep(outcome, entry, resourceId, error),
    settles: outcome.state === 'failed' ? null : settlementOfEntry(entry),
  };
}
