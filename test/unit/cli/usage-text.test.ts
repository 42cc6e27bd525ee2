// The help is generated from the registry: every command appears in the global usage,
// and `treasury <command> --help` shows that command's usage, options and valid values.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../electron/cli/command-registry';
import { runCli } from '../../../electron/cli/run-cli';
import { memorySecretStore } from '../../../electron/secrets';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-usage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(['--data-dir', dataDir, ...argv], { out: (t) => { out += t; }, err: (t) => { err += t; }, readStdin: async () => '' }, { secretStoreFor: () => memorySecretStore() });
  return { code, out, err };
}

describe('help generated from the registry', () => {
  it('lists every command with its description in `treasury --help`', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    for (const command of COMMANDS) {
      expect(out).toContain(`  ${[command.name, ...command.args].join(' ')}`);
      expect(out).toContain(command.description);
    }
    expect(out).toMatch(/keys rotate/);
    expect(out).toMatch(/Exit codes: 0 ok, 1 failed or refused, 2 usage or input to fix, 3 not configured, 4 keychain unavailable/);
  });

  it('prints the command\'s own usage and options for `treasury <command> --help`, not the global usage', async () => {
    const { code, out } = await run(['ledger', '--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: treasury ledger \[--account ID\]/);
    expect(out).toMatch(/--type \(repeatable\)\s+T: only entries of this transaction type\n\s+one of: payment_out, payment_in, conversion_debit/);
    expect(out).not.toContain('payment-method add');
    const pay = await run(['pay', '--help']);
    expect(pay.out).toMatch(/^Usage: treasury pay RAIL --from ACC/);
    expect(pay.out).toMatch(/--charge-bearer\s+swift: who pays the fees \(default SHA\)\n\s+one of: OUR, SHA, BEN/);
  });

  it('shows the commands of a first word for `treasury keys`', async () => {
    const { code, out } = await run(['keys']);
    expect(code).toBe(0);
    expect(out).toContain('keys generate');
    expect(out).not.toContain('env show');
  });
});
