// An entry is bound to the server and the API key of its first send once an attempt may
// have reached that server: a resend under another key or to another server would be a
// new request for the server (idempotency is scoped per key), so it is never made; the
// entry becomes "outcome unknown" for a person. And a 401/403 after an attempt that may
// have acted is never settled as `failed`: the payment may exist.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClientCore } from '../../../electron/api/request-pipeline';
import { credentialsIdOf } from '../../../electron/outbox';
import type { OutboxTarget } from '../../../electron/outbox';
import { apiError, cleanUp, created, fails, journalIn, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const timedOut = () => fails(apiError('timeout', 'request_timeout', 0));
const refusedConnection = () => fails(apiError('network', 'connection_refused', 0));

/** A target that the test changes, as a key change or `env set-url` would. */
function switchableTarget(initial: OutboxTarget): { target: () => OutboxTarget; set: (next: OutboxTarget) => void } {
  let current = initial;
  return { target: () => current, set: (next) => { current = next; } };
}

const KEY_A = credentialsIdOf('sk_sandbox_AAAAAAAAAAAAAAAAAAAAAAAA');
const KEY_B = credentialsIdOf('sk_sandbox_BBBBBBBBBBBBBBBBBBBBBBBB');

describe('the credentials and server of an entry', () => {
  it('records the server and a fingerprint of the API key, never the key', async () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([timedOut()]), { target: () => ({ baseUrl: 'https://api.example.com/v1', credentialsId: KEY_A }) });
    const entry = outbox.enqueue(openPaymentIntent());
    const sent = await outbox.send(entry.id);
    expect(sent.entry).toMatchObject({ state: 'sent', baseUrl: 'https://api.example.com/v1', credentialsId: KEY_A, mayHaveReachedServer: true });
    expect(KEY_A).toMatch(/^kfp_[0-9a-f]{32}$/);
    expect(KEY_A).not.toContain('AAAA');
  });

  it('never resends under another API key after an attempt that may have reached the server: unknown, for a person', async () => {
    const switchable = switchableTarget({ baseUrl: 'embedded', credentialsId: KEY_A });
    const core = scriptedCore([timedOut(), created()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { target: switchable.target });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    switchable.set({ baseUrl: 'embedded', credentialsId: KEY_B });
    const outcome = await outbox.send(entry.id);
    expect(core.requests).toHaveLength(1);
    expect(outcome.state).toBe('unknown');
    expect(outcome.entry).toMatchObject({ state: 'unknown', needsAttention: true, credentialsId: KEY_A });
    expect(outcome.entry.attentionReason).toMatch(/API key changed/);
  });

  it('never resends to another server after an attempt that may have reached the first one', async () => {
    const switchable = switchableTarget({ baseUrl: 'https://one.example.com/v1', credentialsId: KEY_A });
    const core = scriptedCore([timedOut(), created()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { target: switchable.target });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    switchable.set({ baseUrl: 'https://two.example.com/v1', credentialsId: KEY_A });
    expect((await outbox.resumeUnfinished({ sendNow: true })).outcomes.map((o) => o.state)).toEqual(['unknown']);
    expect(core.requests).toHaveLength(1);
    expect(outbox.get(entry.id)?.attentionReason).toMatch(/server changed \(first sent to https:\/\/one\.example\.com\/v1, now https:\/\/two\.example\.com\/v1\)/);
  });

  it('an entry whose every attempt was refused at the connection holds nothing: it goes to the corrected server', async () => {
    const switchable = switchableTarget({ baseUrl: 'https://typo.example.com/v1', credentialsId: KEY_A });
    const core = scriptedCore([refusedConnection(), created()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { target: switchable.target });
    const entry = outbox.enqueue(openPaymentIntent());
    expect((await outbox.send(entry.id)).entry).toMatchObject({ state: 'sent', mayHaveReachedServer: false });
    switchable.set({ baseUrl: 'https://api.example.com/v1', credentialsId: KEY_B });
    const outcome = await outbox.send(entry.id);
    expect(outcome.entry).toMatchObject({ state: 'succeeded', baseUrl: 'https://api.example.com/v1', credentialsId: KEY_B });
    expect(core.requests.map((r) => r.request.idempotencyKey)).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
  });

  it('a connection refused after an attempt that may have acted does not free the entry', async () => {
    const switchable = switchableTarget({ baseUrl: 'https://one.example.com/v1', credentialsId: KEY_A });
    const core = scriptedCore([timedOut(), refusedConnection(), created()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { target: switchable.target });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    expect((await outbox.send(entry.id)).entry.mayHaveReachedServer).toBe(true);
    switchable.set({ baseUrl: 'https://two.example.com/v1', credentialsId: KEY_A });
    expect((await outbox.send(entry.id)).state).toBe('unknown');
    expect(core.requests).toHaveLength(2);
  });

  it('a 401 on a resend after an attempt that may have acted is unknown, not refused', async () => {
    const core = scriptedCore([timedOut(), fails(apiError('authentication', 'key_revoked', 401))]);
    const outbox = outboxFor(journalIn(tempDataDir()), core);
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    const outcome = await outbox.send(entry.id);
    expect(outcome.state).toBe('unknown');
    expect(outcome.entry).toMatchObject({ state: 'unknown', needsAttention: true });
    expect(outcome.entry.attentionReason).toMatch(/refused the credentials \(401 or 403\) after an earlier attempt/);
    expect(outcome.error?.code).toBe('key_revoked');
  });

  it('a 403 at the end of a send whose earlier attempts may have acted (the client retried) is unknown', async () => {
    const forbidden = apiError('permission', 'read_only_key', 403);
    forbidden.attempts = 2;
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([fails(forbidden)]));
    expect((await outbox.submit(openPaymentIntent())).state).toBe('unknown');
  });

  it('the attempts the API client reports decide, when the host passes them on', async () => {
    const journal = journalIn(tempDataDir());
    const ref: { outbox?: ReturnType<typeof outboxFor> } = {};
    // Two attempts inside one send: the first timed out (it may have acted), the second got 401.
    const core: ApiClientCore = {
      environment: 'sandbox', baseUrl: 'http://127.0.0.1:1/v1', serverClockOffsetMs: () => 0, holdSigningKey: () => ({ release: () => undefined }),
      request: async (request) => {
        ref.outbox?.observeAttempt({ method: 'POST', status: 0, idempotencyKey: request.idempotencyKey, errorCode: 'request_timeout' });
        ref.outbox?.observeAttempt({ method: 'POST', status: 401, idempotencyKey: request.idempotencyKey, errorCode: 'key_revoked' });
        throw apiError('authentication', 'key_revoked', 401);
      },
    };
    ref.outbox = outboxFor(journal, core);
    expect((await ref.outbox.submit(openPaymentIntent())).state).toBe('unknown');
  });

  it('a 401 on the only attempt of the first send is a refusal: nothing was done', async () => {
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([fails(apiError('authentication', 'invalid_api_key', 401))]));
    const outcome = await outbox.submit(openPaymentIntent());
    expect(outcome.state).toBe('failed');
    expect(outcome.entry).toMatchObject({ state: 'failed', needsAttention: false, mayHaveReachedServer: false });
  });
});
