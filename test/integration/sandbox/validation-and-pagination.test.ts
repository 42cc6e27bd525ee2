// 400 validation_failed naming each bad field, invalid JSON, and the list rules:
// limit 1..200 (default 50), exclusive cursors, ascending creation order, createdAt filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../../shared/api-errors';
import { counterpartySchema, listSchema } from '../../../shared/schemas';
import { startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

let f: SandboxFixture;
let created: { id: string; createdAt: string }[] = [];
beforeAll(async () => {
  f = await startSandboxFixture({ seed: 3 });
  created = [];
  for (let i = 0; i < 60; i += 1) {
    if (i % 20 === 0) await f.advance(60);
    const response = await f.write.post('/counterparties', { entityType: i % 2 ? 'individual' : 'business', name: `Paged ${i}` });
    created.push({ id: response.body.id, createdAt: response.body.createdAt });
  }
});
afterAll(() => f.close());

const fieldsOf = (body: unknown) => apiErrorBodySchema.parse(body).error.fields?.map((x) => x.field).sort() ?? [];

async function allCounterparties(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = listSchema(counterpartySchema).parse((await f.write.get(`/counterparties?limit=7${cursor ? `&starting_after=${cursor}` : ''}`)).body);
    ids.push(...page.items.map((c) => c.id));
    if (page.items.length > 0) expect(page.pagination.nextCursor).toBe(page.items[page.items.length - 1]?.id);
    if (!page.pagination.hasMore) return ids;
    cursor = page.pagination.nextCursor;
  }
}

describe('request validation', () => {
  it('names every bad field with dotted paths, including unknown fields', async () => {
    const response = await f.write.post('/payments/ach', { sourceAccountId: 'acct-1', amount: { currency: 'USD', value: '12.50' }, achType: 'overnight', colour: 'red' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed', type: 'invalid_request_error', retryable: false });
    expect(fieldsOf(response.body)).toEqual(['achType', 'amount.value', 'colour', 'paymentMethodId', 'sourceAccountId']);
    const missing = response.body.error.fields.find((x: { field: string }) => x.field === 'paymentMethodId');
    expect(missing.message).toBe('is required');
  });

  it('a POST without a body, or with a JSON array, fails on body', async () => {
    const none = await f.write.send('POST', '/transfers', { idempotencyKey: 'no-body' });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual(['body']);
    expect(fieldsOf((await f.write.post('/transfers', '[]')).body)).toEqual(['body']);
  });

  it('400 invalid_json for malformed JSON and for a non-JSON content type', async () => {
    const broken = await f.write.post('/counterparties', '{"entityType": "business", ');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatchObject({ code: 'invalid_json', type: 'invalid_request_error' });
    const text = await f.write.post('/counterparties', 'name=x', { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('invalid_json');
  });

  it('malformed path ids are 400 naming the parameter; unknown ones 404', async () => {
    const malformed = await f.write.get('/counterparties/not-an-id');
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual(['counterpartyId']);
    const unknown = await f.write.get('/counterparties/cpt_unknown123');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'resource_not_found', type: 'not_found_error' });
    for (const path of ['/transactions/txn_nope', '/transfers/trf_nope', '/payments/pmt_nope', '/collections/ach/col_nope', '/accounts/acc_nope', '/webhooks/subscriptions/wsub_nope']) {
      expect((await f.write.get(path)).status).toBe(404);
    }
  });

  it('validates metadata limits', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const response = await f.write.post('/counterparties', { entityType: 'business', name: 'Meta Ltd', metadata: tooMany });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['metadata']);
    const badKey = await f.write.post('/counterparties', { entityType: 'business', name: 'Meta Ltd', metadata: { 'bad-key': 'v', ok: 'x'.repeat(501) } });
    expect(fieldsOf(badKey.body)).toEqual(['metadata.bad-key', 'metadata.ok']);
  });
});

describe('pagination', () => {
  it('defaults to 50 items in ascending creation order', async () => {
    const page = listSchema(counterpartySchema).parse((await f.write.get('/counterparties')).body);
    expect(page.items).toHaveLength(50);
    expect(page.pagination.hasMore).toBe(true);
    const times = page.items.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('starting_after walks every item exactly once, in creation order, with ties broken deterministically', async () => {
    const ids = await allCounterparties();
    expect(new Set(ids).size).toBe(ids.length);
    const ours = ids.filter((id) => created.some((c) => c.id === id));
    expect(ours).toEqual(created.map((c) => c.id));
    expect(await allCounterparties()).toEqual(ids);
  });

  it('ending_before returns the items just before the cursor, ascending', async () => {
    const target = created[30];
    const page = (await f.write.get(`/counterparties?limit=5&ending_before=${target?.id}`)).body;
    expect(page.items.map((c: { id: string }) => c.id)).toEqual(created.slice(25, 30).map((c) => c.id));
    expect(page.pagination.hasMore).toBe(true);
  });

  it('limit bounds and cursor rules are enforced', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'limit=1.5', 'limit=-1', 'limit=1&limit=2']) {
      const response = await f.write.get(`/counterparties?${query}`);
      expect(response.status, query).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['limit']);
    }
    expect((await f.write.get('/counterparties?limit=1')).body.items).toHaveLength(1);
    expect((await f.write.get('/counterparties?limit=200')).body.items.length).toBeGreaterThan(50);
    const both = await f.write.get(`/counterparties?starting_after=${created[1]?.id}&ending_before=${created[5]?.id}`);
    expect(both.status).toBe(400);
    expect(fieldsOf(both.body)).toEqual(['ending_before']);
    expect((await f.write.get('/counterparties?starting_after=cpt_missing')).status).toBe(404);
    expect((await f.write.get('/counterparties?starting_after=pmt_wrongkind')).status).toBe(400);
    expect(fieldsOf((await f.write.get('/counterparties?colour=red')).body)).toEqual(['colour']);
  });

  it('an empty page has hasMore false and no nextCursor', async () => {
    const last = created[created.length - 1];
    const page = (await f.write.get(`/counterparties?starting_after=${last?.id}`)).body;
    expect(page).toEqual({ items: [], pagination: { hasMore: false } });
  });

  it('createdAt[gte] and createdAt[lte] filter by creation time, inclusively', async () => {
    await f.write.post('/transfers', { sourceAccountId: 'acc_x', destinationAccountId: 'acc_y', amount: { currency: 'USD', value: '1' } });
    const accounts = (await f.write.get('/accounts')).body.items as { id: string; currency: string }[];
    const [a, b] = accounts.filter((x) => x.currency === 'USD');
    const transfers = [];
    for (let i = 0; i < 3; i += 1) {
      await f.advance(100);
      transfers.push((await f.write.post('/transfers', { sourceAccountId: a?.id, destinationAccountId: b?.id, amount: { currency: 'USD', value: '100' } })).body);
    }
    const middle = transfers[1].createdAt as string;
    const gte = (await f.write.get(`/transfers?createdAt[gte]=${middle}`)).body.items;
    expect(gte.map((t: { id: string }) => t.id)).toEqual([transfers[1].id, transfers[2].id]);
    const lte = (await f.write.get(`/transfers?createdAt[lte]=${encodeURIComponent(middle)}`)).body.items;
    expect(lte.map((t: { id: string }) => t.id)).toEqual([transfers[0].id, transfers[1].id]);
    expect((await f.write.get('/transfers?createdAt[gte]=yesterday')).status).toBe(400);
    const inverted = await f.write.get(`/transfers?createdAt[gte]=${transfers[2].createdAt}&createdAt[lte]=${transfers[0].createdAt}`);
    expect(inverted.status).toBe(400);
    expect((await f.write.get('/counterparties?createdAt[gte]=2020-01-01T00:00:00Z')).status).toBe(400);
  });

  it('lists that page forward only refuse ending_before', async () => {
    const account = (await f.write.get('/accounts')).body.items[0];
    const response = await f.write.get(`/accounts/${account.id}/blockchain-addresses?ending_before=ba_x`);
    expect(response.status).toBe(400);
  });
});
