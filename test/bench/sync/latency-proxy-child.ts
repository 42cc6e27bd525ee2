// Child process of the sync benchmark: a loopback TCP proxy that holds every chunk the
// client sends for BENCH_LATENCY_MS (default 50) before passing it to the sandbox, so each
// request (one write of a keep-alive connection) arrives that much later. It runs in its
// own process, so its CPU is neither the client's nor the sandbox's.
import { createConnection, createServer } from 'node:net';

const target = new URL(process.argv[2] ?? 'http://127.0.0.1:4010');
const delayMs = Number(process.env['BENCH_LATENCY_MS'] ?? 50);

let hostPattern = /^$/;

const server = createServer((client) => {
  client.setNoDelay(true);
  const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
  upstream.setNoDelay(true);
  upstream.pipe(client);
  // Each chunk keeps its order; a chunk goes out delayMs after it came in.
  // The sandbox checks that the Host header names its own port: rewrite the proxy's port.
  client.on('data', (chunk: Buffer) => {
    const out = Buffer.from(chunk.toString('latin1').replace(hostPattern, `$1${target.port}`), 'latin1');
    setTimeout(() => {
      if (!upstream.destroyed) upstream.write(out);
    }, delayMs);
  });
  client.on('end', () => setTimeout(() => upstream.end(), delayMs));
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  upstream.on('close', () => client.destroy());
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  hostPattern = new RegExp(`(\\r\\nhost: *127\\.0\\.0\\.1:)${port}(?=\\r\\n)`, 'gi');
  process.send?.({ type: 'ready', port });
});
process.on('message', (message: unknown) => {
  if (message === 'stop') process.exit(0);
});
