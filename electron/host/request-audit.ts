// Feeds the API client's secret-free request events into the audit trail. A POST's
// events are written at once (each is about money moving), with any GETs waiting; the many
// GETs of a sync are written in batches, one journal transaction each, at most four batches
// a second (GET_BATCH_MS). Each journal commit is durable (an fsync) and runs on the thread
// that answers the window, and during a first sync the cache's writes keep the disk busy, so
// fewer commits keep that thread free (docs/benchmarks.md has the profile). While the disk
// is that busy (the last batch's commit took SLOW_COMMIT_MS or more: during a 1,000,000-row
// first sync the commits held the thread 7.2 s of 90 s, a median commit 14 ms, the longest
// 0.7 s, docs/benchmarks.md 2026-11-28) the next GETs wait BUSY_GET_BATCH_MS instead: a
// quarter of the commits, and the trail at most a second behind the requests; a quick
// commit brings back GET_BATCH_MS.
//
// Nothing is lost silently. Each record of a batch is appended in its own savepoint, so
// one record the trail refuses (a bug of the app: another environment's event) does not
// take the others with it; it is reported. When the journal refuses the write itself (a
// full disk), the whole batch stays in memory and is written on the next flush, and the
// failure is kept as state (backlog()) and thrown by flush() as an AuditWriteError: the
// outbox calls flush() before every send, so no money moves while the trail is behind.
import type { PlainError } from '../../shared/errors';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import { AuditError, AuditWriteError, type AuditTrail } from '../audit';
import type { Journal } from '../journal';

export interface RequestAuditBacklog {
  /** Records waiting to be written. */
  waiting: number;
  /** Records the trail refused as malformed since the last write (reported, not kept). */
  refused: number;
  /** Why: the last write failure, or the last refusal (an audit error has no remedy, so its words are the same for both audiences). */
  error: PlainError;
}

export interface RequestAudit {
  record(event: RequestAttemptEvent): void;
  /** Writes what is waiting; throws AuditWriteError when the journal refuses it (the records are kept). */
  flush(): void;
  /** What could not be written yet, and why; undefined when everything recorded is in the trail. */
  backlog(): RequestAuditBacklog | undefined;
}

/** How long GETs wait to be written together (a POST writes them at once, and so does flush()). */
export const GET_BATCH_MS = 250;
/** A batch's commit this long or longer says the disk is busy. */
export const SLOW_COMMIT_MS = 10;
/** How long GETs wait after a slow commit. */
export const BUSY_GET_BATCH_MS = 1000;

export interface RequestAuditTuning {
  /** Milliseconds, for timing a commit (default performance.now). */
  now?: () => number;
}

export function createRequestAudit(audit: AuditTrail, journal: Journal, onError: (error: AuditError) => void = () => {}, tuning: RequestAuditTuning = {}): RequestAudit {
  const now = tuning.now ?? (() => performance.now());
  let waiting: RequestAttemptEvent[] = [];
  let scheduled = false;
  let batchMs = GET_BATCH_MS;
  let failure: AuditWriteError | undefined;
  let refused: { count: number; error: AuditError } | undefined;

  const write = (): void => {
    scheduled = false;
    if (waiting.length === 0) {
      failure = undefined;
      return;
    }
    if (!journal.isOpen) {
      failure = new AuditWriteError(waiting.length, new Error('the journal is closed'));
      onError(failure);
      return;
    }
    const batch = waiting;
    const refusedNow: AuditError[] = [];
    const started = now();
    try {
      journal.transaction(() => {
        for (const event of batch) {
          try {
            audit.appendRequest(event);
          } catch (error) {
            // A record the trail refuses on its own terms; a failure of the write itself ends the batch.
            if (!(error instanceof AuditError)) throw error;
            refusedNow.push(error);
          }
        }
      });
    } catch (error) {
      failure = new AuditWriteError(batch.length, error);
      onError(failure);
      return;
    }
    batchMs = now() - started >= SLOW_COMMIT_MS ? BUSY_GET_BATCH_MS : GET_BATCH_MS;
    waiting = [];
    failure = undefined;
    for (const error of refusedNow) {
      refused = { count: (refused?.count ?? 0) + 1, error };
      onError(error);
    }
  };

  return {
    record(event) {
      waiting.push(event);
      if (event.method !== 'GET') write();
      else if (!scheduled) {
        scheduled = true;
        setTimeout(write, batchMs).unref();
      }
    },
    flush() {
      write();
      if (failure !== undefined) throw failure;
    },
    backlog() {
      if (failure !== undefined) return { waiting: waiting.length, refused: refused?.count ?? 0, error: failure.toPlain('window') };
      if (refused !== undefined) return { waiting: waiting.length, refused: refused.count, error: refused.error.toPlain('window') };
      return undefined;
    },
  };
}
