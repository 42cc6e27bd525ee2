// How the checks write amounts, times and names in their messages.
import { isolated } from '../../shared/bidi-isolate';
import { formatMinorUnits } from '../../shared/money';
import { timeInZone } from '../../shared/time-in-zone';
import { countOf } from '../../shared/count-words';

/** "1,234.56 USD". */
export function amountText(amount: { currency: string; minor: bigint }): string {
  return `${formatMinorUnits(amount.minor, amount.currency)} ${amount.currency}`;
}

/** "2026-01-31 08:05 CST" in the person's time zone ("… 14:05 UTC" when none was given). */
export function timeText(at: Date | string, ctx: { readonly timeZone?: string }): string {
  return timeInZone(at, ctx.timeZone ?? 'UTC');
}

/** "3 hours ago", "2 days ago", "just now". */
export function ageText(from: Date | string, now: Date): string {
  const ms = now.getTime() - (typeof from === 'string' ? Date.parse(from) : from.getTime());
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${countOf(minutes, 'minute', 'minutes')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${countOf(hours, 'hour', 'hours')} ago`;
  const days = Math.floor(hours / 24);
  return `${countOf(days, 'day', 'days')} ago`;
}

/** A name from the server on one line, without control or invisible characters. */
export function oneLine(text: string): string {
  return text.replace(/\p{C}+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Outside text (a name, a reference, a server's message) on one line, ready to sit among our words (shared/bidi-isolate.ts). */
export function isolatedLine(text: string): string {
  return isolated(oneLine(text));
}
