// The worker threads of exports, each named once: its TypeScript source and the file it is
// bundled into. The JSON beside this file is the one declaration: build/bundle-electron.mjs
// and build/cli-bundle.mjs bundle every worker it lists under its name, electron-builder.yml
// unpacks each (test/integration/desktop/packaging.test.ts checks every listed one), and an
// export finds its worker by its own name in the folder the bundles are in.
import { join } from 'node:path';
import bundles from './export-worker-bundles.json';

export type ExportWorkerName = keyof typeof bundles;

export interface ExportWorkerBundle {
  /** The worker's source, from the project's root. */
  readonly source: string;
  /** Its bundle's file name. */
  readonly bundle: string;
}

export const EXPORT_WORKER_BUNDLES: Readonly<Record<ExportWorkerName, ExportWorkerBundle>> = bundles;

/** The bundled worker `name` in `folder` (where the shipped bundles are: the Electron main process's folder, unpacked from asar). */
export function exportWorkerScript(name: ExportWorkerName, folder: string): string {
  return join(folder, EXPORT_WORKER_BUNDLES[name].bundle);
}
