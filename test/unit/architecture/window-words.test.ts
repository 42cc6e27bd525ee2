// No CLI command in the window. Main's texts serve the `treasury` command line and the
// window alike; a text that names a command of the CLI (a backtick-quoted command, a
// `treasury …` line, a command's words such as "keys set-api-key", an option such as
// "--full") may stand only as the `cli` side of a text written for each audience
// (`{ cli, window }`, a PerAudience of shared/errors), whose `window` side names the
// window's own way. This reads every string and template literal of electron/ outside the
// CLI's own folder and fails on one that breaks the rule, naming it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cliCommandIn, COMMAND_PHRASES } from '../../support/cli-command-words';

const ROOT = join(__dirname, '../../..');

/**
 * Files whose texts are read at a terminal by whoever starts the app, never in the window:
 * the CLI itself, and the launchers' usage and start-up lines. renderer-files.ts is the
 * page a source checkout serves before its renderer is built (only a developer sees it).
 */
const TERMINAL_ONLY = [
  'electron/cli/',
  'electron/desktop/launch-app.ts',
  'electron/desktop/electron-runtime.ts',
  'electron/web-shell/start-web-shell.ts',
  'electron/shells/shell-options.ts',
  'electron/shells/renderer-files.ts',
];

/** Strings that are never shown to anyone: the labels that separate one use of a hash from another. */
const NOT_TEXT: ReadonlyArray<readonly [string, string]> = [
  ['electron/cache/open-cache.ts', 'treasury cache server\n'],
  ['electron/outbox/send-binding.ts', 'treasury outbox credentials\n'],
];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Inside the `cli` side of an object literal (`{ cli: '…', window: '…' }`): the CLI's words, allowed. */
function onCliSide(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at !== undefined; at = at.parent) {
    if (ts.isPropertyAssignment(at) && ts.isIdentifier(at.name) && at.name.text === 'cli') return true;
    if (ts.isSourceFile(at)) return false;
  }
  return false;
}

/** The literal text pieces of a string or template literal (a template's code between `${` and `}` is not text). */
function textsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isJsxText(node)) return [node.text];
  return [];
}

interface Offence {
  where: string;
  why: string;
  text: string;
}

function offencesIn(path: string, options = true): Offence[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Offence[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    for (const text of textsOf(node)) {
      const why = cliCommandIn(text, options);
      if (why !== undefined && !onCliSide(node) && !NOT_TEXT.some(([file, label]) => file === path && label === text)) {
        found.push({ where: `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, why, text: text.slice(0, 160) });
        break;
      }
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(source);
  return found;
}

describe('no CLI command in the window', () => {
  it('recognises a command however a text names it', () => {
    expect(cliCommandIn('set one with `keys set-api-key`.')).toBe('a backtick');
    expect(cliCommandIn('run "treasury cache rebuild", then sync')).toBe('a `treasury …` command line');
    expect(cliCommandIn('Settle them (outbox resume) first.')).toBe('the command "outbox resume"');
    expect(cliCommandIn('Run a full sync (sync --full), then try again.')).toBe('the option --full');
    expect(cliCommandIn('Set it in Settings (API key).')).toBeUndefined();
    expect(cliCommandIn('US treasury and ERP systems')).toBeUndefined();
    expect(cliCommandIn('var(--row-height)', false)).toBeUndefined();
    expect(cliCommandIn('the payment-method-recently-added check')).toBeUndefined();
    expect(COMMAND_PHRASES).toEqual(expect.arrayContaining(['keys set-api-key', 'outbox resume', 'outbox resolve', 'cache rebuild', 'env set-url']));
  });

  it('every text of electron/ that names a CLI command is the cli side of a text written for each audience', () => {
    const files = filesUnder('electron').filter((path) => !TERMINAL_ONLY.some((skip) => path === skip || (skip.endsWith('/') && path.startsWith(skip))));
    expect(files.length).toBeGreaterThan(300);
    const offences = files.flatMap((path) => offencesIn(path));
    expect(offences.map((o) => `${o.where}: ${o.why} in ${JSON.stringify(o.text)}`)).toEqual([]);
  });

  it('the window\'s own texts (renderer/) and the texts both sides share (shared/) name no CLI command at all', () => {
    const files = [...filesUnder('renderer'), ...filesUnder('shared')];
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((path) => offencesIn(path, false));
    expect(offences.map((o) => `${o.where}: ${o.why} in ${JSON.stringify(o.text)}`)).toEqual([]);
  });

  it('a text on the cli side is still seen: the rule allows it there and nowhere else', () => {
    const path = relative(ROOT, join(ROOT, 'electron/outbox/settle-first.ts'));
    const source = readFileSync(join(ROOT, path), 'utf8');
    expect(source).toContain('`treasury outbox resume`');
    expect(offencesIn(path)).toEqual([]);
  });
});
