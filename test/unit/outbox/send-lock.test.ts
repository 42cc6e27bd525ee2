// The claim on an entry is backed by a lock the OS releases when its holder dies: a
// sender in another process (whatever its PID namespace: nothing here reads its pid) keeps
// every other sender out for as long as it lives, however long its send takes, and the
// moment it is killed its entry can be taken over, with the same key.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, created, journalIn, manualClock, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  cleanUp();
});

/** Starts the other sender on `entryId` and resolves once its request has left. */
async function senderInAnotherProcess(dataDir: string, entryId: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/unit/outbox/send-lock-child.ts', JSON.stringify({ dataDir, entryId })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    out += chunk.toString('utf8');
    if (out.includes('sending')) return child;
  }
  throw new Error(`the other sender ended before sending: ${out}`);
}

async function killed(child: ChildProcess): Promise<void> {
  const exit = once(child, 'exit');
  child.kill('SIGKILL');
  await exit;
}

const lockFiles = (journalPath: string): string[] => readdirSync(dirname(journalPath)).filter((name) => name.startsWith('outbox-send-'));

describe('the send lock', () => {
  it('keeps a second sender out while the holder lives, even long after its lease time, and frees the entry when it is killed', async () => {
    const dataDir = tempDataDir();
    const clock = manualClock();
    const journal = journalIn(dataDir);
    const core = scriptedCore([created()]);
    const outbox = outboxFor(journal, core, { clock });
    const entry = outbox.enqueue(openPaymentIntent());
    const holder = await senderInAnotherProcess(dataDir, entry.id);
    expect(outbox.get(entry.id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(lockFiles(journal.path)).toHaveLength(1);

    await clock.advance(24 * 60 * 60_000 - 20 * 60_000);
    const busy = await outbox.send(entry.id);
    // Failed once at load 8 (answer not kept): the whole outcome is in the message next time.
    expect(busy.error?.code, JSON.stringify({ busy, locks: lockFiles(journal.path), requests: core.requests.length })).toBe('being_sent_elsewhere');
    expect(await outbox.resumeUnfinished({ sendNow: true })).toMatchObject({ outcomes: [], waiting: 1 });
    expect(core.requests).toHaveLength(0);

    await killed(holder);
    const outcome = await outbox.send(entry.id);
    expect(outcome.entry).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(core.requests.map((r) => r.request.idempotencyKey)).toEqual([entry.idempotencyKey]);
    expect(lockFiles(journal.path)).toEqual([]);
  });

  it('frees the entry of a killed holder at once, long before its lease time ends', async () => {
    const dataDir = tempDataDir();
    const journal = journalIn(dataDir);
    const core = scriptedCore([created()]);
    const outbox = outboxFor(journal, core, { leaseMs: 3_600_000 });
    const entry = outbox.enqueue(openPaymentIntent());
    await killed(await senderInAnotherProcess(dataDir, entry.id));
    expect(outbox.get(entry.id)?.claimedUntil).toBeDefined();
    expect((await outbox.resumeUnfinished()).outcomes.map((o) => o.state)).toEqual(['succeeded']);
    expect(core.requests).toHaveLength(1);
  });

  it('removes the lock file of a sender that died before its claim was recorded', async () => {
    const dataDir = tempDataDir();
    const journal = journalIn(dataDir);
    const outbox = outboxFor(journal, scriptedCore([created()]));
    const entry = outbox.enqueue(openPaymentIntent());
    const holder = await senderInAnotherProcess(dataDir, entry.id);
    await killed(holder);
    // As if it had died between taking its lock and recording its claim: no row names the lock.
    journal.db.prepare('UPDATE outbox SET claim_token = NULL, claimed_until = NULL, claimed_by = NULL WHERE id = ?').run(entry.id);
    expect(lockFiles(journal.path)).toHaveLength(1);
    await outbox.resumeUnfinished();
    expect(lockFiles(journal.path)).toEqual([]);
  });
});
