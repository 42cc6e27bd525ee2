// The dispatcher's boundary over a REAL host (production environment with no server, the
// real keychain): an unknown method or an input that does not match is an `input`
// envelope naming the fields; anything thrown is plain data; and, fed random method
// names and random JSON, it never throws and always answers a valid envelope.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeErrorOf } from '../../../electron/ipc';
import { TreasuryError } from '../../../shared/errors';
import { anyEnvelopeSchema, IPC_METHODS, IpcContract, isIpcMethod } from '../../../shared/ipc';
import { IpcFixture } from './ipc-fixture';

let fx: IpcFixture;

beforeAll(() => {
  fx = new IpcFixture('production');
});
afterAll(async () => {
  await fx?.close();
});

describe('validation', () => {
  it('an unknown method is an input envelope naming the method field', async () => {
    for (const method of ['nope', '', '__proto__', 'constructor', 'toString', 'ledger.window.x']) {
      expect(await fx.call(method, {})).toEqual({
        ok: false,
        error: { kind: 'input', code: 'invalid_input', message: 'There is no such IPC method.', retryable: false, fields: [{ field: 'method', message: 'is not a method of the IPC contract' }] },
      });
    }
  });

  it('an input that does not match names each field to fix, without quoting the value', async () => {
    const answer = await fx.call('ledger.window', { limit: 0, accountIds: 'acc_1', towards: 'sideways', secretish: 'sk_sandbox_SHOULD_NOT_ECHO' });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error).toMatchObject({ kind: 'input', code: 'invalid_input' });
    expect(answer.error.fields?.map((f) => f.field).sort()).toEqual(['(input)', 'accountIds', 'limit', 'towards']);
    expect(JSON.stringify(answer)).not.toContain('SHOULD_NOT_ECHO');
    expect((await fx.call('balances.history', {})).ok).toBe(false);
    expect(await fx.call('keys.setApiKey', { apiKey: '' })).toMatchObject({ ok: false, error: { fields: [{ field: 'apiKey' }] } });
    expect(await fx.call('ledger.window', 'not an object')).toMatchObject({ ok: false, error: { fields: [{ field: '(input)' }] } });
  });

  it('an input of no method is read as {}; a service error is its plain form', async () => {
    expect(await fx.call('environment.current', undefined)).toMatchObject({ ok: true, value: { environment: 'production' } });
    expect(await fx.call('sync.start', {})).toMatchObject({ ok: false, error: { kind: 'not_configured' } });
    expect(await fx.call('keys.publicKey', {})).toMatchObject({ ok: false, error: { kind: 'not_configured' } });
  });

  it('anything thrown that is not a TreasuryError is internal/unexpected, naming only its class', () => {
    expect(envelopeErrorOf(new TypeError('sk_live_secret in a message'))).toEqual({ kind: 'internal', code: 'unexpected', message: 'Unexpected error in the main process (TypeError).', retryable: false });
    expect(envelopeErrorOf('a string')).toMatchObject({ code: 'unexpected', message: 'Unexpected error in the main process (string).' });
    expect(envelopeErrorOf(null).message).toContain('(null)');
    class Refusal extends TreasuryError {
      readonly kind = 'refused';
      readonly code = 'refused_here';
    }
    expect(envelopeErrorOf(new Refusal('no', { requestId: 'req_1', fields: [{ field: 'a', message: 'b' }] }))).toEqual({
      kind: 'refused', code: 'refused_here', message: 'no', requestId: 'req_1', retryable: false, fields: [{ field: 'a', message: 'b' }],
    });
  });
});

describe('random calls', () => {
  const keys = fc.constantFrom('limit', 'cursor', 'id', 'accountIds', 'from', 'to', 'search', 'mode', 'bom', 'states', 'afterSeq', 'types', 'statuses', 'towards', 'maxPoints', 'values', 'startIndex', 'environment');
  const method = fc.oneof(
    fc.constantFrom(...IPC_METHODS),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'sync', 'ledger.', '.window'),
  );
  const input = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant(undefined),
    fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  );

  it('never throws, and always answers a valid envelope (2,000 cases)', async () => {
    let okAnswers = 0;
    await fc.assert(
      fc.asyncProperty(method, input, async (name, value) => {
        const answer = await fx.dispatcher.call(name, value);
        const text = JSON.stringify(answer);
        expect(anyEnvelopeSchema.safeParse(JSON.parse(text)).success).toBe(true);
        if (answer.ok) {
          okAnswers += 1;
          expect(isIpcMethod(name)).toBe(true);
          if (isIpcMethod(name)) expect(IpcContract[name].output.safeParse(answer.value).success).toBe(true);
        } else {
          expect(answer.error.message.length).toBeGreaterThan(0);
          if (!isIpcMethod(name)) expect(answer.error.kind).toBe('input');
        }
      }),
      { numRuns: 2000, seed: 20_261_123 },
    );
    expect(okAnswers).toBeGreaterThan(0);
  });
});
