// `payments`, `collections`, `transfers`: lists from the offline cache (no network),
// newest first, read by keyset, stamped with when that list was last synced. Amounts
// are written with exactly their currency's decimals.
import { COLLECTION_STATUSES, PAYMENT_STATUSES, RAILS, TRANSFER_STATUSES } from '../../../shared/schemas/enums';
import { printJson, printTable } from '../cli-io';
import { defineCommand } from '../command-spec';
import { dateRange, wholeNumber } from '../option-values';
import { asOfNote, jsonMoney, moneyText } from './list-format';
import { collectionStatusText, paymentStatusText, railText, transferStatusText } from './status-text';

const LIST_OPTIONS = {
  account: { type: 'string', multiple: true },
  from: { type: 'string' },
  to: { type: 'string' },
  status: { type: 'string', multiple: true },
  search: { type: 'string' },
  limit: { type: 'string' },
} as const;

const LIST_HELP = {
  from: 'DATE: created from that day 00:00 UTC (or an RFC 3339 date-time)',
  to: 'DATE: created up to and including that day',
  limit: 'N: at most N, 1 to 1000 (default 100)',
} as const;

function listLimit(value: string | undefined): number {
  return wholeNumber(value, 'limit', { min: 1, max: 1000, fallback: 100, hint: ' (narrow with --from/--to for older ones)' });
}

/** The filters every list shares, in the cache's terms (only those given). */
function commonQuery(values: { account?: string[] | undefined; status?: string[] | undefined; search?: string | undefined; limit?: string | undefined; from?: string | undefined; to?: string | undefined }) {
  return {
    limit: listLimit(values.limit),
    ...dateRange(values),
    ...(values.account !== undefined ? { accountIds: values.account } : {}),
    ...(values.status !== undefined ? { statuses: values.status } : {}),
    ...(values.search !== undefined ? { search: values.search } : {}),
  };
}

export const paymentsCommand = defineCommand({
  words: ['payments'],
  usage: ['[--status S]... [--rail R]... [--account ACC]... [--from DATE] [--to DATE] [--search TEXT] [--limit N]'],
  description: 'payments from the cache, newest first (works offline)',
  section: 'read',
  options: { ...LIST_OPTIONS, rail: { type: 'string', multiple: true } } as const,
  optionHelp: {
    ...LIST_HELP,
    account: 'ACC: only payments from this account',
    status: 'S: only payments with this status',
    rail: 'R: only payments on this rail',
    search: "TEXT: in the reference, the counterparty's name or the payment id",
  },
  choices: { status: PAYMENT_STATUSES, rail: RAILS },
  run(ctx, values) {
    const cache = ctx.host.services().cache;
    const page = cache.payments.listPayments({ ...commonQuery(values), ...(values.rail !== undefined ? { rails: values.rail } : {}) });
    const lastSyncedAt = cache.syncState.lastSyncedAt('payments');
    const more = page.nextCursor !== undefined;
    const rows = page.items.map(({ payment: p, counterpartyName }) => ({
      id: p.id, createdAt: p.createdAt, status: p.status, rail: p.rail, cancellationState: p.cancellationState ?? null,
      sourceAccountId: p.sourceAccountId ?? null, counterpartyId: p.counterpartyId ?? null, counterpartyName, paymentMethodId: p.paymentMethodId ?? null,
      send: jsonMoney(p.sendAmount), reference: p.reference ?? null,
    }));
    if (ctx.json) return printJson(ctx.io, { rows, lastSyncedAt, more });
    printTable(ctx.io, ['created (UTC)', 'payment', 'rail', 'status', 'amount', 'currency', 'from', 'to', 'reference'], page.items.map(({ payment: p, counterpartyName }) => [
      p.createdAt, p.id, railText(p.rail), paymentStatusText(p.status), moneyText(p.sendAmount), p.sendAmount?.currency ?? '', p.sourceAccountId ?? '', counterpartyName ?? p.counterpartyId ?? '', p.reference ?? '',
    ]));
    asOfNote(ctx, rows.length, ['payment', 'payments'], more, lastSyncedAt);
  },
});

export const collectionsCommand = defineCommand({
  words: ['collections'],
  usage: ['[--status S]... [--account ACC]... [--from DATE] [--to DATE] [--search TEXT] [--limit N]'],
  description: 'collections (ACH debits) from the cache, newest first (works offline)',
  section: 'read',
  options: LIST_OPTIONS,
  optionHelp: {
    ...LIST_HELP,
    account: 'ACC: only collections into this account',
    status: 'S: only collections with this status',
    search: "TEXT: in the reference, the counterparty's name or the collection id",
  },
  choices: { status: COLLECTION_STATUSES },
  run(ctx, values) {
    const cache = ctx.host.services().cache;
    const page = cache.collections.listCollections(commonQuery(values));
    const lastSyncedAt = cache.syncState.lastSyncedAt('collections');
    const more = page.nextCursor !== undefined;
    const rows = page.items.map(({ collection: c, counterpartyName }) => ({
      id: c.id, createdAt: c.createdAt, status: c.status, rail: c.rail, destinationAccountId: c.destinationAccountId,
      counterpartyId: c.counterpartyId, counterpartyName, paymentMethodId: c.paymentMethodId, amount: jsonMoney(c.amount),
      reference: c.reference ?? null, achReturnCode: c.achReturnCode ?? null,
    }));
    if (ctx.json) return printJson(ctx.io, { rows, lastSyncedAt, more });
    printTable(ctx.io, ['created (UTC)', 'collection', 'status', 'amount', 'currency', 'into', 'from', 'reference'], page.items.map(({ collection: c, counterpartyName }) => [
      c.createdAt, c.id, collectionStatusText(c.status) + (c.achReturnCode ? ` (${c.achReturnCode})` : ''), moneyText(c.amount), c.amount.currency, c.destinationAccountId, counterpartyName ?? c.counterpartyId, c.reference ?? '',
    ]));
    asOfNote(ctx, rows.length, ['collection', 'collections'], more, lastSyncedAt);
  },
});

export const transfersCommand = defineCommand({
  words: ['transfers'],
  usage: ['[--status S]... [--account ACC]... [--from DATE] [--to DATE] [--search TEXT] [--limit N]'],
  description: 'transfers between your accounts from the cache, newest first (works offline)',
  section: 'read',
  options: LIST_OPTIONS,
  optionHelp: {
    ...LIST_HELP,
    account: 'ACC: only transfers from or to this account',
    status: 'S: only transfers with this status',
    search: 'TEXT: in the reference or the transfer id',
  },
  choices: { status: TRANSFER_STATUSES },
  run(ctx, values) {
    const cache = ctx.host.services().cache;
    const page = cache.transfers.listTransfers(commonQuery(values));
    const lastSyncedAt = cache.syncState.lastSyncedAt('transfers');
    const more = page.nextCursor !== undefined;
    const rows = page.items.map((t) => ({
      id: t.id, createdAt: t.createdAt, status: t.status, sourceAccountId: t.sourceAccountId, destinationAccountId: t.destinationAccountId,
      amount: jsonMoney(t.amount), reference: t.reference ?? null,
    }));
    if (ctx.json) return printJson(ctx.io, { rows, lastSyncedAt, more });
    printTable(ctx.io, ['created (UTC)', 'transfer', 'status', 'amount', 'currency', 'from', 'to', 'reference'], page.items.map((t) => [
      t.createdAt, t.id, transferStatusText(t.status), moneyText(t.amount), t.amount.currency, t.sourceAccountId, t.destinationAccountId, t.reference ?? '',
    ]));
    asOfNote(ctx, rows.length, ['transfer', 'transfers'], more, lastSyncedAt);
  },
});
