// Summarizes a V8 .cpuprofile (from `node --cpu-prof`): self time per category, found
// from each call frame's URL and function name, and the top functions by self time.
// A frame without a URL (a native or builtin call, e.g. better-sqlite3's run() or a
// keyring call) takes the category of its nearest caller that has one, except JSON.parse
// and JSON.stringify, which are their own category. V8 does not sample the JSON.parse
// builtin as a frame of its own when it is called from JS: its time is the self time of
// the caller, the transport's interpretResponse (request-pipeline.ts), which does little
// else per response; so that function counts as JSON parse. Module loading (the tsx
// loader compiling the app at start) is its own category, apart from the sync.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const CATEGORIES = ['JSON parse', 'zod/validation', 'signing', 'keychain', 'SQLite', 'HTTP', 'GC', 'startup (module loading)', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

const RULES: [Category, RegExp][] = [
  ['startup (module loading)', /^node:internal\/modules\/|\/node_modules\/(tsx|esbuild|get-tsconfig)\//],
  ['zod/validation', /\/node_modules\/zod\/|\/shared\/schemas\//],
  ['signing', /@noble\/|\/electron\/api\/signing|node:internal\/crypto/],
  ['keychain', /@napi-rs\/keyring|\/electron\/secrets\//],
  ['SQLite', /better-sqlite3|\/electron\/cache\/|\/electron\/sqlite\//],
  ['HTTP', /^node:(_http|http|net|stream|internal\/(streams|http|net|stream_base|url|dns)|internal\/deps\/undici|dns)|\/electron\/api\/(node-http-transport|http-transport|request-pipeline|response-limits)/],
];

function ownCategory(frame: ProfileNode['callFrame']): Category | undefined {
  if (frame.url === '') {
    if (frame.functionName === '(garbage collector)') return 'GC';
    if (frame.functionName === 'parse' || frame.functionName === 'stringify') return 'JSON parse';
    return undefined;
  }
  if (frame.functionName === 'interpretResponse' && frame.url.includes('/electron/api/interpret-response')) return 'JSON parse';
  for (const [category, pattern] of RULES) if (pattern.test(frame.url)) return category;
  return 'other';
}

export interface ProfileSummary {
  totalMs: number;
  idleMs: number;
  byCategory: Record<Category, number>;
  top: { name: string; selfMs: number }[];
}

export function summarizeCpuProfile(path: string, topN = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const categoryCache = new Map<number, Category>();
  const categoryOf = (id: number): Category => {
    const cached = categoryCache.get(id);
    if (cached !== undefined) return cached;
    const node = byId.get(id);
    let category: Category = 'other';
    if (node !== undefined) {
      const own = ownCategory(node.callFrame);
      const up = parent.get(id);
      category = own ?? (up !== undefined ? categoryOf(up) : 'other');
    }
    categoryCache.set(id, category);
    return category;
  };
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const byFunction = new Map<string, number>();
  let idleMs = 0;
  let totalMs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (node === undefined) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const ms = us / 1000;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') {
      idleMs += ms;
      continue;
    }
    totalMs += ms;
    byCategory[categoryOf(id)] += ms;
    const where = url === '' ? '' : ` ${url.replace(/^.*\/(node_modules\/|electron\/|shared\/|sandbox\/)/, '$1')}:${lineNumber + 1}:${columnNumber + 1}`;
    const name = `${functionName || '(anonymous)'}${where} [${categoryOf(id)}]`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, topN).map(([name, selfMs]) => ({ name, selfMs }));
  return { totalMs, idleMs, byCategory, top };
}

export function printProfileSummary(label: string, summary: ProfileSummary): void {
  console.log(`${label} profiled CPU (self time, excluding idle/program): ${(summary.totalMs / 1000).toFixed(2)} s`);
  for (const category of CATEGORIES) {
    const ms = summary.byCategory[category];
    const key = category.toLowerCase().replace(/[^a-z]+/g, '_');
    console.log(`${label}_self_${key}: ${(ms / 1000).toFixed(2)} s (${((100 * ms) / summary.totalMs).toFixed(1)} %)`);
  }
  console.log(`${label} top ${summary.top.length} functions by self time:`);
  summary.top.forEach((f, i) => console.log(`  ${String(i + 1).padStart(2)}. ${f.selfMs.toFixed(0).padStart(7)} ms  ${f.name}`));
}
