// A success body left unread by the request pipeline (ApiRequest.unreadBody), to be read
// elsewhere, e.g. on the worker thread that writes what it holds (the cache's ledger page
// writer): its text and what reading it needs. Read with readSuccessBody
// (interpret-response.ts): the same JSON.parse and the same redaction as a body read at once.
//
// The forms to redact (the API key, the request's signature) are kept out of sight: not an
// enumerable field, not in JSON.stringify or a log of the object; only `message()` hands them
// on, as plain data for postMessage to the thread that reads the body.

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

export class UnreadBody {
  readonly #secrets: ReadonlyArray<string>;
  readonly status: number;
  readonly bodyText: string;
  readonly requestId: string | undefined;
  readonly replayed: boolean;
  readonly attempts: number;

  constructor(facts: Omit<UnreadBodyMessage, 'secrets'>, secrets: ReadonlyArray<string>) {
    this.status = facts.status;
    this.bodyText = facts.bodyText;
    this.requestId = facts.requestId;
    this.replayed = facts.replayed;
    this.attempts = facts.attempts;
    this.#secrets = secrets;
  }

  /** The body with its secrets, to be read (readSuccessBody). */
  message(): UnreadBodyMessage {
    return { status: this.status, bodyText: this.bodyText, requestId: this.requestId, replayed: this.replayed, attempts: this.attempts, secrets: this.#secrets };
  }
}
