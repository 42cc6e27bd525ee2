// The audit trail never refuses or drops an entry for its text: whatever is shaped like
// a secret is redacted (a payee named "Standard Bearer Holdings" is no secret, and is
// paid and audited by name), and a server's long request id or error code is kept, cut
// with a marker saying how long it was.
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../../electron/audit';
import { cleanUp as cleanUpOutbox, created, journalIn, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from '../outbox/outbox-fixtures';
import { auditIn, cleanUp, confirmation, requestEvent } from './audit-fixtures';

afterEach(() => {
  cleanUp();
  cleanUpOutbox();
});

const API_KEY = 'sk_live_0123456789abcdefABCDEF0123456789';

describe('audit text', () => {
  it('audits a payment to "Standard Bearer Holdings" by name', () => {
    const { audit } = auditIn();
    const entry = audit.appendConfirmation(confirmation({ summary: 'Pay 1,250.00 USD to Standard Bearer Holdings (ACH, same day)' }));
    expect(entry.data.summary).toBe('Pay 1,250.00 USD to Standard Bearer Holdings (ACH, same day)');
    expect(audit.verify()).toMatchObject({ ok: true, entries: 1 });
  });

  it('journals and sends a payment to "Standard Bearer Holdings", with its confirmation', async () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([created()]));
    const summary = 'Pay 12.50 USD to Standard Bearer Holdings (open)';
    const { outboxEntryId: _entryId, idempotencyKey: _key, ...confirmed } = confirmation({ summary });
    const entry = outbox.enqueueWithConfirmation(openPaymentIntent('1250', summary), confirmed);
    expect(entry.summary).toBe(summary);
    expect((await outbox.send(entry.id)).state).toBe('succeeded');
  });

  it('redacts what is shaped like a secret and writes the entry', () => {
    const { audit, journal } = auditIn();
    const pem = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIP1ZpdO0m8ZQ\n-----END PRIVATE KEY-----';
    const a = audit.appendConfirmation(confirmation({ summary: `pay with ${API_KEY} now` }));
    const b = audit.appendConfirmation(confirmation({ summary: `key ${pem} here` }));
    const c = audit.appendRequest(requestEvent({ path: '/v1/x?auth=Bearer eyJhbGciOiJFZERTQSJ9.abcdefghijkl', errorCode: `bad ${API_KEY}` }));
    expect(a.data.summary).toBe(`pay with ${REDACTED} now`);
    expect(b.data.summary).toBe(`key ${REDACTED} here`);
    expect(c.data.path).toBe(`/v1/x?auth=${REDACTED}`);
    expect(c.data.errorCode).toBe(`bad ${REDACTED}`);
    expect(audit.verify()).toMatchObject({ ok: true, entries: 3 });
    const stored = (journal.db.prepare('SELECT data FROM audit_log').pluck().all() as string[]).join('\n');
    expect(stored).not.toContain('0123456789abcdef');
    expect(stored).not.toContain('MC4CAQAw');
  });

  it("keeps a server's long request id and error code, cut with a marker", () => {
    const { audit } = auditIn();
    const requestId = `req_${'x'.repeat(5000)}`;
    const entry = audit.appendRequest(requestEvent({ requestId, errorCode: 'e'.repeat(300), status: 500, outcome: 'failed', errorKind: 'server' }));
    const stored = entry.data.requestId as string;
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(stored.startsWith('req_xxxx')).toBe(true);
    expect(stored).toMatch(/…\[truncated: 5004 characters\]$/);
    expect(entry.data.errorCode).toMatch(/…\[truncated: 300 characters\]$/);
    expect(audit.appendRequest(requestEvent({ requestId: '' })).data).not.toHaveProperty('requestId');
    expect(audit.verify()).toMatchObject({ ok: true, entries: 2 });
  });

  it('keeps a confirmation whose check quotes a very long name from the server', () => {
    const { audit } = auditIn();
    const message = `First payment to ${'N'.repeat(5000)}.`;
    const entry = audit.appendConfirmation(confirmation({ checks: [{ code: 'first_payment_to_counterparty', severity: 'warning', message }] }));
    expect((entry.data.checks as Array<{ message: string }>)[0]?.message).toMatch(/^First payment to N+…\[truncated: 5018 characters\]$/);
  });
});
