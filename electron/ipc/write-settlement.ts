// When a made payment, collection or transfer settles, from its outbox entry (the
// operation and the body as sent) and the one table of rails' settlement times
// (shared/rail-settlement.ts), and for a same-day ACH the time the server accepted it. Other
// writes settle nothing: null.
import { isKnownRail } from '../../shared/rail-text';
import { settlementText } from '../../shared/rail-settlement';
import type { OutboxEntry } from '../outbox';
import { RAIL_OF_OPERATION } from './rail-of-operation';

function bodyOf(entry: Pick<OutboxEntry, 'bodyText'>): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(entry.bodyText);
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** "the next business day", "at once"; null for a write that moves no money or a rail this app does not know. */
export function settlementOfEntry(entry: (Pick<OutboxEntry, 'operation' | 'bodyText'> & Partial<Pick<OutboxEntry, 'completedAt'>>) | undefined): string | null {
  if (entry === undefined) return null;
  if (entry.operation === 'createTransfer') return settlementText({ transfer: true });
  const body = bodyOf(entry);
  const rail = RAIL_OF_OPERATION[entry.operation] ?? (entry.operation === 'createPayment' ? body['rail'] : undefined);
  if (!isKnownRail(rail)) return null;
  // Once the server accepted it, when (a same-day ACH settles today only if that was before the cut-off).
  const sentAt = entry.completedAt === undefined ? undefined : new Date(entry.completedAt);
  return settlementText({ rail, achType: typeof body['achType'] === 'string' ? body['achType'] : undefined }, sentAt);
}
