// Every error class of electron/ and shared/ derives from TreasuryError, so its exit code
// comes from its kind and it can never reach a person as "Unexpected failure": a class
// that extends Error (or any error class outside TreasuryError) fails here. And one case
// per exit code of the README's table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../electron/api/api-errors';
import { CommandFailure, describeError, EXIT, exitCodeOf, UsageError } from '../../../electron/cli/cli-errors';
import { CsvExportError } from '../../../electron/export';
import { NotConfiguredError, ProfileError } from '../../../electron/host';
import { InvalidApiKeyError, KeychainUnavailableError, MissingApiKeyError, SigningKeyExistsError } from '../../../electron/secrets';
import { TreasuryError } from '../../../shared/errors';
import { MoneyInputError } from '../../../shared/money/money-errors';

const ROOT = path.resolve(__dirname, '../../..');
const BUILT_IN_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError', 'AggregateError', 'DOMException']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : [];
  });
}

interface DeclaredClass { file: string; name: string; parent: string; exported: boolean }

/** Every `class X extends Y` (exported or not, named or assigned) in these sources. */
function declaredClasses(files: ReadonlyArray<{ file: string; text: string }>): DeclaredClass[] {
  const found: DeclaredClass[] = [];
  for (const { file, text } of files) {
    for (const match of text.matchAll(/^[ \t]*(export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+(\w+)(?:\s*<[^{]*?>)?\s+extends\s+([\w.]+)/gm)) {
      found.push({ file, name: match[2] as string, parent: match[3] as string, exported: match[1] !== undefined });
    }
    for (const match of text.matchAll(/(?:const|let|var)\s+(\w+)\s*=\s*class(?:\s+\w+)?\s+extends\s+([\w.]+)/g)) {
      found.push({ file, name: match[1] as string, parent: match[2] as string, exported: false });
    }
  }
  return found;
}

/** The classes whose chain of parents (as declared) ends at a built-in error instead of TreasuryError. */
function errorClassesOutsideTreasuryError(classes: readonly DeclaredClass[]): string[] {
  const parents = new Map<string, string[]>();
  for (const c of classes) parents.set(c.name, [...(parents.get(c.name) ?? []), c.parent]);
  const roots = (name: string, seen: Set<string>): string[] => {
    if (name === 'TreasuryError' || BUILT_IN_ERRORS.has(name) || seen.has(name)) return [name];
    const declared = parents.get(name.replace(/^.*\./, ''));
    if (declared === undefined) return [name];
    seen.add(name);
    return declared.flatMap((parent) => roots(parent, seen));
  };
  return classes
    .filter((c) => c.name !== 'TreasuryError' && roots(c.parent, new Set([c.name])).some((root) => BUILT_IN_ERRORS.has(root)))
    .map((c) => `${c.name} extends ${c.parent} (${path.relative(ROOT, c.file)})`);
}

function appSources(): Array<{ file: string; text: string }> {
  return [...sourceFiles(path.join(ROOT, 'electron')), ...sourceFiles(path.join(ROOT, 'shared'))].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

describe('every error class derives from TreasuryError', () => {
  it('finds no class of electron/ or shared/ that extends Error (or another error) outside TreasuryError', () => {
    const classes = declaredClasses(appSources());
    expect(classes.filter((c) => c.parent === 'TreasuryError').length).toBeGreaterThan(15);
    expect(errorClassesOutsideTreasuryError(classes)).toEqual([]);
  });

  it('and every exported class that is an Error at run time is a TreasuryError', async () => {
    const outside: string[] = [];
    let errorClasses = 0;
    for (const { file, name, exported } of declaredClasses(appSources())) {
      if (!exported) continue;
      const cls = ((await import(file)) as Record<string, unknown>)[name];
      if (typeof cls !== 'function' || !(cls.prototype instanceof Error)) continue;
      errorClasses += 1;
      if (cls !== TreasuryError && !(cls.prototype instanceof TreasuryError)) outside.push(`${name} (${path.relative(ROOT, file)})`);
    }
    expect(errorClasses).toBeGreaterThan(40);
    expect(outside).toEqual([]);
  });

  it('the scan sees a plain Error subclass, a subclass of one, an unexported one and a class expression', () => {
    const classes = declaredClasses([
      { file: path.join(ROOT, 'a.ts'), text: 'export class Good extends TreasuryError {}\nexport class Bad extends Error {}\nexport class Worse extends Bad {}\n' },
      { file: path.join(ROOT, 'b.ts'), text: '  class Hidden<T> extends RangeError {}\nconst Anon = class extends TypeError {};\nclass Fine extends Good {}\nclass Other extends Map {}\n' },
    ]);
    expect(errorClassesOutsideTreasuryError(classes)).toEqual([
      'Bad extends Error (a.ts)', 'Worse extends Bad (a.ts)', 'Hidden extends RangeError (b.ts)', 'Anon extends TypeError (b.ts)',
    ]);
  });

  it('reports an error of no known class by name only, with exit 1', () => {
    class Surprise extends Error {}
    expect(describeError(new Surprise('secret-ish detail'))).toMatch(/^Unexpected failure \(Error\)/);
    expect(exitCodeOf(new Surprise('x'))).toBe(EXIT.failed);
    expect(exitCodeOf('a string')).toBe(EXIT.failed);
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
    if (error instanceof MissingApiKeyError) expect(describeError(error)).toMatch(/`keys set-api-key`/);
    expect(error === undefined ? EXIT.ok : exitCodeOf(error)).toBe(code);
    // The CLI prints what happened and its own remedy (the command that fixes it).
    if (error !== undefined) expect(describeError(error)).toBe(error.messageFor('cli'));
  });
});
