// Key changes reach the audit trail through the host, whichever way they are made: the
// embedded sandbox's registration, keys.setApiKey and keys.rotate from the window each
// append one key_change entry (no secret in it), audit.page's kind filter returns them in
// words, and the chain still verifies.
import { afterAll, describe, expect, it } from 'vitest';
import { IpcFixture } from './ipc-fixture';

const fx = new IpcFixture('sandbox');
afterAll(() => fx.close());

interface AuditView { seq: number; kind: string; what: string }
const keyChanges = async () => (await fx.value<{ entries: AuditView[] }>('audit.page', { newest: true, kinds: ['key_change'] })).entries;

describe('key changes in the audit trail, through the dispatcher', () => {
  it('records each change once, filters by kind, keeps secrets out and the chain intact', async () => {
    await fx.value('environment.setBaseUrl', { environment: 'sandbox', baseUrl: 'embedded' });
    await fx.value('connection.test');
    const registered = (await keyChanges()).map((e) => e.what);
    expect(registered).toHaveLength(2);
    expect(registered[0]).toBe('API key set for sandbox');
    expect(registered[1]).toMatch(/^Signing key generated for sandbox \(public key [A-Za-z0-9+/]{12}…\)$/);

    const apiKey = await fx.storeFor('sandbox').get('api-key');
    expect(await fx.value('keys.setApiKey', { apiKey, role: 'write' })).toEqual({ done: true, role: 'write' });
    const afterSet = await keyChanges();
    expect(afterSet).toHaveLength(3);
    expect(afterSet[0]).toMatchObject({ kind: 'key_change', what: 'API key set for sandbox' });

    const rotated = await fx.value<{ publicKey: { base64: string } }>('keys.rotate');
    const afterRotate = await keyChanges();
    expect(afterRotate.map((e) => e.what).slice(0, 2)).toEqual([
      `Signing key rotation confirmed for sandbox (public key ${rotated.publicKey.base64.slice(0, 12)}…)`,
      `Signing key rotation started for sandbox (public key ${rotated.publicKey.base64.slice(0, 12)}…)`,
    ]);
    expect(afterRotate).toHaveLength(5);

    const requests = (await fx.value<{ entries: AuditView[] }>('audit.page', { newest: true, kinds: ['request'] })).entries;
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((e) => e.kind === 'request')).toBe(true);
    expect(await fx.value('audit.verify')).toMatchObject({ ok: true });

    const stored = fx.host.services().money.audit.list({ kinds: ['key_change'] }).map((e) => e.dataText).join('\n');
    const secrets = await fx.secrets();
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of [...secrets, apiKey as string]) {
      expect(stored).not.toContain(secret);
      expect(fx.transcript.join('\n')).not.toContain(secret);
    }
  });
});
