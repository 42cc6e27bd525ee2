// Internal transfers (spec 2.5, 4.5): same currency, both legs posted together with one
// `transactionGroupId`; completed within the request unless forced `sandbox:pending`.
import { responseMoney } from '../../shared/money';
import type { Account, Transfer } from '../../shared/schemas';
import type { CreateTransferBody } from '../../shared/requests';
import { isoTime } from '../clock/simulated-clock';
import { ApiError, invalidField } from '../http/api-error';
import { resourceFromBody } from '../http/path-ids';
import { findResource, insertResource, updateResource } from '../store/resources';
import type { Store } from '../store/store';
import { forcingSource, parseTransferForcing } from '../simulation/forcing-values';
import { scheduleTransition } from '../simulation/schedule';
import type { ScheduledTransition } from '../simulation/schedule';
import { TRANSFER_PENDING_SECONDS } from '../simulation/timings';
import { insufficientFunds, postLedgerEntries, readBalance } from './post-ledger-entries';

interface TransferInternal {
  groupId: string;
}

function postLegs(store: Store, body: Transfer, groupId: string, at: number): void {
  const amountMinor = BigInt(body.amount.value);
  const common = { amountMinor, transactionGroupId: groupId, referenceType: 'transfer' as const, referenceId: body.id };
  postLedgerEntries(
    store,
    [
      { ...common, accountId: body.sourceAccountId, type: 'transfer_out', direction: 'debit', description: `Transfer to ${body.destinationAccountId}` },
      { ...common, accountId: body.destinationAccountId, type: 'transfer_in', direction: 'credit', description: `Transfer from ${body.sourceAccountId}` },
    ],
    at,
  );
}

export function createTransfer(store: Store, input: CreateTransferBody, now: number): Transfer {
  const source = resourceFromBody<Account>(store, input.sourceAccountId, 'sourceAccountId', 'account');
  const destination = resourceFromBody<Account>(store, input.destinationAccountId, 'destinationAccountId', 'account');
  for (const [field, account] of [['sourceAccountId', source], ['destinationAccountId', destination]] as const) {
    if (account.body.status !== 'active') throw invalidField(field, `the account is ${account.body.status}`);
  }
  if (source.body.currency !== destination.body.currency) {
    throw new ApiError('currency_mismatch', `Transfers are same-currency: ${source.id} is in ${source.body.currency}, ${destination.id} in ${destination.body.currency}`);
  }
  if (input.amount.currency !== source.body.currency) {
    throw new ApiError('currency_mismatch', `amount is in ${input.amount.currency} but the accounts are in ${source.body.currency}`, [
      { field: 'amount.currency', message: `must be ${source.body.currency}` },
    ]);
  }
  const forcing = parseTransferForcing(forcingSource(input.reference, input.metadata));
  const amountMinor = BigInt(input.amount.value);
  if (forcing !== 'fail' && (readBalance(store, source.id)?.balanceMinor ?? 0n) < amountMinor) throw insufficientFunds(source.id);
  const id = store.newId('transfer');
  const groupId = store.newOpaqueId('grp_');
  const body: Transfer = {
    id,
    sourceAccountId: source.id,
    destinationAccountId: destination.id,
    amount: responseMoney(input.amount.currency, amountMinor),
    status: forcing === 'none' ? 'completed' : forcing === 'fail' ? 'failed' : 'pending',
    createdAt: isoTime(now),
    completedAt: forcing === 'none' ? isoTime(now) : null,
  };
  if (input.reference !== undefined) body.reference = input.reference;
  if (input.metadata !== undefined) body.metadata = input.metadata;
  const internal: TransferInternal = { groupId };
  insertResource(store, { kind: 'transfer', id, parentId: source.id, createdAt: now, status: body.status, body, internal });
  if (forcing === 'none') postLegs(store, body, groupId, now);
  if (forcing === 'pending') scheduleTransition(store, now + TRANSFER_PENDING_SECONDS * 1000, 'transfer.complete', id);
  return body;
}

/** The `transfer.complete` transition: pending -> completed, or failed when the source can no longer cover it. */
export function handleTransferComplete(store: Store, transition: ScheduledTransition): void {
  const transfer = findResource<Transfer, TransferInternal>(store, 'transfer', transition.resourceId);
  if (!transfer || transfer.body.status !== 'pending') return;
  const at = transition.dueAt;
  const body: Transfer = { ...transfer.body };
  const covered = (readBalance(store, body.sourceAccountId)?.balanceMinor ?? 0n) >= BigInt(body.amount.value);
  if (covered) {
    postLegs(store, body, transfer.internal.groupId, at);
    body.status = 'completed';
    body.completedAt = isoTime(at);
  } else {
    body.status = 'failed';
  }
  updateResource(store, 'transfer', body.id, body);
}
