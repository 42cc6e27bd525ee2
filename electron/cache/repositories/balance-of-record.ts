// One account's balances, and which one is shown.
//
// - The server's balance: the cached account's optional `balance` (a response money
//   object in either wire form, assumed-operations.md "Account"), normalized to a plain
//   decimal string at the money's own exponent (shared/money). It is as of the accounts
//   list's last sync. Null when the server gave none (or gave one this app cannot read).
// - The ledger's balance: the running `balance` of the account's latest cached entry by
//   (createdAt, posting order), as of that entry's createdAt.
// - The balance of record (`balance`, `currency`, `asOf`, `source`) is the server's when
//   present, else the ledger's. `disagrees` is true when both exist and differ in value
//   or currency: a sign that the cached ledger is incomplete or behind the accounts list.
import { compareDecimals, responseMoneySchema } from '../../../shared/money';
import { isoFromEpochMicros } from '../timestamps';

export type BalanceSource = 'server' | 'ledger';

export interface ServerBalance {
  /** Decimal string, e.g. "1141141.54" (exactly the money's value at its exponent). */
  readonly balance: string;
  readonly currency: string;
  /** When the accounts list was last synced (ISO 8601 UTC); null when unknown. */
  readonly asOf: string | null;
}

export interface LedgerBalance {
  /** Decimal string: the running balance after the latest entry. */
  readonly balance: string;
  readonly currency: string;
  /** The latest entry's createdAt (ISO 8601 UTC). */
  readonly asOf: string;
  readonly latestTransactionId: string;
}

export interface AccountBalance {
  readonly accountId: string;
  /** From the cached account, when it is cached. */
  readonly accountName: string | null;
  readonly accountStatus: string | null;
  /** The balance of record's currency, else the account's; null when neither is known. */
  readonly currency: string | null;
  /** The balance of record (decimal string): the server's when given, else the ledger's; null when neither. */
  readonly balance: string | null;
  /** Where `balance` comes from; null when there is none. */
  readonly source: BalanceSource | null;
  /** When `balance` was true: the accounts list's last sync (server) or the latest entry's createdAt (ledger). */
  readonly asOf: string | null;
  /** The latest ledger entry's id (whatever the source of record); null when the account has no entry. */
  readonly latestTransactionId: string | null;
  readonly server: ServerBalance | null;
  readonly ledger: LedgerBalance | null;
  /** Both balances exist and differ (value or currency): the cached ledger is incomplete or behind. */
  readonly disagrees: boolean;
  /** When the accounts list was found without this account (gone-rows.ts); null while listed or not cached. */
  readonly goneAt: string | null;
}

/** The latest ledger entry of one account (ledger-balances.ts). */
export interface LatestEntryRow {
  readonly account_id: string;
  readonly id: string;
  readonly created_us: number;
  readonly currency: string;
  readonly balance: string;
}

export interface AccountRow {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly currency: string;
  readonly json: string;
  readonly gone_at: string | null;
}

/** The account's own `balance`, normalized; null when absent or unreadable. */
export function serverBalanceOf(accountJson: string, asOf: string | null): ServerBalance | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(accountJson);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const raw = (parsed as Record<string, unknown>)['balance'];
  if (raw === undefined || raw === null) return null;
  const money = responseMoneySchema.safeParse(raw);
  if (!money.success) return null;
  return { balance: money.data.displayValue, currency: money.data.currency, asOf };
}

function ledgerBalanceOf(entry: LatestEntryRow | undefined): LedgerBalance | null {
  if (entry === undefined) return null;
  return { balance: entry.balance, currency: entry.currency, asOf: isoFromEpochMicros(entry.created_us), latestTransactionId: entry.id };
}

function differ(server: ServerBalance, ledger: LedgerBalance): boolean {
  if (server.currency !== ledger.currency) return true;
  try {
    return compareDecimals(server.balance, ledger.balance) !== 0;
  } catch {
    return true;
  }
}

function accountBalance(accountId: string, account: AccountRow | undefined, entry: LatestEntryRow | undefined, accountsSyncedAt: string | null): AccountBalance {
  const server = account === undefined ? null : serverBalanceOf(account.json, accountsSyncedAt);
  const ledger = ledgerBalanceOf(entry);
  const record = server ?? ledger;
  return {
    accountId,
    accountName: account?.name ?? null,
    accountStatus: account?.status ?? null,
    currency: record?.currency ?? account?.currency ?? null,
    balance: record?.balance ?? null,
    source: server !== null ? 'server' : ledger !== null ? 'ledger' : null,
    asOf: record?.asOf ?? null,
    latestTransactionId: ledger?.latestTransactionId ?? null,
    server,
    ledger,
    disagrees: server !== null && ledger !== null && differ(server, ledger),
    goneAt: account?.gone_at ?? null,
  };
}

/** Every account cached or present in the ledger, by account id. */
export function accountBalances(latest: readonly LatestEntryRow[], accounts: readonly AccountRow[], accountsSyncedAt: string | null): AccountBalance[] {
  const entries = new Map(latest.map((row) => [row.account_id, row]));
  const byId = new Map(accounts.map((row) => [row.id, row]));
  const ids = [...new Set([...entries.keys(), ...byId.keys()])].sort();
  return ids.map((id) => accountBalance(id, byId.get(id), entries.get(id), accountsSyncedAt));
}
