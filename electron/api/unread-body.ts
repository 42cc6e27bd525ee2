// A success body left unread by the request pipeline (ApiRequest.unreadBody), to be read
// elsewhere, e.g. on the worker thread that writes what it holds (the cache's ledger page
// writer): its text and what reading it needs. Read with readSuccessBody
// (interpret-response.ts): the same JSON.parse and the same redaction as a body read at once.
//
// Its request's audit event waits for the reading (request-pipeline.ts): the text is reached
// only through `read`, once, and the attempt is recorded as that reading ends: a success, or
// failed with the error it threw (a body that is not JSON, or fails its schema: the same kind
// and code as the body read by the pipeline). A second read is refused, so the attempt is
// recorded once; a reader that fails before it reads (closed) still records it, failed.
//
// The forms to redact (the API key, the request's signature) are kept out of sight: not an
// enumerable field, not in JSON.stringify or a log of the object; only `read` hands them on,
// as plain data for postMessage to the thread that reads the body.

/** What reading an unread body needs, as plain data (postMessage). */
export interface UnreadBodyMessage {
  readonly status: number;
  readonly bodyText: string;
  /** The response's X-Request-Id, redacted. */
  readonly requestId: string | undefined;
  readonly replayed: boolean;
  /** The attempts the request took (set on an error raised while reading it). */
  readonly attempts: number;
  /** Every secret whose forms are redacted from the body and from any error about it. */
  readonly secrets: ReadonlyArray<string>;
}

/** Why the reading of an unread body failed: what its reader threw. */
export interface ReadFailure {
  readonly error: unknown;
}

export class UnreadBody {
  readonly #secrets: ReadonlyArray<string>;
  readonly #bodyText: string;
  #settle: ((failure: ReadFailure | undefined) => void) | undefined;
  readonly status: number;
  readonly requestId: string | undefined;
  readonly replayed: boolean;
  readonly attempts: number;

  /** `settle`: records the request's attempt as the reading ended (undefined: read and accepted; else what it threw). */
  constructor(facts: Omit<UnreadBodyMessage, 'secrets'>, secrets: ReadonlyArray<string>, settle: (failure: ReadFailure | undefined) => void) {
    this.status = facts.status;
    this.#bodyText = facts.bodyText;
    this.requestId = facts.requestId;
    this.replayed = facts.replayed;
    this.attempts = facts.attempts;
    this.#secrets = secrets;
    this.#settle = settle;
  }

  /**
   * Reads the body once with `reader` (given it, secrets included, as plain data) and records
   * the request's attempt as the reading ends: resolves to what `reader` gave, or rejects with
   * what it threw (then recorded as that failure). A second read is refused.
   */
  async read<T>(reader: (body: UnreadBodyMessage) => T | Promise<T>): Promise<T> {
    const settle = this.#settle;
    if (settle === undefined) throw new Error('This answer\'s body was read already.');
    this.#settle = undefined;
    let result: T;
    try {
      result = await reader({ status: this.status, bodyText: this.#bodyText, requestId: this.requestId, replayed: this.replayed, attempts: this.attempts, secrets: this.#secrets });
    } catch (error) {
      settle({ error });
      throw error;
    }
    settle(undefined);
    return result;
  }
}
