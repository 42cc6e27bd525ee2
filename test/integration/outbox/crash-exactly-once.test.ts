// The crash test of issue 5: child processes submit payments through the outbox and are
// killed with SIGKILL at random points (before the send, after the send, after the
// server committed but before the response arrived: the sandbox drops some connections
// after committing), then fresh children resume. In the end the sandbox holds EXACTLY
// one payment per confirmed intent (an outbox row that was committed): none lost, none
// doubled, every row succeeded. At least 100 kills, in two lanes (two journals) at once;
// the sandbox itself is restarted once on the same port and data. Deterministic plan and
// kill points for a seed (OUTBOX_CRASH_SEED=...), printed on failure.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../../electron/audit';
import { openJournal } from '../../../electron/journal';
import { readLaneJournal, runChild, seededRandom, serverLedger, startCrashWorld } from './crash-harness';
import type { CrashWorld } from './crash-harness';

const SEED = Number(process.env.OUTBOX_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MIN_KILLS = 100;
const LANES = 2;
const RUNS_PER_LANE = 58;
const DROP_AFTER_COMMIT_RATE = 0.25;

type Phase = 'during resume' | 'before the intent was committed' | 'committed, before the send' | 'sent, not committed by the server' | 'committed by the server, response not received' | 'after the last response';

let world: CrashWorld;
beforeAll(async () => {
  world = await startCrashWorld();
});
afterAll(() => world?.close());

const stats = async (): Promise<number> => {
  const response = await world.control('GET', '/stats');
  return (response.body.created as { payment: number }).payment;
};
const setFaults = async (failureRate: number): Promise<void> => {
  const response = await world.control('POST', '/faults', { failureRate, kinds: ['drop_after_commit'], latencyMs: 0, seed: SEED % 1_000_000 });
  if (response.status !== 200) throw new Error(`faults: ${response.status}`);
};

describe(`crash test (seed ${SEED})`, () => {
  it('exactly one payment per confirmed intent after random SIGKILLs and restarts', { timeout: 600_000 }, async () => {
    const startedAt = Date.now();
    console.log(`outbox crash test: seed ${SEED} (rerun with OUTBOX_CRASH_SEED=${SEED})`);
    const random = seededRandom(SEED);
    const prefix = `c${SEED}-`;
    const server = serverLedger(world.reader, prefix);
    const paymentsBefore = await stats();
    await setFaults(DROP_AFTER_COMMIT_RATE);
    const phases = new Map<Phase, number>();
    const childMs: number[] = [];
    let kills = 0;
    let runs = 0;

    // Every run's plan and kill point is drawn up front, so a seed fixes them all.
    const lanes = Array.from({ length: LANES }, (_, lane) => ({
      dataDir: join(world.workDir, `lane-${lane}`),
      runs: Array.from({ length: RUNS_PER_LANE }, (_, run) => {
        const count = 1 + Math.floor(random() * 3);
        const payments = Array.from({ length: count }, (_, i) => ({ value: String((lane * 1000 + run) * 10 + i + 1), tag: `${prefix}L${lane}-r${run}-p${i}` }));
        return { payments, killAtLine: 1 + Math.floor(random() * (2 + 6 * count)), delayMs: Math.floor(random() * 5) };
      }),
    }));

    const classify = (lines: string[], plan: { tag: string }[], rows: Map<string, string>): Phase => {
      if (!lines.some((l) => l.startsWith('resumed'))) return 'during resume';
      for (const { tag } of plan) {
        const state = rows.get(tag);
        if (state === undefined) return 'before the intent was committed';
        if (state === 'pending') return 'committed, before the send';
        if (state === 'sent') return (server.byTag.get(tag)?.length ?? 0) > 0 ? 'committed by the server, response not received' : 'sent, not committed by the server';
      }
      return 'after the last response';
    };

    const runLane = async (lane: (typeof lanes)[number], from: number, to: number): Promise<void> => {
      for (const run of lane.runs.slice(from, to)) {
        const result = await runChild(world, { dataDir: lane.dataDir, ...world.target, payments: run.payments }, { killAtLine: run.killAtLine, delayMs: run.delayMs });
        runs += 1;
        childMs.push(result.ms);
        if (!result.killed) {
          expect(result.exitCode, `seed ${SEED}: a child failed: ${result.stderr}`).toBe(0);
          continue;
        }
        kills += 1;
        await server.refresh();
        const rows = new Map(readLaneJournal(lane.dataDir).rows.map((r) => [r.tag, r.state]));
        const phase = classify(result.lines, run.payments, rows);
        phases.set(phase, (phases.get(phase) ?? 0) + 1);
        for (const [tag, payments] of server.byTag) expect(payments.length, `seed ${SEED}: ${tag} paid twice`).toBe(1);
      }
    };

    // Half the runs, a sandbox restart (same port, same data), the other half.
    const half = Math.floor(RUNS_PER_LANE / 2);
    await Promise.all(lanes.map((lane) => runLane(lane, 0, half)));
    await world.restartSandbox();
    await setFaults(DROP_AFTER_COMMIT_RATE);
    await Promise.all(lanes.map((lane) => runLane(lane, half, RUNS_PER_LANE)));
    expect(kills, `seed ${SEED}: only ${kills} of ${runs} children were killed`).toBeGreaterThanOrEqual(MIN_KILLS);

    // Fresh children resume (faults still on) until nothing is unfinished.
    let resumers = 0;
    for (const lane of lanes) {
      for (let attempt = 0; readLaneJournal(lane.dataDir).rows.some((r) => r.state === 'pending' || r.state === 'sent'); attempt += 1) {
        expect(attempt, `seed ${SEED}: lane still unfinished after 10 resumes`).toBeLessThan(10);
        const result = await runChild(world, { dataDir: lane.dataDir, ...world.target, payments: [] });
        resumers += 1;
        expect(result.exitCode, `seed ${SEED}: ${result.stderr}`).toBe(0);
      }
    }
    await setFaults(0);
    await server.refresh();

    const journals = lanes.map((lane) => readLaneJournal(lane.dataDir));
    const rows = journals.flatMap((j) => j.rows);
    const states = rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.state]: (acc[r.state] ?? 0) + 1 }), {});
    expect(states, `seed ${SEED}`).toEqual({ succeeded: rows.length });
    expect(new Set(rows.map((r) => r.tag)).size).toBe(rows.length);
    // Exactly one payment per confirmed intent, and none for an intent never committed.
    expect(await stats(), `seed ${SEED}: payments created`).toBe(paymentsBefore + rows.length);
    expect([...server.byTag.keys()].sort(), `seed ${SEED}`).toEqual(rows.map((r) => r.tag).sort());
    for (const row of rows) {
      const payments = server.byTag.get(row.tag) ?? [];
      expect(payments.map((p) => [p.id, p.sendAmount?.value]), `seed ${SEED}: ${row.tag}`).toEqual([[row.resourceId, row.value]]);
    }
    // Every attempt any child made is in its lane's audit trail, the chain intact, and no
    // POST ever went out under a key other than its row's.
    for (const lane of lanes) {
      const journal = openJournal({ dataDir: lane.dataDir, environment: 'sandbox' });
      try {
        const audit = createAuditTrail({ journal });
        expect(audit.verify(), `seed ${SEED}: audit chain of ${lane.dataDir}`).toMatchObject({ ok: true });
        const keys = new Set((journal.db.prepare('SELECT idempotency_key FROM outbox').pluck().all() as string[]));
        const posted = new Set<string>();
        let page = audit.list({ limit: 1000 });
        while (page.length > 0) {
          for (const entry of page) if (entry.data.method === 'POST') posted.add(String(entry.data.idempotencyKey));
          page = audit.list({ limit: 1000, afterSeq: page[page.length - 1]?.seq ?? 0 });
        }
        expect(posted.size, `seed ${SEED}: audited keys`).toBeGreaterThan(0);
        expect([...posted].filter((key) => !keys.has(key)), `seed ${SEED}: keys sent that no row holds`).toEqual([]);
      } finally {
        journal.close();
      }
    }
    const planned = lanes.reduce((n, lane) => n + lane.runs.reduce((m, run) => m + run.payments.length, 0), 0);
    const sortedMs = [...childMs].sort((a, b) => a - b);
    console.log([
      `outbox crash test (seed ${SEED}): ${runs} children, ${kills} killed with SIGKILL, ${resumers} final resumers; wall time ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      `  child lifetime median ${sortedMs[Math.floor(sortedMs.length / 2)]} ms, max ${sortedMs[sortedMs.length - 1]} ms`,
      `  intents planned ${planned}, confirmed (committed rows) ${rows.length}, payments created ${rows.length}`,
      ...[...phases.entries()].sort((a, b) => b[1] - a[1]).map(([phase, n]) => `  killed ${phase}: ${n}`),
    ].join('\n'));
  });
});
