// The README's CLI examples are run as written, against the embedded sandbox's demo
// data, and each must succeed and show rows: an example that returns nothing teaches a
// newcomer that the app is broken.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliHarness } from '../host/cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-readme-'));
const cli = new CliHarness(path.join(workDir, 'data'), { embeddedSandbox: { timeScale: 0 } });

/** The command lines of the README's demo-data example block, comments removed. */
function readmeExamples(): string[][] {
  const readme = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');
  const intro = readme.indexOf('Examples that work on the demo data');
  const open = readme.indexOf('```', intro);
  const close = readme.indexOf('```', open + 3);
  expect(intro).toBeGreaterThan(-1);
  const block = readme.slice(open + 3, close);
  return block.split('\n')
    .flatMap((line) => line.split(/\s{2,}(?=treasury )/))
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.startsWith('treasury '))
    .map((line) => line.split(/\s+/).slice(1));
}

beforeAll(async () => {
  const started = await cli.run(['start']);
  expect(started.code, started.err).toBe(0);
});

afterAll(async () => {
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the README examples on the demo data', () => {
  const examples = readmeExamples();

  it('are there', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  for (const args of examples) {
    it(`treasury ${args.join(' ')}`, async () => {
      // A relative --out lands in this test's folder, not in the working directory.
      const out = args.indexOf('--out');
      const file = out !== -1 && args[out + 1] !== '-' ? path.join(workDir, args[out + 1] ?? '') : undefined;
      const run = await cli.run(file === undefined ? args : [...args.slice(0, out + 1), file, ...args.slice(out + 2)]);
      expect(run.code, run.err).toBe(0);
      const shown = file !== undefined ? (existsSync(file) ? readFileSync(file, 'utf8') : '') : run.out;
      const lines = shown.split('\n').filter((line) => line.trim() !== '');
      if (args[0] === 'ledger' || args[0] === 'export' || args[0] === 'balances') {
        expect(lines.length, `${args.join(' ')} shows no rows`).toBeGreaterThan(1);
      } else {
        expect(lines.length).toBeGreaterThan(0);
      }
    });
  }
});
