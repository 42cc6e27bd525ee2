// The project's module graph, read from the sources: every relative import, export-from,
// `import type`, dynamic `import()` and `require()` of the .ts files under some folders,
// resolved to the file it names. Used by the architecture tests (cycles, layers).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  readonly from: string;
  /** Repository-relative path of the imported file. */
  readonly to: string;
  readonly specifier: string;
}

export interface ImportGraph {
  /** Every file read, with the relative imports it makes (resolved). */
  readonly edges: ReadonlyMap<string, readonly ImportEdge[]>;
  /** Relative imports that name no file: a graph missing them could hide a cycle. */
  readonly unresolved: readonly string[];
}

/** The tests run from the repository's root (vitest's root). */
export const repoRoot = process.cwd();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Reads the graph of the .ts files under `folders` (repository-relative). */
export function readImportGraph(folders: readonly string[]): ImportGraph {
  const edges = new Map<string, ImportEdge[]>();
  const unresolved: string[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))) {
    const from = path.relative(repoRoot, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const fileEdges: ImportEdge[] = [];
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(file, specifier);
      if (target === undefined) unresolved.push(`${from}: ${specifier}`);
      else fileEdges.push({ from, to: path.relative(repoRoot, target), specifier });
    }
    edges.set(from, fileEdges);
  }
  return { edges, unresolved };
}

/**
 * The import cycles of a graph (node -> the nodes it imports): each strongly connected
 * component of more than one node, or a node importing itself (Tarjan's algorithm).
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The module graph as adjacency lists (file -> files it imports). */
export function adjacency(graph: ImportGraph): Map<string, string[]> {
  return new Map([...graph.edges].map(([file, edges]) => [file, edges.map((edge) => edge.to)]));
}

/** The folder of electron/ a file is in (`cache` for electron/cache/repositories/x.ts), if any. */
export function electronFolder(file: string): string | undefined {
  const parts = file.split(path.sep);
  return parts[0] === 'electron' && parts.length > 2 ? parts[1] : undefined;
}

/** The layer folder of renderer/ a file is in (`lib` for renderer/lib/x.ts, `stores` for renderer/src/stores/x.ts), if any. */
export function rendererFolder(file: string): string | undefined {
  const parts = file.split(path.sep);
  if (parts[0] !== 'renderer') return undefined;
  if (parts[1] === 'lib') return 'lib';
  return parts[1] === 'src' && parts.length > 3 ? parts[2] : undefined;
}
