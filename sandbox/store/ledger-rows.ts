// Ledger rows as the API shows them (spec 2.10): amount and running balance as exact
// decimal strings with the currency's exponent, never floating point.
import { minorUnitsToDecimal } from '../../shared/money';
import type { LedgerTransaction } from '../../shared/schemas';
import { isoTime } from '../clock/simulated-clock';
import type { Store } from './store';

export interface LedgerRow {
  seq: number;
  id: string;
  account_id: string;
  created_at: number;
  type: LedgerTransaction['type'];
  direction: LedgerTransaction['direction'];
  amount_minor: string;
  balance_minor: string;
  currency: string;
  exponent: number;
  linked_id: string | null;
  group_id: string | null;
  reference_type: LedgerTransaction['referenceType'] | null;
  reference_id: string | null;
  description: string | null;
  metadata: string | null;
}

export function ledgerRowToTransaction(row: LedgerRow): LedgerTransaction {
  const tx: LedgerTransaction = {
    id: row.id,
    accountId: row.account_id,
    type: row.type,
    direction: row.direction,
    amount: minorUnitsToDecimal(row.amount_minor, row.exponent),
    currency: row.currency,
    balance: minorUnitsToDecimal(row.balance_minor, row.exponent),
    createdAt: isoTime(row.created_at),
    linkedTransactionId: row.linked_id,
  };
  if (row.group_id !== null) tx.transactionGroupId = row.group_id;
  if (row.reference_type !== null) tx.referenceType = row.reference_type;
  if (row.reference_id !== null) tx.referenceId = row.reference_id;
  if (row.description !== null) tx.description = row.description;
  if (row.metadata !== null) tx.metadata = JSON.parse(row.metadata) as Record<string, string | null>;
  return tx;
}

export function findLedgerRow(store: Store, id: string): LedgerRow | undefined {
  return store.stmt('SELECT * FROM ledger WHERE id = ?').get(id) as LedgerRow | undefined;
}
