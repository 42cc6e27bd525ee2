// The lists the hostile-page properties cover, each as the few things hostile-page-case.ts
// needs of it: the resource the sync is asked for, the list's path, its book of
// well-formed items and their shape for page-mutations.ts, how to read back the cached
// ids, and the checks of its own on what the cache holds after the case.
//
// - ledger: GET /transactions (the ledger sync); the checks it has always had.
// - payments: GET /payments (the incremental mutable-list sync, mutable-lists.ts): the
//   status history is part of the page (no history row without its payment, none missing
//   for a cached one), the list's cursor stays on the last whole page.
// - counterparties: GET /counterparties (the whole-list sync, whole-lists.ts): the same
//   cursor check, and nothing marked gone (nothing was cached before the walk).
// None of them asserts that a given value is refused: what the schemas tolerate (unknown
// enum values, for instance) may grow; the properties hold either way.
import type { Cache, CachedResource } from '../../../electron/cache';
import type { SyncReport } from '../../../electron/sync';
import { counterparties, COUNTERPARTY_SHAPE } from './counterparty-book';
import { ledgerEntries } from './ledger-book';
import { BOOK_ID, LEDGER_SHAPE, type ItemShape, type PageMutation } from './page-mutations';
import { PAYMENT_SHAPE, payments } from './payment-book';
import { cachedLedgerIds } from './sync-harness';

/** What a case saw, for a list's own checks. */
export interface CaseView {
  readonly cache: Cache;
  readonly report: SyncReport;
  /** Ids cached after the case. */
  readonly cached: ReadonlySet<string>;
  /** Ids of the page before the hostile one, of the hostile page (its own: not repeated from the others), of the page after. */
  readonly first: readonly string[];
  readonly hostileOwn: readonly string[];
  readonly last: readonly string[];
}

/** The items per page of a case (hostile-page-case.ts: three pages, the hostile one second). */
export const ITEMS_PER_PAGE = 3;

/**
 * A nextCursor that is an id further down the list than the page's last item
 * (assumed-operations.md: nextCursor is the id of the last item of the page). The sync
 * once followed it, skipping the rows in between for good while it said synced (and a
 * counterparty list walked that way marked them gone); such a page is now refused with
 * `cursor_mismatch` (electron/sync/pull-pages.ts). Each list's properties run it first.
 */
export const CURSOR_PAST_THE_PAGE: PageMutation = { kind: 'replace-cursor', value: { [BOOK_ID]: 2 * ITEMS_PER_PAGE } };

export interface HostileListSuite {
  /** How the properties and the script name it. */
  readonly name: 'ledger' | 'payments' | 'counterparties';
  /** The one resource the sync is asked for. */
  readonly resource: CachedResource;
  /** The list's path under /v1; every other path is answered with an error. */
  readonly path: string;
  readonly shape: ItemShape;
  /** `count` well-formed items, oldest first, their ids made with `prefix`. */
  items(count: number, prefix: string): ReadonlyArray<{ readonly id: string }>;
  /** Ids of the list's cached rows. */
  cachedIds(cache: Cache): string[];
  /** What the list's own checks found wrong (empty: nothing). */
  problems(view: CaseView): string[];
}

/** A code the app keeps for an enum value (a known one, or one the API added later: known-or-unknown.ts). */
const ENUM_CODE = /^[a-zA-Z0-9_]{1,64}$/;

function enumProblems(id: string, record: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.flatMap((field) => {
    const value = record[field];
    return typeof value === 'string' && ENUM_CODE.test(value) ? [] : [`cached ${id} with ${field} ${JSON.stringify(value)?.slice(0, 60)}`];
  });
}

/** A cached money object is the app's Money: digits in minor units (magnitudes: no sign), a whole exponent, a currency code. */
function moneyProblems(id: string, field: string, value: unknown): string[] {
  if (value === undefined) return [];
  const money = value as { currency?: unknown; exponent?: unknown; value?: unknown; displayValue?: unknown } | null;
  if (typeof money !== 'object' || money === null) return [`cached ${id} with ${field} ${JSON.stringify(value)?.slice(0, 60)}`];
  const ok = typeof money.value === 'string' && /^[0-9]{1,80}$/.test(money.value)
    && typeof money.exponent === 'number' && Number.isInteger(money.exponent) && money.exponent >= 0 && money.exponent <= 36
    && typeof money.currency === 'string' && /^[A-Z]{2,10}$/.test(money.currency)
    && typeof money.displayValue === 'string';
  return ok ? [] : [`cached ${id} with ${field} ${JSON.stringify(value).slice(0, 120)}`];
}

/**
 * The list's sync state after the case: synced, it is complete; otherwise, when nothing
 * after the page before was cached, it resumes right after that page.
 */
function cursorProblems(view: CaseView, resource: CachedResource): string[] {
  const state = view.cache.getSyncState(resource, '');
  if (view.report.state === 'synced') {
    return state !== undefined && state.completed && state.lastSyncedAt !== null ? [] : [`the sync says synced, but the ${resource} sync state is ${JSON.stringify(state)}`];
  }
  const laterCached = [...view.hostileOwn, ...view.last].some((id) => view.cached.has(id));
  if (laterCached) return [];
  const expected = view.first.at(-1);
  return state !== undefined && state.cursor === expected && !state.completed
    ? []
    : [`only the page before was cached, but the ${resource} sync state is ${JSON.stringify(state)?.slice(0, 300)} (cursor expected ${expected})`];
}

export const LEDGER_LIST: HostileListSuite = {
  name: 'ledger',
  resource: 'ledgerTransactions',
  path: '/transactions',
  shape: LEDGER_SHAPE,
  items: (count, prefix) => ledgerEntries(count, prefix),
  cachedIds: cachedLedgerIds,
  problems({ cache, cached }) {
    const problems: string[] = [];
    for (const id of cached) {
      const row = cache.ledgerTransactions.get(id);
      if (row === undefined) continue;
      if (typeof row.amount !== 'string' || !/^\d+(\.\d+)?$/.test(row.amount)) problems.push(`cached ${id} with amount ${JSON.stringify(row.amount).slice(0, 60)}`);
      if (row.direction !== 'debit' && row.direction !== 'credit') problems.push(`cached ${id} with direction ${JSON.stringify(row.direction)}`);
    }
    return problems;
  },
};

export const PAYMENTS_LIST: HostileListSuite = {
  name: 'payments',
  resource: 'payments',
  path: '/payments',
  shape: PAYMENT_SHAPE,
  items: payments,
  cachedIds: (cache) => [...cache.payments.iteratePayments()].map((p) => p.id),
  problems(view) {
    const { cache, cached } = view;
    const problems: string[] = [];
    for (const id of cached) {
      const row = cache.payments.get(id) as unknown as Record<string, unknown> | undefined;
      if (row === undefined) continue;
      problems.push(...enumProblems(id, row, ['status', 'rail']));
      for (const field of ['sendAmount', 'receiveAmount', 'totalDebitAmount']) problems.push(...moneyProblems(id, field, row[field]));
      problems.push(...moneyProblems(id, 'fees.feeAmount', (row['fees'] as Record<string, unknown> | undefined)?.['feeAmount']));
    }
    // The status history is written with the page, in its transaction.
    for (const id of new Set([...view.first, ...view.hostileOwn, ...view.last])) {
      const steps = cache.payments.timeline(id).length;
      if (cached.has(id) && steps === 0) problems.push(`cached ${id} without its status history`);
      if (!cached.has(id) && steps > 0) problems.push(`a status history of ${steps} steps for ${id}, which is not cached`);
    }
    problems.push(...cursorProblems(view, 'payments'));
    return problems;
  },
};

export const COUNTERPARTIES_LIST: HostileListSuite = {
  name: 'counterparties',
  resource: 'counterparties',
  path: '/counterparties',
  shape: COUNTERPARTY_SHAPE,
  items: counterparties,
  cachedIds: (cache) => [...cache.counterparties.iterateCounterparties()].map((c) => c.id),
  problems(view) {
    const { cache, cached } = view;
    const problems: string[] = [];
    for (const id of cached) {
      const row = cache.counterparties.get(id) as unknown as Record<string, unknown> | undefined;
      if (row === undefined) continue;
      problems.push(...enumProblems(id, row, ['status', 'entityType']));
      if (typeof row['name'] !== 'string') problems.push(`cached ${id} with name ${JSON.stringify(row['name'])?.slice(0, 60)}`);
    }
    // Nothing was cached before this walk: it has nothing to find gone.
    const gone = cache.counterparties.goneSince();
    if (gone.size > 0) problems.push(`marked gone: ${[...gone.keys()].join(', ').slice(0, 200)}`);
    problems.push(...cursorProblems(view, 'counterparties'));
    return problems;
  },
};

/** Every list the properties cover, in the order the script runs them. */
export const HOSTILE_LISTS: readonly HostileListSuite[] = [LEDGER_LIST, PAYMENTS_LIST, COUNTERPARTIES_LIST];
