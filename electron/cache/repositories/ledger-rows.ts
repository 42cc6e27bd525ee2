// A ledger transaction <-> its row in ledger_transactions (see 001-initial.ts). The
// object read back equals the object written: every spec field has a column, optional
// fields sent as null are remembered in a bit set, and anything else (metadata,
// unknown fields, a createdAt written in another form than the canonical one) is kept
// in extra_json.
import { LEDGER_DECIMAL_RE } from '../../../shared/formats';
import type { LedgerTransaction } from '../../../shared/schemas';
import { CacheError } from '../cache-errors';
import { canonicalMicros, isoFromEpochMicros, toEpochMicros } from '../timestamps';

export interface LedgerRow {
  rowid: number;
  id: string;
  account_id: string;
  created_us: number;
  type: string;
  direction: 'debit' | 'credit';
  amount: string;
  currency: string;
  balance: string;
  linked_transaction_id: string | null;
  transaction_group_id: string | null;
  reference_type: string | null;
  reference_id: string | null;
  description: string | null;
  explicit_nulls: number;
  extra_json: string | null;
}

/** Optional text fields with their own column; the index is the field's bit in explicit_nulls. */
const OPTIONAL_FIELDS = ['linkedTransactionId', 'transactionGroupId', 'referenceType', 'referenceId', 'description'] as const;
const REQUIRED_FIELDS = new Set(['id', 'accountId', 'type', 'direction', 'amount', 'currency', 'balance', 'createdAt']);
const OPTIONAL_INDEX = new Map<string, number>(OPTIONAL_FIELDS.map((field, index) => [field, index]));
const METADATA_REFERENCE_KEY = /reference/i;

export type LedgerValues = [
  string, string, number, string, string, string, string, string,
  string | null, string | null, string | null, string | null, string | null,
  string | null, number, string | null,
];

function fail(index: number, id: unknown, message: string): never {
  const which = typeof id === 'string' && id.length <= 200 ? `ledger transaction ${id}` : `ledger transaction at index ${index}`;
  throw new CacheError('invalid_item', `${which}: ${message}`);
}

function requiredText(tx: Record<string, unknown>, field: string, index: number): string {
  const value = tx[field];
  if (typeof value !== 'string' || value.length === 0) fail(index, tx['id'], `${field} must be a non-empty string`);
  return value;
}

/** Search text from metadata: the string values of keys containing "reference" (e.g. `reference`, `invoiceReference`). */
function metadataReference(metadata: unknown): string | null {
  if (metadata === null || typeof metadata !== 'object') return null;
  const values = Object.entries(metadata).filter(([key, value]) => METADATA_REFERENCE_KEY.test(key) && typeof value === 'string');
  return values.length === 0 ? null : values.map(([, value]) => value as string).join('\n');
}

/** Checks the fields the cache relies on and returns the row's values. Throws CacheError('invalid_item'). */
export function toLedgerValues(transaction: LedgerTransaction, index: number): LedgerValues {
  const tx = transaction as unknown as Record<string, unknown>;
  const id = requiredText(tx, 'id', index);
  if (id.length > 200) fail(index, undefined, 'id is longer than 200 characters');
  const direction = tx['direction'];
  if (direction !== 'debit' && direction !== 'credit') fail(index, id, 'direction must be "debit" or "credit"');
  const amount = requiredText(tx, 'amount', index);
  const balance = requiredText(tx, 'balance', index);
  if (!LEDGER_DECIMAL_RE.test(amount)) fail(index, id, 'amount must be a decimal string such as 12.50');
  if (!LEDGER_DECIMAL_RE.test(balance)) fail(index, id, 'balance must be a decimal string such as 12.50');
  const createdAt = requiredText(tx, 'createdAt', index);
  // In the written form, createdAt is rebuilt from created_us; otherwise the original is kept.
  let createdUs = canonicalMicros(createdAt);
  const keepCreatedAt = createdUs === undefined;
  if (createdUs === undefined) {
    try {
      createdUs = toEpochMicros(createdAt);
    } catch (error) {
      fail(index, id, `createdAt: ${(error as Error).message}`);
    }
  }

  const optional: Array<string | null> = [null, null, null, null, null];
  let explicitNulls = 0;
  let extra: Record<string, unknown> | undefined;
  for (const key of Object.keys(tx)) {
    const value = tx[key];
    if (value === undefined || REQUIRED_FIELDS.has(key)) continue;
    const slot = OPTIONAL_INDEX.get(key);
    if (slot !== undefined && typeof value === 'string') optional[slot] = value;
    else if (slot !== undefined && value === null) explicitNulls |= 1 << slot;
    else (extra ??= {})[key] = value;
  }
  if (keepCreatedAt) (extra ??= {})['createdAt'] = createdAt;

  return [
    id, requiredText(tx, 'accountId', index), createdUs, requiredText(tx, 'type', index), direction, amount,
    requiredText(tx, 'currency', index), balance, optional[0] ?? null, optional[1] ?? null, optional[2] ?? null,
    optional[3] ?? null, optional[4] ?? null, metadataReference(tx['metadata']), explicitNulls,
    extra === undefined ? null : JSON.stringify(extra),
  ];
}

/** The API object back from its row. */
export function fromLedgerRow(row: LedgerRow): LedgerTransaction {
  const tx: Record<string, unknown> = {
    id: row.id,
    accountId: row.account_id,
    type: row.type,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    balance: row.balance,
    createdAt: isoFromEpochMicros(row.created_us),
  };
  const values = [row.linked_transaction_id, row.transaction_group_id, row.reference_type, row.reference_id, row.description];
  OPTIONAL_FIELDS.forEach((field, slot) => {
    const value = values[slot];
    if (value !== null && value !== undefined) tx[field] = value;
    else if ((row.explicit_nulls & (1 << slot)) !== 0) tx[field] = null;
  });
  if (row.extra_json !== null) Object.assign(tx, JSON.parse(row.extra_json));
  return tx as LedgerTransaction;
}
