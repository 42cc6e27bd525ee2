// The ledger-page response properties (test/integration/hostile/ledger-page-properties.test.ts)
// at scale: PROPERTY_RUNS cases (default 100,000) from a fresh seed, or PROPERTY_SEED to
// replay one. Prints the seed, how the cases ended (synced, or refused by error kind and
// code), CPU and wall time per case, and the first counterexample, shrunk, if any
// property broke (exit code 1).
//   npm run props:hostile        PROPERTY_RUNS=20000 npm run props:hostile        PROPERTY_SEED=123 npm run props:hostile
import fc from 'fast-check';
import { loadavg } from 'node:os';
import { ITEMS_PER_PAGE, removeCaseDirs, runHostilePageCase, watchStrayErrors } from '../support/hostile-server/hostile-page-case';
import { pageMutationArbitrary } from '../support/hostile-server/page-mutations';

const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 100_000);
const SEED = process.env['PROPERTY_SEED'] !== undefined ? Number(process.env['PROPERTY_SEED']) : Math.floor(Math.random() * 2 ** 31);

async function main(): Promise<void> {
  console.log(`seed: ${SEED}`);
  console.log(`cases: ${RUNS}`);
  console.log(`load average at start: ${loadavg()[0]?.toFixed(2)}`);
  const stop = watchStrayErrors();
  const outcomes = new Map<string, number>();
  const startedAt = performance.now();
  const cpuStart = process.cpuUsage();
  let done = 0;
  const details = await fc.check(
    fc.asyncProperty(pageMutationArbitrary(ITEMS_PER_PAGE), async (mutation) => {
      const result = await runHostilePageCase(mutation);
      outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
      done += 1;
      if (done % 10_000 === 0) console.error(`... ${done} cases`);
      if (result.problems.length > 0) throw new Error(result.problems.join('; '));
    }),
    { numRuns: RUNS, seed: SEED },
  );
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = performance.now() - startedAt;
  stop();
  removeCaseDirs();
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
    process.exitCode = 1;
    return;
  }
  console.log(`properties held for all ${details.numRuns} cases`);
}

await main();
