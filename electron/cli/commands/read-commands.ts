// `balances` and `ledger`: reads from the offline cache (no network), stamped with when
// the cache was last synced.
import { LEDGER_TRANSACTION_TYPES } from '../../../shared/schemas/enums';
import { formatDecimalAmount } from '../../../shared/money';
import { defineCommand } from '../command-spec';
import { printJson, printTable } from '../cli-io';
import { dateRange, wholeNumber } from '../option-values';
import { ledgerTypeText } from './status-text';
import { goneNote, withGoneColumn } from './list-format';

export const balancesCommand = defineCommand({
  words: ['balances'],
  usage: [],
  description: 'balance of every account, as of the last sync',
  section: 'read',
  options: {} as const,
  optionHelp: {},
  run(ctx) {
    const balances = ctx.host.services().cache.ledgerTransactions.balances();
    if (ctx.json) return printJson(ctx.io, balances);
    printTable(ctx.io, ...withGoneColumn(['account', 'name', 'balance', 'currency', 'as of (UTC)', 'from'], balances.accounts.map((a) => [
      a.accountId,
      a.accountName ?? '',
      a.balance === null ? '(no entries)' : formatDecimalAmount(a.balance, a.currency ?? ''),
      a.currency ?? '',
      a.asOf === null ? '' : shortUtc(a.asOf),
      a.source === 'server' ? 'server' : a.source === 'ledger' ? 'ledger' : '',
    ]), balances.accounts.map((a) => a.goneAt)), { rightAligned: [2] });
    goneNote(ctx, balances.accounts.filter((a) => a.goneAt !== null).length, ['account', 'accounts']);
    for (const a of balances.accounts) {
      if (!a.disagrees || a.ledger === null) continue;
      ctx.io.err(`Note: ${a.accountName ?? a.accountId}: the cached ledger ends at ${formatDecimalAmount(a.ledger.balance, a.ledger.currency)} ${a.ledger.currency} (entry of ${shortUtc(a.ledger.asOf)}), not the server's balance: run \`treasury sync\` to bring the ledger up to date.\n`);
    }
    ctx.io.err(`Last synced: ${balances.lastSyncedAt ?? 'never (run `treasury sync`)'}. "server": the balance the server reported at that sync; "ledger": the running balance of the latest cached entry.\n`);
  },
});

/** 2026-11-23T14:05:09.123Z → 2026-11-23 14:05:09 (tables say UTC in their header). */
function shortUtc(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso);
  return match === null ? iso : `${match[1]} ${match[2]}`;
}

export const ledgerCommand = defineCommand({
  words: ['ledger'],
  usage: ['[--account ID]... [--from DATE] [--to DATE] [--type T]... [--search TEXT] [--limit N]'],
  description: 'ledger entries from the cache, newest first',
  section: 'read',
  options: {
    account: { type: 'string', multiple: true },
    from: { type: 'string' },
    to: { type: 'string' },
    type: { type: 'string', multiple: true },
    search: { type: 'string' },
    limit: { type: 'string' },
  } as const,
  optionHelp: {
    account: 'ID: only this account',
    from: 'DATE: from that day 00:00 UTC (or an RFC 3339 date-time)',
    to: 'DATE: up to and including that day',
    type: 'T: only entries of this transaction type',
    search: 'TEXT: in the description, reference or counterparty',
    limit: 'N: at most N entries, 1 to 500 (default 100)',
  },
  choices: { type: LEDGER_TRANSACTION_TYPES },
  run(ctx, values) {
    const limit = wholeNumber(values.limit, 'limit', { min: 1, max: 500, fallback: 100, hint: ' (use `export ledger` for more)' });
    const range = dateRange(values);
    const cache = ctx.host.services().cache;
    const window = cache.ledgerTransactions.ledgerWindow({
      limit,
      ...range,
      ...(values.account !== undefined ? { accountIds: values.account } : {}),
      ...(values.type !== undefined ? { types: values.type } : {}),
      ...(values.search !== undefined ? { search: values.search } : {}),
    });
    const lastSyncedAt = cache.syncState.lastSyncedAt('ledgerTransactions');
    if (ctx.json) return printJson(ctx.io, { rows: window.rows, lastSyncedAt, more: window.olderCursor !== undefined });
    // Debits carry a minus sign (readable without colour); amounts grouped, the currency's decimals, right-aligned.
    printTable(ctx.io, ['created (UTC)', 'account', 'type', 'amount', 'currency', 'balance after', 'description'], window.rows.map((t) => [
      t.createdAt, t.accountId, ledgerTypeText(t.type), `${t.direction === 'debit' ? '-' : ''}${formatDecimalAmount(t.amount, t.currency)}`, t.currency,
      formatDecimalAmount(t.balance, t.currency), t.description ?? '',
    ]), { rightAligned: [3, 5] });
    ctx.io.err(`${window.rows.length} entries${window.olderCursor !== undefined ? ' (more: narrow the filters or use `export ledger`)' : ''}; last synced ${lastSyncedAt ?? 'never'}.\n`);
  },
});
