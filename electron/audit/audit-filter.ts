// Which entries of the trail a person asked for: entry kinds, request outcomes, and an id
// (a resource, request, idempotency key or outbox entry id) found anywhere in the entry.
// One WHERE for the Audit screen's pages and the audit export, so the file has the
// entries the screen lists. The chain is never filtered: verification reads it whole.
import type { AuditKind } from './audit-types';
import { AUDIT_KINDS } from './audit-types';
import { AuditError } from './audit-errors';

/** How a request attempt ended (RequestAttemptEvent['outcome']). */
export const REQUEST_OUTCOMES = ['success', 'retrying', 'clock_corrected', 'failed'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

export interface AuditFilter {
  /** Undefined or empty: every kind. */
  readonly kinds?: readonly AuditKind[];
  /** Requests that ended so (other kinds have no outcome and are left out); undefined or empty: any. */
  readonly outcomes?: readonly RequestOutcome[];
  /** Text found in the entry (an id: resource, request, idempotency key, outbox entry), ASCII case-insensitive. */
  readonly search?: string;
}

export interface AuditWhere {
  readonly sql: string;
  readonly params: readonly (string | number)[];
}

const MAX_SEARCH = 200;

/** The filter's terms on audit_log (a `1` when it has none). */
export function auditWhere(filter: AuditFilter = {}): AuditWhere {
  const terms: string[] = [];
  const params: (string | number)[] = [];
  const kinds = filter.kinds ?? [];
  if (kinds.some((kind) => !AUDIT_KINDS.includes(kind))) throw new AuditError('invalid_entry', `kinds must be among ${AUDIT_KINDS.join(', ')}`);
  if (kinds.length > 0) {
    terms.push(`kind IN (${kinds.map(() => '?').join(', ')})`);
    params.push(...kinds);
  }
  const outcomes = filter.outcomes ?? [];
  if (outcomes.some((outcome) => !(REQUEST_OUTCOMES as readonly string[]).includes(outcome))) throw new AuditError('invalid_entry', `outcomes must be among ${REQUEST_OUTCOMES.join(', ')}`);
  if (outcomes.length > 0) {
    terms.push(`kind = 'request' AND json_extract(data, '$.outcome') IN (${outcomes.map(() => '?').join(', ')})`);
    params.push(...outcomes);
  }
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search.length > MAX_SEARCH) throw new AuditError('invalid_entry', `search is longer than ${MAX_SEARCH} characters`);
  if (search !== '') {
    terms.push('instr(lower(data), ?) > 0');
    params.push(search);
  }
  return { sql: terms.length === 0 ? '1' : terms.join(' AND '), params };
}
