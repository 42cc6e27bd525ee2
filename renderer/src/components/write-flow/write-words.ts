// The words a write's panel uses for what it makes: "transfer" in sentences, the panel's
// title, the screen where it shows once made, and the outcome's headings.
import type { WriteOutcomeView } from '../../../../shared/ipc';

export interface WriteWords {
  /** In sentences: "This payment cannot be sent", "Change the payment". */
  readonly what: string;
  /** As a label: "Payment". */
  readonly label: string;
  /** The prefix of the panel's element ids: `payment-review-title`. */
  readonly idPrefix: string;
  /** The panel's title and the button that starts another: "New payment". */
  readonly title: string;
  /** The screen where it can be found once made: "Payments". */
  readonly screen: string;
  /** The outcome's heading per state; `inDoubt`: queued after a send that may have reached the server (its answer is missing). */
  readonly headings: Readonly<Record<OutcomeHeading, string>>;
  /** What a success means, said instead of main's general sentence (a counterparty has no status to follow). */
  readonly done?: string;
  /** The detail read whose record's status the outcome shows as it moves (the list's and detail's query). */
  readonly follows?: FollowedDetail;
}

/** What an outcome's heading names: its state, or a queued write whose send may already have been carried out. */
export type OutcomeHeading = WriteOutcomeView['state'] | 'inDoubt';

/** The details whose record has a status the outcome follows. */
export type FollowedDetail = 'payments.detail' | 'collections.detail' | 'transfers.detail';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function writeWords(what: string, options: { idPrefix: string; title: string; screen: string; headings?: Partial<WriteWords['headings']>; done?: string; follows?: FollowedDetail }): WriteWords {
  return {
    what,
    label: capitalised(what),
    idPrefix: options.idPrefix,
    title: options.title,
    screen: options.screen,
    headings: {
      succeeded: `${capitalised(what)} sent`,
      failed: `The server refused the ${what}: nothing was done`,
      pending: `${capitalised(what)} queued: not sent yet`,
      inDoubt: `Outcome not known yet: the ${what} may already be made`,
      unknown: 'Outcome unknown: check before doing anything again',
      ...options.headings,
    },
    ...(options.done === undefined ? {} : { done: options.done }),
    ...(options.follows === undefined ? {} : { follows: options.follows }),
  };
}
