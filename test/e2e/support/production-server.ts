// A production server on this computer for browser tests: production needs https
// (shared/base-url-rule.ts), so a sandbox child started as `--environment production`
// (it issues `sk_live_` API keys) is reached through a TLS reverse proxy on loopback whose
// self-signed certificate (made by openssl for 127.0.0.1) the shell trusts through
// NODE_EXTRA_CA_CERTS, as a company's own CA would be trusted. The proxy passes every
// byte as sent and names the sandbox in Host (sandbox/README.md: "A reverse proxy in front
// of the sandbox must send the sandbox's host").
//
//   const production = await startProductionServer();
//   await pointProductionAt(dataDir, production);       // CLI: set-url, keys generate, API key
//   const shell = await startProductionShell(dataDir, production);
//   ... production.sandbox.control('stats') ...
//   await production.stop(); await forgetProductionKeys(dataDir);
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshWorkDir } from './child-processes';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';
import { runTreasuryCli } from './treasury-cli';
import { startWebShellProcess, type WebShellProcess } from './web-shell-process';

export interface ProductionServer {
  /** `https://127.0.0.1:PORT/v1` (the proxy). */
  readonly baseUrl: string;
  /** The proxy's certificate (PEM): give it to a child as NODE_EXTRA_CA_CERTS. */
  readonly certificateFile: string;
  /** The production sandbox behind the proxy (its control API: keys, stats). */
  readonly sandbox: SandboxProcess;
  stop(): Promise<void>;
}

async function selfSignedCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert,
    '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ]);
  return { key, cert };
}

function proxyTo(port: number, files: { key: string; cert: string }): Promise<{ server: Server; port: number }> {
  const server = createServer({ key: readFileSync(files.key), cert: readFileSync(files.cert) }, (incoming, answer) => {
    const upstream = httpRequest({ host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: `127.0.0.1:${port}` } }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

export async function startProductionServer(): Promise<ProductionServer> {
  const workDir = freshWorkDir('treasury-e2e-production-');
  const files = await selfSignedCertificate(workDir);
  const sandbox = await startSandboxProcess({ environment: 'production' });
  const proxy = await proxyTo(sandbox.port, files);
  return {
    baseUrl: `https://127.0.0.1:${proxy.port}/v1`,
    certificateFile: files.cert,
    sandbox,
    async stop() {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
      await sandbox.dispose();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** The data directory's production environment on that server: its URL, a fresh signing key registered there, the API key it issued. */
export async function pointProductionAt(dataDir: string, server: ProductionServer): Promise<void> {
  await runTreasuryCli(dataDir, ['env', 'set-url', 'production', server.baseUrl]);
  await forgetProductionKeys(dataDir);
  await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'generate']);
  const { base64 } = JSON.parse((await runTreasuryCli(dataDir, ['--env', 'production', '--json', 'keys', 'public'])).stdout) as { base64: string };
  const { apiKey } = await server.sandbox.control<{ apiKey: string }>('keys', { publicKey: base64, role: 'write' });
  await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'set-api-key', '--role', 'write'], { stdin: `${apiKey}\n` });
}

/** The keychain is one per environment for the whole run: a test leaves production without keys. */
export async function forgetProductionKeys(dataDir: string): Promise<void> {
  await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'delete', '--yes']);
}

/** The shell on that data directory in production, trusting the proxy's certificate, with no scheduled sync within the hour. */
export async function startProductionShell(dataDir: string, server: ProductionServer): Promise<WebShellProcess> {
  const before = { ...process.env };
  process.env['NODE_EXTRA_CA_CERTS'] = server.certificateFile;
  process.env['TREASURY_SYNC_EVERY_MS'] = '3600000';
  try {
    return await startWebShellProcess({ env: 'production', dataDir });
  } finally {
    for (const name of ['NODE_EXTRA_CA_CERTS', 'TREASURY_SYNC_EVERY_MS']) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  }
}
