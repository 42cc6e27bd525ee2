// What crosses the dispatcher is worded for the window: main's errors and next steps that
// the CLI words with a command (`keys generate`, `treasury outbox resume`, `treasury
// env set-url`, `treasury sync`) reach the window with the window's way instead (Settings,
// Sync now, the Outbox screen), the remedy alone beside the message. And no answer or
// event of these runs names a CLI command anywhere. The CLI's own words are asserted in
// test/integration/cli/ (cli-outbox-and-keys, cli-damaged-files) and test/unit/secrets/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlainError } from '../../../shared/ipc';
import { cliCommandIn } from '../../support/cli-command-words';
import { IpcFixture } from './ipc-fixture';

let production: IpcFixture;
let sandbox: IpcFixture;
beforeAll(() => {
  production = new IpcFixture('production'); // no server, no keys
  sandbox = new IpcFixture('sandbox'); // the embedded sandbox
});
afterAll(async () => {
  await production?.close();
  await sandbox?.close();
});

function refusal(answer: { ok: boolean; error?: PlainError }): PlainError {
  if (answer.ok || answer.error === undefined) throw new Error('expected a refusal');
  return answer.error;
}

/** Every string of a JSON value, with its path. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

describe("main's words in the window's envelope", () => {
  it('a missing signing key names Settings, not `keys generate`', async () => {
    const error = refusal(await production.call('keys.publicKey'));
    expect(error).toMatchObject({
      code: 'missing_signing_key',
      message: 'No signing key for the production environment. Generate or import one in Settings (Signing key).',
      remedy: 'Generate or import one in Settings (Signing key).',
    });
  });

  it('a rotation that is not under way names Settings, not `keys rotate`', async () => {
    expect(refusal(await production.call('keys.cancelRotation'))).toMatchObject({
      code: 'no_rotation_pending', message: 'No rotation of the production signing key is under way. Start one in Settings (Rotate the signing key).',
    });
  });

  it('a new key says to set its API key in Settings', async () => {
    const stored = await production.value<{ nextStep: string }>('keys.generate', {});
    expect(stored.nextStep).toBe('Register this public key with the provider for the production environment, then set its API key in Settings (API key).');
  });

  it('no server set: the sync says to set its address in Settings, not `treasury env set-url`', async () => {
    const answer = await production.call('sync.start', {});
    const error = answer.ok ? (answer.value as { error: PlainError | null }).error : answer.error;
    expect(error?.message).toBe('No server is set for the production environment. Set its server address in Settings.');
  });

  it('a statement of an account not cached names the window\'s ways', async () => {
    const period = { from: '2026-02-01', to: '2026-02-28', timeZone: 'Europe/Berlin' };
    const error = refusal(await production.call('statements.preview', { ...period, accountId: 'acc_notcached' }));
    expect(error.message).toMatch(/^No account "acc_notcached" in the cache\. Choose an account from the list, or sync first \(Sync now\)\.$/);
    // The field's message is the window's as well.
    expect(error.fields).toEqual([{ field: 'account', message: error.message }]);
  });

  it('a key change held by an unsettled outbox entry says how to settle it in the window', async () => {
    const services = sandbox.host.services();
    const entry = services.money.outbox.enqueue({
      operation: 'createOpenPayment',
      body: { sourceAccountId: 'acc_held0001', paymentMethodId: 'pm_held0001', amount: { currency: 'USD', value: '100' } },
      summary: 'Pay 1.00 USD to a held entry',
    });
    // As after an attempt that may have reached the server and got no answer.
    services.money.journal.db.prepare("UPDATE outbox SET state = 'sent', attempts = 1, maybe_delivered = 1 WHERE id = ?").run(entry.id);
    const rotation = refusal(await sandbox.call('keys.rotate', {}));
    expect(rotation.code).toBe('credentials_in_use');
    expect(rotation.message).toMatch(/^Not done \(rotate the signing key\): 1 outbox entry of the sandbox environment may have reached the server/);
    expect(rotation.message).toContain(entry.id);
    expect(rotation.remedy).toMatch(/^Settle them first: the app resends them with the same key until the server answers .* resolve it on the Outbox screen\. Then make the change\.$/);
    const move = refusal(await sandbox.call('environment.setBaseUrl', { environment: 'sandbox', baseUrl: 'http://127.0.0.1:9/v1' }));
    expect(move.message).toMatch(/^Not done \(change the server\): 1 outbox entry/);
    expect(move.remedy).toMatch(/can be withdrawn instead, in that decision when the app starts again/);
    services.money.journal.db.prepare('DELETE FROM outbox WHERE id = ?').run(entry.id);
  });

  it('no answer or event of these runs names a CLI command', () => {
    const transcript = [...production.transcript, ...sandbox.transcript];
    expect(transcript.length).toBeGreaterThanOrEqual(7);
    const named = transcript.flatMap((json) => strings(JSON.parse(json) as unknown)).flatMap(([at, text]) => {
      const why = cliCommandIn(text);
      return why === undefined ? [] : [`${at}: ${why} in ${JSON.stringify(text.slice(0, 200))}`];
    });
    expect(named).toEqual([]);
  });
});
