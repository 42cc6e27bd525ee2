// A sync's requests as one row: consecutive GETs a minute or less apart, three or more;
// anything else (a confirmation, a POST, a gap) ends a run and stays a row of its own.
import { describe, expect, it } from 'vitest';
import { groupSyncRuns } from '../../../../renderer/src/screens/audit/sync-runs';
import type { AuditEntryView } from '../../../../shared/ipc';

const T0 = Date.parse('2026-11-26T12:00:00.000Z');

function entry(seq: number, secondsAgo: number, kind = 'request', method: string | null = 'GET', status: number | null = 200): AuditEntryView {
  return {
    seq, at: new Date(T0 - secondsAgo * 1000).toISOString(), kind, what: '', method, path: '/v1/payments', operation: method === 'GET' ? 'listPayments' : null, operationWords: method === 'GET' ? 'Read the payments' : null, status, outcome: status !== null && status >= 500 ? 'failed' : 'success',
    requestId: null, idempotencyKey: null, summary: null, hash: `h${seq}`, prevHash: `h${seq - 1}`,
  };
}

const shape = (rows: ReturnType<typeof groupSyncRuns>) => rows.map((row) => (row.type === 'entry' ? row.entry.seq : `run ${row.entries.map((e) => e.seq).join(',')} failed ${row.failed}`));

describe('groupSyncRuns', () => {
  it('groups a sync\'s GETs, newest first, and leaves a person\'s entries alone', () => {
    const entries = [
      entry(12, 0), entry(11, 1), entry(10, 2, 'request', 'GET', 503), entry(9, 3),
      entry(8, 100, 'confirmation', null, null), entry(7, 101, 'request', 'POST', 201),
      entry(6, 200), entry(5, 201),
      entry(4, 400), entry(3, 401), entry(2, 500), entry(1, 501),
    ];
    expect(shape(groupSyncRuns(entries))).toEqual(['run 12,11,10,9 failed 1', 8, 7, 6, 5, 4, 3, 2, 1]);
    const rows = groupSyncRuns(entries);
    expect(rows[0]).toMatchObject({ type: 'run', failed: 1, from: entries[3]?.at, to: entries[0]?.at });
    expect(rows.filter((row) => row.type === 'run')).toHaveLength(1);
    // Two GETs are not a run; a gap of more than a minute ends one.
    expect(shape(rows).slice(1)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('a long quiet trail of GETs a minute apart or less is one run; more than a minute apart, two', () => {
    const close = [entry(6, 0), entry(5, 60), entry(4, 120), entry(3, 180)];
    expect(shape(groupSyncRuns(close))).toEqual(['run 6,5,4,3 failed 0']);
    const apart = [entry(6, 0), entry(5, 1), entry(4, 2), entry(3, 200), entry(2, 201), entry(1, 202)];
    expect(shape(groupSyncRuns(apart))).toEqual(['run 6,5,4 failed 0', 'run 3,2,1 failed 0']);
  });

  it('keeps a run\'s key while newer requests join it, so a run opened stays open', () => {
    const before = groupSyncRuns([entry(5, 2), entry(4, 3), entry(3, 4)]);
    const after = groupSyncRuns([entry(7, 0), entry(6, 1), entry(5, 2), entry(4, 3), entry(3, 4)]);
    expect(before[0]?.type === 'run' && after[0]?.type === 'run' && after[0].entries.length).toBe(5);
    expect(after[0]).toMatchObject({ key: (before[0] as { key: string }).key });
    // Another run (after a gap) has another key.
    const two = groupSyncRuns([entry(9, 0), entry(8, 1), entry(7, 2), entry(5, 300), entry(4, 301), entry(3, 302)]);
    expect(new Set(two.map((row) => (row.type === 'run' ? row.key : ''))).size).toBe(2);
  });
});
