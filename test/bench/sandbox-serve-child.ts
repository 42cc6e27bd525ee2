// Child of sandbox-serve-ledger.ts: the sandbox on 127.0.0.1, in memory, so its CPU is
// measured apart from the client's. Tells the parent its URLs over IPC and answers `cpu`
// with its own process.cpuUsage() (user+system seconds).
import { startSandbox } from '../../sandbox/start-sandbox';

const adminToken = process.env['BENCH_ADMIN_TOKEN'] ?? 'bench-admin-token';
const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, seed: 'empty', timeScale: 0, adminToken });

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

process.on('message', (message: unknown) => {
  if (message === 'cpu') process.send?.({ type: 'cpu', seconds: cpuSeconds(), systemSeconds: process.cpuUsage().system / 1e6 });
  if (message === 'stop') void sandbox.close().then(() => process.exit(0));
});
process.send?.({ type: 'ready', baseUrl: sandbox.baseUrl, origin: sandbox.origin });
