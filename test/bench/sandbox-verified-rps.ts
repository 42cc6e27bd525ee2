// Benchmark: verified requests per second: signed GETs (Ed25519 verification, key
// lookup, routing, a small query) with several requests in flight, client and server
// sharing this machine. Also signed POSTs (idempotency record + transaction).
// Run: npx tsx test/bench/sandbox-verified-rps.ts [seconds] [concurrency]
import { startSandbox } from '../../sandbox/start-sandbox';
import { generateSigningKey, RawSignedClient } from '../support/raw-signed-client';

const numbers = process.argv.slice(2).filter((a) => /^[0-9]+$/.test(a)).map(Number);
const seconds = numbers[0] ?? 5;
const concurrency = numbers[1] ?? 16;

const sandbox = await startSandbox({ seed: 1, timeScale: 0 });
try {
  const key = generateSigningKey();
  const client = new RawSignedClient(sandbox.baseUrl, sandbox.registerKey(key.publicKeyBase64, 'write').apiKey, key.privateKey);
  const run = async (name: string, call: (i: number) => Promise<{ status: number }>, expected: number) => {
    let done = 0;
    let failed = 0;
    const deadline = performance.now() + seconds * 1000;
    const worker = async (w: number) => {
      for (let i = w; performance.now() < deadline; i += concurrency) {
        const response = await call(i);
        if (response.status === expected) done += 1;
        else failed += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
    const elapsed = (performance.now() - started) / 1000;
    console.log(`${name}: ${Math.round(done / elapsed).toLocaleString('en-US')} verified requests/s (${done} ok, ${failed} failed, ${concurrency} in flight, ${elapsed.toFixed(1)} s)`);
  };
  await run('signed GET /v1/accounts', () => client.get('/accounts'), 200);
  await run('signed POST /v1/counterparties', (i) => client.post('/counterparties', { entityType: 'business', name: `Bench ${i}` }), 201);
} finally {
  await sandbox.close();
}
