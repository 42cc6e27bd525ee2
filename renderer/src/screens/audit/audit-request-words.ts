// A request of the audit trail said for people in the What column: "Payment sent (open
// network): accepted", "Read the ledger entries: answered", not main's request line
// ("POST /v1/payments/open → 201 success"), which stays in the cell's title, and whose
// method, path and status the detail panel and the Status column show. What the request
// did comes from main (the entry's operationWords, from the API client's operation);
// the window adds how it ended.
import type { AuditEntryView } from '../../../../shared/ipc';

function outcomeWords(entry: AuditEntryView, write: boolean): string {
  const status = entry.status ?? 0;
  if (entry.outcome === 'success') return write ? 'accepted' : 'answered';
  if (entry.outcome === 'clock_corrected') return 'this computer’s clock was off: sent again';
  const failure = status === 0 ? 'no answer' : status === 429 ? 'too many requests' : status >= 500 ? 'server error' : 'refused';
  return entry.outcome === 'retrying' ? `${failure}, tried again` : failure;
}

/** The What column's words for an entry: a request in words when main knows its operation, else main's line. */
export function auditWhatInWords(entry: AuditEntryView): string {
  if (entry.kind !== 'request' || entry.operationWords === null) return entry.what;
  return `${entry.operationWords}: ${outcomeWords(entry, entry.method !== 'GET')}`;
}
