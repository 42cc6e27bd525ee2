// Parses a command line in two steps: find the command from its leading words (global
// options may come anywhere), then parse ONLY that command's options plus the global
// ones, strictly. An option of another command is refused naming the command(s) it
// belongs to; an option value outside its choices is refused with the valid ones.
import { parseArgs } from 'node:util';
import type { Environment } from '../../shared/schemas/enums';
import { UsageError } from './cli-errors';
import type { CliCommand, OptionsConfig } from './command-spec';
import { GLOBAL_CHOICES, GLOBAL_OPTIONS, isGlobalOption } from './global-options';

export interface GlobalValues {
  dataDir: string | undefined;
  environment: Environment;
  json: boolean;
}

export type ParsedCommandLine =
  /** `treasury --help`, no command, or a first word shared by several commands (`treasury keys`). */
  | { kind: 'usage'; topic: string | undefined }
  | { kind: 'command-help'; command: CliCommand }
  | { kind: 'run'; command: CliCommand; values: Readonly<Record<string, unknown>>; positionals: string[]; globals: GlobalValues };

/** A value that reads as a negative number (`--amount -5`), which parseArgs would take for an option. */
const NEGATIVE_NUMBER = /^-[\d.,]/;

function optionName(token: string): string {
  return token.replace(/^--?/, '').split('=')[0] ?? '';
}

/** The command words: leading non-option tokens, global options (and their values) skipped. */
function leadingWords(argv: readonly string[]): Array<{ index: number; word: string }> {
  const words: Array<{ index: number; word: string }> = [];
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] as string;
    if (token === '--') break;
    if (token.startsWith('-')) {
      const name = optionName(token);
      if (!isGlobalOption(name)) break;
      if (GLOBAL_OPTIONS[name].type === 'string' && !token.includes('=')) i += 1;
      continue;
    }
    words.push({ index: i, word: token });
  }
  return words;
}

export function findCommand(argv: readonly string[], registry: readonly CliCommand[]): { command: CliCommand; wordIndexes: number[] } | { command: undefined; words: string[] } {
  const words = leadingWords(argv);
  for (const length of [2, 1]) {
    const name = words.slice(0, length).map((w) => w.word).join(' ');
    const command = words.length >= length ? registry.find((c) => c.name === name) : undefined;
    if (command !== undefined) return { command, wordIndexes: words.slice(0, length).map((w) => w.index) };
  }
  return { command: undefined, words: words.map((w) => w.word) };
}

/** `--amount -5` becomes `--amount=-5`, so that the value reaches the amount's own check. */
function joinNegativeValues(args: readonly string[], options: OptionsConfig): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const token = args[i] as string;
    const next = args[i + 1];
    if (token.startsWith('--') && !token.includes('=') && options[token.slice(2)]?.type === 'string' && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`${token}=${next}`);
      i += 1;
    } else out.push(token);
  }
  return out;
}

/** Every option must be the command's (or global), and one that takes a single value is given once. */
function checkOptionTokens(args: readonly string[], command: CliCommand, options: OptionsConfig, registry: readonly CliCommand[]): void {
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!Object.hasOwn(options, token.name)) {
      const owners = registry.filter((c) => Object.hasOwn(c.options, token.name)).map((c) => `\`${c.name}\``);
      const belongs = owners.length > 0 ? ` (it is an option of ${owners.join(', ')})` : '';
      throw new UsageError(`${token.rawName} is not an option of \`treasury ${command.name}\`${belongs}. See \`treasury ${command.name} --help\`.`);
    }
    if (options[token.name]?.multiple !== true && seen.has(token.name)) {
      throw new UsageError(`--${token.name} is given more than once; it takes one value: keep the one you mean.`);
    }
    seen.add(token.name);
  }
}

/** Every value of an option with choices must be one of them. */
export function checkChoices(values: Readonly<Record<string, unknown>>, choices: Readonly<Record<string, readonly string[] | undefined>>): void {
  for (const [name, allowed] of Object.entries(choices)) {
    const value = values[name];
    if (allowed === undefined || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' && !allowed.includes(one)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}; "${one}" is not.`);
    }
  }
}

function checkPositionals(command: CliCommand, positionals: readonly string[]): void {
  if (positionals.length === command.args.length) return;
  const expected = command.args.length === 0 ? 'no argument' : command.args.join(' ');
  const got = positionals.length === 0 ? 'none' : `"${positionals.join(' ')}"`;
  throw new UsageError(`\`treasury ${command.name}\` takes ${expected}; got ${got}. See \`treasury ${command.name} --help\`.`);
}

export function parseCommandLine(argv: readonly string[], registry: readonly CliCommand[]): ParsedCommandLine {
  const found = findCommand(argv, registry);
  const wantsHelp = argv.some((a) => a === '--help');
  if (found.command === undefined) {
    const [first] = found.words;
    if (first === undefined || first === 'help' || (wantsHelp && found.words.length <= 1) || (found.words.length === 1 && registry.some((c) => c.words[0] === first))) {
      return { kind: 'usage', topic: first !== undefined && registry.some((c) => c.words[0] === first) ? first : undefined };
    }
    throw new UsageError(`Unknown command "${found.words.join(' ')}". Run \`treasury --help\` for the list of commands.`);
  }
  const { command } = found;
  const options: OptionsConfig = { ...GLOBAL_OPTIONS, ...command.options };
  const args = joinNegativeValues(argv.filter((_, i) => !found.wordIndexes.includes(i)), options);
  checkOptionTokens(args, command, options, registry);
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} See \`treasury ${command.name} --help\`.`);
  }
  const values = parsed.values as Record<string, unknown>;
  if (values['help'] === true) return { kind: 'command-help', command };
  checkChoices(values, GLOBAL_CHOICES);
  checkChoices(values, command.choices);
  checkPositionals(command, parsed.positionals);
  const dataDir = values['data-dir'];
  return {
    kind: 'run',
    command,
    values,
    positionals: parsed.positionals,
    globals: {
      dataDir: typeof dataDir === 'string' ? dataDir : undefined,
      environment: (values['env'] ?? 'sandbox') as Environment,
      json: values['json'] === true,
    },
  };
}
