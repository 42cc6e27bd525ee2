// Deterministic synthetic ledgers for the benchmarks: N entries over 20 accounts and
// about three years, every type, descriptions and references with common and rare
// words, running balances computed exactly (bigint minor units).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minorUnitsToDecimal } from '../../shared/money';
import { LEDGER_TRANSACTION_TYPES } from '../../shared/schemas';
import type { LedgerTransaction } from '../../shared/schemas';
import { openCache } from '../../electron/cache';
import type { Cache } from '../../electron/cache';

export const BENCH_ACCOUNTS = Array.from({ length: 20 }, (_, i) => `acc_bench${String(i).padStart(2, '0')}`);
export const BENCH_START_MS = Date.UTC(2023, 0, 1);
const SPAN_MS = 3 * 365 * 24 * 3600 * 1000;
const WORDS = ['Invoice', 'Payroll', 'Rent', 'ACME Corp', 'Globex', 'Initech', 'Zürich AG', 'Umbrella', 'Stark Industries', 'Wayne Enterprises', 'Refund', 'Fee'];

/** A small fast PRNG (mulberry32): the same seed gives the same ledger. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Entry i of an N-entry ledger, in creation order; `balances` carries each account's running balance. */
export function* benchLedger(count: number, seed = 42): Generator<LedgerTransaction> {
  const random = prng(seed);
  const balances = new Map<string, bigint>(BENCH_ACCOUNTS.map((a) => [a, 1_000_000_00n]));
  for (let i = 0; i < count; i += 1) {
    const accountId = BENCH_ACCOUNTS[Math.floor(random() * BENCH_ACCOUNTS.length)] as string;
    const type = LEDGER_TRANSACTION_TYPES[Math.floor(random() * LEDGER_TRANSACTION_TYPES.length)] as LedgerTransaction['type'];
    const direction = type.endsWith('_in') || type.endsWith('_credit') ? 'credit' : random() < 0.2 ? 'credit' : 'debit';
    const minor = BigInt(1 + Math.floor(random() * 5_000_00));
    const balance = (balances.get(accountId) ?? 0n) + (direction === 'credit' ? minor : -minor);
    balances.set(accountId, balance);
    const word = WORDS[Math.floor(random() * WORDS.length)] as string;
    yield {
      id: `txn_${i.toString(36).padStart(7, '0')}`,
      accountId,
      type,
      direction,
      amount: minorUnitsToDecimal(minor, 2),
      currency: 'USD',
      balance: minorUnitsToDecimal(balance < 0n ? -balance : balance, 2),
      createdAt: benchCreatedAt(i, count),
      linkedTransactionId: null,
      transactionGroupId: `grp_${Math.floor(i / 2).toString(36)}`,
      referenceType: 'payment',
      referenceId: `pmt_${(i * 7919).toString(36)}`,
      description: `${word} ${i % 1000 === 0 ? 'rareword' : ''}#${i}`,
      ...(i % 50 === 0 && { metadata: { invoiceReference: `INV-${i}` } }),
    };
  }
}

/** createdAt of entry i of an N-entry bench ledger (strictly increasing in i for N up to 94 million). */
export function benchCreatedAt(i: number, count: number): string {
  return new Date(BENCH_START_MS + Math.floor((i / count) * SPAN_MS)).toISOString();
}

/**
 * A fresh cache in a temp dir filled with `count` entries in one transaction (pages of
 * 1000 through upsertMany), then the search index built in bulk. The cache is closed
 * and reopened so the benchmark reads a checkpointed file, as after an app restart.
 */
export function buildBenchCache(
  count: number,
  options: { indexSearch?: boolean; dataDir?: string } = {},
): { cache: Cache; dataDir: string; insertMs: number; indexMs: number } {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bench-cache-'));
  const cache = openCache({ dataDir, environment: 'sandbox' });
  const started = performance.now();
  const page: LedgerTransaction[] = [];
  cache.transaction(() => {
    for (const tx of benchLedger(count)) {
      page.push(tx);
      if (page.length === 1000) cache.ledgerTransactions.upsertMany(page.splice(0), { deferSearchIndex: true });
    }
    cache.ledgerTransactions.upsertMany(page.splice(0), { deferSearchIndex: true });
  });
  const inserted = performance.now();
  if (options.indexSearch !== false) cache.ledgerTransactions.indexPendingSearch();
  const indexMs = performance.now() - inserted;
  cache.close();
  return { cache: openCache({ dataDir, environment: 'sandbox' }), dataDir, insertMs: inserted - started, indexMs };
}
