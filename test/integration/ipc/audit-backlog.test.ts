// When the journal refuses to record requests (a full disk, simulated by a trigger that
// fails every insert into the audit log), the records wait in memory, `audit.backlog`
// says how many and why, the next sync is refused before it sends anything (the report
// says why), and once the journal takes writes again the sync runs and every record that
// waited is in the trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcFixture } from './ipc-fixture';

type Report = { state: string; fetched: Record<string, number>; error: { kind: string; code: string; message: string } | null };
type Backlog = { backlog: { waiting: number; refused: number; error: { kind: string; code: string; message: string } } | null };

const DISK_FULL = `CREATE TEMP TRIGGER disk_full BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`;

let fx: IpcFixture;
beforeAll(async () => {
  fx = new IpcFixture('sandbox');
  expect((await fx.value<Report>('sync.start', { mode: 'auto' })).state).toBe('synced');
});
afterAll(async () => {
  await fx?.close();
});

describe('an audit trail that cannot be written', () => {
  it('is said by audit.backlog, refuses the next sync before any request, and is caught up once the disk has room', async () => {
    expect(await fx.value<Backlog>('audit.backlog')).toEqual({ backlog: null });
    const money = fx.host.services().money;
    // The status tracker follows the payments the first sync found, with GETs of its own:
    // stopped first, so none is recorded after the flush below and refused before the next
    // sync starts (the next sync's own flush would then refuse it, on a loaded machine).
    await (await money.statusTracker()).stop();
    money.flushAudit(); // the first sync's records, written on a timer, are in the trail
    const recordedBefore = await fx.value<{ entries: number }>('audit.verify');

    money.journal.db.exec(DISK_FULL);
    // This sync's requests go out (the trail was up to date when it started); their records cannot be written.
    expect((await fx.value<Report>('sync.start', { mode: 'auto' })).state).toBe('synced');
    await expect.poll(async () => (await fx.value<Backlog>('audit.backlog')).backlog?.waiting ?? 0).toBeGreaterThan(0);
    // After a synced run the status tracker follows the payments it found, with requests of
    // its own that are recorded too: stopped, so the backlog moves only by the next sync's.
    await (await money.statusTracker()).stop();
    const { backlog } = await fx.value<Backlog>('audit.backlog');
    expect(backlog?.error).toMatchObject({ kind: 'failed', code: 'write_failed' });
    expect(backlog?.error.message).toMatch(/database or disk is full/);
    const waiting = backlog?.waiting ?? 0;

    const refused = await fx.value<Report>('sync.start', { mode: 'auto' });
    expect(refused.state).toBe('failed');
    expect(refused.error).toMatchObject({ code: 'write_failed' });
    expect(refused.error?.message).toMatch(/audit trail could not be written/);
    expect(Object.values(refused.fetched).every((count) => count === 0)).toBe(true);
    expect((await fx.value<Backlog>('audit.backlog')).backlog?.waiting).toBe(waiting);

    money.journal.db.exec('DROP TRIGGER disk_full');
    expect((await fx.value<Report>('sync.start', { mode: 'auto' })).state).toBe('synced');
    await expect.poll(async () => (await fx.value<Backlog>('audit.backlog')).backlog).toBeNull();
    // The records that waited, then this sync's own.
    await expect.poll(async () => (await fx.value<{ entries: number }>('audit.verify')).entries).toBeGreaterThan(recordedBefore.entries + waiting);
    expect(await fx.value('audit.verify')).toMatchObject({ ok: true });
  });
});
