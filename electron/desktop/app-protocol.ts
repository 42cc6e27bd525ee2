// The window's pages come from app://treasury/<file> (a privileged scheme registered in
// main.ts), not file://: one origin for the CSP's 'self', no access to the rest of the
// disk. This answers one request of that scheme from the built renderer, with the same
// Content Security Policy the web shell sends (../shells/content-security-policy.ts).
// Plain data in, plain data out, so it is tested under plain Node.
import { promises as fs } from 'node:fs';
import { WINDOW_CONTENT_SECURITY_POLICY } from '../shells/content-security-policy';
import { NOT_BUILT_PAGE, resolveRendererFile } from '../shells/renderer-files';
import { APP_ORIGIN } from './ipc-channels';

export interface AppProtocolAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': WINDOW_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function text(status: number, body: string, type = 'text/plain; charset=utf-8'): AppProtocolAnswer {
  return { status, headers: { ...SECURITY_HEADERS, 'Content-Type': type }, body: Buffer.from(body, 'utf8') };
}

export async function answerAppRequest(rendererDir: string, requestUrl: string, method = 'GET'): Promise<AppProtocolAnswer> {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return text(400, 'Bad request.');
  }
  if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return text(404, 'Not found.');
  if (method !== 'GET') return text(405, 'Method not allowed.');
  const file = await resolveRendererFile(rendererDir, url.pathname);
  if (file.kind === 'not-found') return text(404, 'Not found.');
  if (file.kind === 'not-built') return text(503, NOT_BUILT_PAGE, 'text/html; charset=utf-8');
  return { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': file.contentType }, body: await fs.readFile(file.path) };
}
