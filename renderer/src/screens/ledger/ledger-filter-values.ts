// The ledger filters as the inputs show them and as the IPC takes them. Days are typed in
// the person's zone; the contract's `to` is exclusive, so an inclusive "to" day becomes
// the NEXT local midnight (and back again for the input).
import { formatDate, localDayStart } from '../../../lib/format-time';
import type { LedgerScreenFilters } from '../../stores/ledger-filter-store';

/** `from` for a "from" day (its local midnight); undefined for an empty or unreadable day. */
export function fromForDay(day: string): string | undefined {
  return localDayStart(day) ?? undefined;
}

/** `to` (exclusive) for an inclusive "to" day: the local midnight that ends it. */
export function toForInclusiveDay(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null || localDayStart(day) === null) return undefined;
  // Date rolls the 32nd over into the next month and handles DST days (23 or 25 hours).
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).toISOString();
}

/** The "from" input's day for a stored `from`. */
export function dayOfFrom(from: string | undefined): string {
  return from === undefined ? '' : formatDate(from);
}

/** The inclusive "to" input's day for a stored exclusive `to` (the day before that midnight). */
export function dayOfExclusiveTo(to: string | undefined): string {
  if (to === undefined) return '';
  const at = Date.parse(to);
  return Number.isNaN(at) ? '' : formatDate(new Date(at - 1).toISOString());
}

/** One string per filter set (keys in a fixed order): what tells a new filter set from the same one. */
export function ledgerFilterKey(filters: LedgerScreenFilters): string {
  return JSON.stringify([
    [...(filters.accountIds ?? [])].sort(),
    [...(filters.types ?? [])].sort(),
    filters.from ?? null,
    filters.to ?? null,
    filters.direction ?? null,
    filters.search ?? null,
  ]);
}

export function hasLedgerFilters(filters: LedgerScreenFilters): boolean {
  return ledgerFilterKey(filters) !== ledgerFilterKey({});
}

/** "payment_out" -> "Payment out". */
export function typeLabel(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
