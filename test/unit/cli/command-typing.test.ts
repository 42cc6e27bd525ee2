// A command's `run` receives the values parseArgs infers for exactly its options, narrowed
// to their choices: a misspelt option name, or a value outside the choices, does not
// compile (checked by `tsc -p tsconfig.test.json`; the @ts-expect-error lines fail the
// type check if the error ever goes away). At run time, the values are what was typed.
import { describe, expect, it } from 'vitest';
import { defineCommand, type CommandContext } from '../../../electron/cli/command-spec';
import { parseCommandLine } from '../../../electron/cli/parse-command-line';

const received: unknown[] = [];

const example = defineCommand({
  words: ['example'],
  usage: ['[--type T]... [--limit N] [--full]'],
  description: 'a command for this test',
  section: 'read',
  options: { type: { type: 'string', multiple: true }, limit: { type: 'string' }, full: { type: 'boolean' } } as const,
  optionHelp: { type: 'T', limit: 'N', full: 'everything' },
  choices: { type: ['fee', 'payment_out'] },
  run(_ctx, values) {
    const types: Array<'fee' | 'payment_out'> | undefined = values.type;
    const limit: string | undefined = values.limit;
    const full: boolean | undefined = values.full;
    // @ts-expect-error -- no such option: a misspelt name is a compile error
    received.push(values.tpye);
    // @ts-expect-error -- a narrowed choice is not any string
    const wrong: Array<'fee'> | undefined = values.type;
    received.push(types, limit, full, wrong === types);
  },
});

// @ts-expect-error -- help for an option the command does not have
defineCommand({ words: ['bad'], usage: [], description: '', section: 'read', options: { a: { type: 'string' } } as const, optionHelp: { a: '', b: '' }, run: () => undefined });

describe('typed command values', () => {
  it('hands run the parsed values of its own options', async () => {
    const parsed = parseCommandLine(['example', '--type', 'fee', '--limit', '5', '--full', '--type', 'payment_out'], [example]);
    if (parsed.kind !== 'run') throw new Error(parsed.kind);
    await parsed.command.run({} as CommandContext, parsed.values);
    expect(received).toEqual([undefined, ['fee', 'payment_out'], '5', true, true]);
  });
});
