// enqueue: one committed `pending` row holding the exact bytes and a fresh UUID v4 key;
// an intent that does not validate throws the error naming its fields, storing nothing.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../electron/api/api-errors';
import { OutboxError, maskedBodyText } from '../../../electron/outbox';
import { cleanUp, journalIn, manualClock, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const rowCount = (path: string): number => {
  const db = new Database(path, { readonly: true });
  const count = db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
  db.close();
  return count;
};

describe('enqueue', () => {
  it('commits one pending row with the operation, path, exact bytes, a UUID v4 key and the summary', () => {
    const journal = journalIn(tempDataDir());
    const clock = manualClock();
    const core = scriptedCore([]);
    const outbox = outboxFor(journal, core, { clock });
    const entry = outbox.enqueue(openPaymentIntent('1250'));
    expect(entry).toMatchObject({
      environment: 'sandbox',
      createdAt: '2026-03-02T09:00:00.000Z',
      operation: 'createOpenPayment',
      method: 'POST',
      path: '/payments/open',
      bodyText: '{"sourceAccountId":"acc_unit1","paymentMethodId":"pm_unit1","amount":{"currency":"USD","value":"1250"},"reference":"Invoice 42"}',
      state: 'pending',
      attempts: 0,
      summary: 'Pay 12.50 USD to Northwind Traders (open)',
      needsAttention: false,
    });
    expect(entry.id).toMatch(/^obx_[0-9a-f]{32}$/);
    expect(entry.idempotencyKey).toMatch(UUID_V4);
    expect(core.requests).toHaveLength(0);
    // Committed: another connection sees it at once.
    expect(rowCount(journal.path)).toBe(1);
    expect(outbox.get(entry.id)).toEqual(entry);
    expect(outbox.enqueue(openPaymentIntent('1250')).idempotencyKey).not.toBe(entry.idempotencyKey);
  });

  it('keeps the id of the review it was confirmed from, for the window to find exactly this entry; none when there was no review', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    const first = outbox.enqueue({ ...openPaymentIntent('1250'), preparedId: '0b6f3c1e-8d2a-4c55-9f0e-1a2b3c4d5e6f' });
    const second = outbox.enqueue({ ...openPaymentIntent('1250'), preparedId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
    const plain = outbox.enqueue(openPaymentIntent('1250'));
    expect(first.preparedId).toBe('0b6f3c1e-8d2a-4c55-9f0e-1a2b3c4d5e6f');
    expect(outbox.get(first.id)?.preparedId).toBe('0b6f3c1e-8d2a-4c55-9f0e-1a2b3c4d5e6f');
    expect(outbox.get(second.id)?.preparedId).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(plain.preparedId).toBeUndefined();
    expect(outbox.list().map((entry) => entry.preparedId ?? null)).toEqual([null, '7c9e6679-7425-40de-944b-e07fc1f90ae7', '0b6f3c1e-8d2a-4c55-9f0e-1a2b3c4d5e6f']);
    expect(() => outbox.enqueue({ ...openPaymentIntent('1250'), preparedId: 'not an id; DROP' })).toThrow(OutboxError);
    expect(rowCount(journal.path)).toBe(3);
  });

  it('a body that does not validate throws the error naming the fields, and stores nothing', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    let thrown: unknown;
    try {
      outbox.enqueue({ operation: 'createOpenPayment', body: { sourceAccountId: 'nope', paymentMethodId: 'pm_1', amount: { currency: 'USD', value: '12.50' }, colour: 'red' }, summary: 'Pay' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidRequestError);
    const fields = (thrown as InvalidRequestError).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['amount.value', 'colour', 'sourceAccountId']);
    expect((thrown as InvalidRequestError).message).toMatch(/^Not sent: fix the createOpenPayment request first/);
    expect(rowCount(journal.path)).toBe(0);
  });

  it('a malformed path parameter is a validation error naming the parameter, and stores nothing', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    expect(() => outbox.enqueue({ operation: 'cancelPayment', pathParams: { paymentId: '../accounts' }, body: {}, summary: 'Cancel' })).toThrow(InvalidRequestError);
    try {
      outbox.enqueue({ operation: 'cancelPayment', pathParams: {}, body: {}, summary: 'Cancel' });
    } catch (error) {
      expect((error as InvalidRequestError).fields).toEqual([{ field: 'paymentId', message: expect.stringMatching(/pmt_/) }]);
    }
    expect(rowCount(journal.path)).toBe(0);
    const entry = outboxFor(journal, scriptedCore([])).enqueue({ operation: 'cancelPayment', pathParams: { paymentId: 'pmt_abc' }, body: {}, summary: 'Cancel pmt_abc' });
    expect(entry).toMatchObject({ path: '/payments/pmt_abc/cancel', bodyText: '{}' });
  });

  it('refuses operations that are not POSTs, and summaries that are empty, too long or hold a key', () => {
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([]));
    const notPost = () => outbox.enqueue({ operation: 'updateCounterparty' as never, pathParams: { counterpartyId: 'cpt_1' }, body: { name: 'x' }, summary: 'Rename' });
    expect(notPost).toThrow(OutboxError);
    expect(notPost).toThrow(/not a POST/);
    expect(() => outbox.enqueue({ ...openPaymentIntent(), summary: '  ' })).toThrow(/summary/);
    expect(() => outbox.enqueue({ ...openPaymentIntent(), summary: 'x'.repeat(501) })).toThrow(/summary/);
    expect(() => outbox.enqueue(null as never)).toThrow(OutboxError);
    expect(outbox.list()).toEqual([]);
  });

  it('survives closing and reopening the journal', () => {
    const dataDir = tempDataDir();
    const first = journalIn(dataDir);
    const entry = outboxFor(first, scriptedCore([])).enqueue(openPaymentIntent('777'));
    first.close();
    const again = outboxFor(journalIn(dataDir), scriptedCore([]));
    expect(again.get(entry.id)).toEqual(entry);
    expect(again.list({ states: ['pending'] }).map((e) => e.id)).toEqual([entry.id]);
  });

  it('lists newest first, filtered by state and limited', () => {
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([]));
    const ids = ['1', '2', '3'].map((v) => outbox.enqueue(openPaymentIntent(v)).id);
    expect(outbox.list().map((e) => e.id)).toEqual([...ids].reverse());
    expect(outbox.list({ limit: 2 }).map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(outbox.list({ states: ['succeeded'] })).toEqual([]);
    expect(() => outbox.list({ states: ['lost' as never] })).toThrow(/states/);
    expect(() => outbox.list({ limit: 0 })).toThrow(/limit/);
    expect(outbox.get('obx_missing')).toBeUndefined();
  });

  it('maskedBodyText shows the last four digits of an account number only', () => {
    const body = JSON.stringify({ type: 'us_bank', details: { accountNumber: '000123456789', routingNumber: '021000021' } });
    expect(maskedBodyText(body)).toBe('{"type":"us_bank","details":{"accountNumber":"••••6789","routingNumber":"021000021"}}');
    expect(maskedBodyText('not json')).toBe('(unreadable body)');
  });

  it('maskedBodyText masks an IBAN and an identity document number, and nothing else named number', () => {
    expect(maskedBodyText('{"type":"international_bank","iban":"DE89370400440532013000","bic":"COBADEFFXXX"}'))
      .toBe('{"type":"international_bank","iban":"DE••••3000","bic":"COBADEFFXXX"}');
    expect(maskedBodyText('{"entityType":"individual","governmentId":{"type":"passport","number":"X12345678","issuingCountry":"DE"},"address":{"number":"12"}}'))
      .toBe('{"entityType":"individual","governmentId":{"type":"passport","number":"••••78","issuingCountry":"DE"},"address":{"number":"12"}}');
  });
});
