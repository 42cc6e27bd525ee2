// Test data and temp directories for the cache and export tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openCache } from '../../../electron/cache';
import type { Cache, OpenCacheOptions } from '../../../electron/cache';
import type { Collection, Counterparty, LedgerTransaction, Payment, Transfer } from '../../../shared/schemas';

const made: string[] = [];
const opened: Cache[] = [];

afterEach(() => {
  for (const cache of opened.splice(0)) cache.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp directory removed after the test. */
export function tempDir(prefix = 'cache-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A fresh sandbox cache in a temp directory, closed after the test. */
export function tempCache(options: Partial<OpenCacheOptions> = {}): Cache {
  const cache = openCache({ dataDir: tempDir(), environment: 'sandbox', ...options });
  opened.push(cache);
  return cache;
}

export const T0 = Date.UTC(2026, 0, 1);

export function minutes(n: number): string {
  return new Date(T0 + n * 60_000).toISOString();
}

export function ledgerTx(n: number, overrides: Partial<LedgerTransaction> & Record<string, unknown> = {}): LedgerTransaction {
  return {
    id: `txn_${String(n).padStart(6, '0')}`,
    accountId: 'acc_a',
    type: 'payment_out',
    direction: 'debit',
    amount: '10.00',
    currency: 'USD',
    balance: '100.00',
    createdAt: minutes(n),
    ...overrides,
  } as LedgerTransaction;
}

export function payment(n: number, overrides: Partial<Payment> & Record<string, unknown> = {}): Payment {
  return {
    id: `pmt_${String(n).padStart(6, '0')}`,
    customerId: 'cus_1',
    status: 'processing',
    rail: 'ach',
    createdAt: minutes(n),
    updatedAt: minutes(n),
    sourceAccountId: 'acc_a',
    counterpartyId: 'cpt_1',
    sendAmount: { currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' },
    ...overrides,
  } as Payment;
}

export function counterparty(n: number, overrides: Partial<Counterparty> & Record<string, unknown> = {}): Counterparty {
  return {
    id: `cpt_${String(n).padStart(6, '0')}`,
    customerId: 'cus_1',
    entityType: 'business',
    name: `Counterparty ${n}`,
    status: 'active',
    createdAt: minutes(n),
    updatedAt: minutes(n),
    ...overrides,
  } as Counterparty;
}

export function transfer(n: number, overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: `trf_${String(n).padStart(6, '0')}`, sourceAccountId: 'acc_a', destinationAccountId: 'acc_b', status: 'completed', createdAt: minutes(n),
    amount: { currency: 'USD', exponent: 2, value: '1000', displayValue: '10.00' }, ...overrides,
  } as Transfer;
}

export function collection(n: number, overrides: Partial<Collection> = {}): Collection {
  return {
    id: `col_${String(n).padStart(6, '0')}`, customerId: 'cus_1', destinationAccountId: 'acc_a', counterpartyId: 'cpt_000001', paymentMethodId: 'pm_1',
    rail: 'ach', direction: 'inbound', status: 'completed', createdAt: minutes(n), amount: { currency: 'USD', exponent: 2, value: '500', displayValue: '5.00' }, ...overrides,
  } as Collection;
}
