// What held a thread, from a V8 .cpuprofile (`node --cpu-prof`): the profile's samples in
// time order, cut into BUSY STRETCHES (consecutive samples that are not "(idle)"), the
// longest of them listed with the app's functions on their stacks. A call that arrives
// while its thread is in a stretch waits for the stretch's end, so the stretches longer
// than the answer target are what the slow answers of window-during-sync-bench.ts wait
// behind: a page write, a count's pass, an index build, a scan. Per app function, its
// longest run on the stack: one call, or calls back to back with no idle sample between
// (the turns of an async function that yields with nothing else waiting count as one run:
// read such a run as an upper bound, and its synchronous callee's run as the call).
//
// Run alone: `npx tsx test/bench/window/busy-stretches.ts FILE.cpuprofile [minMs]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface BusyStretch {
  /** ms from the profile's start. */
  startMs: number;
  ms: number;
  /** App functions (electron/ and shared/ files) on the stacks, by the share of the stretch's samples they are on, most first. */
  frames: { name: string; share: number }[];
}

/** One app function's longest run on the stack without a break (one call, or calls back to back), and its runs of at least `minMs`. */
export interface FunctionRuns {
  name: string;
  longestMs: number;
  runs: number;
  runsMs: number;
}

export interface BusyFigures {
  /** Every stretch of at least `minMs`, longest first. */
  stretches: BusyStretch[];
  /** Per app function, its runs of at least `minMs`, by longest run. */
  functions: FunctionRuns[];
  /** Busy ms in stretches of at least 20, 50, 100, 500 ms. */
  busyIn: Record<20 | 50 | 100 | 500, number>;
  totalMs: number;
}

const APP_FILE = /\/(electron|shared)\/(.+?)\.ts$/;

export function busyStretches(file: string, minMs = 50): BusyFigures {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackNames = new Map<number, string[]>();
  const namesOf = (id: number): string[] => {
    const cached = stackNames.get(id);
    if (cached !== undefined) return cached;
    const node = byId.get(id);
    const up = parent.get(id);
    const above = up === undefined ? [] : namesOf(up);
    const match = node === undefined ? null : APP_FILE.exec(node.callFrame.url);
    const names = match === null ? above : [...above, `${match[2]}:${node?.callFrame.functionName || '(anonymous)'}`];
    stackNames.set(id, names);
    return names;
  };
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));

  const stretches: BusyStretch[] = [];
  const busyIn = { 20: 0, 50: 0, 100: 0, 500: 0 };
  let at = 0;
  let open: { startMs: number; ms: number; samples: number[] } | undefined;
  const close = () => {
    if (open === undefined) return;
    for (const bound of [20, 50, 100, 500] as const) if (open.ms >= bound) busyIn[bound] += open.ms;
    if (open.ms >= minMs) {
      const counts = new Map<string, number>();
      for (const id of open.samples) for (const name of new Set(namesOf(id))) counts.set(name, (counts.get(name) ?? 0) + 1);
      const frames = [...counts.entries()].map(([name, n]) => ({ name, share: n / open!.samples.length })).sort((a, b) => b.share - a.share);
      stretches.push({ startMs: open.startMs, ms: open.ms, frames });
    }
    open = undefined;
  };
  const running = new Map<string, number>(); // name -> ms of its current run
  const runs = new Map<string, FunctionRuns>();
  const endRun = (name: string, ms: number) => {
    if (ms < minMs) return;
    const figures = runs.get(name) ?? { name, longestMs: 0, runs: 0, runsMs: 0 };
    figures.longestMs = Math.max(figures.longestMs, ms);
    figures.runs += 1;
    figures.runsMs += ms;
    runs.set(name, figures);
  };
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    const onStack = idle.has(id) ? new Set<string>() : new Set(namesOf(id));
    for (const [name, ms] of running) {
      if (onStack.has(name)) running.set(name, ms + delta);
      else {
        endRun(name, ms);
        running.delete(name);
      }
    }
    for (const name of onStack) if (!running.has(name)) running.set(name, delta);
    if (idle.has(id)) {
      close();
      return;
    }
    open ??= { startMs: at - delta, ms: 0, samples: [] };
    open.ms += delta;
    open.samples.push(id);
  });
  close();
  for (const [name, ms] of running) endRun(name, ms);
  stretches.sort((a, b) => b.ms - a.ms);
  return { stretches, functions: [...runs.values()].sort((a, b) => b.longestMs - a.longestMs), busyIn, totalMs: at };
}

/** The app functions on at least 15 % of the stretch's samples, most first (callers before what they call). */
export function describeStretch(stretch: BusyStretch, names = 8): string {
  const shown = stretch.frames.filter((frame) => frame.share >= 0.15).slice(0, names);
  return shown.map((frame) => `${frame.name} ${Math.round(frame.share * 100)}%`).join(' > ') || '(no app frame: GC, the event loop, native)';
}

export function printBusyStretches(label: string, file: string, minMs = 50, top = 25): void {
  const figures = busyStretches(file, minMs);
  const { busyIn } = figures;
  console.log(`${label}: busy in stretches >= 20 ms ${(busyIn[20] / 1000).toFixed(1)} s, >= 50 ms ${(busyIn[50] / 1000).toFixed(1)} s, >= 100 ms ${(busyIn[100] / 1000).toFixed(1)} s, >= 500 ms ${(busyIn[500] / 1000).toFixed(1)} s, of ${(figures.totalMs / 1000).toFixed(1)} s profiled; ${figures.stretches.length} stretches >= ${minMs} ms, the longest:`);
  for (const stretch of figures.stretches.slice(0, top)) console.log(`  ${stretch.ms.toFixed(0).padStart(6)} ms at ${(stretch.startMs / 1000).toFixed(1).padStart(6)} s: ${describeStretch(stretch)}`);
  console.log(`${label}: the app functions that stayed on the stack ${minMs} ms or more without a break (longest run; runs >= ${minMs} ms and their ms):`);
  for (const run of figures.functions.slice(0, top)) console.log(`  ${run.longestMs.toFixed(0).padStart(6)} ms  ${run.name} (${run.runs} runs, ${(run.runsMs / 1000).toFixed(1)} s)`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, minMs] = process.argv.slice(2);
  if (file === undefined) throw new Error('usage: busy-stretches.ts FILE.cpuprofile [minMs]');
  printBusyStretches(path.basename(file), file, minMs === undefined ? 50 : Number(minMs));
}
