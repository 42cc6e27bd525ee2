// The shape of one command of the registry: its words, its options in node:util
// parseArgs form (declared `as const`, so the values its `run` receives are typed from
// them, and a misspelt option name is a compile error), the values each option admits,
// its usage and description, and what it needs around it (the outbox resumed first, the
// API fields named by the flags a person typed, what an interruption leaves behind).
import type { parseArgs, ParseArgsConfig } from 'node:util';
import type { AppHost, DataDirectory } from '../host';
import type { CliIo } from './cli-io';

export type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The values parseArgs infers for exactly these options (strict, positionals allowed). */
export type ParsedValues<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>>['values'];

/** For some options, the only values they admit (checked before `run`, refused with the list). */
export type ChoicesOf<O> = { readonly [K in keyof O]?: readonly string[] };

type Narrowed<V, E> = [NonNullable<V>] extends [string[]] ? E[] : E;

/** The parsed values, an option with choices narrowed to them. */
export type CommandValues<O extends OptionsConfig, C extends ChoicesOf<O>> = {
  [K in keyof ParsedValues<O>]: K extends keyof C ? (C[K] extends readonly (infer E)[] ? Narrowed<ParsedValues<O>[K], E> | undefined : ParsedValues<O>[K]) : ParsedValues<O>[K];
};

export type CommandSection = 'setup' | 'read' | 'money' | 'journal';

export interface CommandContext {
  io: CliIo;
  host: AppHost;
  dataDir: DataDirectory;
  json: boolean;
  /** The positionals after the command words, as many as the command's `args` name. */
  positionals: string[];
  /** Fires on Ctrl-C: long work (sync, a send) stops and says what it kept. */
  signal: AbortSignal;
  /** API field → the flag a person typed, for field errors (the command's `fieldFlags`). */
  fieldFlags: Readonly<Record<string, string>>;
  /** When the command started (ISO), to find what it journaled. */
  startedAt: string;
}

export interface CommandSpec<O extends OptionsConfig, C extends ChoicesOf<O>> {
  /** The command words, e.g. ['export', 'ledger']. */
  readonly words: readonly string[];
  /** Names of the positionals after the words (exactly these many are required). */
  readonly args?: readonly string[];
  /** The usage after the words, e.g. '[--account ID]... [--limit N]'; one string per line. */
  readonly usage: readonly string[];
  /** One line: what the command does. */
  readonly description: string;
  readonly section: CommandSection;
  readonly options: O;
  /** One line per option, for `treasury <command> --help`. */
  readonly optionHelp: { readonly [K in keyof O]: string };
  readonly choices?: C;
  /** Unfinished outbox entries are sent (when due) before the command runs. */
  readonly resumesOutbox?: boolean;
  /** API field (as a write flow names it) → the flag that sets it, e.g. { sourceAccountId: '--from' }. */
  readonly fieldFlags?: Readonly<Record<string, string>>;
  /** After Ctrl-C: what was kept and what happens next. */
  readonly interrupted?: (ctx: CommandContext) => string;
  run(ctx: CommandContext, values: CommandValues<O, C>): Promise<void> | void;
}

/** A registry entry, its option types erased (the parser hands `run` exactly what its options declare). */
export interface CliCommand {
  readonly name: string;
  readonly words: readonly string[];
  readonly args: readonly string[];
  readonly usage: readonly string[];
  readonly description: string;
  readonly section: CommandSection;
  readonly options: OptionsConfig;
  readonly optionHelp: Readonly<Record<string, string>>;
  readonly choices: Readonly<Record<string, readonly string[] | undefined>>;
  readonly resumesOutbox: boolean;
  readonly fieldFlags: Readonly<Record<string, string>>;
  readonly interrupted?: (ctx: CommandContext) => string;
  run(ctx: CommandContext, values: Readonly<Record<string, unknown>>): Promise<void> | void;
}

export function defineCommand<const O extends OptionsConfig, const C extends ChoicesOf<O> = Record<never, never>>(spec: CommandSpec<O, C>): CliCommand {
  return {
    name: spec.words.join(' '),
    words: spec.words,
    args: spec.args ?? [],
    usage: spec.usage,
    description: spec.description,
    section: spec.section,
    options: spec.options,
    optionHelp: spec.optionHelp,
    choices: (spec.choices ?? {}) as Readonly<Record<string, readonly string[] | undefined>>,
    resumesOutbox: spec.resumesOutbox === true,
    fieldFlags: spec.fieldFlags ?? {},
    ...(spec.interrupted !== undefined ? { interrupted: spec.interrupted } : {}),
    run: (ctx, values) => spec.run(ctx, values as CommandValues<O, C>),
  };
}
