// Balances that agree with the server, against the real sandbox with the demo seed. The
// sandbox posts a payment and its fee at one instant; the cache must keep the server's
// posting order for such ties, so that after a full sync (small pages, parallel ranges)
// and after an incremental one, for every account:
// - the sandbox itself is consistent: its entries, in its listing order, chain their
//   running balances, and its account `balance` is the last entry's;
// - the cached ledger balance (latest entry in posting order) equals the server's account
//   balance (GET /accounts through the app's client) and the sum of the account's entries;
// - every exported CSV row's running balance is the previous row's of that account plus
//   its signedAmount (read with csv-parse, summed with bigint here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportLedgerCsv } from '../../../electron/export';
import { methodOf, seededData, type SandboxFixture, type SeededData } from '../../support/sandbox-fixture';
import { createHarness, rawLedger, readCredentials, removeTempDirs, startSyncSandbox, tempDataDir, units, type SyncHarness } from './sync-fixture';

let f: SandboxFixture;
let d: SeededData;
let h: SyncHarness;

beforeAll(async () => {
  f = await startSyncSandbox('demo');
  d = await seededData(f);
  // Small pages and several parallel ranges: ties fall on page boundaries and ranges interleave.
  h = createHarness(f, readCredentials(f), { service: { concurrency: 3, ledgerRanges: 8, pageSize: 7 } });
});
afterAll(async () => {
  h?.close();
  await f?.close();
  removeTempDirs();
});

/** A signed decimal string as bigint units at 8 decimals (the test's own arithmetic). */
function signedUnits(decimal: string): bigint {
  return decimal.startsWith('-') ? -units(decimal.slice(1)) : units(decimal);
}

/** Units at 8 decimals back to a decimal string, for messages. */
function decimalOf(value: bigint): string {
  const digits = (value < 0n ? -value : value).toString().padStart(9, '0');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -8)}.${digits.slice(-8)}`;
}

interface ServerEntry {
  id: string;
  accountId: string;
  direction: 'debit' | 'credit';
  amount: string;
  balance: string;
  createdAt: string;
}

/** The server's balance per account, read through the app's typed client. */
async function serverBalances(): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>();
  for await (const account of h.client.api.listAccounts({ limit: 100 })) {
    expect({ account: account.id, balance: account.balance !== undefined }).toEqual({ account: account.id, balance: true });
    balances.set(account.id, signedUnits(account.balance?.displayValue ?? ''));
  }
  return balances;
}

/** The sandbox's own ledger chains in its listing order, and ends at each account's balance. */
async function expectSandboxConsistent(server: Map<string, bigint>): Promise<void> {
  const entries = (await rawLedger(f)) as unknown as ServerEntry[];
  const running = new Map<string, bigint>();
  let ties = 0;
  let previous: ServerEntry | undefined;
  for (const entry of entries) {
    const next = (running.get(entry.accountId) ?? 0n) + (entry.direction === 'credit' ? units(entry.amount) : -units(entry.amount));
    expect({ id: entry.id, balance: units(entry.balance) }).toEqual({ id: entry.id, balance: next });
    running.set(entry.accountId, next);
    if (previous?.createdAt === entry.createdAt) ties += 1;
    previous = entry;
  }
  expect(ties).toBeGreaterThan(0); // the data has the case this test is about
  expect(running).toEqual(server);
}

/** The export chains per account; returns each account's sum of signedAmount and last balance. */
async function exportedChains(): Promise<Map<string, { sum: bigint; last: bigint; rows: number }>> {
  const outPath = join(tempDataDir(), `ledger-${Date.now()}.csv`);
  await exportLedgerCsv(h.cache, { outPath });
  const records = parse(readFileSync(outPath), { columns: true, record_delimiter: '\r\n' }) as Array<Record<string, string>>;
  const chains = new Map<string, { sum: bigint; last: bigint; rows: number }>();
  const broken: string[] = [];
  for (const record of records) {
    const account = record['accountId'] as string;
    const chain = chains.get(account) ?? { sum: 0n, last: 0n, rows: 0 };
    const sum = chain.sum + signedUnits(record['signedAmount'] as string);
    const balance = units(record['balance'] as string);
    if (balance !== sum) broken.push(`${record['id'] as string}: balance ${record['balance'] as string}, running total ${decimalOf(sum)}`);
    chains.set(account, { sum, last: balance, rows: chain.rows + 1 });
  }
  expect(broken).toEqual([]);
  expect(records.length).toBeGreaterThan(0);
  return chains;
}

async function expectCacheAgreesWithServer(): Promise<void> {
  const server = await serverBalances();
  expect(server.size).toBe(6); // the demo's six accounts (USD twice, EUR, GBP, USDC, JPY)
  await expectSandboxConsistent(server);

  const { accounts } = h.cache.ledgerTransactions.balances();
  const chains = await exportedChains();
  for (const [accountId, balance] of server) {
    const cached = accounts.find((a) => a.accountId === accountId);
    const row = {
      accountId,
      ledger: cached?.ledger === null || cached?.ledger === undefined ? null : units(cached.ledger.balance),
      record: cached?.balance === null || cached?.balance === undefined ? null : units(cached.balance),
      source: cached?.source,
      disagrees: cached?.disagrees,
      sumOfEntries: chains.get(accountId)?.sum,
    };
    expect(row).toEqual({ accountId, ledger: balance, record: balance, source: 'server', disagrees: false, sumOfEntries: balance });
  }
}

describe('cached balances and the server', () => {
  it('agree after a full sync in small pages over parallel ranges', async () => {
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    await expectCacheAgreesWithServer();
  });

  it('still agree after an incremental sync of a new payment (payment and fee at one instant)', async () => {
    const acme = methodOf(d, 'Acme Supplies LLC');
    const created = await f.write.post('/payments/ach', {
      sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'USD', value: '12345' },
    });
    expect(created.status).toBe(201);
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    const newest = h.cache.ledgerTransactions.ledgerWindow({ accountIds: [d.accounts.usd.id], limit: 2 }).rows;
    expect(newest.map((t) => [t.type, t.referenceId, t.createdAt === newest[0]?.createdAt])).toEqual([
      ['fee', created.body.id, true],
      ['payment_out', created.body.id, true],
    ]);
    await expectCacheAgreesWithServer();
  });
});
