// The command-line companion over the same host as the desktop app: parses the command
// line against the registry, builds the host for the chosen environment, runs the
// command, and turns every failure into a clear message on stderr and an exit code.
import type { Environment } from '../../shared/schemas/enums';
import { keychainSecretStore, type SecretStore } from '../secrets';
import { createAppHost, defaultDataDirectory, type AppHost, type DataDirectory } from '../host';
import { describeError, EXIT, exitCodeOf, type ExitCode } from './cli-errors';
import type { CliIo } from './cli-io';
import { COMMANDS } from './command-registry';
import type { CommandContext } from './command-spec';
import { parseCommandLine } from './parse-command-line';
import { commandUsage, globalUsage } from './usage-text';

export interface CliDependencies {
  secretStoreFor?: (environment: Environment) => SecretStore;
  fetch?: typeof fetch;
  defaultDataDir?: string;
  embeddedSandbox?: { timeScale?: number };
  /** Fires on Ctrl-C (the process wiring aborts it on SIGINT). */
  signal?: AbortSignal;
}

export async function runCli(argv: readonly string[], io: CliIo, deps: CliDependencies = {}): Promise<ExitCode> {
  let host: AppHost | undefined;
  let ctx: CommandContext | undefined;
  let interrupted: ((ctx: CommandContext) => string) | undefined;
  const signal = deps.signal ?? new AbortController().signal;
  try {
    const line = parseCommandLine(argv, COMMANDS);
    if (line.kind === 'usage') {
      io.out(globalUsage(COMMANDS, line.topic));
      return EXIT.ok;
    }
    if (line.kind === 'command-help') {
      io.out(commandUsage(line.command));
      return EXIT.ok;
    }
    const { command, globals } = line;
    interrupted = command.interrupted;
    const dataDir: DataDirectory = { root: globals.dataDir ?? deps.defaultDataDir ?? defaultDataDirectory() };
    host = createAppHost({
      dataDir,
      secretStoreFor: deps.secretStoreFor ?? ((environment) => keychainSecretStore(environment)),
      ...(deps.fetch !== undefined ? { fetch: deps.fetch } : {}),
      ...(deps.embeddedSandbox !== undefined ? { embeddedSandbox: deps.embeddedSandbox } : {}),
    }, globals.environment);
    ctx = { io, host, dataDir, json: globals.json, positionals: line.positionals, signal, fieldFlags: command.fieldFlags, startedAt: new Date().toISOString() };
    if (command.resumesOutbox) {
      const resumed = await host.services().money.outbox.resumeUnfinished({ signal });
      for (const outcome of resumed.outcomes) io.err(`outbox: ${outcome.entry.summary}: ${outcome.state}\n`);
    }
    await command.run(ctx, line.values);
    return EXIT.ok;
  } catch (error) {
    if (signal.aborted) {
      const note = ctx !== undefined && interrupted !== undefined ? interrupted(ctx) : 'nothing more was done.';
      io.err(`treasury: interrupted: ${note}\n`);
      return EXIT.interrupted;
    }
    io.err(`treasury: ${describeError(error, ctx?.fieldFlags)}\n`);
    return exitCodeOf(error);
  } finally {
    await host?.close();
  }
}
