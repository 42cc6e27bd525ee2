// Ledger entries and list pages for the hostile-server suite: a well-formed ledger
// (spec 2.10, the list shape of spec 2.1) that a test server pages through by
// `starting_after`, so each test can corrupt exactly one thing about it.
import type { ServerResponse } from 'node:http';
import type { HostileRequest } from './hostile-server';
import { errorBody, sendJson } from './hostile-server';

export interface LedgerEntryJson {
  id: string;
  accountId: string;
  type: string;
  direction: 'debit' | 'credit';
  amount: string;
  currency: string;
  balance: string;
  createdAt: string;
  [extra: string]: unknown;
}

export interface LedgerPageJson {
  items: unknown[];
  pagination: { hasMore: boolean; nextCursor?: string | null };
  [extra: string]: unknown;
}

/** Any list page of the spec's shape (2.1): the ledger's is one. */
export type ListPageJson = LedgerPageJson;

const BASE_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A well-formed entry: ids `txn_<prefix>N`, one second apart, credits of N.50 to one account. */
export function ledgerEntry(n: number, prefix = 'h', accountId = 'acc_hostile1'): LedgerEntryJson {
  return {
    id: `txn_${prefix}${n}`,
    accountId,
    type: 'payment_in',
    direction: 'credit',
    amount: `${n}.50`,
    currency: 'USD',
    balance: `${n * (n + 1) / 2}.${n % 2 === 0 ? '00' : '50'}`,
    createdAt: new Date(BASE_MS + n * 1000).toISOString(),
    description: `entry ${n}`,
  };
}

export function ledgerEntries(count: number, prefix = 'h', accountId = 'acc_hostile1'): LedgerEntryJson[] {
  return Array.from({ length: count }, (_, i) => ledgerEntry(i + 1, prefix, accountId));
}

/** One page of `entries` after the cursor `after` (undefined: from the start), as the spec lists it. */
export function pageAfter(entries: ReadonlyArray<{ id: string }>, after: string | null | undefined, limit: number): LedgerPageJson | undefined {
  const start = after === null || after === undefined ? 0 : entries.findIndex((e) => e.id === after) + 1;
  if (start === 0 && after !== null && after !== undefined) return undefined;
  const items = entries.slice(start, start + limit);
  const hasMore = start + limit < entries.length;
  return { items, pagination: { hasMore, ...(items.length > 0 ? { nextCursor: items.at(-1)?.id ?? null } : {}) } };
}

/** The requested page size (the sync always sends `limit`). */
export function limitOf(req: HostileRequest): number {
  const limit = Number(req.query.get('limit') ?? '50');
  return Number.isInteger(limit) && limit > 0 ? limit : 50;
}

/**
 * Answers a list (GET /transactions, or any list of items with ids) from `entries` (ignoring the createdAt range: the suites sync
 * with one range); `rewrite` may change each page before it is sent. An unknown cursor is
 * the spec's 404 naming `starting_after`.
 */
export function serveLedger(
  req: HostileRequest,
  res: ServerResponse,
  entries: ReadonlyArray<{ id: string }>,
  rewrite: (page: LedgerPageJson, after: string | null) => LedgerPageJson | string = (page) => page,
  headers: Record<string, string> = {},
): void {
  const after = req.query.get('starting_after');
  const page = pageAfter(entries, after, limitOf(req));
  if (page === undefined) {
    const body = errorBody(404, 'resource_not_found', 'unknown cursor') as { error: Record<string, unknown> };
    body.error['fields'] = [{ field: 'starting_after', message: 'unknown cursor' }];
    sendJson(res, 404, body, headers);
    return;
  }
  sendJson(res, 200, rewrite(page, after), headers);
}
