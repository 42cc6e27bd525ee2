// Registering with a local sandbox reads at most 64 KiB of the answer: a program on that
// port that streams without end gets a clear refusal, not an unbounded read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWithSandbox } from '../../../electron/host/sandbox-registration';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  return new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}/v1`)));
}

describe('registerWithSandbox', () => {
  it('stops reading an endless answer and says so', async () => {
    let sent = 0;
    const baseUrl = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = (): void => {
        while (sent < 64 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
        if (sent < 64 * 1024 * 1024) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    await expect(registerWithSandbox({ baseUrl, publicKeyBase64: 'AAAA', role: 'write' })).rejects.toMatchObject({
      name: 'SandboxRegistrationError',
      message: expect.stringMatching(/too large or unreadable/),
    });
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('still reads a normal answer', async () => {
    const baseUrl = await listen((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ apiKey: 'sk_sandbox_x', keyId: 'key_1' }));
    });
    await expect(registerWithSandbox({ baseUrl, publicKeyBase64: 'AAAA', role: 'write' })).resolves.toEqual({ apiKey: 'sk_sandbox_x', keyId: 'key_1' });
  });
});
