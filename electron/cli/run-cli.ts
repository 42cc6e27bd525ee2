// The command-line companion over the same host as the desktop app: parses the command
// line, builds the host for the chosen environment, runs the command, and turns every
// failure into a clear message on stderr and an exit code.
import type { Environment } from '../../shared/schemas/enums';
import { keychainSecretStore, type SecretStore } from '../secrets';
import { createAppHost, defaultDataDirectory, type AppHost, type DataDirectory } from '../host';
import { parseCommandLine, USAGE } from './cli-arguments';
import { describeError, EXIT, exitCodeOf, type ExitCode } from './cli-errors';
import type { CliIo, CommandContext } from './cli-io';
import { envSetUrl, envShow } from './commands/env-commands';
import { exportCommand } from './commands/export-command';
import { keysDelete, keysGenerate, keysImport, keysPublic, keysSetApiKey } from './commands/keys-commands';
import { balancesCommand, ledgerCommand } from './commands/read-commands';
import { sandboxRegister } from './commands/sandbox-register';
import { syncCommand } from './commands/sync-command';
import { collectCommand, payCommand, transferCommand } from './commands/money-commands';
import { counterpartyArchive, counterpartyCreate, paymentMethodAdd } from './commands/directory-commands';
import { auditCommand, outboxCommand, outboxResume } from './commands/journal-commands';

export interface CliDependencies {
  secretStoreFor?: (environment: Environment) => SecretStore;
  fetch?: typeof fetch;
  defaultDataDir?: string;
  embeddedSandbox?: { timeScale?: number };
}

const COMMANDS: Record<string, (ctx: CommandContext, dataDir: DataDirectory) => Promise<void> | void> = {
  'env show': envShow,
  'env set-url': envSetUrl,
  'keys generate': keysGenerate,
  'keys import': keysImport,
  'keys public': keysPublic,
  'keys set-api-key': keysSetApiKey,
  'keys delete': keysDelete,
  'sandbox register': sandboxRegister,
  sync: syncCommand,
  balances: balancesCommand,
  ledger: ledgerCommand,
  'export ledger': (ctx) => exportCommand(ctx, 'ledger'),
  'export payments': (ctx) => exportCommand(ctx, 'payments'),
  'export counterparties': (ctx) => exportCommand(ctx, 'counterparties'),
  'export audit': (ctx) => exportCommand(ctx, 'audit'),
  pay: payCommand,
  transfer: transferCommand,
  collect: collectCommand,
  'counterparty create': counterpartyCreate,
  'counterparty archive': counterpartyArchive,
  'payment-method add': paymentMethodAdd,
  outbox: outboxCommand,
  'outbox resume': outboxResume,
  audit: auditCommand,
};

/** Commands that move money (or change the payee directory) resume the outbox first. */
const RESUMES_OUTBOX = new Set(['pay', 'transfer', 'collect', 'counterparty create', 'counterparty archive', 'payment-method add']);

export async function runCli(argv: readonly string[], io: CliIo, deps: CliDependencies = {}): Promise<ExitCode> {
  let host: AppHost | undefined;
  try {
    const line = parseCommandLine(argv);
    const run = COMMANDS[line.command];
    if (line.help || run === undefined) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const dataDir: DataDirectory = { root: line.dataDir ?? deps.defaultDataDir ?? defaultDataDirectory() };
    host = createAppHost({
      dataDir,
      secretStoreFor: deps.secretStoreFor ?? ((environment) => keychainSecretStore(environment)),
      ...(deps.fetch !== undefined ? { fetch: deps.fetch } : {}),
      ...(deps.embeddedSandbox !== undefined ? { embeddedSandbox: deps.embeddedSandbox } : {}),
    }, line.environment);
    if (RESUMES_OUTBOX.has(line.command)) {
      const resumed = await host.services().money.outbox.resumeUnfinished();
      for (const outcome of resumed.outcomes) io.err(`outbox: ${outcome.entry.summary}: ${outcome.state}\n`);
    }
    await run({ io, host, json: line.json, options: line.options, positionals: line.positionals }, dataDir);
    return EXIT.ok;
  } catch (error) {
    io.err(`treasury: ${describeError(error)}\n`);
    return exitCodeOf(error);
  } finally {
    await host?.close();
  }
}
