// The data process in its plain-Node form (child_process.fork of its entry under tsx), on
// a temp data directory with the real keychain and the embedded sandbox: it starts and
// answers the window's calls through main's relay; its events reach main's listeners;
// killed mid-call, the call is answered `data_process_exited` (not sent again: nothing
// doubled), the process is started again, listeners hear `services.restarted`, and the
// next call is answered by the new process over the same journal and cache; a server
// change is put to main's confirmer; `stop()` ends it cleanly (exit code 0).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_PROCESS_ENV, forkDataChild, startDataProcess, type DataChild, type DataProcess } from '../../../electron/data-process';
import type { ServerChange } from '../../../electron/ipc';
import type { IpcEvent } from '../../../shared/ipc';

const ENTRY = path.resolve('electron/data-process/data-process-entry.ts');

let dataDir: string;
let dataProcess: DataProcess;
const children: Array<{ child: DataChild; exitCode: Promise<number | null> }> = [];
const events: IpcEvent[] = [];
const asked: ServerChange[] = [];

function start(): DataChild {
  const child = forkDataChild(ENTRY, { execArgv: ['--import', 'tsx'], env: { ...process.env, [DATA_PROCESS_ENV.dataDir]: dataDir, [DATA_PROCESS_ENV.environment]: 'sandbox' } });
  const exitCode = new Promise<number | null>((resolve) => child.onExit(resolve));
  children.push({ child, exitCode });
  return child;
}

async function value<T>(method: string, input: unknown = {}): Promise<T> {
  const answer = await dataProcess.call(method, input);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.value as T;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'treasury-data-process-'));
  dataProcess = startDataProcess({
    start,
    confirmServerChange: async (change) => {
      asked.push(change);
      return false;
    },
  });
  dataProcess.subscribe((event) => events.push(event));
});

afterAll(async () => {
  await dataProcess?.stop();
  for (const { child } of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data process (plain-Node form)', () => {
  it('answers calls relayed by main, and its events reach main', async () => {
    expect(await value<{ environment: string }>('environment.current')).toMatchObject({ environment: 'sandbox' });
    await value('environment.switch', { environment: 'production' });
    await value('environment.switch', { environment: 'sandbox' });
    expect(events.filter((e) => e.type === 'environment.changed').slice(0, 2)).toEqual([
      { type: 'environment.changed', environment: 'production' },
      { type: 'environment.changed', environment: 'sandbox' },
    ]);
    const unknown = await dataProcess.call('no.such.method', {});
    expect(unknown.ok).toBe(false);
  });

  it('puts a server change with a stored API key to main, which refuses it', async () => {
    await value('environment.switch', { environment: 'production' });
    await value('environment.setBaseUrl', { environment: 'production', baseUrl: 'https://bank.example/v1' });
    await value('keys.generate', {});
    await value('keys.setApiKey', { apiKey: `sk_live_${'d'.repeat(32)}`, role: 'read' });
    const answer = await dataProcess.call('environment.setBaseUrl', { environment: 'production', baseUrl: 'https://attacker.example/v1' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'server_change_declined', fields: [{ field: 'baseUrl' }] } });
    expect(asked).toEqual([{ environment: 'production', from: 'https://bank.example/v1', to: 'https://attacker.example/v1' }]);
    expect(await value('environment.statusOf', { environment: 'production' })).toMatchObject({ baseUrl: 'https://bank.example/v1', hasApiKey: true });
    await value('environment.switch', { environment: 'sandbox' });
  });

  it('killed mid-call: the call is answered once as interrupted, the process starts again, the window is told, the next call is answered', async () => {
    const before = children.length;
    // A first sync of the embedded sandbox takes far longer than the kill that follows it.
    const inFlight = dataProcess.call('sync.start', { mode: 'full' });
    children.at(-1)?.child.kill();
    const answer = await inFlight;
    expect(answer).toMatchObject({ ok: false, error: { kind: 'interrupted', code: 'data_process_exited', retryable: false } });
    // A sync sends no payment: its words say the sync stopped, not to check whether a payment was sent.
    const message = answer.ok ? '' : answer.error.message;
    expect(message).toMatch(/^The sync stopped when the app's background process restarted/);
    expect(message).not.toMatch(/payment|journal/);
    await expect.poll(() => events.some((e) => e.type === 'services.restarted'), { timeout: 30_000 }).toBe(true);
    expect(children.length).toBe(before + 1);
    expect(dataProcess.restarts).toBe(1);
    expect(await value<{ environment: string }>('environment.current')).toMatchObject({ environment: 'sandbox' });
  });

  it('stops cleanly during a call: the call under way is answered by the process (not cut off), then it exits 0 and later calls are refused as closing', async () => {
    const last = children.at(-1)!;
    const underWay = dataProcess.call('sync.start', { mode: 'full' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = dataProcess.stop();
    const answer = await underWay;
    // The sync was stopped by the shutdown (what it fetched is kept) or had finished: either way the data process answered it.
    expect(answer.ok === true || (answer.ok === false && answer.error.code !== 'data_process_exited' && answer.error.code !== 'app_closing')).toBe(true);
    await stopped;
    expect(await last.exitCode).toBe(0);
    expect(await dataProcess.call('environment.current', {})).toMatchObject({ ok: false, error: { code: 'app_closing' } });
  });
});
