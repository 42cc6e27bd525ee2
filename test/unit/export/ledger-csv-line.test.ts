// The ledger export from a cache file (SQLite builds each record, ledger-csv-line.ts)
// writes the same bytes as the cell functions over the cache's rows (the reference path,
// taken when a source has no file path), for any text, amount, time and filter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../electron/cache';
import { CsvCellError, exportLedgerCsv } from '../../../electron/export';
import type { LedgerCsvOptions, LedgerExportSource } from '../../../electron/export';
import { isPlainLedgerLine } from '../../../electron/export/ledger-csv-line';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, tempCache, tempDir } from '../cache/cache-fixtures';

/** The same cache without its file path: exportLedgerCsv then encodes every row with the cell functions. */
function referenceSource(cache: Cache): LedgerExportSource {
  return { openReadSnapshot: () => cache.openReadSnapshot() };
}

async function bothExports(cache: Cache, options: Omit<LedgerCsvOptions, 'outPath'> = {}): Promise<{ fast: Buffer; reference: Buffer }> {
  const dir = tempDir('ledger-csv-line-');
  await exportLedgerCsv(cache, { ...options, outPath: join(dir, 'fast.csv') });
  await exportLedgerCsv(referenceSource(cache), { ...options, outPath: join(dir, 'reference.csv') });
  return { fast: readFileSync(join(dir, 'fast.csv')), reference: readFileSync(join(dir, 'reference.csv')) };
}

/** Text that exercises every rule: quotes, commas, CR/LF, formula starts, tab, NUL, non-ASCII, empty. */
const nastyText = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", '\u0000', 'ü', '東', '🚀', '.'), maxLength: 12 }),
  fc.string({ maxLength: 20 }),
  fc.constant(''),
);
/** Unsigned decimals as the cache keeps them, with zeros (no sign) and long ones. */
const decimal = fc.oneof(
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 8 })).map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  }),
  fc.constantFrom('0', '0.00', '0.00000001', '7', '1000000000000000000.12345678'),
);
/** 1700 to 2250: before 1970 the record is built by the cell functions, after it by SQLite. */
const createdAt = fc.oneof(
  fc.integer({ min: Date.UTC(1700, 0, 1), max: Date.UTC(2250, 0, 1) }),
  fc.constantFrom(0, -1, 1, 999, Date.UTC(1969, 11, 31, 23, 59, 59, 999), Date.UTC(2000, 1, 29, 12), Date.UTC(2100, 2, 1)),
).map((ms) => new Date(ms).toISOString());

const entry = fc.record({
  accountId: fc.oneof(fc.constantFrom('acc_a', 'acc_b'), nastyText.filter((t) => t !== '')),
  type: fc.constantFrom('payment_in', 'payment_out', 'fee', 'reversal'),
  direction: fc.constantFrom('debit', 'credit'),
  amount: decimal,
  balance: decimal,
  currency: fc.constantFrom('USD', 'USDC', '=EUR', 'A,B'),
  createdAt,
  description: fc.option(nastyText, { nil: undefined }),
  referenceType: fc.option(fc.constantFrom('payment', '+ref', 'transfer'), { nil: undefined }),
  referenceId: fc.option(nastyText, { nil: undefined }),
  transactionGroupId: fc.option(nastyText, { nil: null }),
  linkedTransactionId: fc.option(fc.constantFrom('txn_000001', '-txn', 'a"b'), { nil: null }),
});

describe('ledger export from a cache file', () => {
  it('writes the same bytes as the cell functions for any rows (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 80 }), fc.boolean(), async (entries, bom) => {
        const cache = tempCache();
        const ledger = entries.map((fields, i) => ledgerTx(i, fields as Partial<LedgerTransaction>));
        cache.ledgerTransactions.upsertMany(ledger);
        const { fast, reference } = await bothExports(cache, { bom });
        expect(fast.toString('utf8')).toBe(reference.toString('utf8'));
        expect(fast.equals(reference)).toBe(true);
        cache.close();
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('writes the same bytes for 5,000 generated rows in one cache', async () => {
    const cache = tempCache();
    const ledger = fc.sample(entry, { numRuns: 5000, seed: 12 }).map((fields, i) => ledgerTx(i, fields as Partial<LedgerTransaction>));
    cache.ledgerTransactions.upsertMany(ledger);
    const { fast, reference } = await bothExports(cache, { bom: true });
    expect(fast.equals(reference)).toBe(true);
    expect(fast.toString('utf8').split('\r\n').length).toBeGreaterThan(5000);
  }, 60_000);

  it('writes the same bytes with every filter shape (accounts, types, time range)', async () => {
    const cache = tempCache();
    const ledger = Array.from({ length: 300 }, (_, i) =>
      ledgerTx(i, {
        accountId: ['acc_a', 'acc_b', 'acc_c'][i % 3] as string,
        type: (['payment_in', 'fee', 'payment_out'] as const)[i % 3],
        direction: i % 4 === 0 ? 'credit' : 'debit',
        amount: `${i}.${String(i % 100).padStart(2, '0')}`,
        ...(i % 7 === 0 && { description: `Invoice ${i}, "final"` }),
        ...(i % 11 === 0 && { description: `=SUM(A${i})` }),
      }),
    );
    cache.ledgerTransactions.upsertMany(ledger);
    const shapes: Array<Omit<LedgerCsvOptions, 'outPath'>> = [
      {},
      { accounts: ['acc_b'] },
      { accounts: ['acc_a', 'acc_c'], from: ledger[40]?.createdAt as string, to: ledger[250]?.createdAt as string },
      { types: ['fee', 'payment_in'] },
      { accounts: ['acc_a'], types: ['payment_out'] },
      { accounts: [] },
      { from: '2030-01-01' },
    ];
    for (const shape of shapes) {
      const { fast, reference } = await bothExports(cache, shape);
      expect({ shape, csv: fast.toString('utf8') }).toEqual({ shape, csv: reference.toString('utf8') });
    }
  });

  it('refuses a cached amount that is not a decimal with the same CsvCellError as the cell functions', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1), ledgerTx(2), ledgerTx(3)]);
    const db = new Database(cache.path);
    db.prepare("UPDATE ledger_transactions SET amount = '1e5' WHERE id = 'txn_000002'").run();
    db.close();
    const dir = tempDir('ledger-csv-line-');
    const fast = await exportLedgerCsv(cache, { outPath: join(dir, 'fast.csv') }).catch((error: unknown) => error);
    const reference = await exportLedgerCsv(referenceSource(cache), { outPath: join(dir, 'reference.csv') }).catch((error: unknown) => error);
    expect(fast).toBeInstanceOf(CsvCellError);
    expect((fast as Error).message).toBe((reference as Error).message);
  });

  it('accepts a record built by SQLite only when every cell is written as it is', () => {
    const plain = 'txn_1,2026-01-01T00:00:00.000Z,acc_a,Operating USD,USD,fee,debit,1.50,-1.50,98.50,Rent,payment,pmt_1,cpt_1,Acme Supplies,grp_1,\r\n';
    expect(isPlainLedgerLine(plain)).toBe(true);
    expect(isPlainLedgerLine(plain.replace('Acme Supplies', 'Acme, Inc.'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('Operating USD', '@Operating'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace(',Operating USD,', ','))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('Rent', 'Rent, May'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('Rent', '=Rent'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('Rent', 'say "hi"'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('Rent', 'a\nb'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace(',1.50,', ',1e5,'))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('2026-01-01T00:00:00.000Z', ''))).toBe(false);
    expect(isPlainLedgerLine(plain.replace('\r\n', '\n'))).toBe(false);
    expect(isPlainLedgerLine(null)).toBe(false);
  });
});
