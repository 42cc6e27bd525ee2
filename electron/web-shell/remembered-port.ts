// The web shell's port, kept per data directory (`<data dir>/web-shell-port`, no secret in
// it), so a shell started again answers at the address an open tab already has. That tab's
// session (the last run's token) is then refused with words saying to open the new
// address, where on a new port it would only ever say the app is not answering. When the
// shell is the first to write in a new data directory, the directory is made 0700 like
// every folder the app makes (ensureDataDirectory), the file 0600.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';

const FILE_NAME = 'web-shell-port';

/** The port this data directory's web shell listened on last, or undefined (never started, or the file is not a port). */
export function rememberedPort(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, FILE_NAME), 'utf8').trim();
  } catch {
    return undefined;
  }
  const port = /^[0-9]{1,5}$/.test(text) ? Number(text) : 0;
  return port >= 1024 && port <= 65535 ? port : undefined;
}

export function rememberPort(dataDir: string, port: number): void {
  ensureDataDirectory(dataDir);
  writeFileSync(path.join(dataDir, FILE_NAME), `${port}\n`, { mode: 0o600 });
}

/** The remembered port when nothing listens on it now (checked by listening once), else undefined: any free port will do. */
export async function rememberedPortIfFree(dataDir: string): Promise<number | undefined> {
  const port = rememberedPort(dataDir);
  if (port === undefined) return undefined;
  const probe = createServer();
  const free = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => resolve(true));
  });
  if (free) await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free ? port : undefined;
}
