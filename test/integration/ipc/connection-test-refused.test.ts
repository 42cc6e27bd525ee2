// The Settings connection test against a sandbox address where nothing listens, over a
// real host, the real keychain and real HTTP on loopback: the refusal is answered at once
// (not after the retries the sync and the outbox keep for a refused connection) and in
// words naming the address, with no system code (ECONNREFUSED) in the message; the
// request's code stays in the audit trail.
import { afterEach, describe, expect, it } from 'vitest';
import { networkErrorFrom } from '../../../electron/api/http-transport';
import { KeyService } from '../../../electron/secrets';
import { IpcFixture } from './ipc-fixture';
import { closedPort } from '../../support/closed-port';

let fx: IpcFixture | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

describe('testing the connection to a server that is not running', () => {
  it('answers at once, in words naming the address, without the system code', async () => {
    fx = new IpcFixture('sandbox');
    const baseUrl = `http://127.0.0.1:${await closedPort()}/v1`;
    await fx.value('environment.setBaseUrl', { environment: 'sandbox', baseUrl });
    const keys = new KeyService({ environment: 'sandbox', store: fx.storeFor('sandbox') });
    if (!(await keys.status()).hasSigningKey) await keys.generate();
    await keys.setApiKey(`sk_sandbox_${'k'.repeat(32)}`, 'write');

    const started = Date.now();
    const answer = await fx.call('connection.test', {});
    const tookMs = Date.now() - started;

    expect(answer.ok).toBe(false);
    const error = (answer as { error: { kind: string; code: string; message: string } }).error;
    expect(error).toMatchObject({ kind: 'offline', code: 'connection_refused' });
    expect(error.message).toBe(`Nothing answers at ${baseUrl.replace(/\/v1$/, '')}: is the server running?`);
    expect(error.message).not.toMatch(/ECONNREFUSED|connection_refused/);
    expect(tookMs, 'a refused connection is known at once').toBeLessThan(1500);
  });
});

describe('a refused connection for the sync and the outbox', () => {
  it('is said in words, its system code kept out of the message and in the error code', () => {
    const refused = networkErrorFrom(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }));
    expect(refused).toMatchObject({ code: 'connection_refused', message: 'Could not reach the Payments API: the connection was refused.', retryable: true });
    const unknown = networkErrorFrom(Object.assign(new Error('odd'), { code: 'EODDITY' }));
    expect(unknown.message).toBe('Could not reach the Payments API: the connection failed (EODDITY).');
  });
});
