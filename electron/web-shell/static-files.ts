// The built renderer served over HTTP (which file a path names: ../shells/renderer-files.ts).
// When the renderer is not built, `/` answers a plain page saying to run
// `npm run build:renderer` (503): the shell does not build it on start, because a vite
// build takes seconds, writes into the tree, and would hide a stale or broken build
// behind an automatic one (`npm start` builds it before starting the shell).
import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { NOT_BUILT_PAGE, resolveRendererFile } from '../shells/renderer-files';
import { refuse } from './request-guards';

export async function serveStaticFile(rendererDir: string, rawPathname: string, response: ServerResponse): Promise<void> {
  const file = await resolveRendererFile(rendererDir, rawPathname);
  if (file.kind === 'not-found') return refuse(response, 404, 'Not found.');
  if (file.kind === 'not-built') {
    const body = Buffer.from(NOT_BUILT_PAGE, 'utf8');
    response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length) });
    response.end(body);
    return;
  }
  response.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': String(file.size) });
  const stream = createReadStream(file.path);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}
