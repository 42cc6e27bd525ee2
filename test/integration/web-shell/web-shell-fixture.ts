// The web shell in-process over a REAL host (IpcFixture: temp data directory, the OS
// keychain, the embedded sandbox on a stopped clock), serving a small renderer folder of
// its own next to files it must never serve (a package.json and a secret-looking file one
// level up, a symlink pointing out). Every response body is kept, so a test can look for
// the stored keys in everything the shell answered.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { startWebShell, type WebShell, type WebShellOptions } from '../../../electron/web-shell';
import { IpcFixture } from '../ipc/ipc-fixture';

export const OUTSIDE_MARKER = 'OUTSIDE-THE-RENDERER-FOLDER';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class WebShellFixture {
  readonly ipc = new IpcFixture('sandbox');
  readonly rendererDir = path.join(this.ipc.workDir, 'renderer');
  /** Every body the shell answered (JSON, pages, event streams). */
  readonly bodies: string[] = [];
  shell!: WebShell;

  async start(limits?: WebShellOptions['limits']): Promise<this> {
    mkdirSync(path.join(this.rendererDir, 'assets'), { recursive: true });
    writeFileSync(path.join(this.rendererDir, 'index.html'), '<!doctype html><title>Treasury</title><script type="module" src="./assets/app.js"></script>\n');
    writeFileSync(path.join(this.rendererDir, 'assets', 'app.js'), 'console.log("renderer");\n');
    writeFileSync(path.join(this.ipc.workDir, 'package.json'), `{"name": "${OUTSIDE_MARKER}"}\n`);
    writeFileSync(path.join(this.ipc.workDir, 'outside.txt'), `${OUTSIDE_MARKER}\n`);
    symlinkSync(path.join(this.ipc.workDir, 'outside.txt'), path.join(this.rendererDir, 'assets', 'link-out.js'));
    writeFileSync(path.join(this.rendererDir, '.env'), `${OUTSIDE_MARKER}\n`);
    mkdirSync(path.join(this.rendererDir, '.git'));
    writeFileSync(path.join(this.rendererDir, '.git', 'config'), `${OUTSIDE_MARKER}\n`);
    this.shell = await startWebShell({ host: this.ipc.host, port: 0, rendererDir: this.rendererDir, ...(limits === undefined ? {} : { limits }) });
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.shell.port}`;
  }

  /** A real fetch of POST /rpc/<method> with the token, as the page's client sends it. */
  async rpc(method: string, input: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.origin}/rpc/${method}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.shell.token}`, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(input),
    });
  }

  /** The body of a fetch Response, recorded. */
  async text(response: Response): Promise<string> {
    const body = await response.text();
    this.bodies.push(body);
    return body;
  }

  /**
   * A request exactly as written (node:http: the path is not normalized, Host and Origin
   * are whatever the test says), for what a browser's fetch would not send.
   */
  raw(target: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: this.shell.port, path: target, method: options.method ?? 'GET', headers: { host: `127.0.0.1:${this.shell.port}`, ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            this.bodies.push(body);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
  }

  async close(): Promise<void> {
    await this.shell?.close();
    await this.ipc.close();
  }
}
