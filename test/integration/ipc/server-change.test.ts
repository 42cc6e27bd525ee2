// environment.setBaseUrl while an API key is stored, over a real host and the real
// keychain: the key goes to a new server only when the shell's confirmer (Electron's
// native dialog, in main) says so; refused, nothing changes and the answer names the
// field; a shell without a confirmer (the web shell) forgets the API key and its role,
// keeping the signing key. The embedded sandbox, clearing the address or the same address
// again ask nothing and keep the key.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerChange } from '../../../electron/ipc';
import { KeyService } from '../../../electron/secrets';
import { IpcFixture } from './ipc-fixture';

const FIRST = 'https://bank.example/v1';
const OTHER = 'https://attacker.example/v1';
const API_KEY = `sk_live_${'k'.repeat(32)}`;

let fx: IpcFixture | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

/** A fixture whose production environment has FIRST as its server, a signing key and an API key. */
async function productionWithKeys(confirm?: (change: ServerChange) => Promise<boolean>): Promise<{ fx: IpcFixture; keys: KeyService }> {
  fx = new IpcFixture('sandbox', confirm === undefined ? {} : { confirmServerChange: confirm });
  await fx.value('environment.setBaseUrl', { environment: 'production', baseUrl: FIRST });
  const keys = new KeyService({ environment: 'production', store: fx.storeFor('production') });
  await keys.generate();
  await keys.setApiKey(API_KEY, 'write');
  return { fx, keys };
}

const statusOf = async (f: IpcFixture) => f.value<{ baseUrl: string | null; hasApiKey: boolean; hasSigningKey: boolean; role: string | null }>('environment.statusOf', { environment: 'production' });

describe('changing the server of an environment whose API key is stored', () => {
  it('asks the confirmer in main; declined: refused at the baseUrl field, the address and the key unchanged', async () => {
    const asked: ServerChange[] = [];
    const { fx: f } = await productionWithKeys(async (change) => {
      asked.push(change);
      return false;
    });
    const answer = await f.call('environment.setBaseUrl', { environment: 'production', baseUrl: OTHER });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'refused', code: 'server_change_declined', fields: [{ field: 'baseUrl' }] } });
    expect(asked).toEqual([{ environment: 'production', from: FIRST, to: OTHER }]);
    expect(await statusOf(f)).toMatchObject({ baseUrl: FIRST, hasApiKey: true, hasSigningKey: true, role: 'write' });
  });

  it('confirmed: the address changes and the key stays', async () => {
    let asked = 0;
    const { fx: f } = await productionWithKeys(async () => {
      asked += 1;
      return true;
    });
    await f.value('environment.setBaseUrl', { environment: 'production', baseUrl: OTHER });
    expect(asked).toBe(1);
    expect(await statusOf(f)).toMatchObject({ baseUrl: OTHER, hasApiKey: true, role: 'write' });
  });

  it('with no confirmer (the web shell): the address changes and the API key and role are forgotten, the signing key kept', async () => {
    const { fx: f, keys } = await productionWithKeys();
    await f.value('environment.setBaseUrl', { environment: 'production', baseUrl: OTHER });
    expect(await statusOf(f)).toMatchObject({ baseUrl: OTHER, hasApiKey: false, hasSigningKey: true, role: null });
    await expect(keys.credentials()).rejects.toMatchObject({ code: 'missing_api_key' });
  });

  it('the same address again, or clearing it: nothing asked, the key kept', async () => {
    const { fx: f } = await productionWithKeys(async () => {
      throw new Error('must not be asked');
    });
    await f.value('environment.setBaseUrl', { environment: 'production', baseUrl: FIRST });
    await f.value('environment.setBaseUrl', { environment: 'production', baseUrl: null });
    expect(await statusOf(f)).toMatchObject({ baseUrl: null, hasApiKey: true });
  });
});
