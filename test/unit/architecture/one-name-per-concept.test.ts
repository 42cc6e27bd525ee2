// One name per concept, one declaration per shape (read from the sources): the IPC
// envelope, an account's balances and the accounts by id are declared once and derived
// elsewhere; zod schemas are named as schemas (`paymentViewSchema`) and main's mapping
// functions as mappers (`toPaymentView`); `balances.*` are served by their own handler
// module; a CSS class is defined in one style sheet.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './import-graph';

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

const THIS_FILE = 'test/unit/architecture/one-name-per-concept.test.ts';
const SOURCES = ['electron', 'shared', 'renderer', 'sandbox', 'bin', 'test'].flatMap((folder) => filesUnder(folder, /\.tsx?$/)).filter((file) => file !== THIS_FILE);
const text = new Map(SOURCES.map((file) => [file, readFileSync(path.join(repoRoot, file), 'utf8')]));

/** The files declaring `name` (a type, interface, class, function or const) at the top level. */
function declarers(name: string, files: readonly string[] = SOURCES): string[] {
  const declaration = new RegExp(`^(export )?(declare )?(async )?(type|interface|class|function|const|let) ${name}\\b`, 'm');
  return files.filter((file) => declaration.test(text.get(file) ?? ''));
}

/** A type written as the envelope's shape: `{ ok: true; value: … } | { ok: false; error: … }`. */
const ENVELOPE_SHAPE = /\{\s*ok:\s*true;\s*value:[^}]*\}\s*\|\s*\{\s*ok:\s*false;\s*error:/;

describe('one name per concept', () => {
  it('the declaration finder sees what it looks for (checked on made-up text)', () => {
    expect(ENVELOPE_SHAPE.test('export type Answer<T> = { ok: true; value: T } | { ok: false; error: string };')).toBe(true);
    expect(ENVELOPE_SHAPE.test('type Lookup<T> = { ok: true; value: T } | { ok: false; message: string };')).toBe(false);
    expect(declarers('Envelope')).toEqual(['shared/ipc/envelope.ts']);
  });

  it('the IPC envelope is declared once (shared/ipc/envelope.ts); everything else derives from it', () => {
    expect(SOURCES.filter((file) => ENVELOPE_SHAPE.test(text.get(file) ?? ''))).toEqual(['shared/ipc/envelope.ts']);
    for (const copy of ['Answer', 'ListResult', 'RpcEnvelope']) expect(declarers(copy), copy).toEqual([]);
  });

  it("an account's balances have one name, declared once with the contract's schema", () => {
    expect(declarers('AccountBalance')).toEqual(['shared/ipc/balance-methods.ts']);
    expect(declarers('Balances')).toEqual(['shared/ipc/balance-methods.ts']);
    expect(declarers('BalancesView')).toEqual([]);
  });

  it('accounts are named by one module: AccountsById, accountShownName, accountName and accountLabel once each', () => {
    expect(declarers('AccountNames')).toEqual([]);
    expect(declarers('useAccountNames')).toEqual([]);
    expect(declarers('nameOf').filter((file) => file.startsWith('renderer/'))).toEqual([]);
    for (const name of ['AccountsById', 'useAccountsById', 'accountShownName', 'accountName', 'accountLabel']) expect(declarers(name), name).toEqual(['renderer/src/components/account-names.ts']);
  });

  it("main's error of anything thrown and the window's error of anything caught have different names", () => {
    expect(declarers('envelopeErrorOf')).toEqual(['electron/ipc/ipc-errors.ts']);
    expect(declarers('plainErrorOf')).toEqual(['renderer/lib/ipc-client.ts']);
  });

  it('zod schemas in shared/ipc are named as schemas, and main maps records with to…View functions', () => {
    const contract = SOURCES.filter((file) => file.startsWith('shared/ipc/'));
    const viewNamedSchemas = contract.flatMap((file) => [...(text.get(file) ?? '').matchAll(/^export const (\w+View)\b/gm)].map((match) => `${file}: ${match[1]}`));
    expect(viewNamedSchemas).toEqual([]);
    const main = SOURCES.filter((file) => file.startsWith('electron/'));
    const mappersNotNamedTo = main.flatMap((file) => [...(text.get(file) ?? '').matchAll(/^(?:export )?(?:async )?function ([a-z]\w*View)\(/gm)].filter((match) => !/^to[A-Z]/.test(match[1] ?? '')).map((match) => `${file}: ${match[1]}`));
    expect(mappersNotNamedTo).toEqual([]);
  });

  it("server data lives in TanStack Query: no screen keeps a store of its own, and the audit trail's pages are read by queries/ only", () => {
    const screens = SOURCES.filter((file) => file.startsWith('renderer/src/screens/') || file.startsWith('renderer/src/components/'));
    expect(screens.filter((file) => /from 'zustand'/.test(text.get(file) ?? ''))).toEqual([]);
    const renderer = SOURCES.filter((file) => file.startsWith('renderer/'));
    expect(renderer.filter((file) => /\.call\('audit\.page'/.test(text.get(file) ?? ''))).toEqual(['renderer/src/queries/audit-queries.ts']);
  });

  it('balances.* are served by balance-handlers.ts alone', () => {
    const handlers = SOURCES.filter((file) => file.startsWith('electron/ipc/handlers/'));
    expect(handlers.filter((file) => /^\s*'balances\.\w+':/m.test(text.get(file) ?? ''))).toEqual(['electron/ipc/handlers/balance-handlers.ts']);
  });
});

describe('one name per type across main and the window', () => {
  /** The type and interface names a folder's files export. */
  const exportedTypes = (folder: string) => new Set(SOURCES.filter((file) => file.startsWith(`${folder}/`)).flatMap((file) => [...(text.get(file) ?? '').matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1] ?? '')));

  it("no type name is exported by both electron/ and renderer/: a shape the two share is shared/ipc's, a concept of one side has its own name", () => {
    const window = exportedTypes('renderer');
    expect(window.has('SyncRunProgress')).toBe(true);
    expect([...exportedTypes('electron')].filter((name) => window.has(name)).sort()).toEqual([]);
  });

  it("the window's views of main's records are declared once, in shared/ipc, from their schemas", () => {
    // Main still declares two of these shapes itself: each is to import shared/ipc's (its module's owners' change).
    const mainCopiesLeft: Readonly<Record<string, string>> = {};
    for (const name of ['OutboxEntryView', 'AuditEntryView', 'OutboxState', 'SyncReportView', 'SyncStateView', 'StatementRequest', 'PreparedWriteView', 'WriteOutcomeView']) {
      const left = mainCopiesLeft[name];
      expect(declarers(name).filter((file) => !file.startsWith('test/')).sort(), name).toEqual([...(left === undefined ? [] : [left]), ...declarers(name, SOURCES.filter((file) => file.startsWith('shared/ipc/')))].sort());
      expect(declarers(name, SOURCES.filter((file) => file.startsWith('shared/ipc/'))), name).toHaveLength(1);
    }
  });
});

describe('one definition per CSS class', () => {
  const sheets = filesUnder('renderer', /\.css$/);
  const definers = new Map<string, Set<string>>();
  for (const sheet of sheets) {
    for (const match of readFileSync(path.join(repoRoot, sheet), 'utf8').matchAll(/^(\.[\w-]+)\s*\{/gm)) {
      const selector = match[1] ?? '';
      definers.set(selector, (definers.get(selector) ?? new Set()).add(sheet));
    }
  }

  it('reads the style sheets', () => {
    expect(sheets.length).toBeGreaterThan(5);
    expect([...(definers.get('.link-button') ?? [])]).toEqual(['renderer/src/styles/components.css']);
  });

  it('a class is defined by one style sheet (the form classes by components/forms/forms.css)', () => {
    const twice = [...definers].filter(([, files]) => files.size > 1).map(([selector]) => selector);
    expect(twice.sort()).toEqual([]);
  });
});
