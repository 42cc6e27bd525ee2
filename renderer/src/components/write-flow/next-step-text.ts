// The outcome's "Next" row: the status a made payment, collection or transfer moves to
// next, and when it settles (main's words from the one table of rails' settlement times,
// shared/rail-settlement.ts). Nothing once its status is final.
import { TERMINAL_COLLECTION_STATUSES, TERMINAL_PAYMENT_STATUSES } from '../../../../shared/schemas';
import { humanize } from '../status-badge';
import type { FollowedDetail } from './write-words';

/** The usual next status of each status that is not final, per kind of record. */
const NEXT_STATUS: Readonly<Record<FollowedDetail, Readonly<Record<string, string>>>> = {
  'payments.detail': { created: 'processing', in_review: 'processing', processing: 'completed' },
  'collections.detail': { pending: 'submitted', submitted: 'processing', processing: 'completed' },
  'transfers.detail': { pending: 'completed' },
};

/** The statuses after which a record moves no further, per kind of record (the API's enums). */
const FINAL: Readonly<Record<FollowedDetail, readonly string[]>> = {
  'payments.detail': TERMINAL_PAYMENT_STATUSES,
  'collections.detail': TERMINAL_COLLECTION_STATUSES,
  'transfers.detail': ['completed', 'failed'],
};

/** "Processing; settles the next business day"; null when there is nothing to come (final, or nothing settles). */
export function nextStepText(follows: FollowedDetail | undefined, status: string | null, settles: string | null | undefined): string | null {
  if (follows === undefined || settles === null || settles === undefined) return null;
  if (status !== null && FINAL[follows].includes(status)) return null;
  if (status === 'requires_action') return `Your action is needed first: see it on its screen; then it settles ${settles}`;
  const next = status === null ? undefined : NEXT_STATUS[follows][status];
  if (next === undefined) return `Settles ${settles}`;
  // Completing is settling: one sentence, not "Completed; settles …".
  return next === 'completed' ? `Completes ${settles}` : `${humanize(next)}; settles ${settles}`;
}
