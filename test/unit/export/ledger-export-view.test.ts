// "Export this view": the ledger export writes exactly the rows the Ledger screen counts
// (ledger.count: the position index over buildSearchableSelect) for the same filters,
// direction and text search included, whether it reads on one connection or with a
// worker in key ranges; each record carries the account's name and the counterparty of
// the payment or collection it belongs to beside their ids.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Cache, LedgerCountQuery } from '../../../electron/cache';
import { exportLedgerCsv } from '../../../electron/export';
import type { LedgerCsvOptions } from '../../../electron/export';
import type { LedgerTransaction } from '../../../shared/schemas';
import { counterparty, ledgerTx, minutes, payment, tempCache, tempDir } from '../cache/cache-fixtures';

/** Worker threads compile from source here: give them time on a loaded machine. */
const START_TIMEOUT_MS = 60_000;

function records(path: string): Record<string, string>[] {
  return parse(readFileSync(path), { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
}

const DESCRIPTIONS = ['SWIFT fee', 'Wire to Acme', 'swift, correspondent', 'Card settlement', 'Monthly service'];

function seeded(): Cache {
  const cache = tempCache();
  cache.accounts.upsertMany([
    { id: 'acc_a', customerId: 'cus_1', name: 'Operating USD', currency: 'USD', status: 'active', createdAt: minutes(0) },
    { id: 'acc_b', customerId: 'cus_1', name: 'חשבון, שכר', currency: 'USD', status: 'active', createdAt: minutes(0) },
  ]);
  cache.counterparties.upsertMany([counterparty(1, { name: 'Acme Supplies' }), counterparty(2, { name: 'شركة النور' })]);
  cache.payments.upsertMany(Array.from({ length: 40 }, (_, i) => payment(i, { counterpartyId: `cpt_00000${(i % 2) + 1}`, reference: i % 7 === 0 ? 'INV-SWIFT' : `INV-${i}` })));
  const entries: LedgerTransaction[] = Array.from({ length: 400 }, (_, i) =>
    ledgerTx(i, {
      accountId: i % 3 === 0 ? 'acc_b' : 'acc_a',
      direction: i % 4 === 0 ? 'credit' : 'debit',
      type: i % 5 === 0 ? 'fee' : 'payment_out',
      description: DESCRIPTIONS[(i % 7) % DESCRIPTIONS.length] as string,
      ...(i % 10 < 4 && { referenceType: 'payment', referenceId: `pmt_${String(i % 40).padStart(6, '0')}` }),
    }),
  );
  cache.ledgerTransactions.upsertMany(entries);
  return cache;
}

/** The ids the screen shows for a view, oldest first: its windows walked to the end. */
function screenIds(cache: Cache, view: LedgerCountQuery): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const window = cache.ledgerTransactions.ledgerWindow({ ...view, limit: 100, ...(cursor !== undefined && { cursor }) });
    ids.push(...window.rows.map((row) => row.id));
    if (window.olderCursor === undefined) return ids.reverse();
    cursor = window.olderCursor;
  }
}

const VIEWS: Array<[string, LedgerCountQuery]> = [
  ['account, dates and direction', { accountIds: ['acc_a'], from: minutes(40), to: minutes(300), direction: 'debit' }],
  ['type and search', { types: ['fee'], search: 'swift' }],
  ['a search that finds entries by their payment\'s reference', { search: 'inv-swift', direction: 'credit' }],
];

async function exportView(cache: Cache, view: LedgerCountQuery, parallel: boolean): Promise<{ ids: string[]; rows: Record<string, string>[]; written: number; threads: number }> {
  const outPath = join(tempDir(), 'view.csv');
  let threads = 0;
  const workers = parallel ? { threads: 2, rowsPerSegment: 16, startTimeoutMs: START_TIMEOUT_MS } : { threads: 1 };
  const options: LedgerCsvOptions = {
    outPath,
    ...(view.accountIds !== undefined && { accounts: view.accountIds }),
    ...(view.types !== undefined && { types: view.types }),
    ...(view.from !== undefined && { from: view.from }),
    ...(view.to !== undefined && { to: view.to }),
    ...(view.direction !== undefined && { direction: view.direction }),
    ...(view.search !== undefined && { search: view.search }),
  };
  const source = { path: cache.path, openReadSnapshot: () => cache.openReadSnapshot(), workers: { ...workers, onRead: (plan: { threads: number }) => (threads = plan.threads) } };
  const result = await exportLedgerCsv(source, options);
  const rows = records(outPath);
  return { ids: rows.map((row) => row['id'] as string), rows, written: result.rowsWritten, threads };
}

describe('the ledger export of a view', () => {
  it.each(VIEWS)('%s: the file has exactly the rows the screen counts and shows', async (_name, view) => {
    const cache = seeded();
    const count = cache.ledgerTransactions.ledgerCount(view);
    const unfiltered = cache.ledgerTransactions.ledgerCount({ ...view, direction: undefined, search: undefined } as LedgerCountQuery);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(unfiltered);
    const expected = screenIds(cache, view);
    expect(expected).toHaveLength(count);
    for (const parallel of [false, true]) {
      const exported = await exportView(cache, view, parallel);
      expect({ parallel, ids: exported.ids }).toEqual({ parallel, ids: expected });
      expect(exported.written).toBe(count);
      if (parallel && count > 32) expect(exported.threads).toBe(2);
    }
  });

  it('names the account and the counterparty of the entry\'s payment beside their ids, in any script', async () => {
    const cache = seeded();
    const { rows } = await exportView(cache, { search: 'inv-swift' }, false);
    const withPayment = rows.find((row) => row['referenceId'] === 'pmt_000000');
    expect(withPayment).toMatchObject({ accountId: 'acc_b', accountName: 'חשבון, שכר', counterpartyId: 'cpt_000001', counterpartyName: 'Acme Supplies' });
    const other = rows.find((row) => row['referenceId'] === 'pmt_000021');
    expect(other).toMatchObject({ accountId: 'acc_b', counterpartyId: 'cpt_000002', counterpartyName: 'شركة النور' });
    const accountNames: Record<string, string> = { acc_a: 'Operating USD', acc_b: 'חשבון, שכר' };
    const counterpartyNames: Record<string, string> = { cpt_000001: 'Acme Supplies', cpt_000002: 'شركة النور' };
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) {
      expect(row['accountName']).toBe(accountNames[row['accountId'] as string]);
      expect(row['counterpartyName']).toBe(counterpartyNames[row['counterpartyId'] as string]);
    }
    const { rows: plain } = await exportView(cache, { search: 'monthly service' }, false);
    expect(plain[0]).toMatchObject({ counterpartyId: '', counterpartyName: '' });
    expect(Object.keys(plain[0] ?? {})).toContain('createdAt (UTC)');
  });
});
