// The app's worker threads, each named once: its TypeScript source and the file it is
// bundled into. The JSON beside this file is the one declaration: build/bundle-electron.mjs
// and build/cli-bundle.mjs bundle every worker it lists under its name, electron-builder.yml
// unpacks each (test/integration/desktop/packaging.test.ts checks every listed one), and a
// worker's user finds it by its own name in the folder the bundles are in.
import { join } from 'node:path';
import bundles from './worker-bundles.json';

export type WorkerName = keyof typeof bundles;

export interface WorkerBundle {
  /** The worker's source, from the project's root. */
  readonly source: string;
  /** Its bundle's file name. */
  readonly bundle: string;
}

export const WORKER_BUNDLES: Readonly<Record<WorkerName, WorkerBundle>> = bundles;

/** The bundled worker `name` in `folder` (where the shipped bundles are: the Electron main process's folder, unpacked from asar). */
export function workerScript(name: WorkerName, folder: string): string {
  return join(folder, WORKER_BUNDLES[name].bundle);
}
