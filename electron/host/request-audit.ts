// Feeds the API client's secret-free request events into the audit trail. A POST's
// events are written at once (each is about money moving); the many GETs of a sync are
// written in batches, one journal transaction each, so auditing a 5,000-page sync costs a
// few commits instead of 5,000 fsyncs.
import type { RequestAttemptEvent } from '../api/request-pipeline';
import type { AuditTrail } from '../audit';
import type { Journal } from '../journal';

export interface RequestAudit {
  record(event: RequestAttemptEvent): void;
  /** Writes what is waiting (called on close). */
  flush(): void;
}

export function createRequestAudit(audit: AuditTrail, journal: Journal, onError: (error: unknown) => void = () => {}): RequestAudit {
  let waiting: RequestAttemptEvent[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length === 0 || !journal.isOpen) return;
    const batch = waiting;
    waiting = [];
    try {
      journal.transaction(() => {
        for (const event of batch) audit.appendRequest(event);
      });
    } catch (error) {
      onError(error);
    }
  };
  return {
    record(event) {
      waiting.push(event);
      if (event.method !== 'GET') flush();
      else if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 50).unref();
      }
    },
    flush,
  };
}
