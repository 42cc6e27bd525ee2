// Where one installation keeps its files: a root directory (Electron's userData, the
// CLI's --data-dir, or a test's temp dir) with one subdirectory per environment, so the
// sandbox and production caches never share a file.
import path from 'node:path';
import type { Environment } from '../../shared/schemas/enums';

export interface DataDirectory {
  readonly root: string;
}

export function environmentDirectory(dataDir: DataDirectory, environment: Environment): string {
  return path.join(dataDir.root, environment);
}

export function profilesFile(dataDir: DataDirectory): string {
  return path.join(dataDir.root, 'environments.json');
}

export const EMBEDDED_SANDBOX_FOLDER = 'embedded-sandbox';

/** State of the embedded local sandbox server (its own SQLite file), apart from the app's caches. */
export function embeddedSandboxDirectory(dataDir: DataDirectory): string {
  return path.join(dataDir.root, EMBEDDED_SANDBOX_FOLDER);
}
