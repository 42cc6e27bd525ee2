// Benchmark case of `npm run bench:window` (BENCH_CASE=sync runs only this one): the Ledger
// window WHILE a 1,000,000-row first sync runs, beside the same driving with no sync, in
// the same run, for the host in two places:
//   - web-shell:    the host in the web shell's process (`npm run web`, today's shell);
//   - data-process: the host in a data process of its own (`npm run web -- --data-process`:
//                   electron/data-process's entry forked under plain Node, the desktop
//                   app's utilityProcess form), the shell relaying /rpc and /events.
// Set-up: a sandbox CHILD process (sandbox/cli.ts, so serving the sync's pages costs the
// measured process nothing, as a remote server would) seeded with BENCH_SYNC_ROWS
// (1,000,000) ledger rows by its bulk seed; per mode a FRESH data directory pointed at it
// (`treasury env set-url` + `treasury sandbox register`), the web shell on it, then
// `sync.start {mode: full}` from Node: the first sync. Chromium (as ledger-window-bench.ts)
// opens #/ledger at once and drives ROUNDS until the sync has finished:
//   a round = the page reloaded (it shows what the cache has at that moment), the scroll
//   session of ledger-session.ts (BENCH_SYNC_WHEEL_EVENTS wheel flings, End from the top,
//   the scrollbar dragged top to bottom) and a few filter changes (account, direction,
//   type, search + Enter, clear).
// Then the same rounds again with the sync finished (BENCH_SYNC_AFTER_ROUNDS, default as
// many as ran during the sync, at most 3): "no sync". (A reload starts the window's own
// sync-on-open, an incremental one with nothing new: a few requests.)
// Figures per mode and phase:
//   - ANSWERS: every /rpc/ledger.window (and ledger.count) the page made, its time from the
//     request's start to its response's end (Playwright's request.timing(), Chromium's own
//     network timing), p50/p95/max; the phase is the one when the request started;
//   - FRAMES: rAF deltas recorded over the scroll sessions and the filter changes
//     (page-scripts.ts INSTALL_FRAME_RECORDER), p50/p95/max, frames over 16.7 and 50 ms;
//     beside the BASELINE of the phase: the same scroll session over a static page, no app
//     (as ledger-window-bench.ts), once per phase after its first round: what this
//     machine's headless Chromium does with no app under the same load;
//   - the sync's own progress (ledger rows as the `sync.progress` events say, read from the
//     shell's /events stream), its wall time and rows per second, with and without the page;
//   - CPU (utime+stime) of the process that answers (the shell, or the data process) and of
//     the shell, per phase; load average at each phase's start and end.
//   - the ANSWERING THREAD while the slowest answers were under way (Linux): the share of
//     their time it was on a CPU and runnable but waiting for one (answering-thread-split.ts).
// Targets (issue 24 item 10): during the sync, ledger answers p95 <= 50 ms, frames p95 <= 16.7 ms.
// BENCH_CPU_PROF=DIR: the shell (and its data process) run under `node --cpu-prof`
// (bench-web-shell.ts), the profiles written in DIR and summarized by category (test/bench/sync/cpu-profile-summary.ts),
// and the answering thread's by what held it longest (busy-stretches.ts: what the slow answers waited behind).
// Other knobs: BENCH_SYNC_MODES=web-shell,data-process; BENCH_SYNC_WHEEL_EVENTS (40).
// BENCH_SERVER_NICE=19 (optional; default unset): the sandbox server child reniced, every
// thread (server-niceness.ts): how much of the figures is the local server competing for
// the 2 cores (a user's server is remote). Its figures are labelled as such; the target is
// judged on a run without it.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { freshWorkDir } from '../../e2e/support/child-processes';
import { pointSandboxEnvironmentAt, startSandboxProcess, type SandboxProcess } from '../../e2e/support/web-shell-process';
import { descendantsOf } from '../../support/process-tree';
import { followShellEvents, type ShellEvents } from '../../support/shell-events';
import { printProfileSummary, summarizeCpuProfile } from '../sync/cpu-profile-summary';
import { startBenchWebShell, type BenchWebShell } from './bench-web-shell';
import { printBusyStretches } from './busy-stretches';
import { reniceDescendants, serverNicenessFromEnv } from './server-niceness';
import { sampleAnsweringThread, type ThreadSampler, type ThreadSplit } from './answering-thread-split';
import { fmt, processCpuSeconds, summarize, table, type Summary } from './bench-stats';
import { FRAME_BUDGET_MS, frameFigures, GRID, LEDGER_LOADED_ROW, LEDGER_LOADING, LONG_FRAME_MS, newLedgerContext, record, scrollSession, scrollState, staticPageSession, type FrameFigures, type ScrollTarget } from './ledger-session';
import { APPLY_FILTER, INSTALL_FRAME_RECORDER, inPage, WAIT_FILTER_MARK, waitUntilInPage, type FilterAction, type FrameRecording } from './page-scripts';

const ROWS = Number(process.env['BENCH_SYNC_ROWS'] ?? 1_000_000);
const MODES = (process.env['BENCH_SYNC_MODES'] ?? 'web-shell,data-process').split(',').filter((mode): mode is Mode => mode === 'web-shell' || mode === 'data-process');
const WHEEL_EVENTS = Number(process.env['BENCH_SYNC_WHEEL_EVENTS'] ?? 40);
const AFTER_ROUNDS = process.env['BENCH_SYNC_AFTER_ROUNDS'] === undefined ? undefined : Number(process.env['BENCH_SYNC_AFTER_ROUNDS']);
const PROFILE_DIR = process.env['BENCH_CPU_PROF'];
const ANSWER_TARGET_MS = 50;
const SERVER_NICE = serverNicenessFromEnv();

type Mode = 'web-shell' | 'data-process';
type Phase = 'during' | 'after';

const say = (line = '') => console.log(line);
const loadText = (load: number[]) => load.map((value) => value.toFixed(2)).join(' / ');
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${fmt(a / b, 2)}x` : 'n/a');

interface RpcTiming {
  method: string;
  phase: Phase;
  ms: number;
  /** Epoch ms of the request's start. */
  startAt: number;
}

interface PhaseFigures {
  rounds: number;
  /** Frame recordings the sync's end fell within, counted in neither phase. */
  straddling: number;
  /** Loads of #/ledger not answered within 60 s (ms waited). */
  stalls: number[];
  wallS: number;
  answeringCpuS: number;
  shellCpuS: number;
  loadStart: number[];
  loadEnd: number[];
  frames: FrameRecording[];
  /** The same scroll session over a static page (no app) in this phase: the BASELINE. */
  baseline: FrameRecording[];
  firstRowsMs: number[];
}

interface ModeResult {
  mode: Mode;
  pids: { shell: number; answering: number };
  answers: RpcTiming[];
  phases: Record<Phase, PhaseFigures>;
  sync: { wallS: number; rows: number; state: string; progress: string[] };
  /** The answering thread during the slow answers (answering-thread-split.ts), by row label; empty where not measurable. */
  threadSplits: Array<{ label: string; split: ThreadSplit }>;
}

/** The slowest 5 % of `answers` (at least one). */
function slowest(answers: readonly RpcTiming[]): RpcTiming[] {
  const sorted = [...answers].sort((a, b) => a.ms - b.ms);
  return sorted.slice(Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95)));
}

function threadSplitsOf(sampler: ThreadSampler | undefined, answers: readonly RpcTiming[]): ModeResult['threadSplits'] {
  if (sampler === undefined) return [];
  const of = (method: string, phase: Phase) => answers.filter((answer) => answer.method === method && answer.phase === phase);
  const rows: Array<[string, RpcTiming[]]> = [
    ['ledger.window during sync, slowest 5 %', slowest(of('ledger.window', 'during'))],
    ['ledger.window no sync, slowest 5 %', slowest(of('ledger.window', 'after'))],
    ['ledger.count during sync, all', of('ledger.count', 'during')],
  ];
  return rows.flatMap(([label, chosen]) => {
    const split = chosen.length === 0 ? undefined : sampler.splitOf(chosen);
    return split === undefined ? [] : [{ label, split }];
  });
}

/** The sync's end and progress, from the shell's /events stream. */
function watchSync(events: ShellEvents, startedAt: number): { finished: Promise<{ state: string; at: number }>; ledgerRows(): number; progress: string[] } {
  let rows = 0;
  let lastLine = startedAt;
  const progress: string[] = [];
  const finished = new Promise<{ state: string; at: number }>((resolve) => {
    events.onEvent((event) => {
      if (event.type === 'sync.progress' && event['resource'] === 'ledgerTransactions') {
        rows = Math.max(rows, Number(event['items']));
        if (event.at - lastLine >= 15_000) {
          lastLine = event.at;
          progress.push(`${fmt((event.at - startedAt) / 1000, 0)} s: ${rows.toLocaleString('en-US')} ledger rows (load ${loadText(os.loadavg())})`);
        }
      }
      if (event.type === 'sync.finished') {
        // The state, and for a sync that did not finish the error it reported (kind, code, message): why it stopped.
        const report = event['report'] as { state?: unknown; error?: { kind?: unknown; code?: unknown; message?: unknown } | null } | undefined;
        const error = report?.error;
        const why = error === undefined || error === null ? '' : ` (${String(error.kind)} ${String(error.code)}: ${String(error.message)})`;
        resolve({ state: `${String(report?.state ?? '?')}${why}`, at: event.at });
      }
    });
  });
  return { finished, ledgerRows: () => rows, progress };
}

/**
 * Loads #/ledger again (it then shows what the cache has now) until it shows rows: while a
 * first sync has not committed its first ledger page yet, a load shows none, so it is
 * loaded again every 5 s (up to 180 s). A load the shell does not answer within 60 s is
 * noted in `stalls` (the shell's event loop held by the sync) and tried again. Returns ms
 * from the last load to the rows, or -1.
 */
async function reloadLedger(page: Page, origin: string, stalls: number[]): Promise<number> {
  const deadline = performance.now() + 180_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      if (page.url().startsWith(origin)) await page.reload({ waitUntil: 'commit', timeout: 60_000 });
      else await page.goto(`${origin}/#/ledger`, { waitUntil: 'commit', timeout: 60_000 });
    } catch (error) {
      stalls.push(performance.now() - started);
      say(`  (a load of #/ledger was not answered within 60 s: ${String(error).split('\n')[0]}; load ${loadText(os.loadavg())})`);
      continue;
    }
    const shown = await waitUntilInPage(page, `(rowSelector, grid) => document.querySelector(rowSelector) !== null && Number(document.querySelector(grid)?.getAttribute('aria-rowcount') ?? -1) > 1`, [LEDGER_LOADED_ROW, GRID], { everyMs: 20, timeoutMs: 5_000 });
    if (shown) return performance.now() - started;
  }
  return -1;
}

const rowCount = (page: Page) => inPage<number>(page, `(grid) => Number(document.querySelector(grid)?.getAttribute('aria-rowcount') ?? 0) - 1`, GRID);

async function filterChanges(page: Page, accounts: readonly string[]): Promise<FrameRecording> {
  const steps: FilterAction[] = [
    { kind: 'select', label: 'Account', value: accounts[0] ?? '' },
    { kind: 'select', label: 'Account', value: accounts[1] ?? '' },
    { kind: 'select', label: 'Account', value: '' },
    { kind: 'select', label: 'Direction', value: 'debit' },
    { kind: 'select', label: 'Direction', value: '' },
    { kind: 'type', label: 'Fee' },
    { kind: 'clear' },
    { kind: 'search-enter', text: 'fee' },
    { kind: 'clear' },
  ];
  const target: ScrollTarget = { selector: GRID, loadingSelector: LEDGER_LOADING, loadedSelector: LEDGER_LOADED_ROW, lastRowSelector: LEDGER_LOADED_ROW };
  return record(page, target, async () => {
    for (const step of steps) {
      const { t0 } = await inPage<{ t0: number }>(page, APPLY_FILTER, step);
      await inPage<number>(page, WAIT_FILTER_MARK, t0, 15_000);
    }
  });
}

/**
 * One round: the page reloaded, a scroll session and the filter changes. A recording counts
 * for the phase it started and ended in; one the sync's end fell within counts for neither
 * (`straddling`).
 */
async function round(page: Page, origin: string, accounts: readonly string[], figures: PhaseFigures, phaseNow: () => Phase): Promise<void> {
  const firstRows = await reloadLedger(page, origin, figures.stalls);
  figures.firstRowsMs.push(firstRows);
  if (firstRows < 0) return;
  await page.evaluate(INSTALL_FRAME_RECORDER);
  const total = await rowCount(page);
  const target: ScrollTarget = { selector: GRID, loadingSelector: LEDGER_LOADING, loadedSelector: LEDGER_LOADED_ROW, lastRowSelector: `${GRID} [aria-rowindex="${total + 1}"][data-row-id]` };
  const keep = (phase: Phase, recordings: FrameRecording[]) => {
    if (phase === phaseNow()) figures.frames.push(...recordings);
    else figures.straddling += recordings.length;
  };
  const scrollPhase = phaseNow();
  const scrolled = await scrollSession(page, target, { wheelEvents: WHEEL_EVENTS, wheelPx: 2000 });
  keep(scrollPhase, [scrolled.wheel, scrolled.end, scrolled.drag]);
  const filterPhase = phaseNow();
  keep(filterPhase, [await filterChanges(page, accounts)]);
  figures.rounds += 1;
}

const emptyPhase = (): PhaseFigures => ({ stalls: [], straddling: 0, rounds: 0, wallS: 0, answeringCpuS: 0, shellCpuS: 0, loadStart: [], loadEnd: [], frames: [], baseline: [], firstRowsMs: [] });

const BASELINE_ROWS = 200;

/**
 * The baseline of a phase: the scroll session over a static page of the grid's size and
 * place (ledger-session.ts staticPageSession), no app, in its own context; kept for the
 * phase it started and ended in, like the rounds' recordings.
 */
async function baselineRound(browser: Browser, page: Page, figures: PhaseFigures, phaseNow: () => Phase): Promise<void> {
  const box = await scrollState(page, GRID);
  const phase = phaseNow();
  const run = await staticPageSession(browser, box, BASELINE_ROWS, { wheelEvents: WHEEL_EVENTS, wheelPx: 2000 });
  if (phase === phaseNow()) figures.baseline.push(run.wheel, run.end, run.drag);
  else figures.straddling += 3;
}

async function runMode(mode: Mode, sandbox: SandboxProcess, accounts: readonly string[], browser: Browser): Promise<ModeResult> {
  const workDir = freshWorkDir(`treasury-bench-sync-${mode}-`);
  const dataDir = path.join(workDir, 'data');
  let shell: BenchWebShell | undefined;
  let events: ShellEvents | undefined;
  let sampler: ThreadSampler | undefined;
  try {
    await pointSandboxEnvironmentAt(dataDir, sandbox);
    shell = await startBenchWebShell({ dataDir, dataProcess: mode === 'data-process', cpuProfileDir: PROFILE_DIR === undefined ? undefined : path.join(PROFILE_DIR, mode) });
    const answering = mode === 'web-shell' ? shell.pid : (descendantsOf(shell.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('data-process-entry')) ?? Number.NaN);
    say(`\n## ${mode}: web shell pid ${shell.pid}, answering process pid ${answering}${mode === 'data-process' ? ' (the data process)' : ' (the shell itself)'}; data in ${dataDir}`);

    sampler = Number.isNaN(answering) ? undefined : sampleAnsweringThread(answering);
    const { context, page } = await newLedgerContext(browser, shell.token);
    const answers: RpcTiming[] = [];
    let phase: Phase = 'during';
    const phaseOf = new WeakMap<Request, Phase>();
    page.on('request', (request) => phaseOf.set(request, phase));
    page.on('requestfinished', (request) => {
      const method = /\/rpc\/(ledger\.(?:window|count))$/.exec(new URL(request.url()).pathname)?.[1];
      const timing = request.timing();
      if (method !== undefined && timing.responseEnd >= 0) answers.push({ method, phase: phaseOf.get(request) ?? phase, ms: timing.responseEnd, startAt: timing.startTime });
    });

    events = followShellEvents(shell.origin, shell.token);
    const phases = { during: emptyPhase(), after: emptyPhase() };
    const syncStarted = performance.now();
    const sync = watchSync(events, syncStarted);
    const shellToCall = shell;
    void shellToCall.rpc('sync.start', { mode: 'full' }).catch(() => undefined); // held open for the whole sync; its end comes as `sync.finished`
    let syncEnd: { state: string; at: number } | undefined;
    void sync.finished.then((end) => {
      syncEnd = end;
      phase = 'after';
    });

    const cpu = () => ({ answering: processCpuSeconds(answering), shell: processCpuSeconds(shellToCall.pid) });
    const measure = async (figures: PhaseFigures, keepGoing: () => boolean) => {
      const started = performance.now();
      const cpuBefore = cpu();
      figures.loadStart = os.loadavg();
      do {
        await round(page, shellToCall.origin, accounts, figures, () => phase);
        // One baseline per phase, after its first round (the grid's box is known then).
        if (figures.rounds === 1 && figures.baseline.length === 0) await baselineRound(browser, page, figures, () => phase);
      } while (keepGoing());
      const cpuAfter = cpu();
      figures.loadEnd = os.loadavg();
      figures.wallS = (performance.now() - started) / 1000;
      figures.answeringCpuS = cpuAfter.answering - cpuBefore.answering;
      figures.shellCpuS = cpuAfter.shell - cpuBefore.shell;
    };

    await measure(phases.during, () => syncEnd === undefined);
    const end = syncEnd ?? (await sync.finished);
    const syncWallS = (end.at - syncStarted) / 1000;
    const rowsAtEnd = sync.ledgerRows(); // later progress is the window's own syncs
    say(`first sync: ${end.state}, ${rowsAtEnd.toLocaleString('en-US')} ledger rows in ${fmt(syncWallS)} s (${fmt(rowsAtEnd / syncWallS, 0)} rows/s) while the window was driven`);
    for (const line of sync.progress) say(`  ${line}`);
    // Answers that started during the sync but ended after it count as during; rounds after start now.
    phase = 'after';
    const afterRounds = Math.max(1, AFTER_ROUNDS ?? Math.min(3, phases.during.rounds));
    let done = 0;
    await measure(phases.after, () => (done += 1) < afterRounds);
    await context.close();
    sampler?.stop();
    const threadSplits = threadSplitsOf(sampler, answers);
    return { mode, pids: { shell: shellToCall.pid, answering }, answers, phases, sync: { wallS: syncWallS, rows: rowsAtEnd, state: end.state, progress: sync.progress }, threadSplits };
  } finally {
    sampler?.stop();
    events?.close();
    await shell?.stop().catch((error: unknown) => say(`stopping the web shell: ${String(error)}`));
    rmSync(workDir, { recursive: true, force: true });
  }
}

const answerRow = (label: string, summary: Summary): string[] => [label, String(summary.n), fmt(summary.median), fmt(summary.p95), fmt(summary.max)];
const frameRowOf = (label: string, figures: FrameFigures): string[] => [label, String(figures.frames), fmt(figures.summary.median), fmt(figures.summary.p95), fmt(figures.summary.max), String(figures.over16), String(figures.over50)];

function printMode(result: ModeResult): { windowDuring: Summary; framesDuring: FrameFigures; windowAfter: Summary; framesAfter: FrameFigures } {
  const answersOf = (method: string, phase: Phase) => summarize(result.answers.filter((answer) => answer.method === method && answer.phase === phase).map((answer) => answer.ms));
  const windowDuring = answersOf('ledger.window', 'during');
  const windowAfter = answersOf('ledger.window', 'after');
  const countDuring = answersOf('ledger.count', 'during');
  const countAfter = answersOf('ledger.count', 'after');
  say(`\n### ${result.mode}: /rpc answers as the page saw them (request start -> response end, ms)`);
  say(table([['call, phase', 'n', 'p50', 'p95', 'max'], answerRow('ledger.window during sync', windowDuring), answerRow('ledger.window no sync', windowAfter), answerRow('ledger.count during sync', countDuring), answerRow('ledger.count no sync', countAfter)]));
  say(`ledger.window during/no sync: p50 ${ratio(windowDuring.median, windowAfter.median)}, p95 ${ratio(windowDuring.p95, windowAfter.p95)}, max ${ratio(windowDuring.max, windowAfter.max)}  (target during: p95 <= ${ANSWER_TARGET_MS} ms)`);
  if (result.threadSplits.length > 0) {
    say(`\n### ${result.mode}: the answering thread while the answers were under way (/proc schedstat; the rest: blocked, idle, or the call in the relay and the browser)`);
    const pct = (share: number) => `${fmt(share * 100, 0)} %`;
    say(table([['answers', 'n', 'mean ms', 'on a CPU', 'waiting for a CPU'], ...result.threadSplits.map(({ label, split }) => [label, String(split.answers), fmt(split.meanMs), pct(split.onCpu), pct(split.waitingForCpu)])]));
  }
  const framesDuring = frameFigures(result.phases.during.frames);
  const framesAfter = frameFigures(result.phases.after.frames);
  const baselineDuring = frameFigures(result.phases.during.baseline);
  const baselineAfter = frameFigures(result.phases.after.baseline);
  say(`\n### ${result.mode}: frames over the scroll sessions and filter changes (rAF deltas, ms); BASELINE: the same scroll sessions over a static page, no app, in the same phase`);
  say(
    table([
      ['phase', 'frames', 'p50', 'p95', 'max', `>${FRAME_BUDGET_MS}`, `>${LONG_FRAME_MS}`],
      frameRowOf('during sync', framesDuring), frameRowOf('no sync', framesAfter), frameRowOf('baseline during sync', baselineDuring), frameRowOf('baseline no sync', baselineAfter),
    ]),
  );
  say(`frames during/no sync: p50 ${ratio(framesDuring.summary.median, framesAfter.summary.median)}, p95 ${ratio(framesDuring.summary.p95, framesAfter.summary.p95)}, max ${ratio(framesDuring.summary.max, framesAfter.summary.max)}  (target during: p95 <= ${FRAME_BUDGET_MS} ms)`);
  say(`frames / baseline in the same phase: during sync p95 ${ratio(framesDuring.summary.p95, baselineDuring.summary.p95)} (${fmt(framesDuring.summary.p95)} / ${fmt(baselineDuring.summary.p95)} ms), no sync p95 ${ratio(framesAfter.summary.p95, baselineAfter.summary.p95)} (${fmt(framesAfter.summary.p95)} / ${fmt(baselineAfter.summary.p95)} ms)`);
  for (const phase of ['during', 'after'] as const) {
    const figures = result.phases[phase];
    const reloads = summarize(figures.firstRowsMs.filter((value) => value >= 0));
    say(
      `${phase === 'during' ? 'during sync' : 'no sync'}: ${figures.rounds} rounds in ${fmt(figures.wallS)} s (${figures.frames.length} frame recordings${figures.straddling > 0 ? `, ${figures.straddling} more left out: the sync ended during them` : ''}); reload -> rows median ${fmt(reloads.median, 0)} ms (max ${fmt(reloads.max, 0)})${figures.stalls.length > 0 ? `, ${figures.stalls.length} loads not answered within 60 s` : ''}; CPU of the answering process ${fmt(figures.answeringCpuS, 2)} s` +
        `${result.mode === 'data-process' ? `, of the shell (relay) ${fmt(figures.shellCpuS, 2)} s` : ''}; load average ${loadText(figures.loadStart)} -> ${loadText(figures.loadEnd)}`,
    );
  }
  return { windowDuring, framesDuring, windowAfter, framesAfter };
}

/** Runs the case: the sandbox seeded once, then each mode on its own fresh data directory. */
export async function runWindowDuringSyncBench(browser: Browser): Promise<void> {
  say(`\n# bench:window, first-sync case: the Ledger window during a ${ROWS.toLocaleString('en-US')}-row first sync, host in ${MODES.join(' and ')}`);
  say(`load average at start (1/5/15 min): ${loadText(os.loadavg())}`);
  if (PROFILE_DIR !== undefined) mkdirSync(PROFILE_DIR, { recursive: true });
  const sandbox = await startSandboxProcess({ seed: 'empty', timeScale: 1 });
  const results: ModeResult[] = [];
  const summaries: Array<{ result: ModeResult } & ReturnType<typeof printMode>> = [];
  try {
    const seedStarted = performance.now();
    const seeded = await sandbox.control<{ accountIds: string[] }>('seed', { accounts: 4, counterparties: 50, ledgerTransactions: ROWS, seed: 1 });
    say(`sandbox child at ${sandbox.baseUrl}: ${ROWS.toLocaleString('en-US')} ledger rows seeded in ${fmt((performance.now() - seedStarted) / 1000)} s`);
    // After the seed (which is not measured): only the serving of the sync's pages is reniced.
    if (SERVER_NICE !== undefined) {
      const threads = reniceDescendants('sandbox/cli.ts', SERVER_NICE);
      say(`BENCH_SERVER_NICE=${SERVER_NICE}: the sandbox server child reniced to ${SERVER_NICE} (${threads} threads); figures of this run are NOT the target's (the server unreniced)`);
    }
    // Each mode's tables as soon as it ends: a long run cut short keeps what it measured.
    for (const mode of MODES) {
      const result = await runMode(mode, sandbox, seeded.accountIds, browser);
      results.push(result);
      summaries.push({ result, ...printMode(result) });
    }
  } finally {
    await sandbox.dispose();
  }
  const serverNote = SERVER_NICE === undefined ? '' : `; SERVER CHILD RENICED TO ${SERVER_NICE} (BENCH_SERVER_NICE): not the target's figures`;
  say(`\n## Summary: the window during a first sync (targets during the sync: ledger.window p95 <= ${ANSWER_TARGET_MS} ms, frames p95 <= ${FRAME_BUDGET_MS} ms)${serverNote}`);
  say(
    table([
      ['host', 'ledger.window p50/p95/max during', 'no sync', 'p95 ratio', 'frames p50/p95/max during', 'no sync', 'p95 ratio', 'sync wall s', 'rows/s'],
      ...summaries.map(({ result, windowDuring, windowAfter, framesDuring, framesAfter }) => [
        result.mode,
        `${fmt(windowDuring.median)} / ${fmt(windowDuring.p95)} / ${fmt(windowDuring.max)}`,
        `${fmt(windowAfter.median)} / ${fmt(windowAfter.p95)} / ${fmt(windowAfter.max)}`,
        ratio(windowDuring.p95, windowAfter.p95),
        `${fmt(framesDuring.summary.median)} / ${fmt(framesDuring.summary.p95)} / ${fmt(framesDuring.summary.max)}`,
        `${fmt(framesAfter.summary.median)} / ${fmt(framesAfter.summary.p95)} / ${fmt(framesAfter.summary.max)}`,
        ratio(framesDuring.summary.p95, framesAfter.summary.p95),
        fmt(result.sync.wallS),
        fmt(result.sync.rows / result.sync.wallS, 0),
      ]),
    ]),
  );
  if (PROFILE_DIR !== undefined) {
    for (const result of results) {
      const dir = path.join(PROFILE_DIR, result.mode);
      // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: each process's main thread (0); thread 1 is the tsx loader's.
      const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile') && /^CPU\.[0-9]+\.[0-9]+\.[0-9]+\.0\./.test(name));
      for (const file of files) {
        const role = file.includes(`.${result.pids.answering}.0.`) ? 'the answering process' : file.includes(`.${result.pids.shell}.0.`) ? 'the web shell (relay)' : 'another process';
        say(`\n### CPU profile: ${result.mode}, ${role} (${file}, main thread; its whole life: the sync and both phases)`);
        printProfileSummary(`${result.mode}_${role === 'the answering process' ? 'answering' : 'relay'}`, summarizeCpuProfile(path.join(dir, file)));
        if (role === 'the answering process') printBusyStretches(`${result.mode}, what held the answering thread`, path.join(dir, file));
      }
    }
  }
  say(`load average at the end of the case: ${loadText(os.loadavg())}`);
}
