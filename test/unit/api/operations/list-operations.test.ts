import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../../electron/api/api-errors';
import { createOperations, PaginationError } from '../../../../electron/api/operations';
import { ledgerBody, page, RecordingCore } from './recording-core';

describe('list operations', () => {
  it('build the query deterministically, in the spec order, leaving out what is absent', async () => {
    const core = new RecordingCore().answer({ body: page([], false) });
    await createOperations(core).listTransactions({ createdAtLte: '2026-11-01T00:00:00Z', type: 'fee', limit: 200, accountId: 'acc_1' }).toArray();
    expect(core.requests[0]?.query).toEqual([
      ['limit', '200'], ['accountId', 'acc_1'], ['type', 'fee'], ['createdAt[lte]', '2026-11-01T00:00:00Z'],
    ]);
  });

  it('follow nextCursor across pages, item by item', async () => {
    const core = new RecordingCore().answer(
      { body: page([ledgerBody('txn_1'), ledgerBody('txn_2')], true) },
      { body: page([ledgerBody('txn_3')], true) },
      { body: page([], false) },
    );
    const ids: string[] = [];
    for await (const txn of createOperations(core).listTransactions({ limit: 2 })) ids.push(txn.id);
    expect(ids).toEqual(['txn_1', 'txn_2', 'txn_3']);
    expect(core.requests.map((r) => r.query?.find(([k]) => k === 'starting_after')?.[1])).toEqual([undefined, 'txn_2', 'txn_3']);
  });

  it('page backward from ending_before using the first id of each page', async () => {
    const core = new RecordingCore().answer(
      { body: page([ledgerBody('txn_8'), ledgerBody('txn_9')], true) },
      { body: page([ledgerBody('txn_7')], false) },
    );
    const pages = [];
    for await (const p of createOperations(core).listTransactions({ endingBefore: 'txn_10', limit: 2 }).pages()) pages.push(p.items.map((i) => i.id));
    expect(pages).toEqual([['txn_8', 'txn_9'], ['txn_7']]);
    expect(core.requests.map((r) => r.query?.find(([k]) => k === 'ending_before')?.[1])).toEqual(['txn_10', 'txn_8']);
  });

  it('stop at the page cap with an error instead of truncating silently', async () => {
    const core = new RecordingCore().answer(
      { body: page([ledgerBody('txn_1')], true) },
      { body: page([ledgerBody('txn_2')], true) },
    );
    await expect(createOperations(core).listTransactions({}, { maxPages: 2 }).toArray()).rejects.toBeInstanceOf(PaginationError);
    expect(core.requests).toHaveLength(2);
  });

  it('refuse a server that repeats a cursor or gives none', async () => {
    const repeating = new RecordingCore().answer(
      { body: page([ledgerBody('txn_1')], true) },
      { body: page([ledgerBody('txn_1')], true) },
    );
    await expect(createOperations(repeating).listTransactions().toArray()).rejects.toThrow(/cursor txn_1 twice/);
    const cursorless = new RecordingCore().answer({ body: { items: [], pagination: { hasMore: true } } });
    await expect(createOperations(cursorless).listTransactions().toArray()).rejects.toThrow(/no cursor/);
  });

  it('check query values before sending', async () => {
    const core = new RecordingCore();
    const api = createOperations(core);
    await expect(api.listPayments({ limit: 500 }).toArray()).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(api.listPayments({ startingAfter: 'pmt_1', endingBefore: 'pmt_9' }).toArray()).rejects.toThrow(/cannot be used together/);
    await expect(api.listTransactions({ createdAtGte: 'yesterday' }).toArray()).rejects.toThrow(/createdAt\[gte\]/);
    expect(core.requests).toHaveLength(0);
  });

  it('GET /rails is one request with filters and no pagination', async () => {
    const core = new RecordingCore().answer({ body: { items: [{ id: 'ach', name: 'ACH', status: 'active' }] } });
    const result = await createOperations(core).listRails({ currency: 'USD', country: 'US' });
    expect(result.data.items[0]?.id).toBe('ach');
    expect(core.requests[0]?.query).toEqual([['currency', 'USD'], ['country', 'US']]);
  });
});
