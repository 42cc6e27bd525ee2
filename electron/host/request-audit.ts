// Feeds the API client's secret-free request events into the audit trail. A POST's
// events are written at once (each is about money moving), with any GETs waiting; the many
// GETs of a sync are written in batches, one journal transaction each, at most four batches
// a second (GET_BATCH_MS). Each journal commit is durable (an fsync) and runs on the thread
// that answers the window, and during a first sync the cache's writes keep the disk busy, so
// fewer commits keep that thread free (docs/benchmarks.md has the profile); longer batches
// would save more, but the trail would lag further behind the requests.
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

export function createRequestAudit(audit: AuditTrail, journal: Journal, onError: (error: AuditError) => void = () => {}): RequestAudit {
  let waiting: RequestAttemptEvent[] = [];
  let scheduled = false;
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
        setTimeout(write, GET_BATCH_MS).unref();
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
