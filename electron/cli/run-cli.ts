// The command-line companion over the same host as the desktop app: parses the command
// line against the registry, builds the host for the chosen environment, runs the
// command, and turns every failure into a clear message on stderr and an exit code.
// Everything it and the commands print for people goes through `terminalSafeIo`:
// server text (a name, a description, an error message) never reaches the terminal
// with a control character or a bidi override in it.
import { TreasuryError } from '../../shared/errors';
import type { Environment } from '../../shared/schemas/enums';
import type { SecretStore } from '../secrets';
import { createAppHost, dataDirectoryKeychain, defaultDataDirectory, type AppHost, type DataDirectory } from '../host';
import { describeError, EXIT, exitCodeOf, type ExitCode } from './cli-errors';
import { terminalSafeIo, terminalText, type CliIo } from './cli-io';
import { COMMANDS } from './command-registry';
import type { CommandContext } from './command-spec';
import { parseCommandLine } from './parse-command-line';
import { commandUsage, globalUsage } from './usage-text';

export interface CliDependencies {
  /** Default: the data directory's own keychain entries (dataDirectoryKeychain). */
  secretStoreFor?: (environment: Environment) => SecretStore;
  /** For tests of the default keychain: a service-name prefix unique to the run. */
  keychainServiceNamePrefix?: string;
  fetch?: typeof fetch;
  defaultDataDir?: string;
  embeddedSandbox?: { timeScale?: number };
  /** Fires on Ctrl-C (the process wiring aborts it on SIGINT). */
  signal?: AbortSignal;
}

export async function runCli(argv: readonly string[], rawIo: CliIo, deps: CliDependencies = {}): Promise<ExitCode> {
  let json = false;
  const io = terminalSafeIo(rawIo, () => json);
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
    json = globals.json;
    interrupted = command.interrupted;
    const dataDir: DataDirectory = { root: globals.dataDir ?? deps.defaultDataDir ?? defaultDataDirectory() };
    // Nothing is read or made until a key is needed (the data directory's id, its keychain entries).
    const keychain = dataDirectoryKeychain(dataDir, deps.keychainServiceNamePrefix !== undefined ? { serviceNamePrefix: deps.keychainServiceNamePrefix } : {});
    host = createAppHost({
      dataDir,
      secretStoreFor: deps.secretStoreFor ?? keychain.secretStoreFor,
      ...(deps.secretStoreFor === undefined ? { keychainNote: keychain.note } : {}),
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
    // A server's answer (it has a request id) is one line: its line breaks are shown escaped
    // too. The CLI's own messages may span lines (a list of fields to fix).
    const fromServer = error instanceof TreasuryError && error.requestId !== undefined;
    io.err(`treasury: ${terminalText(describeError(error, ctx?.fieldFlags), { keepLineFeeds: !fromServer })}\n`);
    return exitCodeOf(error);
  } finally {
    await host?.close();
  }
}
