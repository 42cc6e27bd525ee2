// What each export will do, before it runs: the IPC input built from the screen filters
// the person set (Ledger, Payments) and, in words, which of those filters the export
// applies and which it cannot (exports.ledger has no direction or search; exports.payments
// no search). Pure, so the words are tested without a window.
import type { IpcInput } from '../../../lib/ipc-client';
import { formatDateTime } from '../../../lib/format-time';
import type { LedgerFilters } from '../../stores/ledger-filter-store';
import type { PaymentFilters } from '../../stores/payment-filter-store';

export interface ExportPlan<I> {
  /** The method's input without `bom` (the screen adds the checkbox's value). */
  readonly input: I;
  /** Filters the file will respect, one sentence each; empty: everything cached. */
  readonly applied: readonly string[];
  /** Filters set on the screen that the export cannot apply (the file has those rows too). */
  readonly notApplied: readonly string[];
}

export type AccountNames = ReadonlyMap<string, string>;

const words = (value: string) => value.replaceAll('_', ' ');
const RAIL_NAMES: Record<string, string> = { ach: 'ACH', fedwire: 'Fedwire', swift: 'SWIFT', crypto: 'Crypto', open: 'Open' };

/** "1 Jan" style bounds read badly in finance: a day stays a day (UTC midnight), an instant is shown in the person's zone. */
export function describeBound(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} (00:00 UTC)` : formatDateTime(value);
}

function accountsText(ids: readonly string[], names: AccountNames, label = 'Account'): string {
  const listed = ids.map((id) => {
    const name = names.get(id);
    return name !== undefined ? `${name} (${id})` : id;
  });
  return `${label}${ids.length === 1 ? '' : 's'}: ${listed.join(', ')}`;
}

function dateWords(from: string | undefined, to: string | undefined): string[] {
  const out: string[] = [];
  if (from !== undefined) out.push(`Created on or after ${describeBound(from)}`);
  if (to !== undefined) out.push(`Created before ${describeBound(to)}`);
  return out;
}

export function ledgerExportPlan(filters: LedgerFilters, names: AccountNames): ExportPlan<Omit<IpcInput<'exports.ledger'>, 'bom'>> {
  const input: Omit<IpcInput<'exports.ledger'>, 'bom'> = {
    ...(filters.accountIds !== undefined && filters.accountIds.length > 0 && { accountIds: [...filters.accountIds] }),
    ...(filters.types !== undefined && filters.types.length > 0 && { types: [...filters.types] }),
    ...(filters.from !== undefined && filters.from !== '' && { from: filters.from }),
    ...(filters.to !== undefined && filters.to !== '' && { to: filters.to }),
  };
  const applied: string[] = [];
  if (input.accountIds !== undefined) applied.push(accountsText(input.accountIds, names));
  if (input.types !== undefined) applied.push(`${input.types.length === 1 ? 'Type' : 'Types'}: ${input.types.map(words).join(', ')}`);
  applied.push(...dateWords(input.from, input.to));
  const notApplied: string[] = [];
  if (filters.direction !== undefined) {
    notApplied.push(`Direction (${filters.direction === 'debit' ? 'debits only' : 'credits only'}): the file has debits and credits; its direction column tells them apart`);
  }
  if (filters.search !== undefined && filters.search.trim() !== '') {
    notApplied.push(`Search \u201c${filters.search.trim()}\u201d: the export cannot search; the file has every entry the other filters allow`);
  }
  return { input, applied, notApplied };
}

export function paymentsExportPlan(filters: PaymentFilters, names: AccountNames): ExportPlan<Omit<IpcInput<'exports.payments'>, 'bom'>> {
  const input: Omit<IpcInput<'exports.payments'>, 'bom'> = {
    ...(filters.accountIds !== undefined && filters.accountIds.length > 0 && { accountIds: [...filters.accountIds] }),
    ...(filters.statuses !== undefined && filters.statuses.length > 0 && { statuses: [...filters.statuses] }),
    ...(filters.rails !== undefined && filters.rails.length > 0 && { rails: [...filters.rails] }),
    ...(filters.from !== undefined && filters.from !== '' && { from: filters.from }),
    ...(filters.to !== undefined && filters.to !== '' && { to: filters.to }),
  };
  const applied: string[] = [];
  if (input.accountIds !== undefined) applied.push(accountsText(input.accountIds, names, 'Source account'));
  if (input.statuses !== undefined) applied.push(`${input.statuses.length === 1 ? 'Status' : 'Statuses'}: ${input.statuses.map(words).join(', ')}`);
  if (input.rails !== undefined) applied.push(`${input.rails.length === 1 ? 'Rail' : 'Rails'}: ${input.rails.map((rail) => RAIL_NAMES[rail] ?? rail).join(', ')}`);
  applied.push(...dateWords(input.from, input.to));
  const notApplied: string[] = [];
  if (filters.search !== undefined && filters.search.trim() !== '') {
    notApplied.push(`Search \u201c${filters.search.trim()}\u201d: the export cannot search; the file has every payment the other filters allow`);
  }
  return { input, applied, notApplied };
}

export function counterpartiesExportPlan(statuses: readonly ('active' | 'archived')[]): ExportPlan<Omit<IpcInput<'exports.counterparties'>, 'bom'>> {
  // Both statuses ticked is the same file as none ticked: every counterparty.
  const input = statuses.length > 0 && statuses.length < 2 ? { statuses: [...statuses] } : {};
  const applied = input.statuses !== undefined ? [`Status: ${input.statuses.join(', ')}`] : [];
  return { input, applied, notApplied: [] };
}

export function auditExportPlan(): ExportPlan<Omit<IpcInput<'exports.audit'>, 'bom'>> {
  return { input: {}, applied: [], notApplied: [] };
}
