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
