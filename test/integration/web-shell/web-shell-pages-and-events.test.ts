// The web shell's pages and push events: the renderer folder is served (and nothing
// outside it: `..` raw or encoded, backslashes, a symlink out); without a built renderer
// `/` says how to build it; GET /events streams the dispatcher's push events to a client
// with the token (header or query) and refuses one without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_CONTENT_SECURITY_POLICY } from '../../../electron/shells/content-security-policy';
import { createAppHost } from '../../../electron/host';
import { memorySecretStore } from '../../../electron/secrets';
import { startWebShell } from '../../../electron/web-shell';
import type { IpcEvent } from '../../../shared/ipc';
import { OUTSIDE_MARKER, WebShellFixture } from './web-shell-fixture';

let fx: WebShellFixture;

beforeAll(async () => {
  fx = await new WebShellFixture().start();
});
afterAll(async () => {
  await fx?.close();
});

describe('static files', () => {
  it('serves / and the renderer\'s files with the window\'s CSP', async () => {
    const page = await fx.raw('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Treasury</title>');
    expect(page.headers['content-security-policy']).toBe(WINDOW_CONTENT_SECURITY_POLICY);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const script = await fetch(`${fx.origin}/assets/app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await fx.text(script)).toContain('renderer');
  });

  it('never serves a file outside the renderer folder: 404 and no content', async () => {
    const targets = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/outside.txt',
      '/..%2fpackage.json',
      '/assets/..%2F..%2Foutside.txt',
      '/assets/%2e%2e/%2e%2e/outside.txt',
      '/..%5coutside.txt',
      '/assets/link-out.js',
      '/%00index.html',
      '/%E0%A4%A',
      `/${encodeURIComponent(path.join(fx.ipc.workDir, 'outside.txt'))}`,
      '//etc/passwd',
    ];
    for (const target of targets) {
      const answer = await fx.raw(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain(OUTSIDE_MARKER);
      expect(answer.headers['content-security-policy']).toBe(WINDOW_CONTENT_SECURITY_POLICY);
    }
  });

  it('without a built renderer, / says to run npm run build:renderer', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-web-unbuilt-'));
    const host = createAppHost({ dataDir: { root: path.join(workDir, 'data') }, secretStoreFor: () => memorySecretStore() });
    const shell = await startWebShell({ host, rendererDir: path.join(workDir, 'not-built') });
    try {
      const page = await fetch(`http://127.0.0.1:${shell.port}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-security-policy')).toBe(WINDOW_CONTENT_SECURITY_POLICY);
      expect(await page.text()).toContain('npm run build:renderer');
      expect((await fetch(`http://127.0.0.1:${shell.port}/assets/app.js`)).status).toBe(404);
    } finally {
      await shell.close();
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});

/** Reads an event stream until `done` says the events so far are enough; returns them and the raw text. */
async function readEvents(response: Response, done: (events: IpcEvent[]) => boolean, onSubscribed: () => Promise<void>): Promise<{ events: IpcEvent[]; text: string }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: IpcEvent[] = [];
  let text = '';
  let subscribed = false;
  let pending: Promise<void> | undefined;
  try {
    while (!done(events)) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error(`the event stream ended early:\n${text}`);
      text += decoder.decode(value, { stream: true });
      if (!subscribed && text.startsWith(': subscribed\n\n')) {
        subscribed = true;
        pending = onSubscribed();
      }
      events.length = 0;
      for (const block of text.split('\n\n')) {
        if (block.startsWith('data: ') && text.includes(`${block}\n\n`)) events.push(JSON.parse(block.slice('data: '.length)) as IpcEvent);
      }
    }
  } finally {
    await reader.cancel();
  }
  await pending;
  return { events, text };
}

describe('GET /events', () => {
  it('refuses a stream without the token (401, no body) or from a foreign Host', async () => {
    for (const target of ['/events', '/events?token=wrong', `/events?token=${fx.shell.token}x`]) {
      const answer = await fx.raw(target);
      expect(answer.status).toBe(401);
      expect(answer.body).toBe('');
    }
    const rebound = await fx.raw(`/events?token=${fx.shell.token}`, { headers: { host: `evil.example:${fx.shell.port}` } });
    expect(rebound.status).toBe(421);
    const foreign = await fx.raw(`/events?token=${fx.shell.token}`, { headers: { origin: 'http://evil.example' } });
    expect(foreign.status).toBe(403);
  });

  it('streams sync.progress while a sync started over /rpc runs (token in the header)', async () => {
    const response = await fetch(`${fx.origin}/events`, { headers: { Authorization: `Bearer ${fx.shell.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(WINDOW_CONTENT_SECURITY_POLICY);
    let syncAnswer: unknown;
    const { events, text } = await readEvents(
      response,
      (seen) => seen.some((e) => e.type === 'sync.finished'),
      async () => {
        syncAnswer = JSON.parse(await fx.text(await fx.rpc('sync.start', { mode: 'auto' })));
      },
    );
    fx.bodies.push(text);
    expect(syncAnswer).toMatchObject({ ok: true, value: { state: 'synced' } });
    const progress = events.filter((e) => e.type === 'sync.progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.some((e) => e.type === 'sync.progress' && e.resource === 'ledgerTransactions')).toBe(true);
    expect(events.find((e) => e.type === 'sync.finished')).toMatchObject({ environment: 'sandbox', report: { state: 'synced' } });
  });

  it('takes the token as ?token= too (EventSource cannot set headers)', async () => {
    const response = await fetch(`${fx.origin}/events?token=${encodeURIComponent(fx.shell.token)}`);
    expect(response.status).toBe(200);
    const { events, text } = await readEvents(
      response,
      (seen) => seen.some((e) => e.type === 'sync.finished'),
      async () => {
        await fx.text(await fx.rpc('sync.start', {}));
      },
    );
    fx.bodies.push(text);
    expect(events.some((e) => e.type === 'sync.progress')).toBe(true);
  });

  it('no page, answer or event carried the stored API key or private key', async () => {
    const secrets = await fx.ipc.secrets();
    expect(secrets.length).toBeGreaterThan(5);
    const everything = fx.bodies.join('\n');
    expect(everything).toContain('sync.progress');
    for (const secret of secrets) expect(everything.includes(secret), `a secret (${secret.length} characters) was sent`).toBe(false);
  });
});
