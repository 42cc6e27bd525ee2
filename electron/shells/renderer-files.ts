// The built renderer (dist/renderer) as files, and nothing outside it, for both shells
// that show it: the web shell (GET /<file>) and the Electron window (app://treasury/<file>).
// The path is decoded once and refused if any segment is "." or "..", holds a backslash
// or a NUL; the resolved file must lie inside the folder both before and after symlinks
// are followed (a link out of dist/renderer is "not found" like a missing file). Only
// regular files are served, with a fixed type per extension.
import { promises as fs } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * dist/renderer of this checkout, as `npm run build:renderer` writes it (for the web
 * shell run from source). A function, not a constant: the Electron bundle is CommonJS,
 * where import.meta.url does not exist; main.ts passes its own folder instead.
 */
export function defaultRendererDir(): string {
  return fileURLToPath(new URL('../../dist/renderer', import.meta.url));
}

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

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Treasury: renderer not built</title></head>
<body>
<h1>The renderer is not built yet</h1>
<p>Run <code>npm run build:renderer</code>, then reload this page.</p>
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
  // No dotfile or dot-folder is ever served (".env", ".git/", ".vite/"), nor "." and "..".
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const relative = segments.join('/');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export type RendererFile =
  | { readonly kind: 'file'; readonly path: string; readonly size: number; readonly contentType: string }
  /** `/` (index.html) of a folder that is missing or has no index.html. */
  | { readonly kind: 'not-built' }
  | { readonly kind: 'not-found' };

/** Which file of the renderer folder a request path names, if any. */
export async function resolveRendererFile(rendererDir: string, rawPathname: string): Promise<RendererFile> {
  const relative = safeRelativePath(rawPathname);
  if (relative === null) return { kind: 'not-found' };
  const missing: RendererFile = relative === 'index.html' ? { kind: 'not-built' } : { kind: 'not-found' };
  const root = await fs.realpath(rendererDir).catch(() => null);
  if (root === null) return missing;
  const candidate = path.resolve(root, relative);
  if (!isInside(root, candidate)) return { kind: 'not-found' };
  const real = await fs.realpath(candidate).catch(() => null);
  if (real === null) return missing;
  if (!isInside(root, real)) return { kind: 'not-found' };
  const stat = await fs.stat(real).catch(() => null);
  if (stat === null || !stat.isFile()) return { kind: 'not-found' };
  return { kind: 'file', path: real, size: stat.size, contentType: CONTENT_TYPES[path.extname(real).toLowerCase()] ?? 'application/octet-stream' };
}
