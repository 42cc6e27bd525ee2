// Tampering with the audit trail through a SQLite shell (triggers dropped first, as
// someone with the file would) is detected by verify(): an edited, deleted, inserted or
// reordered row, each reported at the first entry that no longer holds.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEntryHash } from '../../../electron/audit';
import type { AuditTrail } from '../../../electron/audit';
import type { Journal } from '../../../electron/journal';
import { auditIn, cleanUp, confirmation, requestEvent } from './audit-fixtures';

afterEach(cleanUp);

interface Row { seq: number; at: string; kind: string; data: string; prev_hash: string; hash: string }

let journal: Journal;
let audit: AuditTrail;
let shell: Database.Database;

beforeEach(() => {
  ({ journal, audit } = auditIn());
  audit.appendRequest(requestEvent({ outcome: 'retrying', status: 503 }));
  audit.appendRequest(requestEvent({ attempt: 2 }));
  audit.appendConfirmation(confirmation());
  audit.appendRequest(requestEvent({ method: 'GET', path: '/v1/payments/pmt_1', idempotencyKey: undefined, status: 200 }));
  audit.appendRequest(requestEvent({ attempt: 3 }));
  expect(audit.verify()).toMatchObject({ ok: true, entries: 5 });
  shell = new Database(journal.path);
  shell.exec('DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete;');
  return () => shell.close();
});

const row = (seq: number): Row => shell.prepare('SELECT * FROM audit_log WHERE seq = ?').get(seq) as Row;
const insert = (r: Row): void => {
  shell.prepare('INSERT INTO audit_log (seq, at, kind, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)').run(r.seq, r.at, r.kind, r.data, r.prev_hash, r.hash);
};
/** A row forged with a correct hash over the given predecessor. */
const forged = (seq: number, prevHash: string, data: string): Row => {
  const at = '2026-03-02T09:00:02.500Z';
  return { seq, at, kind: 'request', data, prev_hash: prevHash, hash: auditEntryHash(prevHash, seq, at, 'request', data) };
};

describe('tampering is detected', () => {
  it('an edited row (data changed, still canonical)', () => {
    shell.prepare('UPDATE audit_log SET data = replace(data, \'"status":201\', \'"status":422\') WHERE seq = 2').run();
    expect(audit.verify()).toEqual({ ok: false, brokenAt: 2, reason: 'entry 2 does not match its hash (it was edited)' });
  });

  it('an edited row whose data is no longer canonical', () => {
    shell.prepare("UPDATE audit_log SET data = replace(data, '{', '{ ') WHERE seq = 3").run();
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 3, reason: expect.stringMatching(/not canonical/) });
  });

  it('an edited time or kind', () => {
    shell.prepare("UPDATE audit_log SET at = '2026-03-01T09:00:00.000Z' WHERE seq = 4").run();
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 4 });
    shell.prepare("UPDATE audit_log SET at = ? WHERE seq = 4").run('2026-03-02T09:00:03.000Z');
    expect(audit.verify()).toMatchObject({ ok: true });
    shell.prepare("UPDATE audit_log SET kind = 'resolution' WHERE seq = 1").run();
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 1 });
  });

  it('an edited row whose hash was recomputed breaks the link of the next one', () => {
    const r = row(2);
    const data = r.data.replace('"status":201', '"status":422');
    shell.prepare('UPDATE audit_log SET data = ?, hash = ? WHERE seq = 2').run(data, auditEntryHash(r.prev_hash, 2, r.at, r.kind, data));
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 3, reason: expect.stringMatching(/does not follow entry 2/) });
  });

  it('a deleted row in the middle', () => {
    shell.prepare('DELETE FROM audit_log WHERE seq = 2').run();
    expect(audit.verify()).toEqual({ ok: false, brokenAt: 2, reason: 'entry 2 is missing (the next entry is 3)' });
  });

  it('a deleted last row, and every row deleted', () => {
    shell.prepare('DELETE FROM audit_log WHERE seq = 5').run();
    expect(audit.verify()).toEqual({ ok: false, brokenAt: 5, reason: 'entries 5 to 5 were removed' });
    shell.prepare('DELETE FROM audit_log').run();
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 1 });
  });

  it('a row inserted in the middle (later rows renumbered, the new one correctly hashed)', () => {
    shell.prepare('UPDATE audit_log SET seq = seq + 100 WHERE seq >= 3').run();
    shell.prepare('UPDATE audit_log SET seq = seq - 99 WHERE seq >= 103').run();
    insert(forged(3, row(2).hash, '{"environment":"sandbox","forged":true}'));
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 4, reason: expect.stringMatching(/does not follow entry 3/) });
  });

  it('a row appended outside the app, even correctly chained', () => {
    insert(forged(6, row(5).hash, '{"environment":"sandbox","forged":true}'));
    expect(audit.verify()).toEqual({ ok: false, brokenAt: 6, reason: 'entries after 5 were not written by this app' });
  });

  it('the last row replaced by a consistent forgery', () => {
    const r = row(5);
    const fake = forged(5, r.prev_hash, '{"environment":"sandbox","forged":true}');
    shell.prepare('UPDATE audit_log SET at = ?, data = ?, hash = ? WHERE seq = 5').run(fake.at, fake.data, fake.hash);
    expect(audit.verify()).toEqual({ ok: false, brokenAt: 5, reason: 'entry 5 is not the entry this app wrote last' });
  });

  it('two rows reordered', () => {
    shell.prepare('UPDATE audit_log SET seq = 100 WHERE seq = 2').run();
    shell.prepare('UPDATE audit_log SET seq = 2 WHERE seq = 3').run();
    shell.prepare('UPDATE audit_log SET seq = 3 WHERE seq = 100').run();
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 2, reason: expect.stringMatching(/does not follow entry 1/) });
  });

  it('the app keeps appending after a tampering, and the break stays visible', () => {
    shell.prepare('DELETE FROM audit_log WHERE seq = 5').run();
    const next = audit.appendRequest(requestEvent({ attempt: 9 }));
    expect(next.seq).toBe(6);
    expect(audit.verify()).toMatchObject({ ok: false, brokenAt: 5 });
  });
});
