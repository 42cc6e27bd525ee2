// The outbox's enqueueWithConfirmation records a confirmation and its outbox entry in ONE
// transaction of the journal: both or neither.
import { afterEach, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../../electron/audit';
import { cleanUp, journalIn, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const confirmation = (summary = 'Pay 12.50 USD to Northwind Traders (open)') => ({
  environment: 'sandbox' as const, action: 'createOpenPayment', summary, checks: [], acknowledged: [],
});

describe('a confirmation and its outbox entry commit together', () => {
  it('both are written, the confirmation naming the entry and its key', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    const audit = createAuditTrail({ journal });
    const entry = outbox.enqueueWithConfirmation(openPaymentIntent(), confirmation());
    expect(outbox.get(entry.id)?.state).toBe('pending');
    expect(audit.list().map((e) => [e.kind, e.data.outboxEntryId, e.data.idempotencyKey])).toEqual([['confirmation', entry.id, entry.idempotencyKey]]);
    expect(audit.verify()).toMatchObject({ ok: true, entries: 1 });
  });

  it('neither is written when the confirmation is refused', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    const audit = createAuditTrail({ journal });
    journal.db.exec(`CREATE TEMP TRIGGER refuse_confirmation BEFORE INSERT ON audit_log WHEN NEW.kind = 'confirmation'
      BEGIN SELECT RAISE(ABORT, 'injected: the audit trail cannot be written'); END`);
    expect(() => outbox.enqueueWithConfirmation(openPaymentIntent(), confirmation('Pay 12.50 USD'))).toThrow(/injected/);
    expect(outbox.list()).toEqual([]);
    expect(audit.list()).toEqual([]);
    expect(audit.head()).toEqual({ seq: 0, hash: '0'.repeat(64) });
  });

  it('neither is written when the intent does not validate', () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([]));
    const audit = createAuditTrail({ journal });
    expect(() => outbox.enqueueWithConfirmation({ ...openPaymentIntent(), summary: ' ' }, confirmation())).toThrow(/summary/);
    expect([outbox.list(), audit.list()]).toEqual([[], []]);
  });
});
