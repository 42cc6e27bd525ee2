// The collection state machine of the sandbox (sandbox/README.md lists every move):
//   pending -> submitted -> processing -> completed (credit posted)      (default)
//   pending -> requires_action(reason) -> submitted -> ...              (sandbox:requires_action:<reason>)
//   processing -> failed, nothing posted                                (sandbox:fail)
//   completed -> returned with an R-code, within 60 days                (sandbox:return:<R-code>)
// A return the account cannot cover yet is retried hourly until the window closes.
import type { Collection } from '../../shared/schemas';
import type { CollectionInternal } from '../bank/create-collection';
import { postLedgerEntries, readBalance } from '../bank/post-ledger-entries';
import { isoTime } from '../clock/simulated-clock';
import { findResource, updateResource } from '../store/resources';
import type { Store } from '../store/store';
import { scheduleTransition } from './schedule';
import type { ScheduledTransition } from './schedule';
import {
  ACH_RETURN_WINDOW_SECONDS, COLLECTION_PROCESSING_AFTER_SECONDS, COLLECTION_RETURN_RETRY_SECONDS, COLLECTION_SETTLE_SECONDS,
  PAYMENT_HOLD_SECONDS, RETURN_AFTER_SECONDS,
} from './timings';

function complete(store: Store, body: Collection, internal: CollectionInternal, at: number): number | undefined {
  const amount = BigInt(body.amount.value);
  const fee = BigInt(internal.feeMinor);
  const common = { transactionGroupId: internal.groupId, referenceType: 'collection' as const, referenceId: body.id };
  const posted = postLedgerEntries(
    store,
    [
      { ...common, accountId: body.destinationAccountId, type: 'collection_in', direction: 'credit', amountMinor: amount, description: `ACH collection ${body.id}` },
      ...(fee > 0n ? [{ ...common, accountId: body.destinationAccountId, type: 'collection_fee' as const, direction: 'debit' as const, amountMinor: fee, description: `ACH collection fee for ${body.id}` }] : []),
    ],
    at,
  );
  internal.creditEntryId = posted[0]?.id;
  internal.completedAtMs = at;
  body.status = 'completed';
  body.completedAt = isoTime(at);
  return internal.forcing.kind === 'return' ? at + RETURN_AFTER_SECONDS * 1000 : undefined;
}

function tryReturn(store: Store, body: Collection, internal: CollectionInternal, at: number): number | undefined {
  if (internal.forcing.kind !== 'return' || internal.creditEntryId === undefined) return undefined;
  if (at - (internal.completedAtMs ?? at) > ACH_RETURN_WINDOW_SECONDS * 1000) return undefined;
  const amount = BigInt(body.amount.value);
  const balance = readBalance(store, body.destinationAccountId);
  if (!balance || balance.balanceMinor < amount) return at + COLLECTION_RETURN_RETRY_SECONDS * 1000;
  postLedgerEntries(
    store,
    [{
      accountId: body.destinationAccountId,
      type: 'collection_reversal',
      direction: 'debit',
      amountMinor: amount,
      linkedTransactionId: internal.creditEntryId,
      transactionGroupId: internal.groupId,
      referenceType: 'collection',
      referenceId: body.id,
      description: `ACH return ${internal.forcing.code} of collection ${body.id}`,
    }],
    at,
  );
  body.status = 'returned';
  body.achReturnCode = internal.forcing.code;
  body.railDetails = { ...(body.railDetails ?? {}), returnedAt: isoTime(at), returnCode: internal.forcing.code };
  return undefined;
}

function submit(body: Collection, at: number): number {
  body.status = 'submitted';
  body.requiresActionReason = null;
  body.cancellationState = 'not_cancelable';
  body.submittedAt = isoTime(at);
  body.railDetails = { ...(body.railDetails ?? {}), traceNumber: `08410676${String(at % 10_000_000).padStart(7, '0')}` };
  return at + COLLECTION_PROCESSING_AFTER_SECONDS * 1000;
}

export function advanceCollection(store: Store, id: string, at: number): number | undefined {
  const collection = findResource<Collection, CollectionInternal>(store, 'collection', id);
  if (!collection) return undefined;
  const body: Collection = { ...collection.body };
  const internal = { ...collection.internal };
  const forcing = internal.forcing;
  let next: number | undefined;
  switch (body.status) {
    case 'pending':
      if (forcing.kind === 'requires_action') {
        body.status = 'requires_action';
        body.requiresActionReason = forcing.reason;
        next = at + PAYMENT_HOLD_SECONDS * 1000;
      } else next = submit(body, at);
      break;
    case 'requires_action':
      next = submit(body, at);
      break;
    case 'submitted':
      body.status = 'processing';
      next = at + COLLECTION_SETTLE_SECONDS * 1000;
      break;
    case 'processing':
      if (forcing.kind === 'fail') body.status = 'failed';
      else next = complete(store, body, internal, at);
      break;
    case 'completed':
      next = tryReturn(store, body, internal, at);
      break;
    default:
      return undefined;
  }
  body.updatedAt = isoTime(at);
  updateResource(store, 'collection', id, body, internal);
  return next;
}

export function handleCollectionStep(store: Store, transition: ScheduledTransition): void {
  const next = advanceCollection(store, transition.resourceId, transition.dueAt);
  if (next !== undefined) scheduleTransition(store, next, 'collection.step', transition.resourceId);
}
