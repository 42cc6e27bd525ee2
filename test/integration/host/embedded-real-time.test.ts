// The embedded sandbox (the app's default, started by every command) keeps real time:
// what it records happens between the moments the command started and ended, however
// often it was restarted before (a time scale above 1 made it gain minutes per command).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliHarness } from './cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-embedded-time-'));
const cli = new CliHarness(path.join(workDir, 'data')); // no time scale given: the app's default

afterAll(async () => {
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the embedded sandbox at its default time scale', () => {
  it('records a transfer at the real time it was sent, after several restarts', async () => {
    for (let restart = 0; restart < 3; restart += 1) expect((await cli.run(['sync'])).code).toBe(0);
    const balances = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: Array<{ accountId: string; accountName: string | null }> };
    const id = (name: string) => balances.accounts.find((a) => a.accountName === name)?.accountId ?? '';
    const before = Date.now();
    const sent = await cli.run(['transfer', '--from', id('Operating USD'), '--to', id('Payroll USD'), '--amount', '1.00', '--currency', 'USD', '--yes', '--json']);
    const after = Date.now();
    expect(sent.code, sent.err).toBe(0);
    const createdAt = Date.parse((JSON.parse(sent.out) as { resource: { createdAt: string } }).resource.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(after);
  });
});
