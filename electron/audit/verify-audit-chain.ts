// Walks the whole chain and says where it first breaks: a row edited (its hash no longer
// matches), removed (a gap in the sequence, or a head further than the last row),
// inserted or reordered (a predecessor hash that does not match), or added outside the
// app (rows past the head). A person who can rewrite every row AND the head can forge a
// consistent chain; publishing the head elsewhere (head()) closes that gap.
import type { Database } from 'better-sqlite3';
import { AUDIT_KINDS } from './audit-types';
import type { AuditKind, AuditVerification } from './audit-types';
import { GENESIS_HASH, auditEntryHash, readAuditHead } from './audit-chain';
import { canonicalJson } from './canonical-json';

interface StoredRow {
  seq: number;
  at: string;
  kind: string;
  data: string;
  prev_hash: string;
  hash: string;
}

function isCanonical(text: string): boolean {
  try {
    return canonicalJson(JSON.parse(text)) === text;
  } catch {
    return false;
  }
}

export function verifyAuditChain(db: Database): AuditVerification {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  const rows = db.prepare('SELECT seq, at, kind, data, prev_hash, hash FROM audit_log ORDER BY seq').iterate() as IterableIterator<StoredRow>;
  for (const row of rows) {
    const broken = (reason: string): AuditVerification => {
      rows.return?.();
      return { ok: false, brokenAt: row.seq, reason };
    };
    if (row.seq !== expectedSeq) {
      rows.return?.();
      return row.seq > expectedSeq
        ? { ok: false, brokenAt: expectedSeq, reason: `entry ${expectedSeq} is missing (the next entry is ${row.seq})` }
        : { ok: false, brokenAt: row.seq, reason: `entry ${row.seq} is out of sequence` };
    }
    if (row.prev_hash !== prevHash) return broken(`entry ${row.seq} does not follow entry ${row.seq - 1} (an entry was inserted, removed or reordered)`);
    if (!(AUDIT_KINDS as readonly string[]).includes(row.kind)) return broken(`entry ${row.seq} has an unknown kind`);
    if (!isCanonical(row.data)) return broken(`entry ${row.seq} has data that is not canonical JSON (it was edited)`);
    if (auditEntryHash(row.prev_hash, row.seq, row.at, row.kind as AuditKind, row.data) !== row.hash) {
      return broken(`entry ${row.seq} does not match its hash (it was edited)`);
    }
    prevHash = row.hash;
    expectedSeq += 1;
  }
  const lastSeq = expectedSeq - 1;
  const head = readAuditHead(db);
  if (head.seq > lastSeq) return { ok: false, brokenAt: lastSeq + 1, reason: `entries ${lastSeq + 1} to ${head.seq} were removed` };
  if (head.seq < lastSeq) return { ok: false, brokenAt: head.seq + 1, reason: `entries after ${head.seq} were not written by this app` };
  if (head.hash !== prevHash) return { ok: false, brokenAt: lastSeq, reason: `entry ${lastSeq} is not the entry this app wrote last` };
  return { ok: true, entries: lastSeq, headHash: prevHash };
}
