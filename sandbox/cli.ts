// `npm run sandbox -- --port 4010 --data DIR --seed demo --environment sandbox`
// Starts the sandbox, prints its base URL (ending in /v1) on a line of its own, and runs
// until SIGINT or SIGTERM, then closes cleanly. The control API's admin token comes from
// TREASURY_SANDBOX_ADMIN_TOKEN, standard input (`--admin-token -`) or the command line
// (visible to other users: warned about); without one, a random token is generated and
// printed on stderr with the start line.
import { parseArgs } from 'node:util';
import { startSandbox } from './start-sandbox';
import type { SandboxOptions, SeedOption } from './start-sandbox';

const USAGE = `Usage: npm run sandbox -- [--port N] [--host 127.0.0.1] [--data DIR] [--seed demo|empty|N]
                      [--admin-token -] [--environment sandbox|production] [--time-scale X] [--allow-non-loopback]
The admin token of the control API: TREASURY_SANDBOX_ADMIN_TOKEN, or standard input with --admin-token -;
without one, a random token is generated and printed on stderr.`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const ADMIN_TOKEN_VARIABLE = 'TREASURY_SANDBOX_ADMIN_TOKEN';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The admin token: `-` reads standard input, a literal one is warned about, else the environment variable. */
async function adminTokenOf(flag: string | undefined): Promise<string | undefined> {
  if (flag === '-') {
    const token = (await readStdin()).trim();
    if (token === '') fail('--admin-token -: standard input held no token');
    return token;
  }
  if (flag !== undefined) {
    console.error(`[sandbox] warning: a token on the command line is visible to other users of this machine (ps); give it in ${ADMIN_TOKEN_VARIABLE} or on standard input (--admin-token -) instead`);
    return flag;
  }
  const fromEnvironment = process.env[ADMIN_TOKEN_VARIABLE];
  return fromEnvironment === undefined || fromEnvironment === '' ? undefined : fromEnvironment;
}

function parseSeed(value: string | undefined): SeedOption | undefined {
  if (value === undefined) return undefined;
  if (value === 'demo' || value === 'empty') return value;
  if (/^[0-9]{1,10}$/.test(value)) return Number(value);
  return fail(`--seed must be demo, empty or a number, not ${value}`);
}

function parseNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) fail(`--${name} must be a number >= 0`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      seed: { type: 'string' },
      'admin-token': { type: 'string' },
      environment: { type: 'string' },
      'time-scale': { type: 'string' },
      'allow-non-loopback': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const environment = values.environment ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') fail('--environment must be sandbox or production');
  const options: SandboxOptions = { environment };
  const port = parseNumber('port', values.port);
  if (port !== undefined) options.port = port;
  if (values.host !== undefined) options.host = values.host;
  if (values['allow-non-loopback']) options.allowNonLoopback = true;
  if (values.data !== undefined) options.dataDir = values.data;
  const seed = parseSeed(values.seed);
  if (seed !== undefined) options.seed = seed;
  const adminToken = await adminTokenOf(values['admin-token']);
  if (adminToken !== undefined) options.adminToken = adminToken;
  const timeScale = parseNumber('time-scale', values['time-scale']);
  if (timeScale !== undefined) options.timeScale = timeScale;

  // Signals are handled from the start: one that arrives while the sandbox is still
  // starting (seeding) closes it as soon as it is up.
  let stopping: string | undefined;
  let stop: (signal: string) => void = (signal) => {
    stopping ??= signal;
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const sandbox = await startSandbox(options);
  process.stdout.write(`${sandbox.baseUrl}\n`);
  console.error(`[sandbox] ${environment} API at ${sandbox.baseUrl}, control API at ${sandbox.origin}/_sandbox${options.dataDir ? `, data in ${options.dataDir}` : ' (in memory)'}`);
  if (sandbox.adminTokenGenerated) console.error(`[sandbox] admin token (generated; send it in X-Sandbox-Admin-Token): ${sandbox.adminToken}`);

  let closing = false;
  stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.error(`[sandbox] ${signal}: closing`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[sandbox] close failed:', error);
        process.exit(1);
      },
    );
  };
  if (stopping !== undefined) stop(stopping);
}

main().catch((error: unknown) => {
  console.error('[sandbox] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
