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
import type { AccountBalance, LedgerBalance, ServerBalance } from '../../../shared/ipc/balance-methods';

export type { AccountBalance, BalanceSource, LedgerBalance, ServerBalance } from '../../../shared/ipc/balance-methods';

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
