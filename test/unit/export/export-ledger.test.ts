// Ledger CSV: round-trips through an independent parser, exact sums, filters, BOM.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportLedgerCsv, LEDGER_CSV_HEADERS } from '../../../electron/export';
import { sumDecimals } from '../../../shared/money';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache, tempDir } from '../cache/cache-fixtures';
import { readBackAs, startsLikeFormula } from './csv-injection-oracle';

/** Tricky descriptions, each with the cell a spreadsheet must read back (written out by hand). */
const TRICKY: ReadonlyArray<readonly [string, string]> = [
  ['Supplier, Inc.', 'Supplier, Inc.'],
  ['He said "pay now"', 'He said "pay now"'],
  ['line one\nline two', 'line one\nline two'],
  ['windows\r\nbreak', 'windows\r\nbreak'],
  ['lonely\rcarriage', 'lonely\rcarriage'],
  ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
  ['+41 44 000 00 00', "'+41 44 000 00 00"],
  ['-5 refund', "'-5 refund"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tindented', "'\tindented"],
  ['\r=cmd', "'\r=cmd"],
  [' =not first', ' =not first'],
  ['Zürich — 東京', 'Zürich — 東京'],
  ['Emoji 🚀💸 ok', 'Emoji 🚀💸 ok'],
  ['', ''],
];

function trickyLedger(): LedgerTransaction[] {
  return TRICKY.map(([description], i) =>
    ledgerTx(i, {
      accountId: i % 2 === 0 ? 'acc_a' : 'acc_b',
      direction: i % 3 === 0 ? 'credit' : 'debit',
      type: i % 3 === 0 ? 'payment_in' : 'payment_out',
      amount: ['0.01', '12.50', '1000000000000000000.12345678', '0.00', '7'][i % 5] as string,
      balance: `${i}.00`,
      currency: i === 5 ? 'USDC' : 'USD',
      ...(description !== '' && { description }),
      referenceType: 'payment',
      referenceId: i === 6 ? '=1+1' : i === 7 ? '-pmt_7' : `pmt_${i}`,
      transactionGroupId: `grp_${i}`,
      linkedTransactionId: i === 4 ? 'txn_000001' : null,
    }),
  );
}

function readCsv(path: string): { raw: Buffer; records: Record<string, string>[] } {
  const raw = readFileSync(path);
  return { raw, records: parse(raw, { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[] };
}

/** A zero amount, by its digits: written plainly rather than with the implementation's test. */
const isZero = (amount: string) => [...amount].every((ch) => ch === '0' || ch === '.');

describe('exportLedgerCsv', () => {
  it('round-trips tricky text, keeps amounts exact and signed by direction', async () => {
    const cache = tempCache();
    const ledger = trickyLedger();
    cache.ledgerTransactions.upsertMany(ledger);
    const outPath = join(tempDir(), 'ledger.csv');
    const result = await exportLedgerCsv(cache, { outPath });
    expect(result.rowsWritten).toBe(ledger.length);
    const { raw, records } = readCsv(outPath);
    expect(result.bytesWritten).toBe(raw.length);
    expect(raw.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(raw.toString('utf8').split('\r\n')[0]).toBe(LEDGER_CSV_HEADERS.join(','));
    expect(records.map((r) => r['id'])).toEqual(ledger.map((t) => t.id));
    records.forEach((record, i) => {
      const tx = ledger[i] as LedgerTransaction;
      expect(record).toEqual({
        id: tx.id,
        'createdAt (UTC)': tx.createdAt,
        accountId: tx.accountId,
        accountName: '',
        currency: tx.currency,
        type: tx.type,
        direction: tx.direction,
        amount: tx.amount,
        signedAmount: tx.direction === 'debit' && !isZero(tx.amount) ? `-${tx.amount}` : tx.amount,
        balance: tx.balance,
        description: TRICKY[i]?.[1],
        referenceType: 'payment',
        referenceId: { 6: "'=1+1", 7: "'-pmt_7" }[i] ?? `pmt_${i}`,
        counterpartyId: '',
        counterpartyName: '',
        transactionGroupId: tx.transactionGroupId,
        linkedTransactionId: tx.linkedTransactionId ?? '',
      });
    });
    // The same against the suite's OWASP rule, and nothing read back can start a formula.
    for (const [i, record] of records.entries()) {
      expect(record['description']).toBe(readBackAs(ledger[i]?.description ?? ''));
      expect(record['referenceId']).toBe(readBackAs(ledger[i]?.referenceId ?? ''));
      for (const [column, cell] of Object.entries(record)) {
        if (column !== 'amount' && column !== 'signedAmount') expect({ column, formula: startsLikeFormula(cell) }).toEqual({ column, formula: false });
      }
    }
    // Every record ends in CRLF, including the last; bare LF/CR only inside quoted cells.
    expect(raw.toString('utf8').endsWith('\r\n')).toBe(true);
  });

  it('the sum of exported signed amounts equals the cached ledger exactly, per currency', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(trickyLedger());
    const outPath = join(tempDir(), 'sum.csv');
    await exportLedgerCsv(cache, { outPath });
    const { records } = readCsv(outPath);
    for (const total of cache.ledgerTransactions.ledgerTotals()) {
      const exported = sumDecimals(records.filter((r) => r['currency'] === total.currency).map((r) => r['signedAmount'] as string));
      expect(exported).toBe(total.net);
    }
    expect(cache.ledgerTransactions.ledgerTotals().map((t) => t.currency)).toEqual(['USD', 'USDC']);
  });

  it('writes a BOM on request', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1, { description: 'Zürich' })]);
    const outPath = join(tempDir(), 'bom.csv');
    await exportLedgerCsv(cache, { outPath, bom: true });
    const { raw, records } = readCsv(outPath);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records[0]?.['description']).toBe('Zürich');
  });

  it('filters by accounts, date range and types, oldest first', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(trickyLedger());
    const outPath = join(tempDir(), 'filtered.csv');
    const result = await exportLedgerCsv(cache, { outPath, accounts: ['acc_b'], from: minutes(2), to: minutes(11), types: ['payment_out'] });
    const { records } = readCsv(outPath);
    expect(records.map((r) => r['id'])).toEqual(['txn_000005', 'txn_000007']);
    expect(result.rowsWritten).toBe(2);
    await exportLedgerCsv(cache, { outPath, accounts: [], overwrite: true });
    expect(readCsv(outPath).records).toEqual([]);
  });

  it('reports progress and ends with the total', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(Array.from({ length: 2500 }, (_, i) => ledgerTx(i, { description: `row ${i} `.repeat(10) })));
    const seen: number[] = [];
    await exportLedgerCsv(cache, { outPath: join(tempDir(), 'progress.csv'), progressEvery: 500, onProgress: (n) => seen.push(n) });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(2500);
    // 2,500 is a whole multiple of 500: the total is said once, not again at the end.
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('works with the cache file alone: nothing but the CSV appears in the target directory', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1)]);
    const dir = tempDir();
    await exportLedgerCsv(cache, { outPath: join(dir, 'only.csv') });
    expect(readdirSync(dir)).toEqual(['only.csv']);
  });
});
