// The hostile-page response properties (test/integration/hostile/*-page-properties.test.ts)
// at scale, list by list: the ledger, payments and counterparties, PROPERTY_RUNS cases
// each (default 100,000) from a fresh seed, or PROPERTY_SEED to replay one (every list
// runs from the same seed). PROPERTY_SUITES (or `--suites=`) picks lists by name,
// comma-separated: all three by default. Prints the seed, then per list how the cases
// ended (synced, or refused by error kind and code), CPU and wall time per case, and the
// first counterexample, shrunk, if a property broke (exit code 1 when any list broke).
//   npm run props:hostile        PROPERTY_RUNS=20000 npm run props:hostile        PROPERTY_SEED=123 npm run props:hostile
//   PROPERTY_SUITES=payments,counterparties npm run props:hostile        npm run props:hostile -- --suites=ledger
import fc from 'fast-check';
import { loadavg } from 'node:os';
import { HOSTILE_LISTS, type HostileListSuite } from '../support/hostile-server/hostile-list-suites';
import { ITEMS_PER_PAGE, removeCaseDirs, runHostileListCase, watchStrayErrors } from '../support/hostile-server/hostile-page-case';
import { pageMutationArbitrary } from '../support/hostile-server/page-mutations';

const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 100_000);
const SEED = process.env['PROPERTY_SEED'] !== undefined ? Number(process.env['PROPERTY_SEED']) : Math.floor(Math.random() * 2 ** 31);

function chosenLists(): HostileListSuite[] {
  const flag = process.argv.slice(2).find((arg) => arg.startsWith('--suites='))?.slice('--suites='.length);
  const names = (flag ?? process.env['PROPERTY_SUITES'] ?? '').split(',').map((name) => name.trim()).filter((name) => name.length > 0);
  if (names.length === 0) return [...HOSTILE_LISTS];
  const unknown = names.filter((name) => !HOSTILE_LISTS.some((list) => list.name === name));
  if (unknown.length > 0) throw new Error(`unknown list ${unknown.join(', ')}: the lists are ${HOSTILE_LISTS.map((list) => list.name).join(', ')}`);
  return HOSTILE_LISTS.filter((list) => names.includes(list.name));
}

/** Runs one list's cases; true when the properties held. */
async function runList(list: HostileListSuite): Promise<boolean> {
  console.log(`\n== ${list.name} (GET /v1${list.path}) ==`);
  console.log(`load average at start: ${loadavg()[0]?.toFixed(2)}`);
  const outcomes = new Map<string, number>();
  const startedAt = performance.now();
  const cpuStart = process.cpuUsage();
  let done = 0;
  const details = await fc.check(
    fc.asyncProperty(pageMutationArbitrary(ITEMS_PER_PAGE, list.shape), async (mutation) => {
      const result = await runHostileListCase(list, mutation);
      outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
      done += 1;
      if (done % 10_000 === 0) console.error(`... ${list.name}: ${done} cases`);
      if (result.problems.length > 0) throw new Error(result.problems.join('; '));
    }),
    { numRuns: RUNS, seed: SEED },
  );
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = performance.now() - startedAt;
  console.log(`wall: ${(wallMs / 1000).toFixed(1)} s`);
  console.log(`CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
  console.log(`CPU per case: ${((cpu.user + cpu.system) / 1000 / Math.max(done, 1)).toFixed(2)} ms (cases run, shrinking included: ${done})`);
  console.log(`load average at end: ${loadavg()[0]?.toFixed(2)}`);
  console.log('outcomes:');
  for (const [outcome, count] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(7)}  ${outcome}`);
  if (details.failed) {
    console.log(`FAILED after ${details.numRuns} cases (seed ${SEED}, path ${details.counterexamplePath ?? '?'}):`);
    console.log(`  counterexample: ${JSON.stringify(details.counterexample).slice(0, 2000)}`);
    console.log(`  problem: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`);
    return false;
  }
  console.log(`properties held for all ${details.numRuns} cases`);
  return true;
}

async function main(): Promise<void> {
  const lists = chosenLists();
  console.log(`seed: ${SEED}`);
  console.log(`cases: ${RUNS} per list (${lists.map((list) => list.name).join(', ')})`);
  const stop = watchStrayErrors();
  const broken: string[] = [];
  try {
    for (const list of lists) if (!(await runList(list))) broken.push(list.name);
  } finally {
    stop();
    removeCaseDirs();
  }
  console.log(broken.length === 0 ? `\nproperties held for every list (${lists.map((list) => list.name).join(', ')})` : `\nproperties broke for: ${broken.join(', ')}`);
  if (broken.length > 0) process.exitCode = 1;
}

await main();
