// An outbox entry as the window sees it says what the write is in words from main's one
// table (electron/audit/request-words.ts), the unified payment's by the rail of the body it
// sends, never the operation's code name alone; only the body's rail is read. And how often
// it was sent, in words that agree with the Audit: the outbox counts sends, each send holds
// up to the retry policy's tries, and each try is a request row in the Audit.
import { describe, expect, it } from 'vitest';
import { WRITE_NAMES, writeName } from '../../../electron/audit';
import { DEFAULT_RETRY_OPTIONS } from '../../../electron/api';
import { toOutboxEntryView } from '../../../electron/ipc/handlers/journal-handlers';
import { sendsInWords } from '../../../electron/ipc/outbox-sends-words';
import type { OutboxEntry } from '../../../electron/outbox';

const at = '2026-11-27T15:00:00.000Z';
function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: 'obx_1', environment: 'sandbox', createdAt: at, updatedAt: at, operation: 'createAchPayment', method: 'POST', path: '/payments/ach', bodyText: '{}',
    idempotencyKey: 'key-1', summary: 'Pay 321.09 USD to Jane Cooper (ACH)', state: 'pending', attempts: 0, needsAttention: false, mayHaveReachedServer: false, ...overrides,
  };
}

describe("an outbox entry's operation in words", () => {
  it('names each write from the table, and keeps the code name beside it', () => {
    expect(toOutboxEntryView(entry({}), new Date(at))).toMatchObject({ operation: 'createAchPayment', operationWords: 'Payment (ACH)' });
    expect(toOutboxEntryView(entry({ operation: 'createTransfer', path: '/transfers' }), new Date(at)).operationWords).toBe('Transfer between accounts');
    expect(toOutboxEntryView(entry({ operation: 'createCollection', path: '/collections' }), new Date(at)).operationWords).toBe('Collection (ACH debit)');
    // Every word differs: no two writes read alike.
    expect(new Set(Object.values(WRITE_NAMES)).size).toBe(Object.keys(WRITE_NAMES).length);
  });

  it("says the unified payment's rail from its body (Fedwire), and a payment when the body names none it knows", () => {
    const fedwire = entry({ operation: 'createPayment', path: '/payments', bodyText: JSON.stringify({ rail: 'fedwire', sourceAccountId: 'acc_1', sendAmount: { currency: 'USD', value: '100' } }) });
    expect(toOutboxEntryView(fedwire, new Date(at)).operationWords).toBe('Payment (Fedwire)');
    expect(toOutboxEntryView(entry({ operation: 'createPayment', path: '/payments', bodyText: '{"rail":"rtp"}' }), new Date(at)).operationWords).toBe('Payment');
    expect(toOutboxEntryView(entry({ operation: 'createPayment', path: '/payments', bodyText: 'not json' }), new Date(at)).operationWords).toBe('Payment');
    // The rail of a rail-specific write is its operation's, whatever a body says.
    expect(writeName('createSwiftPayment', 'fedwire')).toBe('Payment (SWIFT)');
    expect(writeName('createFuturePayment')).toBe('createFuturePayment');
  });
});

describe("an outbox entry's sends", () => {
  it('counts sends, says how many tries one send holds (the Audit lists each), and not sent yet for none', () => {
    expect(DEFAULT_RETRY_OPTIONS.maxAttempts).toBe(5);
    expect(toOutboxEntryView(entry({ attempts: 1, state: 'sent' }), new Date(at))).toMatchObject({ attempts: 1, sendsText: '1 send (up to 5 tries in it; the Audit lists each try)' });
    expect(toOutboxEntryView(entry({ attempts: 0 }), new Date(at)).sendsText).toBe('Not sent yet');
    expect(sendsInWords(3)).toBe('3 sends (up to 5 tries in each; the Audit lists each try)');
    expect(sendsInWords(2, 1)).toBe('2 sends (one try each; the Audit lists each try)');
  });
});
