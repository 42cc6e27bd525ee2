// The Ledger's newest rows asked for as the window opens: taken once, by the first
// source with the same filters, while fresh; otherwise the screen asks main itself.
import { afterEach, describe, expect, it } from 'vitest';
import type { TypedIpcClient } from '../../../../renderer/lib/ipc-client';
import { setIpcClient } from '../../../../renderer/lib/main-connection';
import { BLOCK_SIZE } from '../../../../renderer/src/screens/ledger/block-cache';
import { prefetchNewestLedgerRows, takePrefetchedRows } from '../../../../renderer/src/screens/ledger/ledger-prefetch';
import { useLedgerFilters } from '../../../../renderer/src/stores/ledger-filter-store';

function recordingClient(calls: Array<{ method: string; input: unknown }>): TypedIpcClient {
  return {
    transport: 'web-shell',
    call: async (method: string, input: unknown) => {
      calls.push({ method, input });
      return { ok: true, value: { rows: [{ id: 'txn_1' }], olderCursor: null, newerCursor: null, startIndex: 0, lastSyncedAt: null } };
    },
    subscribe: () => () => undefined,
    whenIdle: async () => undefined,
  } as unknown as TypedIpcClient;
}

afterEach(() => useLedgerFilters.getState().clear());

describe('ledger prefetch', () => {
  it('asks main for the newest block of the current filters, and hands it over once to the same filters', async () => {
    const calls: Array<{ method: string; input: unknown }> = [];
    setIpcClient(recordingClient(calls));
    useLedgerFilters.getState().setFilters({ accountIds: ['acc_b', 'acc_a'], direction: 'debit' });
    prefetchNewestLedgerRows(1_000);
    expect(calls).toEqual([{ method: 'ledger.window', input: { accountIds: ['acc_b', 'acc_a'], direction: 'debit', startIndex: 0, limit: BLOCK_SIZE } }]);
    // The same filter set in another order is the same set.
    const taken = takePrefetchedRows({ direction: 'debit', accountIds: ['acc_a', 'acc_b'] }, 0, BLOCK_SIZE, 1_500);
    expect(await taken).toEqual({ ok: true, value: [{ id: 'txn_1' }] });
    expect(takePrefetchedRows({ direction: 'debit', accountIds: ['acc_a', 'acc_b'] }, 0, BLOCK_SIZE, 1_600)).toBeNull();
  });

  it('is not used for other filters, another block, or once it is old', () => {
    setIpcClient(recordingClient([]));
    prefetchNewestLedgerRows(0);
    expect(takePrefetchedRows({ search: 'fee' }, 0, BLOCK_SIZE, 10)).toBeNull();
    prefetchNewestLedgerRows(0);
    expect(takePrefetchedRows({}, BLOCK_SIZE, BLOCK_SIZE, 10)).toBeNull();
    prefetchNewestLedgerRows(0);
    expect(takePrefetchedRows({}, 0, BLOCK_SIZE, 60_000)).toBeNull();
    prefetchNewestLedgerRows(0);
    expect(takePrefetchedRows({}, 0, BLOCK_SIZE, 10)).not.toBeNull();
  });
});
