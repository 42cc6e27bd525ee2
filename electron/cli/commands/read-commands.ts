// `balances` and `ledger`: reads from the offline cache (no network), stamped with when
// the cache was last synced.
import { expectPositionals, fromOption, listOption, stringOption, toOption } from '../cli-arguments';
import { UsageError } from '../cli-errors';
import { printJson, printTable, type CommandContext } from '../cli-io';

export function balancesCommand(ctx: CommandContext): void {
  expectPositionals(ctx.positionals, []);
  const balances = ctx.host.services().cache.ledgerTransactions.balances();
  if (ctx.json) return printJson(ctx.io, balances);
  printTable(ctx.io, ['account', 'name', 'currency', 'balance', 'as of'], balances.accounts.map((a) => [
    a.accountId, a.accountName ?? '', a.currency ?? '', a.balance ?? '(no entries)', a.asOf ?? '',
  ]));
  ctx.io.err(`Last synced: ${balances.lastSyncedAt ?? 'never (run `treasury sync`)'}\n`);
}

export function ledgerCommand(ctx: CommandContext): void {
  expectPositionals(ctx.positionals, []);
  const limitText = stringOption(ctx.options, 'limit');
  const limit = limitText === undefined ? 100 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be a whole number from 1 to 500 (use `export ledger` for more).');
  const cache = ctx.host.services().cache;
  const accounts = listOption(ctx.options, 'account');
  const types = listOption(ctx.options, 'type');
  const from = fromOption(ctx.options);
  const to = toOption(ctx.options);
  const search = stringOption(ctx.options, 'search');
  const window = cache.ledgerTransactions.ledgerWindow({
    limit,
    ...(accounts !== undefined ? { accountIds: accounts } : {}),
    ...(types !== undefined ? { types } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(search !== undefined ? { search } : {}),
  });
  const lastSyncedAt = cache.syncState.lastSyncedAt('ledgerTransactions');
  if (ctx.json) return printJson(ctx.io, { rows: window.rows, lastSyncedAt, more: window.olderCursor !== undefined });
  printTable(ctx.io, ['created (UTC)', 'account', 'type', 'direction', 'amount', 'currency', 'balance', 'description'], window.rows.map((t) => [
    t.createdAt, t.accountId, t.type, t.direction, t.amount, t.currency, t.balance, t.description ?? '',
  ]));
  ctx.io.err(`${window.rows.length} entries${window.olderCursor !== undefined ? ' (more: narrow the filters or use `export ledger`)' : ''}; last synced ${lastSyncedAt ?? 'never'}.\n`);
}
