// `npm run sandbox -- --port 4010 --data DIR --seed demo --admin-token T --environment sandbox`
// Starts the sandbox, prints its base URL (ending in /v1) on a line of its own, and runs
// until SIGINT or SIGTERM, then closes cleanly.
import { parseArgs } from 'node:util';
import { startSandbox } from './start-sandbox';
import type { SandboxOptions, SeedOption } from './start-sandbox';

const USAGE = `Usage: npm run sandbox -- [--port N] [--host 127.0.0.1] [--data DIR] [--seed demo|empty|N]
                      [--admin-token T] [--environment sandbox|production] [--time-scale X] [--allow-non-loopback]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
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
  if (values['admin-token'] !== undefined) options.adminToken = values['admin-token'];
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
