// Every command of the registry, parsed on its own: each of its options comes out as the
// typed value it declares; an option of another command is refused naming that command;
// values outside an option's choices are refused with the valid ones.
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../electron/cli/command-registry';
import type { CliCommand } from '../../../electron/cli/command-spec';
import { parseCommandLine } from '../../../electron/cli/parse-command-line';
import { UsageError } from '../../../electron/cli/cli-errors';

function parse(argv: string[]) {
  return parseCommandLine(argv, COMMANDS);
}

function refusal(argv: string[]): string {
  try {
    parse(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

/** A command line giving every option of the command, and the values it must parse into. */
function everyOption(command: CliCommand): { argv: string[]; expected: Record<string, unknown> } {
  const argv = [...command.words, ...command.args.map((_, i) => `arg${i}`)];
  const expected: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(command.options)) {
    if (spec.type === 'boolean') {
      argv.push(`--${name}`);
      expected[name] = true;
      continue;
    }
    const choices = command.choices[name];
    const values = choices !== undefined ? choices.slice(0, spec.multiple === true ? 2 : 1) : spec.multiple === true ? [`${name}-1`, `${name}-2`] : [`${name} value`];
    for (const value of values) argv.push(`--${name}`, value);
    expected[name] = spec.multiple === true ? values : values[0];
  }
  return { argv, expected };
}

describe.each(COMMANDS.map((c) => [c.name, c] as const))('treasury %s', (_name, command) => {
  it('parses each of its options into the typed value it declares', () => {
    const { argv, expected } = everyOption(command);
    const parsed = parse(['--data-dir', '/tmp/x', ...argv, '--json']);
    expect(parsed.kind).toBe('run');
    if (parsed.kind !== 'run') return;
    expect(parsed.command).toBe(command);
    expect(parsed.positionals).toEqual(command.args.map((_, i) => `arg${i}`));
    const { 'data-dir': dataDir, json, ...own } = parsed.values as Record<string, unknown>;
    expect(own).toEqual(expected);
    expect(parsed.globals).toEqual({ dataDir: '/tmp/x', environment: 'sandbox', json: true });
    expect([dataDir, json]).toEqual(['/tmp/x', true]);
  });

  it('refuses an option of another command, naming the command it belongs to', () => {
    const other = COMMANDS.flatMap((c) => Object.keys(c.options).filter((o) => !Object.hasOwn(command.options, o)).map((o) => [o, c] as const))[0];
    if (other === undefined) throw new Error('every option is this command\'s');
    const [option, owner] = other;
    const argv = [...command.words, ...command.args.map(() => 'x'), `--${option}`, ...(owner.options[option]?.type === 'string' ? ['v'] : [])];
    const message = refusal(argv);
    expect(message).toContain(`--${option} is not an option of \`treasury ${command.name}\``);
    expect(message).toContain(`\`${owner.name}\``);
  });

  it('asks for exactly its arguments', () => {
    expect(refusal([...command.words, ...command.args.map(() => 'x'), 'extra'])).toMatch(/takes .*; got/);
  });

  it('prints its own help for --help', () => {
    const parsed = parse([...command.words, '--help']);
    expect(parsed).toEqual({ kind: 'command-help', command });
  });
});

describe('values checked per command', () => {
  it('keeps the ledger\'s repeatable --type apart from payment-method add\'s single --type', () => {
    const ledger = parse(['ledger', '--type', 'fee', '--type', 'payment_out']);
    expect(ledger.kind === 'run' && ledger.values['type']).toEqual(['fee', 'payment_out']);
    const method = parse(['payment-method', 'add', 'cpt_1', '--type', 'us_bank']);
    expect(method.kind === 'run' && method.values['type']).toBe('us_bank');
    expect(refusal(['payment-method', 'add', 'cpt_1', '--type', 'us_bank', '--type', 'open'])).toBeTruthy();
  });

  it.each([
    [['ledger', '--type', 'fees'], '--type must be one of payment_out, payment_in'],
    [['export', 'ledger', '--out', 'x.csv', '--type', 'bogus'], '--type must be one of payment_out'],
    [['export', 'payments', '--out', 'x.csv', '--status', 'archived'], '--status must be one of created, requires_action'],
    [['export', 'counterparties', '--out', 'x.csv', '--status', 'completed'], '--status must be one of active, archived; "completed" is not.'],
    [['export', 'payments', '--out', 'x.csv', '--rail', 'wire'], '--rail must be one of ach, fedwire, swift, crypto, open'],
    [['outbox', '--state', 'bogus'], '--state must be one of pending, sent, succeeded, failed, unknown; "bogus" is not.'],
    [['pay', 'ach', '--sec-code', 'XYZ'], '--sec-code must be one of WEB, PPD, CCD'],
    [['pay', 'swift', '--charge-bearer', 'ME'], '--charge-bearer must be one of OUR, SHA, BEN'],
    [['payment-method', 'add', 'cpt_1', '--account-type', 'current'], '--account-type must be one of checking, savings'],
    [['keys', 'set-api-key', '--role', 'admin'], '--role must be one of read, write'],
    [['counterparty', 'create', '--type', 'company'], '--type must be one of individual, business'],
    [['--env', 'staging', 'balances'], '--env must be one of sandbox, production'],
  ])('refuses %j with the valid values', (argv, message) => {
    expect(refusal(argv)).toContain(message);
  });

  it('passes a negative amount to the amount check instead of taking it for an option', () => {
    const parsed = parse(['pay', 'ach', '--amount', '-5', '--currency', 'USD']);
    expect(parsed.kind === 'run' && parsed.values['amount']).toBe('-5');
    const transfer = parse(['transfer', '--amount', '-1,234.50']);
    expect(transfer.kind === 'run' && transfer.values['amount']).toBe('-1,234.50');
  });

  it('finds the command with global options anywhere', () => {
    const parsed = parse(['--env', 'production', 'export', '--json', 'ledger', '--out', 'f.csv', '--data-dir', 'd']);
    expect(parsed.kind === 'run' && [parsed.command.name, parsed.globals]).toEqual(['export ledger', { dataDir: 'd', environment: 'production', json: true }]);
  });

  it('shows the usage for no command, --help and a first word of several commands, and refuses an unknown one', () => {
    expect(parse([])).toEqual({ kind: 'usage', topic: undefined });
    expect(parse(['--help'])).toEqual({ kind: 'usage', topic: undefined });
    expect(parse(['keys'])).toEqual({ kind: 'usage', topic: 'keys' });
    expect(refusal(['frobnicate'])).toMatch(/Unknown command "frobnicate"/);
    expect(refusal(['keys', 'frobnicate'])).toMatch(/Unknown command "keys frobnicate"/);
  });
});
