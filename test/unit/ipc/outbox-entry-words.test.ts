// An outbox entry as the window sees it says what the write is in words from main's one
// table (electron/audit/request-words.ts), the unified payment's by the rail of the body it
// sends, never the operation's code name alone; only the body's rail is read.
import { describe, expect, it } from 'vitest';
import { WRITE_NAMES, writeName } from '../../../electron/audit';
import { toOutboxEntryView } from '../../../electron/ipc/handlers/journal-handlers';
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
