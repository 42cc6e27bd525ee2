// What a failure means for a sync: offline (a state: the cache keeps serving), an
// operation the provider lacks (skipped with a notice), aborted, or a real failure
// (reported as plain, secret-free data).
import { TreasuryError } from '../../shared/errors';
import { PaymentsApiError } from '../api/api-errors';
import { redactSecrets } from '../api/secret-redaction';
import { OperationUnavailableError } from '../api/operations/operation-unavailable-error';
import { isCacheError } from '../cache';
import type { CachedResource, SyncError } from './sync-types';
import { QueueStopped } from './work-queue';

export type FailureClass = 'offline' | 'aborted' | 'unavailable' | 'failed';

/** Network errors and timeouts that survived the client's own retries mean "offline". */
export function classifyFailure(error: unknown, signal?: AbortSignal): FailureClass {
  if (error instanceof OperationUnavailableError) return 'unavailable';
  if (error instanceof PaymentsApiError && (error.apiKind === 'network' || error.apiKind === 'timeout')) return 'offline';
  if (error instanceof PaymentsApiError && error.apiKind === 'aborted') return 'aborted';
  if (error instanceof SyncStopped || error instanceof QueueStopped) return 'aborted';
  if (signal?.aborted === true && !(error instanceof PaymentsApiError) && !isCacheError(error) && !(error instanceof SyncProtocolError)) return 'aborted';
  return 'failed';
}

/** Thrown between pages when the sync was told to stop (the caller aborted, or another lane failed). */
export class SyncStopped extends TreasuryError {
  readonly kind = 'interrupted';
  readonly code = 'sync_stopped';
  constructor() {
    super('The sync was stopped.');
    this.name = 'SyncStopped';
  }
}

/** The server broke the list protocol in a way the client cannot continue from. */
export class SyncProtocolError extends TreasuryError {
  readonly kind = 'failed';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'SyncProtocolError';
    this.code = code;
  }
}

const MAX_MESSAGE = 300;

/** Plain data for the report: the client's own plain error when it has one, never a stack or a secret. */
export function toSyncError(error: unknown, resource?: CachedResource): SyncError {
  const withResource = (e: SyncError): SyncError => (resource === undefined ? e : { ...e, resource });
  if (error instanceof PaymentsApiError) {
    const plain = error.toPlainError();
    return withResource({
      kind: plain.kind,
      code: plain.code,
      message: plain.message,
      status: plain.status,
      ...(plain.requestId !== undefined ? { requestId: plain.requestId } : {}),
      retryable: plain.retryable,
    });
  }
  if (isCacheError(error)) return withResource({ kind: 'cache', code: error.code, message: clean(error.message), retryable: false, ...remedyOf(error) });
  if (error instanceof SyncProtocolError) return withResource({ kind: 'protocol', code: error.code, message: clean(error.message), retryable: false });
  if (error instanceof SyncStopped || error instanceof QueueStopped) return withResource({ kind: 'aborted', code: 'aborted', message: error.message, retryable: true });
  // The app's own typed refusals (the audit trail that cannot be written, a damaged journal): said as they are.
  if (error instanceof TreasuryError) {
    return withResource({ kind: error.kind, code: error.code, message: clean(error.message), retryable: error.retryable, ...remedyOf(error) });
  }
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? clean(error.message) : 'no details';
  return withResource({ kind: 'internal', code: 'internal_error', message: `The sync stopped on an unexpected ${name}: ${message}`, retryable: false });
}

/** The error's remedy, kept per audience: the window's report and the CLI's each word it for their reader. */
function remedyOf(error: TreasuryError): Pick<SyncError, 'remedy'> {
  return error.remedy === undefined ? {} : { remedy: error.remedy };
}

function clean(message: string): string {
  const text = redactSecrets(message, []);
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}...` : text;
}
