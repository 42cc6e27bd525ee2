// `npm run web -- [--data-dir DIR] [--port P] [--env sandbox|production] [--data-process]`
// Builds the host (the data directory, the OS keychain, the environment: as the CLI
// does), serves it to a browser on 127.0.0.1, and prints ONE line on stdout: the URL to
// open, the session token in its fragment. Everything else goes to stderr. Runs until
// SIGINT or SIGTERM, then closes the server, the event streams and the host (a send under
// way finishes first), says so on stderr, and exits 0. A keychain that cannot be used is
// said on stderr at start, since no environment can open without it.
// With --data-process the host runs where the desktop app runs it: in a data process of its
// own (electron/data-process, started with child_process.fork, the desktop app's
// utilityProcess under plain Node), the shell relaying calls and events; a server change
// while an API key is stored is then declined (the key stays with its server), as in the
// desktop app when its dialog is declined.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Environment } from '../../shared/schemas/enums';
import { DATA_PROCESS_ENV, forkDataChild, startDataProcess } from '../data-process';
import { KeychainUnavailableError, keychainSecretStore, type SecretStore } from '../secrets';
import { createAppHost, dataDirectoryKeychain, defaultDataDirectory } from '../host';
import { defaultRendererDir } from '../shells/renderer-files';
import { parseShellOptions } from '../shells/shell-options';
import { rememberedPortIfFree, rememberPort } from './remembered-port';
import { startWebShell, type WebShellServices } from './web-shell-server';

const USAGE = 'Usage: npm run web -- [--data-dir DIR] [--port P] [--env sandbox|production] [--data-process]';
const DATA_PROCESS_FLAG = '--data-process';
/** The data process's entry beside this folder (run under the same loader as this file: tsx in development). */
const DATA_PROCESS_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data-process', `data-process-entry${path.extname(fileURLToPath(import.meta.url))}`);

function fail(message: string): never {
  process.stderr.write(`web shell: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseOptions(): { dataDir: string; port: number | undefined; environment: Environment; dataProcess: boolean } | null {
  const argv = process.argv.slice(2);
  const parsed = parseShellOptions(argv.filter((arg) => arg !== DATA_PROCESS_FLAG), { web: false });
  if (!parsed.ok) return fail(parsed.message);
  if (parsed.options.help) {
    process.stdout.write(`${USAGE}\n`);
    return null;
  }
  const { dataDir, port, environment } = parsed.options;
  return { dataDir: dataDir ?? defaultDataDirectory(), port, environment, dataProcess: argv.includes(DATA_PROCESS_FLAG) };
}

/** The services the shell serves: the host in this process, or in a data process of its own. */
function startServices(options: { dataDir: string; environment: Environment; dataProcess: boolean }): WebShellServices {
  if (options.dataProcess) {
    const env = { ...process.env, [DATA_PROCESS_ENV.dataDir]: options.dataDir, [DATA_PROCESS_ENV.environment]: options.environment };
    return { dataProcess: startDataProcess({ start: () => forkDataChild(DATA_PROCESS_ENTRY, { env, execArgv: process.execArgv }) }) };
  }
  // The keys of this data directory only (its own keychain entries).
  const keychain = dataDirectoryKeychain({ root: options.dataDir });
  return { host: createAppHost({ dataDir: { root: options.dataDir }, secretStoreFor: keychain.secretStoreFor, keychainNote: keychain.note }, options.environment) };
}

/** The keychain's own words when it cannot be read (not running, locked), or undefined when it can. */
async function keychainProblemOf(store: SecretStore): Promise<string | undefined> {
  try {
    await store.get('key-role');
    return undefined;
  } catch (error) {
    return error instanceof KeychainUnavailableError ? error.message : undefined;
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options === null) return;

  // Signals are handled from the start: one that arrives while the shell is starting
  // closes it as soon as it is up.
  let stopRequested = false;
  let stop: () => void = () => {
    stopRequested = true;
  };
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());

  const services = startServices(options);
  // No --port: the port of last time (given with --port or not), so an open tab finds this
  // run (and is told its session ended); any free port when that one is taken.
  const port = options.port ?? (await rememberedPortIfFree(options.dataDir)) ?? 0;
  let shell;
  try {
    shell = await startWebShell({ ...services, port });
  } catch (error) {
    await (services.dataProcess === undefined ? services.host.close() : services.dataProcess.stop());
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'it could not listen';
    fail(`could not start on 127.0.0.1:${port} (${reason})`);
  }
  rememberPort(options.dataDir, shell.port);
  if (!existsSync(path.join(defaultRendererDir(), 'index.html'))) {
    process.stderr.write('web shell: the renderer is not built: run `npm run build:renderer` (the page says so until then).\n');
  }
  process.stderr.write(`web shell: ${options.environment}, data in ${options.dataDir}${options.dataProcess ? ', data services in their own process' : ''}; Ctrl-C stops it.\n`);
  process.stdout.write(`${shell.url}\n`);
  // Read through the environment's unscoped entry: a read only, which copies nothing (the host does that itself).
  const keychainProblem = await keychainProblemOf(keychainSecretStore(options.environment));
  if (keychainProblem !== undefined) {
    process.stderr.write(`web shell: ${keychainProblem} Until then the window cannot open an environment. On a Linux machine without a desktop session, see "Requirements" in the README (gnome-keyring inside dbus-run-session).\n`);
  }

  let closing = false;
  const running = shell;
  stop = () => {
    if (closing) return;
    closing = true;
    process.stderr.write('web shell: stopping (a send under way finishes first)...\n');
    running.close().then(
      () => {
        process.stderr.write('web shell: stopped.\n');
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  if (stopRequested) stop();
}

await main();
