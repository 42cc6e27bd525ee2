// resolve(): a person settles an entry by hand after checking the ledger. Audited in the
// same transaction; never a resend.
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseValidationError } from '../../../electron/api/api-errors';
import { createAuditTrail } from '../../../electron/audit';
import { describeEntryState, OutboxError } from '../../../electron/outbox';
import { apiError, cleanUp, created, fails, journalIn, manualClock, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const unreadable = () => fails(new ResponseValidationError({ status: 201, requestId: 'req_x', issues: [{ path: 'id', message: 'bad' }] }));

function setUp(steps = [unreadable()]) {
  const journal = journalIn(tempDataDir());
  const clock = manualClock();
  const core = scriptedCore(steps);
  const outbox = outboxFor(journal, core, { clock });
  return { journal, clock, core, outbox, audit: createAuditTrail({ journal }) };
}

describe('resolve', () => {
  it.each([
    ['sent', 'succeeded'],
    ['not_sent', 'failed'],
  ] as const)('an unknown outcome resolved as %s becomes %s, with an audit entry', async (resolution, state) => {
    const { clock, core, outbox, audit } = setUp();
    const entry = (await outbox.submit(openPaymentIntent())).entry;
    expect(entry.state).toBe('unknown');
    await clock.advance(3_600_000);
    const resolved = outbox.resolve(entry.id, resolution, '  Ledger checked: txn_abc shows the debit.  ');
    expect(resolved).toMatchObject({
      state, resolution, resolutionNote: 'Ledger checked: txn_abc shows the debit.', resolvedAt: '2026-03-02T10:00:00.000Z', needsAttention: false,
    });
    const [logged] = audit.list({ kinds: ['resolution'] });
    expect(logged?.data).toEqual({
      environment: 'sandbox', outboxEntryId: entry.id, idempotencyKey: entry.idempotencyKey, operation: 'createOpenPayment',
      summary: entry.summary, previousState: 'unknown', resolution, note: 'Ledger checked: txn_abc shows the debit.',
    });
    expect(audit.verify()).toMatchObject({ ok: true, entries: 1 });
    expect((await outbox.send(entry.id)).state).toBe(state);
    expect(core.requests).toHaveLength(1);
  });

  it('a refusal flagged for a person (reused key) can be resolved', async () => {
    const { outbox } = setUp([fails(apiError('duplicate_idempotency_key', 'duplicate_idempotency_key', 409))]);
    const entry = (await outbox.submit(openPaymentIntent())).entry;
    expect(outbox.resolve(entry.id, 'not_sent', 'No debit in the ledger.')).toMatchObject({ state: 'failed', needsAttention: false, resolution: 'not_sent' });
  });

  it('an entry never sent can be abandoned (not_sent), not declared sent', () => {
    const { outbox } = setUp();
    const entry = outbox.enqueue(openPaymentIntent());
    expect(() => outbox.resolve(entry.id, 'sent', 'x')).toThrow(OutboxError);
    expect(outbox.resolve(entry.id, 'not_sent', 'Changed my mind before it went out.').state).toBe('failed');
  });

  it('an entry whose every attempt was refused at the connection can be abandoned (not_sent), never declared sent; one that may have arrived cannot', async () => {
    const refused = () => fails(apiError('network', 'connection_refused', 0));
    const { outbox, core } = setUp([refused(), fails(apiError('timeout', 'timeout', 0))]);
    const neverArrived = (await outbox.submit(openPaymentIntent('1'))).entry;
    expect(neverArrived).toMatchObject({ mayHaveReachedServer: false });
    expect(['pending', 'sent']).toContain(neverArrived.state);
    expect(() => outbox.resolve(neverArrived.id, 'sent', 'x')).toThrow(OutboxError);
    expect(outbox.resolve(neverArrived.id, 'not_sent', 'Typo in the server URL; paid again from the right one.')).toMatchObject({ state: 'failed', resolution: 'not_sent' });
    expect((await outbox.send(neverArrived.id)).state).toBe('failed');

    const mayHaveArrived = (await outbox.submit(openPaymentIntent('2'))).entry;
    expect(mayHaveArrived).toMatchObject({ mayHaveReachedServer: true });
    expect(() => outbox.resolve(mayHaveArrived.id, 'not_sent', 'x')).toThrow(/needs no resolution/);
    expect(core.requests).toHaveLength(2);
  });

  it('refuses entries that need no resolution, bad resolutions and empty notes', async () => {
    const { outbox } = setUp([fails(apiError('network', 'connection_reset', 0)), created(), unreadable()]);
    const sent = (await outbox.submit(openPaymentIntent('1'))).entry;
    expect(() => outbox.resolve(sent.id, 'not_sent', 'x')).toThrow(/needs no resolution/);
    const succeeded = (await outbox.send(sent.id)).entry;
    expect(succeeded.state).toBe('succeeded');
    expect(() => outbox.resolve(succeeded.id, 'sent', 'x')).toThrow(/needs no resolution/);
    const unknown = (await outbox.submit(openPaymentIntent('2'))).entry;
    expect(() => outbox.resolve(unknown.id, 'maybe' as never, 'x')).toThrow(/resolution must be/);
    expect(() => outbox.resolve(unknown.id, 'sent', '   ')).toThrow(/note/);
    expect(() => outbox.resolve('obx_missing', 'sent', 'x')).toThrow(/no outbox entry/);
    expect(outbox.get(unknown.id)?.state).toBe('unknown');
  });

  it('resolved as sent, the entry keeps the record the evidence found (never over one it has), and the audit entry names it', async () => {
    const { outbox, audit } = setUp();
    const entry = (await outbox.submit(openPaymentIntent())).entry;
    expect(entry.resourceId).toBeUndefined();
    const resolved = outbox.resolve(entry.id, 'sent', 'Found at the server, completed.', 'pmt_found0001');
    expect(resolved).toMatchObject({ state: 'succeeded', resourceId: 'pmt_found0001' });
    expect(audit.list({ kinds: ['resolution'] })[0]?.data).toMatchObject({ resolution: 'sent', resourceId: 'pmt_found0001' });
    for (const audience of ['cli', 'window'] as const) {
      expect(describeEntryState(resolved, new Date(), audience)).toBe(`resolved as sent by a person: pmt_found0001; note: Found at the server, completed.`);
    }
    // Only a record's id, and only for "sent".
    const other = (await setUp().outbox.submit(openPaymentIntent('2'))).entry;
    expect(() => setUp().outbox.resolve(other.id, 'sent', 'x', 'not an id')).toThrow(OutboxError);
    expect(() => outbox.resolve(entry.id, 'not_sent', 'x', 'pmt_found0001')).toThrow(/only when resolved as sent/);
  });

  it('an entry withdrawn before it reached a server reads as withdrawn and never sent, with the note, not as refused', async () => {
    const { outbox } = setUp([fails(apiError('network', 'connection_refused', 0))]);
    const entry = (await outbox.submit(openPaymentIntent())).entry;
    expect(entry.error?.message).toBe('unit connection_refused');
    const withdrawn = outbox.resolve(entry.id, 'not_sent', 'Wrong supplier.');
    expect(withdrawn.state).toBe('failed');
    for (const audience of ['cli', 'window'] as const) {
      const text = describeEntryState(withdrawn, new Date(), audience);
      expect(text).toBe('withdrawn, never sent; note: Wrong supplier.');
      expect(text).not.toMatch(/refused|connection/);
    }
  });
});
