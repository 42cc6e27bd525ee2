// A payment's or collection's rail as the server sent it may be one this app does not know
// (a rail the API added later, kept as it came: schemas/known-or-unknown.ts). Such a
// record is read, cached, listed, exported and shown ("rtp (unknown rail)"); anything that
// depends on the rail (cancel, return, retry, paying again the same way, a rail's fees,
// cut-offs or settlement rules) is refused with the message below, never done as if the
// rail were a known one.
import { RAILS, type Rail } from './schemas/enums';
import { isKnownValue, markUnknown } from './schemas/known-or-unknown';

/** True when `rail` is one of the rails this app knows. */
export function isKnownRail(rail: unknown): rail is Rail {
  return isKnownValue(RAILS, rail);
}

/** The rail's code for a person, marked when this app does not know it: "ach", "rtp (unknown rail)". */
export function railCodeText(rail: string): string {
  return markUnknown(RAILS, rail, 'rail');
}

/**
 * Why `action` ("cancel", "return", "pay again") is refused for a record on a rail this
 * app does not know: names the rail as it came and says what to do instead.
 */
export function unknownRailRefusal(rail: string, action: string, what = 'payment'): string {
  return `This ${what} is on the rail "${rail}", which this app does not know yet, so it cannot ${action} it: ` +
    `what it takes depends on the rail. Do it with your provider, or update this app.`;
}

/**
 * A known rail inside a sentence, the one table of rail words: "by ACH", "by crypto"
 * (never "by Crypto": a list's or a radio's label is capitalized, words in a sentence are
 * not), "on the open network". The rail's name (RAIL_NAME) and its label (RAIL_LABEL) are
 * derived from it, so no screen, file or audit row names a rail its own way.
 */
export const RAIL_IN_SENTENCE: Readonly<Record<Rail, string>> = {
  ach: 'ACH',
  fedwire: 'Fedwire',
  swift: 'SWIFT',
  crypto: 'crypto',
  open: 'the open network',
};

function eachRail(words: (rail: Rail) => string): Readonly<Record<Rail, string>> {
  return Object.fromEntries(RAILS.map((rail) => [rail, words(rail)])) as Record<Rail, string>;
}

/** A rail's name without an article, in brackets after a noun: "Payment sent (open network)", "(crypto)". */
export const RAIL_NAME: Readonly<Record<Rail, string>> = eachRail((rail) => RAIL_IN_SENTENCE[rail].replace(/^the /, ''));

/** A rail's label, where it stands alone (a list's cell, a filter, a review's row, a radio): "ACH", "Crypto", "Open network". */
export const RAIL_LABEL: Readonly<Record<Rail, string>> = eachRail((rail) => `${RAIL_NAME[rail].charAt(0).toUpperCase()}${RAIL_NAME[rail].slice(1)}`);

/** A rail's label, or one this app does not know as it came, marked: "Open network", "rtp (unknown rail)". */
export function railLabel(rail: string): string {
  return isKnownRail(rail) ? RAIL_LABEL[rail] : railCodeText(rail);
}

/** A rail in a sentence: "ACH", "crypto", "the open network", or one this app does not know as it came, marked. */
export function railInSentence(rail: string): string {
  return isKnownRail(rail) ? RAIL_IN_SENTENCE[rail] : railCodeText(rail);
}

/** How a payment goes: "by Fedwire", "by crypto", "on the open network" (a place, not a carrier). */
export function byRail(rail: string): string {
  return rail === 'open' ? `on ${RAIL_IN_SENTENCE.open}` : `by ${railInSentence(rail)}`;
}

/** A rail before a noun: "a crypto payment", "an open-network payment". */
export function railBeforeNoun(rail: string): string {
  return rail === 'open' ? 'open-network' : railInSentence(rail);
}
