// Identifiers a statement file carries (message id, statement id): stable for one account
// and period, unique per file by the time it was made.
import { createHash } from 'node:crypto';
import type { StatementSummary } from './statement-model';

/** Eight hex digits naming the account and period (and the time zone). */
export function statementKey(summary: StatementSummary): string {
  const { account, period } = summary;
  return createHash('sha256').update(`${account.id}\n${period.from}\n${period.to}\n${period.timeZone}`).digest('hex').slice(0, 8).toUpperCase();
}

/** `20260131T120000` from the creation time (UTC). */
export function compactStamp(iso: string): string {
  return iso.slice(0, 19).replaceAll('-', '').replaceAll(':', '');
}
