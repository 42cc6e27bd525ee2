// A queued write's outcome says what is known of its send, from the outbox entry the Outbox
// row is said from: "nothing left this computer" only when every attempt's connection was
// refused (delivery-evidence.ts); after a reset, a timeout or a 5xx the request may have been
// carried out, and the outcome says its result is not known yet (resent with the same key).
import { describe, expect, it } from 'vitest';
import { toWriteOutcomeView } from '../../../electron/ipc/write-outcome';
import type { OutboxEntry } from '../../../electron/outbox';

const at = '2026-11-27T15:00:00.000Z';
function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: 'obx_1', environment: 'sandbox', createdAt: at, updatedAt: at, operation: 'createAchPayment', method: 'POST', path: '/payments/ach', bodyText: '{}',
    idempotencyKey: 'key-1', summary: 'Pay 321.09 USD to Jane Cooper (ACH)', state: 'sent', attempts: 1, needsAttention: false, mayHaveReachedServer: true, ...overrides,
  };
}
const reset = { kind: 'network' as const, code: 'connection_reset', message: 'The connection was reset.', status: 0, retryable: true };
const refused = { ...reset, code: 'connection_refused', message: 'Nothing answers.' };

describe('a queued write\'s outcome', () => {
  it('after a reset (the server may have made it): not known yet, never "nothing left"; the entry line is the Outbox\'s', () => {
    const view = toWriteOutcomeView({ state: 'pending' }, entry({ error: reset, mayHaveReachedServer: true }), new Date(at));
    expect(view.state).toBe('pending');
    expect(view.next).toMatch(/^The request may have reached the server and been carried out, but no answer came/);
    expect(view.next).toContain('sent again with the same idempotency key (key-1)');
    expect(view.next).not.toMatch(/not sent|nothing left/i);
    expect(view.outboxEntry).toMatchObject({ mayHaveReachedServer: true, stateText: 'no answer: connection reset; will be resent with the same key' });
  });

  it('connection refused on every attempt: nothing left this computer, and the Outbox line says not sent yet', () => {
    const view = toWriteOutcomeView({ state: 'pending' }, entry({ error: refused, mayHaveReachedServer: false }), new Date(at));
    expect(view.next).toMatch(/^The server could not be reached: nothing left this computer\. The Outbox sends it with its idempotency key \(key-1\)/);
    expect(view.outboxEntry?.stateText).toMatch(/^Not sent yet: the server could not be reached \(connection refused\)/);
  });
});
