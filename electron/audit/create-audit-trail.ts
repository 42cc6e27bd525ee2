// The audit trail of one environment: every HTTP attempt (from the API client's
// `onRequest` events), every confirmation a person made, every hand resolution of an
// outbox entry and every change of the environment's keys, appended to a hash-chained log in the journal. Never holds a secret:
// each entry's fields are picked one by one and anything shaped like a key is redacted
// (the entry itself is always written).
import type { Environment } from '../../shared/schemas/enums';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import type { CsvExportResult } from '../export/csv-file-writer';
import { systemClock, type Clock } from '../clock';
import type { Journal } from '../journal/open-journal';
import { appendAuditEntry, readAuditHead } from './audit-chain';
import type { AuditHead } from './audit-chain';
import { exportAuditCsv } from './audit-csv';
import type { AuditCsvOptions } from './audit-csv';
import { AuditError } from './audit-errors';
import { auditWhere } from './audit-filter';
import type { AuditFilter } from './audit-filter';
import { confirmationData, keyChangeData, requestData, resolutionData } from './audit-records';
import { redactSecretsIn } from './audit-text';
import { AUDIT_KINDS } from './audit-types';
import type { AuditEntry, AuditKind, AuditVerification, ConfirmationInput, KeyChangeInput, ResolutionInput } from './audit-types';
import { verifyAuditChain } from './verify-audit-chain';

export interface AuditTrailOptions {
  journal: Journal;
  /** The time of each entry (default: the system clock). */
  clock?: Clock;
}

export interface AuditListOptions {
  /** Default 100, at most 1000. */
  limit?: number;
  /** Entries after this seq (keyset paging); default 0. */
  afterSeq?: number;
  kinds?: readonly AuditKind[];
  /** The newest `limit` entries (still oldest first in the answer) instead of the oldest. */
  newest?: boolean;
}

export interface AuditPageOptions {
  readonly filter?: AuditFilter;
  /** Entries before this seq (keyset paging towards older entries); default: from the newest. */
  readonly beforeSeq?: number;
  /** Default 100, at most 1000. */
  readonly limit?: number;
}

export interface AuditTrail {
  readonly environment: Environment;
  /** Records one HTTP attempt; pass it as (or call it from) the API client's `onRequest`. */
  appendRequest(event: RequestAttemptEvent): AuditEntry;
  appendConfirmation(input: ConfirmationInput): AuditEntry;
  appendResolution(input: ResolutionInput): AuditEntry;
  /** Records a change of the environment's keys (what happened and a public key's first characters; no secret). */
  appendKeyChange(input: KeyChangeInput): AuditEntry;
  /** Walks the whole chain. */
  verify(): AuditVerification;
  list(options?: AuditListOptions): AuditEntry[];
  /** The entries a filter selects, NEWEST first, a page at a time (the Audit screen). */
  page(options?: AuditPageOptions): AuditEntry[];
  /** The last entry's seq and hash (seq 0 when empty): worth keeping elsewhere as an anchor. */
  head(): AuditHead;
  /**
   * The trail as CSV, through the same path checks as every export: `outPath` must be a
   * new file (or a regular file with `overwrite: true`); with `stream`, pass "-".
   */
  exportCsv(outPath: string, options?: AuditCsvOptions & { readonly filter?: AuditFilter }): Promise<CsvExportResult>;
}

interface StoredRow {
  seq: number;
  at: string;
  kind: AuditKind;
  data: string;
  prev_hash: string;
  hash: string;
}

const toEntry = (row: StoredRow): AuditEntry => ({
  seq: row.seq,
  at: row.at,
  kind: row.kind,
  data: JSON.parse(row.data) as Record<string, unknown>,
  dataText: row.data,
  prevHash: row.prev_hash,
  hash: row.hash,
});

/** Appends one entry to the journal's trail, in a transaction of that journal (a savepoint inside the caller's). */
function appendTo(journal: Journal, kind: AuditKind, data: object, at: Date): AuditEntry {
  const clean = redactSecretsIn(data);
  const written = journal.transaction(() => appendAuditEntry(journal.db, kind, clean, at));
  return { seq: written.seq, at: written.at, kind, data: JSON.parse(written.dataText) as Record<string, unknown>, dataText: written.dataText, prevHash: written.prevHash, hash: written.hash };
}

/**
 * Appends a confirmation to the trail of `journal`. The outbox calls it inside the
 * transaction that inserts the confirmed entry (enqueueWithConfirmation): both or neither.
 */
export function appendConfirmationTo(journal: Journal, input: ConfirmationInput, at: Date): AuditEntry {
  return appendTo(journal, 'confirmation', confirmationData(input, journal.environment), at);
}

export function createAuditTrail(options: AuditTrailOptions): AuditTrail {
  const { journal } = options;
  const { db, environment } = journal;
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();

  return {
    environment,
    appendRequest: (event) => appendTo(journal, 'request', requestData(event, environment), now()),
    appendConfirmation: (input) => appendConfirmationTo(journal, input, now()),
    appendResolution: (input) => appendTo(journal, 'resolution', resolutionData(input, environment), now()),
    appendKeyChange: (input) => appendTo(journal, 'key_change', keyChangeData(input, environment), now()),
    verify: () => verifyAuditChain(db),
    list(listOptions = {}) {
      const limit = listOptions.limit ?? 100;
      const afterSeq = listOptions.afterSeq ?? 0;
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new AuditError('invalid_entry', 'limit must be a whole number from 1 to 1000');
      if (!Number.isInteger(afterSeq) || afterSeq < 0) throw new AuditError('invalid_entry', 'afterSeq must be a whole number, 0 or more');
      const kinds = listOptions.kinds ?? AUDIT_KINDS;
      if (kinds.length === 0 || kinds.some((k) => !AUDIT_KINDS.includes(k))) throw new AuditError('invalid_entry', `kinds must be among ${AUDIT_KINDS.join(', ')}`);
      const order = listOptions.newest === true ? 'DESC' : 'ASC';
      const rows = db
        .prepare(`SELECT seq, at, kind, data, prev_hash, hash FROM audit_log WHERE seq > ? AND kind IN (${kinds.map(() => '?').join(',')}) ORDER BY seq ${order} LIMIT ?`)
        .all(afterSeq, ...kinds, limit) as StoredRow[];
      if (order === 'DESC') rows.reverse();
      return rows.map(toEntry);
    },
    page(pageOptions = {}) {
      const limit = pageOptions.limit ?? 100;
      const beforeSeq = pageOptions.beforeSeq ?? Number.MAX_SAFE_INTEGER;
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new AuditError('invalid_entry', 'limit must be a whole number from 1 to 1000');
      if (!Number.isInteger(beforeSeq) || beforeSeq < 1) throw new AuditError('invalid_entry', 'beforeSeq must be a whole number, 1 or more');
      const where = auditWhere(pageOptions.filter);
      const rows = db
        .prepare(`SELECT seq, at, kind, data, prev_hash, hash FROM audit_log WHERE seq < ? AND ${where.sql} ORDER BY seq DESC LIMIT ?`)
        .all(beforeSeq, ...where.params, limit) as StoredRow[];
      return rows.map(toEntry);
    },
    head: () => readAuditHead(db),
    exportCsv: (outPath, { filter, ...csvOptions } = {}) => exportAuditCsv(db, outPath, csvOptions, filter),
  };
}
