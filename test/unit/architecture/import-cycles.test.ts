// No import cycle in electron/, sandbox/, shared/ or renderer/: a module never imports (directly or
// through others, type-only imports included) a module that imports it. A type shared by
// two modules that need each other gets a module of its own (sandbox/bank/payment-model.ts).
import { describe, expect, it } from 'vitest';
import { adjacency, findCycles, readImportGraph } from './import-graph';

describe('import cycles', () => {
  it('are found in a made-up graph: a two-module cycle, a longer one and a self-import', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c', 'f']],
      ['f', []],
      ['g', ['g']],
      ['h', ['f', 'a']],
    ]);
    expect(findCycles(graph).sort()).toEqual([['a', 'b'], ['c', 'd', 'e'], ['g']]);
    expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  const graph = readImportGraph(['electron', 'sandbox', 'shared', 'renderer']);

  it('the graph is complete: every relative import names a file', () => {
    expect(graph.edges.size).toBeGreaterThan(100);
    expect(graph.unresolved).toEqual([]);
  });

  it('the graph sees type-only and dynamic imports', () => {
    const importsOf = (file: string) => graph.edges.get(file)?.map((edge) => edge.to) ?? [];
    expect(importsOf('sandbox/simulation/payment-transitions.ts')).toContain('sandbox/bank/payment-model.ts');
    expect(importsOf('electron/host/embedded-sandbox.ts')).toContain('sandbox/start-sandbox.ts');
    expect(importsOf('renderer/src/screens/screen-table.tsx')).toContain('renderer/src/screens/ledger/ledger-screen.tsx');
    expect(importsOf('renderer/src/components/lists/list-screen.tsx')).toContain('renderer/src/components/lists/list-footer.tsx');
  });

  it('electron/, sandbox/, shared/ and renderer/ have none', () => {
    expect(findCycles(adjacency(graph))).toEqual([]);
  });
});
