// Server text never acts on the terminal: a counterparty name or a description holding
// ESC [ 2J (clear the screen), OSC 8 (a disguised link), OSC 52 (write the clipboard), a
// one-character C1 CSI or a bidi override is printed with each such character shown as a
// visible escape; --json stays exact JSON of the same value.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printJson, printTable, terminalSafeIo, terminalSafeJson, terminalText, type CliIo } from '../../../electron/cli/cli-io';
import { runCli } from '../../../electron/cli/run-cli';
import type { SecretStore } from '../../../electron/secrets';
import { isolated, ourSentence } from '../../../shared/bidi-isolate';

const CLEAR = '\u001b[2J\u001b[H';
const OSC8 = '\u001b]8;;https://evil.example\u001b\\Acme\u001b]8;;\u001b\\';
const OSC52 = '\u001b]52;c;cm0gLXJmIH4K\u0007';
const C1_CSI = '\u009b31m';
const BIDI = 'Acme \u202egnp.exe\u202c';
const HOSTILE = [CLEAR, OSC8, OSC52, C1_CSI, BIDI, 'tab\there', 'cr\rhere', 'line\nbreak', 'nul\u0000del\u007f', '\u2066iso\u2069 \u200f'];

/** Any character a terminal could act on (everything the layer must escape). */
const ACTS_ON_TERMINAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function capture(): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return { io: { out: (t) => { out += t; }, err: (t) => { err += t; }, readStdin: async () => '' }, out: () => out, err: () => err };
}

describe('terminalText', () => {
  it('shows every control character and bidi formatting character as a visible \\uXXXX escape', () => {
    expect(terminalText(CLEAR)).toBe('\\u001b[2J\\u001b[H');
    expect(terminalText(OSC52)).toBe('\\u001b]52;c;cm0gLXJmIH4K\\u0007');
    expect(terminalText(C1_CSI)).toBe('\\u009b31m');
    expect(terminalText(BIDI)).toBe('Acme \\u202egnp.exe\\u202c');
    expect(terminalText('a\tb\rc\nd')).toBe('a\\u0009b\\u000dc\\u000ad');
    expect(terminalText('a\nb\u001b', { keepLineFeeds: true })).toBe('a\nb\\u001b');
    for (const text of HOSTILE) expect(terminalText(text)).not.toMatch(ACTS_ON_TERMINAL);
  });

  it('takes out the marks main put around outside text for the window; escapes any other', () => {
    // A summary as main composes it (shared/bidi-isolate.ts): a right-to-left name isolated, the sentence opened by its mark.
    const summary = ourSentence(`${isolated('שלום בע"מ')}: pay ${isolated('Acme')} 10.00 USD`);
    expect(summary).toMatch(/^\u200e\u2068/);
    expect(terminalText(summary)).toBe('שלום בע"מ: pay Acme 10.00 USD');
    expect(terminalText(`Move 1.00 USD from ${isolated('חשבון')} to Payroll`)).toBe('Move 1.00 USD from חשבון to Payroll');
    expect(terminalText(`a ${isolated('א')}\n\u200e${isolated('ב')} b`, { keepLineFeeds: true })).toBe('a א\nב b');
    // Not ours: an isolate holding an override, an unmatched isolate, a right-to-left mark, an LRI pair: all shown escaped.
    expect(terminalText('\u2068\u202eexe.gnp\u2069')).toBe('\\u2068\\u202eexe.gnp\\u2069');
    expect(terminalText('Acme \u2068Ltd')).toBe('Acme \\u2068Ltd');
    expect(terminalText('\u2066iso\u2069 \u200f')).toBe('\\u2066iso\\u2069 \\u200f');
    expect(terminalText('\u200eplain')).toBe('\\u200eplain');
  });

  it('leaves ordinary text alone (accents, CJK, emoji, the euro sign)', () => {
    const plain = 'Müller Maschinenbau GmbH — 東京 🚀 €1,234.56 "quoted" \\ back';
    expect(terminalText(plain)).toBe(plain);
  });
});

describe('printTable', () => {
  it('escapes every cell, line feeds and tabs included, and aligns on the escaped text', () => {
    const { io, out } = capture();
    printTable(io, ['counterparty', 'name'], HOSTILE.map((name, i) => [`cpt_${i}`, name]));
    const lines = out().split('\n');
    expect(lines).toHaveLength(HOSTILE.length + 2); // header, one line per row, the final line feed
    expect(out()).not.toMatch(ACTS_ON_TERMINAL);
    expect(out()).toContain('\\u001b[2J\\u001b[H');
    expect(out()).toContain('line\\u000abreak');
  });
});

describe('--json', () => {
  it('stays exact JSON of the same value, with C1, DEL and bidi characters as JSON escapes', () => {
    const { io, out } = capture();
    const value = { rows: HOSTILE.map((name) => ({ name })) };
    printJson(io, value);
    expect(out()).not.toMatch(ACTS_ON_TERMINAL);
    expect(JSON.parse(out())).toEqual(value);
    expect(out()).toContain('"\\u009b31m"');
  });

  it('terminalSafeJson changes no JSON value', () => {
    const text = JSON.stringify({ a: HOSTILE, b: 'plain' }, null, 2);
    expect(JSON.parse(terminalSafeJson(text))).toEqual(JSON.parse(text));
  });
});

describe('the io every command is given', () => {
  it('escapes text for people, keeps the CLI\'s line feeds, and escapes JSON mode output as JSON', () => {
    const { io, out, err } = capture();
    let json = false;
    const safe = terminalSafeIo(io, () => json);
    safe.out(`Payment pay_1 to ${CLEAR}${OSC8}\n`);
    safe.err(`outbox: ${OSC52}\n`);
    expect(out()).toBe('Payment pay_1 to \\u001b[2J\\u001b[H\\u001b]8;;https://evil.example\\u001b\\Acme\\u001b]8;;\\u001b\\\n');
    expect(err()).toBe('outbox: \\u001b]52;c;cm0gLXJmIH4K\\u0007\n');
    json = true;
    safe.out(`${JSON.stringify({ name: C1_CSI + BIDI })}\n`);
    expect(JSON.parse(out().split('\n')[1] ?? '')).toEqual({ name: C1_CSI + BIDI });
    expect(out()).not.toMatch(ACTS_ON_TERMINAL);
  });
});

describe('error messages printed by run-cli', () => {
  const work = mkdtempSync(join(tmpdir(), 'terminal-text-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a message quoting hostile text is printed escaped, on one line', async () => {
    const { io, err } = capture();
    const noKeychain = (): SecretStore => {
      throw new Error('no keychain in this test');
    };
    const code = await runCli(['--data-dir', work, 'payment-methods', `${OSC52}${CLEAR}`], io, { secretStoreFor: noKeychain });
    expect(code).toBe(2);
    expect(err()).toMatch(/^treasury: "\\u001b\]52;c;.*is not a counterparty id/);
    expect(err()).not.toMatch(ACTS_ON_TERMINAL);
    expect(err().split('\n')).toHaveLength(2);
  });
});
