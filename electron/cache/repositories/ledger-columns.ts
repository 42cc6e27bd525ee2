// The columns of ledger_transactions as the repository and the export read and write
// them (001-initial.ts, 003-ledger-posting-order.ts): SQL column lists and the flat row
// type. No schema code here, so the export's worker threads load only this
// (electron/export/ledger-export-worker.ts).

/**
 * Columns read back, in this order (the table also has metadata_reference). `rowid` is
 * the posting order among entries of one instant (003-ledger-posting-order.ts): a sort
 * key, never part of the API object.
 */
export const LEDGER_SELECT_COLUMNS =
  'rowid, id, account_id, created_us, type, direction, amount, currency, balance, linked_transaction_id, transaction_group_id, reference_type, reference_id, description, explicit_nulls, extra_json';

/**
 * A ledger entry as flat values, for streaming a million rows (CSV export) without
 * building an object per row. createdUs is microseconds since the epoch (timestamps.ts).
 */
export type LedgerFlatRow = readonly [
  id: string,
  createdUs: number,
  accountId: string,
  currency: string,
  type: string,
  direction: 'debit' | 'credit',
  amount: string,
  balance: string,
  description: string | null,
  referenceType: string | null,
  referenceId: string | null,
  transactionGroupId: string | null,
  linkedTransactionId: string | null,
  /** The rowid: a sort key (posting order), not exported. */
  seq: number,
];

/** The columns of a LedgerFlatRow, in its order. */
export const LEDGER_FLAT_COLUMNS =
  'id, created_us, account_id, currency, type, direction, amount, balance, description, reference_type, reference_id, transaction_group_id, linked_transaction_id, rowid';

/** Columns written by an upsert, in the order of `toLedgerValues`. */
export const LEDGER_WRITE_COLUMNS = [
  'id', 'account_id', 'created_us', 'type', 'direction', 'amount', 'currency', 'balance',
  'linked_transaction_id', 'transaction_group_id', 'reference_type', 'reference_id', 'description',
  'metadata_reference', 'explicit_nulls', 'extra_json',
] as const;
