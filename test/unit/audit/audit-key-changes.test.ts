// Key changes in the audit trail: what an entry holds (the action and a public key's
// first characters, never a secret), how it chains and verifies beside the other kinds,
// the kind filter and the CSV column, and the words a person reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditError, describeAuditEntry, type KeyChangeInput } from '../../../electron/audit';
import { auditIn, cleanUp, confirmation, requestEvent, tempDir } from './audit-fixtures';

afterEach(cleanUp);

const PUBLIC_KEY = 'Yk3Qm8nP2vL9xR4tW7uZ1aB5cD6eF0gH2iJ3kL4mN5o=';

describe('key changes in the audit trail', () => {
  it('records the action and only the first characters of the public key', () => {
    const { audit } = auditIn();
    const entry = audit.appendKeyChange({ environment: 'sandbox', action: 'generated', publicKeyFingerprint: PUBLIC_KEY });
    expect(entry).toMatchObject({ seq: 1, kind: 'key_change' });
    expect(entry.data).toEqual({ environment: 'sandbox', action: 'generated', publicKeyFingerprint: PUBLIC_KEY.slice(0, 12) });
    expect(entry.dataText).not.toContain(PUBLIC_KEY);
    const bare = audit.appendKeyChange({ environment: 'sandbox', action: 'api_key_set' });
    expect(bare.data).toEqual({ environment: 'sandbox', action: 'api_key_set' });
  });

  it('never stores a secret given with the change', () => {
    const { audit } = auditIn();
    const leaky = { environment: 'sandbox', action: 'api_key_set', apiKey: 'sk_sandbox_LEAKLEAKLEAK', privateKey: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEILEAK\n-----END PRIVATE KEY-----' } as KeyChangeInput;
    const entry = audit.appendKeyChange(leaky);
    expect(entry.data).toEqual({ environment: 'sandbox', action: 'api_key_set' });
    // An API key passed where the fingerprint goes is redacted, not stored.
    const misplaced = audit.appendKeyChange({ environment: 'sandbox', action: 'imported', publicKeyFingerprint: 'sk_sandbox_LEAKLEAKLEAK' });
    expect(misplaced.data['publicKeyFingerprint']).toBe('[redacted]');
    for (const text of [entry.dataText, misplaced.dataText]) {
      expect(text).not.toContain('LEAK');
      expect(text).not.toContain('PRIVATE KEY');
    }
  });

  it('refuses an unknown action or another environment', () => {
    const { audit } = auditIn();
    expect(() => audit.appendKeyChange({ environment: 'sandbox', action: 'stolen' as KeyChangeInput['action'] })).toThrow(AuditError);
    expect(() => audit.appendKeyChange({ environment: 'sandbox', action: 'stolen' as KeyChangeInput['action'] })).toThrow(/action must be one of generated, imported, api_key_set/);
    expect(() => audit.appendKeyChange({ environment: 'production', action: 'deleted' })).toThrow(/this is the sandbox audit trail/);
    expect(audit.head().seq).toBe(0);
  });

  it('chains with the other kinds, verifies, and is what the key_change filter selects', () => {
    const { audit } = auditIn();
    audit.appendRequest(requestEvent());
    const started = audit.appendKeyChange({ environment: 'sandbox', action: 'rotation_started', publicKeyFingerprint: PUBLIC_KEY });
    audit.appendConfirmation(confirmation());
    const confirmed = audit.appendKeyChange({ environment: 'sandbox', action: 'rotation_confirmed', publicKeyFingerprint: PUBLIC_KEY });
    expect(started.prevHash).not.toBe(confirmed.prevHash);
    expect(audit.verify()).toEqual({ ok: true, entries: 4, headHash: confirmed.hash });
    expect(audit.page({ filter: { kinds: ['key_change'] } }).map((e) => e.seq)).toEqual([4, 2]);
    expect(audit.list({ kinds: ['key_change'] }).map((e) => e.data['action'])).toEqual(['rotation_started', 'rotation_confirmed']);
    expect(audit.page({ filter: { kinds: ['request', 'confirmation'] } }).map((e) => e.kind)).toEqual(['confirmation', 'request']);
  });

  it('exports its action and fingerprint in the audit CSV', async () => {
    const { audit } = auditIn();
    audit.appendRequest(requestEvent());
    audit.appendKeyChange({ environment: 'sandbox', action: 'rotation_canceled', publicKeyFingerprint: PUBLIC_KEY });
    const outPath = join(tempDir(), 'audit.csv');
    expect((await audit.exportCsv(outPath, { filter: { kinds: ['key_change'] } })).rowsWritten).toBe(1);
    const rows = parse(readFileSync(outPath, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'key_change', environment: 'sandbox', action: 'rotation_canceled', publicKeyFingerprint: PUBLIC_KEY.slice(0, 12) });
  });

  it('reads in words', () => {
    expect(describeAuditEntry('key_change', { environment: 'production', action: 'api_key_set' })).toBe('API key set for production');
    expect(describeAuditEntry('key_change', { environment: 'sandbox', action: 'generated', publicKeyFingerprint: 'Yk3Qm8nP2vL9' })).toBe('Signing key generated for sandbox (public key Yk3Qm8nP2vL9…)');
    expect(describeAuditEntry('key_change', { environment: 'sandbox', action: 'rotation_confirmed' })).toBe('Signing key rotation confirmed for sandbox');
    expect(describeAuditEntry('request', { method: 'GET', path: '/v1/rails', status: 200, outcome: 'success' })).toBe('GET /v1/rails → 200 success');
    expect(describeAuditEntry('confirmation', { summary: 'Pay 5.00 USD' })).toBe('Pay 5.00 USD');
  });
});
