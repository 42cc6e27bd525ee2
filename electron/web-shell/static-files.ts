// The built renderer (dist/renderer) as static files, and nothing outside it: the path
// is decoded once and refused if any segment is "." or "..", holds a backslash or a NUL;
// the resolved file must lie inside the folder both before and after symlinks are
// followed (a link out of dist/renderer answers 404 like a missing file). Only regular
// files are served, with a fixed type per extension.
//
// When the renderer is not built, `/` answers a plain page saying to run
// `npm run build:renderer` (503): the shell does not build it on start, because a vite
// build takes seconds, writes into the tree, and would hide a stale or broken build
// behind an automatic one.
import { createReadStream, promises as fs } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { refuse } from './request-guards';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Treasury: renderer not built</title></head>
<body>
<h1>The renderer is not built yet</h1>
<p>Run <code>npm run build:renderer</code>, then reload this page (the web shell can stay running).</p>
</body>
</html>
`;

/** The path inside the renderer folder a request names, or null when it could name anything outside it. */
export function safeRelativePath(rawPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  const relative = segments.join('/');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

async function realFolder(folder: string): Promise<string | null> {
  try {
    return await fs.realpath(folder);
  } catch {
    return null;
  }
}

/** `/` of a renderer folder that is missing or has no index.html. */
function answerNotBuilt(response: ServerResponse): void {
  const body = Buffer.from(NOT_BUILT_PAGE, 'utf8');
  response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length) });
  response.end(body);
}

export async function serveStaticFile(rendererDir: string, rawPathname: string, response: ServerResponse): Promise<void> {
  const relative = safeRelativePath(rawPathname);
  if (relative === null) return refuse(response, 404, 'Not found.');
  const notFound = () => (relative === 'index.html' ? answerNotBuilt(response) : refuse(response, 404, 'Not found.'));
  const root = await realFolder(rendererDir);
  if (root === null) return notFound();
  const candidate = path.resolve(root, relative);
  if (!isInside(root, candidate)) return refuse(response, 404, 'Not found.');
  let real: string;
  try {
    real = await fs.realpath(candidate);
  } catch {
    return notFound();
  }
  if (!isInside(root, real)) return refuse(response, 404, 'Not found.');
  const stat = await fs.stat(real).catch(() => null);
  if (stat === null || !stat.isFile()) return refuse(response, 404, 'Not found.');
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(real).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(stat.size),
  });
  const stream = createReadStream(real);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}
