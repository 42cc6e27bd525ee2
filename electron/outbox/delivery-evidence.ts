// What is known of whether a send may have reached the server and acted. An attempt did
// certainly nothing when its connection never carried the request (refused, no such host,
// no route, no TLS) or when the server refused its credentials (401, 403: decided before
// anything runs). Anything else may have acted: an answer, a timeout, a reset mid-way.
//
// The API client retries inside one send and reports only its last failure; its per-attempt
// events (onRequest) say what each attempt met. The host passes them to the outbox
// (Outbox.observeAttempt), which keeps them for the sends in flight. Without them, only a
// send of one attempt can be proved to have done nothing.
import { PaymentsApiError } from '../api/api-errors';

/** Network failure codes of the API client after which the request certainly never arrived. */
export const NOT_DELIVERED: Readonly<Record<string, string>> = {
  connection_refused: 'connection refused',
  host_not_found: 'host name not found',
  network_unreachable: 'network unreachable',
  connect_timeout: 'connection timed out',
  tls_error: 'TLS handshake failed',
};

export function attemptDidNothing(status: number, errorCode: string | undefined): boolean {
  if (status === 0) return errorCode !== undefined && Object.hasOwn(NOT_DELIVERED, errorCode);
  return status === 401 || status === 403;
}

/** One HTTP attempt as the API client reports it (the fields the outbox reads). */
export interface ObservedAttempt {
  method: string;
  status: number;
  idempotencyKey?: string | undefined;
  errorCode?: string | undefined;
}

/** The attempts of the sends in flight, by idempotency key. */
export class AttemptLog {
  readonly #open = new Map<string, { attempts: number; mayHaveActed: boolean }>();

  begin(key: string): void {
    this.#open.set(key, { attempts: 0, mayHaveActed: false });
  }

  observe(attempt: ObservedAttempt): void {
    if (attempt.method !== 'POST' || attempt.idempotencyKey === undefined) return;
    const log = this.#open.get(attempt.idempotencyKey);
    if (log === undefined) return;
    log.attempts += 1;
    if (!attemptDidNothing(attempt.status, attempt.errorCode)) log.mayHaveActed = true;
  }

  /** Ends the send of `key`: whether any of its attempts may have acted, given how it failed. */
  end(key: string, failure: unknown): boolean {
    const log = this.#open.get(key);
    this.#open.delete(key);
    if (log !== undefined && log.attempts > 0) return log.mayHaveActed;
    if (!(failure instanceof PaymentsApiError)) return true;
    return !(failure.attempts <= 1 && attemptDidNothing(failure.status, failure.code));
  }
}
