// The layers inside renderer/ (RENDERER_LAYERS in eslint.config.js): app -> screens ->
// components -> queries/stores -> lib. Each lint case lints a one-line file placed in a
// folder and expects the import (static: no-restricted-imports; dynamic `import()`:
// no-restricted-syntax) to be refused or allowed; the real tree must obey the same layers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readImportGraph, rendererFolder, repoRoot } from './import-graph';
import { importErrors } from './lint-imports';


let layers: string[][] = [];
const layerOf = (folder: string) => layers.findIndex((layer) => layer.includes(folder));

beforeAll(async () => {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as { RENDERER_LAYERS: string[][] };
  layers = config.RENDERER_LAYERS;
});

describe('layers of renderer/', () => {
  it('every folder of renderer/src/ with code, and renderer/lib/, is in exactly one layer', () => {
    const hasCode = (folder: string): boolean =>
      readdirSync(folder, { withFileTypes: true }).some((e) => (e.isDirectory() ? hasCode(path.join(folder, e.name)) : /\.tsx?$/.test(e.name)));
    const src = path.join(repoRoot, 'renderer/src');
    const folders = readdirSync(src, { withFileTypes: true }).filter((e) => e.isDirectory() && hasCode(path.join(src, e.name))).map((e) => e.name);
    const listed = layers.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(listed).toEqual(expect.arrayContaining(['lib', 'app', 'screens', 'components', 'stores', 'queries']));
  });

  const refused: Array<[string, string, RegExp]> = [
    // a store never imports a screen (it did: balances-store -> screens/balances/history-range)
    ['renderer/src/stores/example.ts', "import { x } from '../screens/balances/history-range';", /renderer\/src\/stores\/ may not import renderer\/src\/screens\//],
    ['renderer/src/stores/example.ts', "import { x } from '../app/app';", /renderer\/src\/stores\/ may not import renderer\/src\/app\//],
    ['renderer/src/stores/example.ts', "import { x } from '../components/amount';", /renderer\/src\/stores\/ may not import renderer\/src\/components\//],
    ['renderer/src/queries/example.ts', "import { x } from '../screens/ledger/block-cache';", /renderer\/src\/queries\/ may not import renderer\/src\/screens\//],
    ['renderer/src/components/lists/example.ts', "import type { X } from '../../app/screen-frame';", /renderer\/src\/components\/ may not import renderer\/src\/app\//],
    ['renderer/src/components/example.ts', "export { x } from '../screens/screen-table';", /renderer\/src\/components\/ may not import renderer\/src\/screens\//],
    ['renderer/src/screens/ledger/example.ts', "import { x } from '../../app/keyboard-shortcuts';", /renderer\/src\/screens\/ may not import renderer\/src\/app\//],
    ['renderer/src/screens/example.ts', "import { x } from '../main';", /renderer\/src\/screens\/ may not import renderer\/src\/main.tsx/],
    ['renderer/lib/example.ts', "import { x } from '../src/stores/sync-store';", /renderer\/lib\/ may not import renderer\/src\//],
    // peers of one layer stay independent
    ['renderer/src/stores/example.ts', "import { x } from '../queries/query-keys';", /renderer\/src\/stores\/ may not import renderer\/src\/queries\//],
    ['renderer/src/queries/example.ts', "import { x } from '../stores/sync-store';", /renderer\/src\/queries\/ may not import renderer\/src\/stores\//],
    // a dynamic import()
    ['renderer/src/components/example.ts', "export const load = () => import('../screens/ledger/ledger-screen');", /renderer\/src\/components\/ may not import\(\) renderer\/src\/screens\//],
    ['renderer/lib/example.ts', "export const load = () => import('../src/app/app');", /renderer\/lib\/ may not import\(\) renderer\/src\//],
    // the arrows of layer-arrows.test.ts still hold in each layer
    ['renderer/src/stores/example.ts', "import { x } from '../../../electron/api/signing';", /renderer\/ never imports electron/],
    ['renderer/lib/example.ts', "import fs from 'node:fs';", /renderer\/ has no Node/],
  ];
  it.each(refused)('%s: %s is refused', async (file, source, message) => {
    const errors = await importErrors(file, source);
    expect(errors.some((e) => message.test(e)), errors.join('\n')).toBe(true);
  });

  const allowed: Array<[string, string]> = [
    ['renderer/src/app/example.ts', "import { x } from '../screens/screen-table';"],
    ['renderer/src/screens/ledger/example.ts', "import { x } from '../../components/amount';"],
    ['renderer/src/screens/ledger/example.ts', "import { x } from '../balances/account-balance';"],
    ['renderer/src/screens/example.ts', "export const load = () => import('./ledger/ledger-screen');"],
    ['renderer/src/components/lists/example.ts', "import { x } from '../../stores/sync-store';"],
    ['renderer/src/components/lists/example.ts', "import { x } from '../../queries/query-keys';"],
    ['renderer/src/stores/example.ts', "import { x } from '../../lib/main-connection';"],
    ['renderer/src/queries/example.ts', "import { x } from '../../lib/ipc-client';"],
    ['renderer/lib/example.ts', "import { x } from '../../shared/ids';"],
    ['renderer/src/main.tsx', "import { x } from './app/app';"],
  ];
  it.each(allowed)('%s: %s is allowed', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });

  // The real tree: every layer -> layer import points down.
  const graph = readImportGraph(['renderer']);
  const arrows = new Map<string, { from: string; to: string; file: string; specifier: string }>();
  for (const edges of graph.edges.values()) {
    for (const edge of edges) {
      const from = rendererFolder(edge.from);
      const to = rendererFolder(edge.to);
      if (from !== undefined && to !== undefined && from !== to) arrows.set(`${from} -> ${to}`, { from, to, file: edge.from, specifier: edge.specifier });
    }
  }

  it('the real tree only imports down (static, type-only and dynamic imports)', () => {
    expect(graph.unresolved).toEqual([]);
    expect(arrows.size).toBeGreaterThan(5);
    const upward = [...arrows].filter(([, a]) => layerOf(a.to) >= layerOf(a.from)).map(([name, a]) => `${name} (${a.file}: ${a.specifier})`);
    expect(upward).toEqual([]);
  });
});
