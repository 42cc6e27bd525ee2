// Every error class of the app has its exit code in cli-errors.ts: a new class that is
// not mapped fails here instead of reaching a person as "Unexpected failure". And one
// case per exit code of the README's table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../electron/api/api-errors';
import { CommandFailure, describeError, EXIT, exitCodeOf, isMappedErrorClass, UsageError } from '../../../electron/cli/cli-errors';
import { CsvExportError } from '../../../electron/export';
import { NotConfiguredError, ProfileError } from '../../../electron/host';
import { InvalidApiKeyError, KeychainUnavailableError, MissingApiKeyError, SigningKeyExistsError } from '../../../electron/secrets';
import { MoneyInputError } from '../../../shared/money/money-errors';

const ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every exported class declared as extending something (the Error subclasses are kept below). */
function exportedClasses(): Array<{ file: string; name: string }> {
  const found: Array<{ file: string; name: string }> = [];
  for (const file of [...sourceFiles(path.join(ROOT, 'electron')), ...sourceFiles(path.join(ROOT, 'shared'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^export class (\w+) extends \w+/gm)) found.push({ file, name: match[1] as string });
  }
  return found;
}

describe('every error class has an exit code', () => {
  it('finds the error classes of electron/ and shared/, and each is mapped', async () => {
    const unmapped: string[] = [];
    let errorClasses = 0;
    for (const { file, name } of exportedClasses()) {
      const module = (await import(file)) as Record<string, unknown>;
      const cls = module[name];
      if (typeof cls !== 'function' || !(cls.prototype instanceof Error)) continue;
      errorClasses += 1;
      if (!isMappedErrorClass(cls as new () => Error)) unmapped.push(`${name} (${path.relative(ROOT, file)})`);
    }
    expect(errorClasses).toBeGreaterThan(40);
    expect(unmapped).toEqual([]);
  });

  it('reports an error of no known class by kind only', () => {
    class Surprise extends Error {}
    expect(isMappedErrorClass(Surprise)).toBe(false);
    expect(describeError(new Surprise('secret-ish detail'))).toMatch(/^Unexpected failure \(Error\)/);
    expect(exitCodeOf(new Surprise('x'))).toBe(EXIT.failed);
  });
});

describe('one case per exit code of the README', () => {
  it.each([
    ['0 is no error', undefined, 0],
    ['1: an export that failed', Object.assign(new CsvExportError('The disk is full.'), { inputToFix: false }), 1],
    ['2: an export to a path to fix', Object.assign(new CsvExportError('The folder does not exist.'), { inputToFix: true }), 2],
    ['1: a key that exists and would be overwritten', new SigningKeyExistsError('sandbox'), 1],
    ['2: a usage error', new UsageError('x'), 2],
    ['2: a production URL that is not https', new ProfileError('Production requires https.'), 2],
    ['2: a malformed API key', new InvalidApiKeyError('This does not look like a sandbox API key.'), 2],
    ['2: an amount that does not read', new MoneyInputError('not_a_number' as never, 'not a number'), 2],
    ['3: no API key', new MissingApiKeyError('sandbox'), 3],
    ['3: no server', new NotConfiguredError('No server is set.'), 3],
    ['4: the keychain locked', new KeychainUnavailableError('locked'), 4],
    ['5: the server unreachable', new NetworkError({ type: 'connection_error', code: 'connection_refused', message: 'Could not reach the Payments API.', status: 0, retryable: true }), 5],
    ['130: interrupted', new CommandFailure('Interrupted before sending.', EXIT.interrupted), 130],
  ])('%s', (_what, error, code) => {
    expect(error === undefined ? EXIT.ok : exitCodeOf(error)).toBe(code);
    if (error !== undefined) expect(describeError(error)).toBe(error.message);
  });
});
