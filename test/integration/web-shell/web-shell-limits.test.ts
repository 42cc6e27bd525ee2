// The web shell's limits against a page or a local program that misbehaves, over a real
// host: no dotfile or dot-folder of the renderer folder is served (nor through app://,
// which resolves files the same way); at most N /events streams at once (one more gets
// 503, and a closed one frees its place); a /rpc body that never completes is answered
// 408 and its connection closed, instead of being held open forever.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAppRequest } from '../../../electron/desktop';
import { OUTSIDE_MARKER, WebShellFixture } from './web-shell-fixture';

const MAX_STREAMS = 3;
const BODY_TIMEOUT_MS = 500;

let fx: WebShellFixture;
beforeAll(async () => {
  fx = await new WebShellFixture().start({ maxEventStreams: MAX_STREAMS, bodyTimeoutMs: BODY_TIMEOUT_MS });
});
afterAll(async () => {
  await fx?.close();
});

describe('the web shell serves no dotfiles', () => {
  it.each(['/.env', '/.git/config', '/%2eenv', '/assets/../.env', '/.git/'])('%s: 404, nothing of the file', async (target) => {
    const answer = await fx.raw(target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(OUTSIDE_MARKER);
  });

  it('nor does app:// (the same file resolution)', async () => {
    const answer = await answerAppRequest(fx.rendererDir, 'app://treasury/.env', 'GET');
    expect(answer.status).toBe(404);
    expect(Buffer.from(answer.body).toString('utf8')).not.toContain(OUTSIDE_MARKER);
    expect((await answerAppRequest(fx.rendererDir, 'app://treasury/index.html', 'GET')).status).toBe(200);
  });
});

describe('the web shell caps the /events streams open at once', () => {
  it(`opens ${MAX_STREAMS}, refuses one more with 503, and opens again once one closes`, async () => {
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${fx.origin}/events`, { headers: { Authorization: `Bearer ${fx.shell.token}` }, signal: controller.signal });
      return { response, controller };
    };
    const streams = [];
    for (let i = 0; i < MAX_STREAMS; i += 1) streams.push(await open());
    expect(streams.map((s) => s.response.status)).toEqual(Array(MAX_STREAMS).fill(200));
    const refused = await open();
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('5');
    expect(await refused.response.text()).toContain('Too many event streams');
    streams[0]?.controller.abort();
    await expect.poll(async () => {
      const again = await open();
      again.controller.abort();
      return again.response.status;
    }).toBe(200);
    for (const stream of streams) stream.controller.abort();
  });
});

describe('the web shell times out a request body that never completes', () => {
  it('answers 408 and closes the connection; the next call is answered', async () => {
    const socket = connect(fx.shell.port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /rpc/environment.current HTTP/1.1\r\nHost: 127.0.0.1:${fx.shell.port}\r\nAuthorization: Bearer ${fx.shell.token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('The body did not arrive in time.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 5_000);
    const next = await fx.rpc('environment.current');
    expect(next.status).toBe(200);
  });
});
