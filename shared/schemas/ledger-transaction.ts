// Ledger transaction (read-only), spec 2.10. `amount` and `balance` stay decimal strings
// (bounded in length, never signed: `amount` is a magnitude and `direction` says which
// way it moves). The type and the reference type keep a value the API adds later
// (known-or-unknown.ts); the direction stays strict: it decides the sign of every sum.
import { z } from 'zod';
import { accountId, transactionId } from '../ids';
import { currencyCode, dateTime, ledgerDecimal, metadata, opaqueId, responseText } from '../formats';
import { responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { LEDGER_DIRECTIONS, LEDGER_REFERENCE_TYPES, LEDGER_TRANSACTION_TYPES } from './enums';

export const ledgerTransactionSchema = responseObject({
  id: transactionId,
  accountId: accountId,
  type: knownOrUnknown(LEDGER_TRANSACTION_TYPES),
  /** `debit` decreases the balance, `credit` increases it. */
  direction: z.enum(LEDGER_DIRECTIONS),
  amount: ledgerDecimal,
  currency: currencyCode,
  /** Running balance after this entry. */
  balance: ledgerDecimal,
  createdAt: dateTime,
  linkedTransactionId: transactionId.nullable().optional(),
  transactionGroupId: opaqueId.optional(),
  referenceType: knownOrUnknown(LEDGER_REFERENCE_TYPES).optional(),
  referenceId: opaqueId.optional(),
  description: responseText.optional(),
  metadata: metadata.optional(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;
