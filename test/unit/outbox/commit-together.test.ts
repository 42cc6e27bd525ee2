// The write services record a confirmation and its outbox entry in ONE transaction of the
// journal (journal.transaction around enqueue + appendConfirmation): both or neither.
import { afterEach, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../../electron/audit';
import { cleanUp, journalIn, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const confirmationFor = (entry: { id: string; idempotencyKey: string }, summary = 'Pay 12.50 USD to Northwind Traders (open)') => ({
  environment: 'sandbox' as const, action: 'createOpenPayment', summary, checks: [], acknowledged: [], outboxEntryId: entry.id, idempotencyKey: entry.idempotencyKey,
});

describe('a confirmation and its outbox entry commit together', () => {
  it('both are written', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    const audit = createAuditTrail({ journal });
    const entry = journal.transaction(() => {
      const e = outbox.enqueue(openPaymentIntent());
      audit.appendConfirmation(confirmationFor(e));
      return e;
    });
    expect(outbox.get(entry.id)?.state).toBe('pending');
    expect(audit.list().map((e) => e.data.outboxEntryId)).toEqual([entry.id]);
    expect(audit.verify()).toMatchObject({ ok: true, entries: 1 });
  });

  it('neither is written when the confirmation is refused', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    const audit = createAuditTrail({ journal });
    expect(() =>
      journal.transaction(() => {
        const e = outbox.enqueue(openPaymentIntent());
        audit.appendConfirmation(confirmationFor(e, 'sk_live_0123456789abcdefABCDEF0123456789'));
      }),
    ).toThrow(/shaped like an API key/);
    expect(outbox.list()).toEqual([]);
    expect(audit.list()).toEqual([]);
    expect(audit.head()).toEqual({ seq: 0, hash: '0'.repeat(64) });
  });
});
