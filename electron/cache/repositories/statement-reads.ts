// What a bank statement reads from the cache (electron/statements/): one account, the
// ledger sync's state, the entry just before a period, and the period's entries in
// posting order (createdAt, then rowid: 003-ledger-posting-order.ts) with the payment,
// collection or transfer each came from: its `reference` and the other party's name.
// Rows are flat arrays (`raw()`), so a month of a million entries builds no object per row.
import type { Database } from 'better-sqlite3';

export interface StatementAccountRow {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
}

/** The ledger sync's main scope: `completed` false while a full sync is unfinished. */
export interface LedgerSyncMark {
  readonly completed: boolean;
  readonly lastSyncedAt: string | null;
}

/** The amounts of one entry, for the proof pass (statement-proof.ts). */
export type StatementAmountRow = readonly [id: string, createdUs: number, direction: 'debit' | 'credit', amount: string, balance: string, currency: string];

/** One entry with its origin, for the writing pass. */
export type StatementEntryRow = readonly [
  id: string,
  createdUs: number,
  type: string,
  direction: 'debit' | 'credit',
  amount: string,
  balance: string,
  description: string | null,
  referenceType: string | null,
  referenceId: string | null,
  transactionGroupId: string | null,
  linkedTransactionId: string | null,
  /** The `reference` of the payment, collection or transfer the entry belongs to. */
  originReference: string | null,
  /** The counterparty of a payment or collection; the other account of a transfer. */
  counterpartyName: string | null,
];

/**
 * The figures of a stretch of time (a slice of a day) summed by SQLite, for a statement
 * read by worker threads (electron/statements/statement-day-sums.ts): entries, the
 * entries SQLite cannot sum exactly or that do not belong (another currency, or a credit
 * whose amount is not plain digits with exactly the currency's decimals and at most 18
 * digits: such a statement is proved by the general pass instead), credits, and their
 * sum in minor units. Debits are not summed: they follow from the balances at the
 * slice's ends (entryBefore), which the writing pass checks entry by entry.
 */
export type StatementDaySumsRow = readonly [count: bigint, irregular: bigint, creditCount: bigint, credits: bigint];

/**
 * An entry's variable texts joined by SQLite from its columns (a format's SQL over the
 * columns EntryTextQuery names, see electron/statements/statement-entry-splice.ts): one
 * string a row, so no array and no BigInt is made for it.
 */
export type StatementEntryTextRow = string;

/**
 * The SQL of an entry's variable texts, over the columns: entry_rowid, id, type,
 * direction, amount, balance, description, reference_type, reference_id, linked_id,
 * origin_reference (the payment's, collection's or transfer's `reference`),
 * counterparty_name (its counterparty; a transfer's other account).
 */
export interface EntryTextQuery {
  readonly vars: string;
}

export interface StatementReads {
  account(id: string): StatementAccountRow | undefined;
  ledgerSyncMark(): LedgerSyncMark | undefined;
  /** The last entry of the account created before `beforeUs` (microseconds since the epoch). */
  entryBefore(accountId: string, beforeUs: number): StatementAmountRow | undefined;
  /** Entries with fromUs <= createdUs < toUs, in posting order. */
  amounts(accountId: string, fromUs: number, toUs: number): IterableIterator<StatementAmountRow>;
  entries(accountId: string, fromUs: number, toUs: number): IterableIterator<StatementEntryRow>;
  /** Entries with fromUs <= createdUs < toUs in posting order, as `query` gives their texts. */
  entryTexts(query: EntryTextQuery, accountId: string, fromUs: number, toUs: number): IterableIterator<StatementEntryTextRow>;
  /**
   * The same rows at once (better-sqlite3's all(): no iterator step into SQLite a row, about
   * 0.7x the read's CPU), for a range known to be small (a part of a statement).
   */
  entryTextList(query: EntryTextQuery, accountId: string, fromUs: number, toUs: number): StatementEntryTextRow[];
  /** The entry of a rowid entryTexts gave, whole. */
  entryAt(rowid: bigint): StatementEntryRow | undefined;
  /** The figures of entries with fromUs <= createdUs < toUs (StatementDaySumsRow); throws SQLite's "integer overflow" past 64 bits. */
  daySums(accountId: string, currency: string, exponent: number, fromUs: number, toUs: number): StatementDaySumsRow;
}

/** Most digits of an amount summed in SQL: its minor units and a day's sums stay within 64 bits (or SQLite says overflow). */
const MAX_SQL_DIGITS = 18;

/** SQL that is true when `amount` is plain digits with exactly `exponent` decimals (decimalToMinor's common case) and at most 18 digits. */
function plainAmountSql(exponent: number): string {
  if (exponent === 0) return `(amount GLOB '[0-9]*' AND amount NOT GLOB '*[^0-9]*' AND length(amount) <= ${MAX_SQL_DIGITS})`;
  return `(amount GLOB '[0-9]*.${'[0-9]'.repeat(exponent)}' AND amount NOT GLOB '*[^0-9.]*' AND amount NOT GLOB '*.*.*' AND length(amount) <= ${MAX_SQL_DIGITS + 1})`;
}

function daySumsSql(exponent: number): string {
  const minor = "CAST(replace(amount, '.', '') AS INTEGER)";
  return `SELECT count(*),
  count(*) FILTER (WHERE direction NOT IN ('credit', 'debit') OR currency IS NOT @currency OR (direction = 'credit' AND NOT ${plainAmountSql(exponent)})),
  count(*) FILTER (WHERE direction = 'credit'),
  coalesce(sum(${minor}) FILTER (WHERE direction = 'credit'), 0)
FROM ledger_transactions WHERE account_id = @account AND created_us >= @from AND created_us < @to`;
}

/** How many entries the account has with fromUs <= createdUs < toUs (a statement's size: a large one is read by worker threads). */
export function countStatementEntries(db: Database, accountId: string, fromUs: number, toUs: number): number {
  const row = db.prepare('SELECT count(*) FROM ledger_transactions WHERE account_id = ? AND created_us >= ? AND created_us < ?').pluck().get(accountId, fromUs, toUs);
  return row as number;
}

const AMOUNT_COLUMNS = 'id, created_us, direction, amount, balance, currency';

const ORIGIN_REFERENCE_SQL = `CASE WHEN p.id IS NOT NULL THEN json_extract(p.json, '$.reference')
       WHEN c.id IS NOT NULL THEN json_extract(c.json, '$.reference')
       WHEN t.id IS NOT NULL THEN json_extract(t.json, '$.reference') END`;
const COUNTERPARTY_NAME_SQL = 'COALESCE(cp.name, other.name)';
const ENTRY_FROM = `FROM ledger_transactions l
LEFT JOIN payments p ON l.reference_type IN ('payment', 'refund') AND p.id = l.reference_id
LEFT JOIN collections c ON l.reference_type = 'collection' AND c.id = l.reference_id
LEFT JOIN transfers t ON l.reference_type = 'transfer' AND t.id = l.reference_id
LEFT JOIN counterparties cp ON cp.id = COALESCE(p.counterparty_id, c.counterparty_id)
LEFT JOIN accounts other ON t.id IS NOT NULL
  AND other.id = CASE WHEN t.source_account_id = l.account_id THEN t.destination_account_id ELSE t.source_account_id END`;
const ENTRY_COLUMNS = `l.id, l.created_us, l.type, l.direction, l.amount, l.balance, l.description, l.reference_type, l.reference_id,
  l.transaction_group_id, l.linked_transaction_id, ${ORIGIN_REFERENCE_SQL}, ${COUNTERPARTY_NAME_SQL}`;
const ENTRY_SQL = `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM}
WHERE l.account_id = ? AND l.created_us >= ? AND l.created_us < ?
ORDER BY l.created_us, l.rowid`;
const ENTRY_AT_SQL = `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE l.rowid = ?`;

/**
 * A format's entry texts over the columns EntryTextQuery names, in posting order. The
 * order is the outer query's: SQLite then flattens the inner one (its ORDER BY made it a
 * co-routine, each row's columns copied once more: about a tenth of the read at 1M rows)
 * and still walks ledger_by_account_time in order, with no sort.
 */
function entryTextsSql(query: EntryTextQuery): string {
  return `SELECT ${query.vars} FROM (
SELECT l.id AS id, l.type AS type, l.direction AS direction, l.amount AS amount, l.balance AS balance, l.description AS description,
  l.reference_type AS reference_type, l.reference_id AS reference_id, l.linked_transaction_id AS linked_id,
  ${ORIGIN_REFERENCE_SQL} AS origin_reference, ${COUNTERPARTY_NAME_SQL} AS counterparty_name, l.rowid AS entry_rowid, l.created_us AS entry_us
${ENTRY_FROM}
WHERE l.account_id = @account AND l.created_us >= @from AND l.created_us < @to)
ORDER BY entry_us, entry_rowid`;
}

export function statementReads(db: Database): StatementReads {
  const account = db.prepare('SELECT id, name, currency FROM accounts WHERE id = ?');
  const mark = db.prepare("SELECT completed, last_synced_at FROM sync_state WHERE resource = 'ledgerTransactions' AND scope = ''");
  const before = db.prepare(`SELECT ${AMOUNT_COLUMNS} FROM ledger_transactions WHERE account_id = ? AND created_us < ? ORDER BY created_us DESC, rowid DESC LIMIT 1`).raw();
  const amounts = db.prepare(`SELECT ${AMOUNT_COLUMNS} FROM ledger_transactions WHERE account_id = ? AND created_us >= ? AND created_us < ? ORDER BY created_us, rowid`).raw();
  const entries = db.prepare(ENTRY_SQL).raw();
  const entryAt = db.prepare(ENTRY_AT_SQL).raw();
  const texts = new Map<string, ReturnType<Database['prepare']>>();
  const textsOf = (query: EntryTextQuery) => {
    const sql = entryTextsSql(query);
    let statement = texts.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql).pluck();
      texts.set(sql, statement);
    }
    return statement;
  };
  const sums = new Map<number, ReturnType<Database['prepare']>>();
  const sumsOf = (exponent: number) => {
    let statement = sums.get(exponent);
    if (statement === undefined) {
      statement = db.prepare(daySumsSql(exponent)).raw().safeIntegers(true);
      sums.set(exponent, statement);
    }
    return statement;
  };
  return {
    account: (id) => account.get(id) as StatementAccountRow | undefined,
    ledgerSyncMark() {
      const row = mark.get() as { completed: number; last_synced_at: string | null } | undefined;
      return row === undefined ? undefined : { completed: row.completed === 1, lastSyncedAt: row.last_synced_at };
    },
    entryBefore: (accountId, beforeUs) => before.get(accountId, beforeUs) as StatementAmountRow | undefined,
    amounts: (accountId, fromUs, toUs) => amounts.iterate(accountId, fromUs, toUs) as IterableIterator<StatementAmountRow>,
    entries: (accountId, fromUs, toUs) => entries.iterate(accountId, fromUs, toUs) as IterableIterator<StatementEntryRow>,
    entryTexts: (query, accountId, fromUs, toUs) =>
      textsOf(query).iterate({ account: accountId, from: BigInt(fromUs), to: BigInt(toUs) }) as IterableIterator<StatementEntryTextRow>,
    entryTextList: (query, accountId, fromUs, toUs) => textsOf(query).all({ account: accountId, from: BigInt(fromUs), to: BigInt(toUs) }) as StatementEntryTextRow[],
    entryAt: (rowid) => entryAt.get(rowid) as StatementEntryRow | undefined,
    daySums: (accountId, currency, exponent, fromUs, toUs) =>
      sumsOf(exponent).get({ account: accountId, currency, from: BigInt(fromUs), to: BigInt(toUs) }) as StatementDaySumsRow,
  };
}
