// Appending and reading the audit trail: what each kind records (fields picked one by
// one), the chain's hashes, paging, and what is refused.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditError, GENESIS_HASH, auditEntryHash } from '../../../electron/audit';
import { auditIn, cleanUp, confirmation, requestEvent } from './audit-fixtures';

afterEach(cleanUp);

describe('the audit trail', () => {
  it('records a request attempt with its fields picked one by one', () => {
    const { audit } = auditIn();
    const event = { ...requestEvent({ outcome: 'retrying', status: 503, errorKind: 'server', errorCode: 'service_unavailable', delayMs: 1000 }), apiKey: 'sk_sandbox_LEAK', signature: 'c2lnbmF0dXJl' };
    const entry = audit.appendRequest(event);
    expect(entry).toMatchObject({ seq: 1, at: '2026-03-02T09:00:00.000Z', kind: 'request', prevHash: GENESIS_HASH });
    expect(entry.data).toEqual({
      environment: 'sandbox', method: 'POST', path: '/v1/payments/open', attempt: 1, status: 503, requestId: 'req_abc123',
      idempotencyKey: '2f1c7a52-5d7e-4c1e-9a53-0b1f2d3c4e5f', durationMs: 12, replayed: false, outcome: 'retrying',
      errorKind: 'server', errorCode: 'service_unavailable', delayMs: 1000,
    });
    expect(entry.dataText).not.toContain('LEAK');
    expect(entry.dataText).not.toContain('c2lnbmF0dXJl');
    const gone = audit.appendRequest(requestEvent({ status: 0, requestId: undefined, outcome: 'failed', errorKind: 'network', errorCode: 'connection_reset' }));
    expect(gone.data).not.toHaveProperty('requestId');
  });

  it('chains every entry to the one before: hash = SHA-256(prevHash, seq, at, kind, canonical data)', () => {
    const { audit } = auditIn();
    const first = audit.appendRequest(requestEvent());
    const second = audit.appendConfirmation(confirmation());
    const third = audit.appendResolution({
      environment: 'sandbox', outboxEntryId: 'obx_1', idempotencyKey: 'k1', operation: 'createOpenPayment', summary: 'Pay', previousState: 'unknown', resolution: 'sent', note: 'In the ledger.',
    });
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);
    expect(second.prevHash).toBe(first.hash);
    expect(third.prevHash).toBe(second.hash);
    const expected = createHash('sha256').update(`${first.hash}\n2\n${second.at}\nconfirmation\n${second.dataText}`).digest('hex');
    expect(second.hash).toBe(expected);
    expect(auditEntryHash(first.hash, 2, second.at, 'confirmation', second.dataText)).toBe(expected);
    expect(second.dataText.indexOf('"acknowledged"')).toBeLessThan(second.dataText.indexOf('"action"'));
    expect(audit.head()).toEqual({ seq: 3, hash: third.hash });
    expect(audit.verify()).toEqual({ ok: true, entries: 3, headHash: third.hash });
  });

  it('records a confirmation with its checks and acknowledgements', () => {
    const { audit } = auditIn();
    const entry = audit.appendConfirmation(confirmation());
    expect(entry.kind).toBe('confirmation');
    expect(entry.data).toEqual(confirmation());
    const bare = audit.appendConfirmation(confirmation({ checks: [], acknowledged: [], outboxEntryId: undefined, idempotencyKey: undefined }));
    expect(Object.keys(bare.data).sort()).toEqual(['acknowledged', 'action', 'checks', 'environment', 'summary']);
  });

  it('pages by seq and filters by kind', () => {
    const { audit } = auditIn();
    for (let i = 1; i <= 5; i += 1) audit.appendRequest(requestEvent({ attempt: i }));
    audit.appendConfirmation(confirmation());
    expect(audit.list({ limit: 2 }).map((e) => e.seq)).toEqual([1, 2]);
    expect(audit.list({ limit: 2, afterSeq: 2 }).map((e) => e.seq)).toEqual([3, 4]);
    expect(audit.list({ kinds: ['confirmation'] }).map((e) => e.seq)).toEqual([6]);
    // `treasury audit` shows the newest entries (oldest first among them), not the first ones.
    expect(audit.list({ limit: 2, newest: true }).map((e) => e.seq)).toEqual([5, 6]);
    expect(audit.list({ limit: 3, newest: true, kinds: ['request'] }).map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(() => audit.list({ limit: 0 })).toThrow(AuditError);
    expect(() => audit.list({ afterSeq: -1 })).toThrow(AuditError);
    expect(() => audit.list({ kinds: ['gossip' as never] })).toThrow(AuditError);
  });

  it('refuses entries of the other environment and malformed ones', () => {
    const { audit } = auditIn();
    expect(() => audit.appendRequest(requestEvent({ environment: 'production' }))).toThrow(/production environment does not belong/);
    expect(() => audit.appendConfirmation(confirmation({ environment: 'production' }))).toThrow(AuditError);
    expect(() => audit.appendConfirmation(confirmation({ summary: '' }))).toThrow(/summary/);
    expect(() => audit.appendConfirmation(confirmation({ checks: [{ code: 'x', severity: 'warning' }] }))).toThrow(/checks.0.message/);
    expect(() => audit.appendConfirmation(confirmation({ acknowledged: 'all' }))).toThrow(/acknowledged/);
    expect(() => audit.appendRequest(requestEvent({ durationMs: -1 }))).toThrow(/durationMs/);
    expect(() => audit.appendResolution({ environment: 'sandbox', outboxEntryId: 'o', idempotencyKey: 'k', operation: 'op', summary: 's', previousState: 'unknown', resolution: 'maybe' as never, note: 'n' })).toThrow(/resolution/);
    expect(audit.list()).toEqual([]);
    expect(audit.verify()).toEqual({ ok: true, entries: 0, headHash: GENESIS_HASH });
  });

  it('keeps the chain across closing and reopening the journal', () => {
    const first = auditIn();
    const a = first.audit.appendRequest(requestEvent());
    first.journal.close();
    const second = auditIn(first.dataDir);
    const b = second.audit.appendRequest(requestEvent({ attempt: 2 }));
    expect(b).toMatchObject({ seq: 2, prevHash: a.hash });
    expect(second.audit.verify()).toMatchObject({ ok: true, entries: 2 });
  });
});
