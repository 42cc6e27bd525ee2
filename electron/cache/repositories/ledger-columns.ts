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

/** The cached name of the entry's account; NULL when the account is not cached. */
export const LEDGER_ACCOUNT_NAME_SQL = '(SELECT name FROM accounts WHERE accounts.id = ledger_transactions.account_id)';

/**
 * The counterparty of the payment or collection the entry belongs to (by reference_type
 * and reference_id), when that record is cached; NULL for other entries.
 */
export const LEDGER_COUNTERPARTY_ID_SQL =
  "CASE ledger_transactions.reference_type WHEN 'payment' THEN (SELECT counterparty_id FROM payments WHERE payments.id = ledger_transactions.reference_id) " +
  "WHEN 'collection' THEN (SELECT counterparty_id FROM collections WHERE collections.id = ledger_transactions.reference_id) END";

/** That counterparty's cached name (one lookup of the record joined to its counterparty). */
export const LEDGER_COUNTERPARTY_NAME_SQL =
  "CASE ledger_transactions.reference_type WHEN 'payment' THEN (SELECT c.name FROM payments AS p JOIN counterparties AS c ON c.id = p.counterparty_id WHERE p.id = ledger_transactions.reference_id) " +
  "WHEN 'collection' THEN (SELECT c.name FROM collections AS k JOIN counterparties AS c ON c.id = k.counterparty_id WHERE k.id = ledger_transactions.reference_id) END";

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
  accountName: string | null,
  counterpartyId: string | null,
  counterpartyName: string | null,
  /** The rowid: a sort key (posting order), not exported. */
  seq: number,
];

/** The columns of a LedgerFlatRow, in its order. */
export const LEDGER_FLAT_COLUMNS =
  'id, created_us, account_id, currency, type, direction, amount, balance, description, reference_type, reference_id, transaction_group_id, linked_transaction_id, ' +
  `${LEDGER_ACCOUNT_NAME_SQL}, ${LEDGER_COUNTERPARTY_ID_SQL}, ${LEDGER_COUNTERPARTY_NAME_SQL}, rowid`;

/** Columns written by an upsert, in the order of `toLedgerValues`. */
export const LEDGER_WRITE_COLUMNS = [
  'id', 'account_id', 'created_us', 'type', 'direction', 'amount', 'currency', 'balance',
  'linked_transaction_id', 'transaction_group_id', 'reference_type', 'reference_id', 'description',
  'metadata_reference', 'explicit_nulls', 'extra_json',
] as const;
