// `npm start`: the desktop window where Electron's runtime is present, the web shell
// otherwise, saying which. Both show the same renderer over the same dispatcher.
//
//   npm start -- [--data-dir DIR] [--port P] [--env sandbox|production] [--web]
//
// 1. Builds the renderer (vite; a second or two), so the window never shows a stale build.
// 2. Electron: its npm package answers the binary's path; when the runtime was never
//    downloaded (npm install skips it), Electron's own installer fetches it once
//    (electron-runtime.ts). On Linux a display is needed too. If both are there: bundle
//    main, preload and the data process, and start Electron.
// 3. Otherwise (or with --web): the web shell on 127.0.0.1, saying why and how to get the
//    window, and one line to open.
// 4. Ctrl-C is passed on; an end of the child nobody asked for is said in one line with
//    how to start again, and npm start exits non-zero (child-supervision.ts).
// Only child processes are started here: this file imports nothing of the app but the
// option parser the web shell uses too, so a mistake is refused here, before any build,
// with npm start's own usage line.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseShellOptions } from '../shells/shell-options';
import { commandLine, superviseChild } from './child-supervision';
import { ensureElectronRuntime } from './electron-runtime';

const USAGE = 'Usage: npm start -- [--web] [--data-dir DIR] [--port P] [--env sandbox|production]';
const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const passOn = args.filter((arg) => arg !== '--web');

function say(line: string): void {
  process.stderr.write(`${line}\n`);
}

function runStep(what: string, command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    say(`npm start: ${what} failed:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
}

/** The Electron binary's path (fetched once when missing), or why the desktop window cannot start here. */
export function electronRuntime(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, fetchTimeoutMs?: number): { path: string } | { reason: string } {
  if (platform === 'linux' && env['DISPLAY'] === undefined && env['WAYLAND_DISPLAY'] === undefined) return { reason: 'there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)' };
  const runtime = ensureElectronRuntime(root, env, fetchTimeoutMs);
  if ('path' in runtime) return runtime;
  return { reason: `${runtime.reason}; on a machine that can reach Electron's download host (or with ELECTRON_MIRROR set to a mirror), npm start fetches it and opens the window` };
}

/** Ctrl-C passed on, and the child's end made this process's, said in one line when nobody asked for it. */
function supervise(child: ReturnType<typeof spawn>, what: string, mayEndByItself: boolean): void {
  superviseChild(child, { what, mayEndByItself, startAgain: args.length === 0 ? 'npm start' : commandLine(['npm', 'start', '--', ...args]), say, exit: (code) => process.exit(code) });
}

function startDesktop(electronPath: string, dataDir: string | undefined): void {
  runStep('Bundling the main process', process.execPath, ['build/bundle-electron.mjs']);
  say('Starting the desktop window (Electron). Close the window to stop.');
  const env = dataDir === undefined ? process.env : { ...process.env, TREASURY_DATA_DIR: dataDir };
  supervise(spawn(electronPath, ['.'], { cwd: root, stdio: 'inherit', env }), 'the desktop window', true);
}

function startWebShell(reason: string | null): void {
  say(reason === null ? 'Starting the web shell (--web).' : `No desktop window here: ${reason}. Starting the web shell instead.`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/web-shell/start-web-shell.ts', ...passOn], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const newline = buffered.indexOf('\n');
    if (newline === -1) return;
    const url = buffered.slice(0, newline);
    buffered = buffered.slice(newline + 1);
    say('Open Treasury in your browser at the address below (it carries this run\u2019s session key; Ctrl-C stops it):');
    process.stdout.write(`${url}\n`);
  });
  supervise(child, 'the web shell', false);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const parsed = parseShellOptions(args, { web: true });
  if (!parsed.ok) {
    say(`npm start: ${parsed.message}\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.options.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  say('Building the window\u2026');
  runStep('Building the renderer', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  const runtime = parsed.options.web ? { reason: null } : electronRuntime(process.env, process.platform);
  if ('path' in runtime) startDesktop(runtime.path, parsed.options.dataDir);
  else startWebShell(runtime.reason);
}
