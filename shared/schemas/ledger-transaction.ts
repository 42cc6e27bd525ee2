// Ledger transaction (read-only), spec 2.10. `amount` and `balance` stay decimal strings.
import { z } from 'zod';
import { accountId, transactionId } from '../ids';
import { currencyCode, dateTime, ledgerDecimal, metadata } from '../formats';
import { LEDGER_DIRECTIONS, LEDGER_REFERENCE_TYPES, LEDGER_TRANSACTION_TYPES } from './enums';

export const ledgerTransactionSchema = z.looseObject({
  id: transactionId,
  accountId: accountId,
  type: z.enum(LEDGER_TRANSACTION_TYPES),
  /** `debit` decreases the balance, `credit` increases it. */
  direction: z.enum(LEDGER_DIRECTIONS),
  amount: ledgerDecimal,
  currency: currencyCode,
  /** Running balance after this entry. */
  balance: ledgerDecimal,
  createdAt: dateTime,
  linkedTransactionId: transactionId.nullable().optional(),
  transactionGroupId: z.string().optional(),
  referenceType: z.enum(LEDGER_REFERENCE_TYPES).optional(),
  referenceId: z.string().optional(),
  description: z.string().optional(),
  metadata: metadata.optional(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;
