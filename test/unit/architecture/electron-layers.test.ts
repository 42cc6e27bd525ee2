// The layers inside electron/ (ELECTRON_LAYERS in eslint.config.js): a folder imports only
// the folders of the layers below its own. Each lint case lints a one-line file placed in
// a folder and expects the import (static: no-restricted-imports; dynamic `import()`:
// no-restricted-syntax) to be refused or allowed; the module graph of the real tree must
// obey the same layers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { electronFolder, readImportGraph, repoRoot } from './import-graph';
import { importErrors } from './lint-imports';

let layers: string[][] = [];
const layerOf = (folder: string) => layers.findIndex((layer) => layer.includes(folder));

beforeAll(async () => {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as { ELECTRON_LAYERS: string[][] };
  layers = config.ELECTRON_LAYERS;
});

describe('layers of electron/', () => {
  it('every folder of electron/ is in exactly one layer', () => {
    const folders = readdirSync(path.join(repoRoot, 'electron'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const listed = layers.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...folders].sort());
  });

  const refused: Array<[string, string, RegExp]> = [
    // upward
    ['electron/api/example.ts', "import { x } from '../cache';", /electron\/api\/ may not import electron\/cache\//],
    ['electron/sqlite/example.ts', "import { x } from '../journal/open-journal';", /electron\/sqlite\/ may not import electron\/journal\//],
    ['electron/cache/example.ts', "import { x } from '../sync';", /electron\/cache\/ may not import electron\/sync\//],
    ['electron/export/example.ts', "import { x } from '../audit/audit-csv';", /electron\/export\/ may not import electron\/audit\//],
    ['electron/audit/example.ts', "import { x } from '../outbox';", /electron\/audit\/ may not import electron\/outbox\//],
    ['electron/outbox/example.ts', "import { x } from '../host';", /electron\/outbox\/ may not import electron\/host\//],
    ['electron/host/example.ts', "import { x } from '../cli/run-cli';", /electron\/host\/ may not import electron\/cli\//],
    ['electron/ipc/example.ts', "import { x } from '../shells/shell-options';", /electron\/ipc\/ may not import electron\/shells\//],
    ['electron/shells/example.ts', "import { x } from '../web-shell';", /electron\/shells\/ may not import electron\/web-shell\//],
    ['electron/shells/example.ts', "import { x } from '../desktop/ipc-bridge';", /electron\/shells\/ may not import electron\/desktop\//],
    // within a layer (peers stay independent)
    ['electron/api/example.ts', "import { x } from '../sqlite/file-meta';", /electron\/api\/ may not import electron\/sqlite\//],
    ['electron/secrets/example.ts', "import { x } from '../cache';", /electron\/secrets\/ may not import electron\/cache\//],
    ['electron/sync/example.ts', "import { x } from '../status-tracking';", /electron\/sync\/ may not import electron\/status-tracking\//],
    ['electron/write-flows/example.ts', "import { x } from '../audit';", /electron\/write-flows\/ may not import electron\/audit\//],
    // from a subfolder, as a type, as a re-export, through electron/
    ['electron/cache/repositories/example.ts', "import type { X } from '../../pre-send-checks/check-types';", /electron\/cache\/ may not import electron\/pre-send-checks\//],
    ['electron/api/operations/example.ts', "export { x } from '../../secrets';", /electron\/api\/ may not import electron\/secrets\//],
    ['electron/journal/example.ts', "import { x } from '../../electron/outbox';", /electron\/journal\/ may not import electron\/outbox\//],
    // a dynamic import()
    ['electron/api/example.ts', "export const load = () => import('../outbox');", /electron\/api\/ may not import\(\) electron\/outbox\//],
    ['electron/cache/repositories/example.ts', "export const load = () => import('../../sync/index.js');", /electron\/cache\/ may not import\(\) electron\/sync\//],
    // the arrows of layer-arrows.test.ts still hold in each folder
    ['electron/cache/example.ts', "import { x } from '../../sandbox/start-sandbox';", /Only sandbox\//],
    ['electron/cli/example.ts', "import { x } from '../../sandbox/start-sandbox';", /Only sandbox\//],
    ['electron/sync/example.ts', "import { app } from 'electron';", /Only electron\/main.ts/],
  ];
  it.each(refused)('%s: %s is refused', async (file, source, message) => {
    const errors = await importErrors(file, source);
    expect(errors.some((e) => message.test(e)), errors.join('\n')).toBe(true);
  });

  const allowed: Array<[string, string]> = [
    ['electron/cli/example.ts', "import { x } from '../host';"],
    ['electron/web-shell/example.ts', "import { x } from '../shells/content-security-policy';"],
    ['electron/desktop/example.ts', "import { x } from '../shells/renderer-files';"],
    ['electron/shells/example.ts', "import { x } from '../ipc';"],
    ['electron/host/example.ts', "import { x } from '../outbox';"],
    ['electron/host/example.ts', "import { x } from '../../sandbox/start-sandbox';"],
    ['electron/host/example.ts', "export const load = () => import('../../sandbox/start-sandbox');"],
    ['electron/cache/example.ts', "export const load = () => import('../sqlite/file-meta');"],
    ['electron/outbox/example.ts', "import { x } from '../write-flows';"],
    ['electron/write-flows/example.ts', "import { x } from '../pre-send-checks';"],
    ['electron/audit/example.ts', "import { x } from '../export/csv-cells';"],
    ['electron/cache/repositories/example.ts', "import type { X } from '../../sqlite/file-meta';"],
    ['electron/cache/repositories/example.ts', "import { x } from '../migrations';"],
    ['electron/api/operations/example.ts', "import type { X } from '../request-pipeline';"],
    ['electron/sqlite/example.ts', "import { x } from '../../shared/ids';"],
  ];
  it.each(allowed)('%s: %s is allowed', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });

  // The real tree: every folder -> folder import points down, so the lint passes and the
  // reverse of each arrow in use would be refused.
  const graph = readImportGraph(['electron']);
  const arrows = new Map<string, { from: string; to: string; file: string; specifier: string }>();
  for (const edges of graph.edges.values()) {
    for (const edge of edges) {
      const from = electronFolder(edge.from);
      const to = electronFolder(edge.to);
      if (from !== undefined && to !== undefined && from !== to) arrows.set(`${from} -> ${to}`, { from, to, file: edge.from, specifier: edge.specifier });
    }
  }

  it('the real tree only imports down (static, type-only and dynamic imports)', () => {
    expect(arrows.size).toBeGreaterThan(20);
    const upward = [...arrows].filter(([, a]) => layerOf(a.to) >= layerOf(a.from)).map(([name, a]) => `${name} (${a.file}: ${a.specifier})`);
    expect(upward).toEqual([]);
  });

  it('the reverse of every arrow in use is refused by the lint', async () => {
    const notRefused: string[] = [];
    for (const { from, to } of arrows.values()) {
      const errors = await importErrors(`electron/${to}/example.ts`, `import { x } from '../${from}';`);
      if (!errors.some((e) => e.includes(`electron/${to}/ may not import electron/${from}/`))) notRefused.push(`${to} -> ${from}`);
    }
    expect(notRefused).toEqual([]);
  });
});
