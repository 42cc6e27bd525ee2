// Account numbers (spec 2.6): US deposit rails (`us_ach`, `us_fedwire`) on a USD
// account, each with its deposit instruction (2.7) of kind `bank_account_number`.
import type { AccountNumber } from '../../shared/schemas';
import type { CreateAccountNumberBody } from '../../shared/requests';
import { isoTime } from '../clock/simulated-clock';
import { ApiError } from '../http/api-error';
import { insertResource } from '../store/resources';
import type { Store } from '../store/store';
import { SANDBOX_BANK_NAME, SANDBOX_ROUTING_NUMBER, usAccountNumberFor } from './funding-addresses';

export function createAccountNumber(store: Store, account: { id: string; currency: string }, body: CreateAccountNumberBody, at: number): AccountNumber {
  if (account.currency !== 'USD') {
    throw new ApiError('currency_mismatch', `US account numbers (${body.type}) can only be attached to a USD account; ${account.id} is in ${account.currency}`);
  }
  const id = store.newId('accountNumber');
  const fullNumber = usAccountNumberFor(id);
  const accountNumber: AccountNumber = {
    id,
    accountId: account.id,
    type: body.type,
    status: 'active',
    createdAt: isoTime(at),
    routingNumber: SANDBOX_ROUTING_NUMBER,
    accountNumberLast4: fullNumber.slice(-4),
    bankName: SANDBOX_BANK_NAME,
  };
  if (body.autoConvert) accountNumber.autoConvert = body.autoConvert;
  insertResource(store, {
    kind: 'accountNumber',
    id,
    parentId: account.id,
    createdAt: at,
    status: 'active',
    tag: body.type,
    body: accountNumber,
    internal: { accountNumber: fullNumber },
  });
  const instructionId = store.newOpaqueId('di_');
  insertResource(store, {
    kind: 'depositInstruction',
    id: instructionId,
    parentId: account.id,
    createdAt: at,
    status: 'active',
    tag: body.type === 'us_ach' ? 'ach' : 'fedwire',
    body: { id: instructionId, accountId: account.id, kind: 'bank_account_number', status: 'active', createdAt: isoTime(at), details: accountNumber },
  });
  return accountNumber;
}
