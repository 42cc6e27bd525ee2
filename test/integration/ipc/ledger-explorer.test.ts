// What the ledger explorer asks of the dispatcher, over a real host and SQLite cache:
// ledger.count, ledger.window from a row index (the scaled scrollbar), refused when it is
// given with a cursor, and ledger.detail's transaction group read whole by group id even
// when its entries were posted at different times and share no reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcContract, envelopeSchema, type IpcMethod } from '../../../shared/ipc';
import type { LedgerTransaction } from '../../../shared/schemas';
import { IpcFixture } from './ipc-fixture';

type Row = { id: string; createdAt: string; transactionGroupId: string | null };
type Window = { rows: Row[]; olderCursor: string | null; newerCursor: string | null; startIndex: number | null; lastSyncedAt: string | null };

const T0 = Date.UTC(2026, 2, 1);
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();

function entry(n: number, overrides: Partial<LedgerTransaction> = {}): LedgerTransaction {
  return {
    id: `txn_${String(n).padStart(5, '0')}`,
    accountId: n % 3 === 0 ? 'acc_b' : 'acc_a',
    type: n % 4 === 0 ? 'fee' : 'payment_out',
    direction: n % 5 === 0 ? 'credit' : 'debit',
    amount: '1.00',
    currency: 'USD',
    balance: '100.00',
    createdAt: at(Math.floor(((n * 37) % 1200) / 3)), // three entries per minute, written out of time order
    description: n % 50 === 0 ? `needle ${n}` : `entry ${n}`,
    ...overrides,
  } as LedgerTransaction;
}

/** A group posted over several days, no reference, entries of other groups in between; two of its entries share an instant. */
const GROUP: LedgerTransaction[] = [
  entry(90_001, { id: 'txn_grp_reversal', createdAt: at(900), transactionGroupId: 'grp_multi', description: 'Reversal' }),
  entry(90_002, { id: 'txn_grp_payment', createdAt: at(5), transactionGroupId: 'grp_multi', description: 'Outgoing wire' }),
  entry(90_003, { id: 'txn_grp_fee', createdAt: at(300), transactionGroupId: 'grp_multi', description: 'Wire fee' }),
  entry(90_004, { id: 'txn_grp_fx', createdAt: at(300), transactionGroupId: 'grp_multi', description: 'FX adjustment' }),
  entry(90_005, { id: 'txn_other_group', createdAt: at(300), transactionGroupId: 'grp_other' }),
];

let fx: IpcFixture;

async function ok<T>(method: IpcMethod, input: unknown): Promise<T> {
  const answer = await fx.call(method, input);
  expect(envelopeSchema(IpcContract[method].output).safeParse(answer).success, `${method}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(true);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.value as T;
}

async function fullRead(filters: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const window: Window = await ok<Window>('ledger.window', { ...filters, limit: 500, ...(cursor !== null && { cursor }) });
    ids.push(...window.rows.map((row) => row.id));
    cursor = window.olderCursor;
  } while (cursor !== null);
  return ids;
}

beforeAll(() => {
  fx = new IpcFixture('production'); // no server needed: everything here reads the cache
  const rows = Array.from({ length: 1200 }, (_, n) => entry(n));
  const ledger = fx.host.services().cache.ledgerTransactions;
  for (let i = 0; i < rows.length; i += 400) ledger.upsertMany(rows.slice(i, i + 400));
  ledger.upsertMany(GROUP);
});
afterAll(async () => {
  await fx?.close();
});

describe('ledger.count and ledger.window from a row index', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no filter', {}],
    ['an account and a direction', { accountIds: ['acc_b'], direction: 'credit' }],
    ['a type and a date range', { types: ['fee'], from: at(100), to: at(350) }],
    ['a search', { search: 'NEEDLE' }],
  ])('the count and the row at each index are the full read\'s (%s)', async (_label, filters) => {
    const expected = await fullRead(filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ok('ledger.count', filters)).toEqual({ total: expected.length, lastSyncedAt: null });
    const indexes = [...Array.from({ length: expected.length }, (_, i) => i).filter((i) => i % 7 === 3), 0, 1, expected.length - 1, expected.length, expected.length + 10];
    for (const index of indexes) {
      const window = await ok<Window>('ledger.window', { ...filters, startIndex: index, limit: 3 });
      expect({ index, ids: window.rows.map((row) => row.id) }).toEqual({ index, ids: expected.slice(index, index + 3) });
      expect(window.startIndex).toBe(index);
      expect(window.olderCursor === null).toBe(index + 3 >= expected.length);
    }
    const last = await ok<Window>('ledger.window', { ...filters, startIndex: expected.length - 1, limit: 3 });
    const back = await ok<Window>('ledger.window', { ...filters, cursor: last.newerCursor, towards: 'newer', limit: 2 });
    expect(back.rows.map((row) => row.id)).toEqual(expected.slice(-3, -1));
  });

  it('says where a window starts when it knows: from the newest end 0, from a cursor null', async () => {
    const top = await ok<Window>('ledger.window', { limit: 4 });
    expect(top.startIndex).toBe(0);
    expect((await ok<Window>('ledger.window', { limit: 4, cursor: top.olderCursor })).startIndex).toBeNull();
    expect((await ok<Window>('ledger.window', { limit: 4, towards: 'newer' })).startIndex).toBeNull();
  });

  it('refuses a start index with a cursor (or towards newer, or below 0), naming the field', async () => {
    const top = await ok<Window>('ledger.window', { limit: 4 });
    for (const [input, field] of [
      [{ startIndex: 10, cursor: top.olderCursor }, 'startIndex'],
      [{ startIndex: 10, towards: 'newer' }, 'towards'],
      [{ startIndex: -1 }, 'startIndex'],
      [{ startIndex: 2.5 }, 'startIndex'],
    ] as const) {
      const answer = await fx.call('ledger.window', input);
      expect(answer).toMatchObject({ ok: false, error: { kind: 'input', code: 'invalid_input', fields: [{ field }] } });
    }
    expect((await fx.call('ledger.window', { startIndex: 10, cursor: top.olderCursor })).ok).toBe(false);
    expect(await fx.call('ledger.count', { limit: 5 })).toMatchObject({ ok: false, error: { kind: 'input' } });
  });
});

describe('ledger.detail', () => {
  it('returns the whole transaction group in posting order, entries of other instants and without a reference included', async () => {
    for (const id of ['txn_grp_fee', 'txn_grp_reversal', 'txn_grp_payment']) {
      const detail = await ok<{ row: Row; group: Row[] }>('ledger.detail', { id });
      expect(detail.row.id).toBe(id);
      expect(detail.group.map((row) => row.id)).toEqual(['txn_grp_payment', 'txn_grp_fee', 'txn_grp_fx', 'txn_grp_reversal']);
    }
    expect((await ok<{ group: Row[] }>('ledger.detail', { id: 'txn_other_group' })).group.map((row) => row.id)).toEqual(['txn_other_group']);
    expect((await ok<{ group: Row[] }>('ledger.detail', { id: 'txn_00007' })).group).toEqual([]);
  });
});
