// What each export will do, before it runs: the IPC input built from the filters the
// person set on the Ledger, Payments, Collections and Transfers screens (every one of
// them, search included: main reads the file with the query the screen lists or counts
// with, so the file has the rows the screen shows) and those filters in words. Pure, so
// the words are tested without a window.
import type { IpcInput } from '../../../lib/ipc-client';
import { displayTimeZone, formatDateTime } from '../../../lib/format-time';
import type { LedgerScreenFilters } from '../../stores/ledger-filter-store';
import type { PaymentScreenFilters } from '../../stores/payment-filter-store';
import type { CollectionFilters } from '../../stores/collection-filter-store';
import type { TransferFilters } from '../../stores/transfer-filter-store';
import type { AuditFilters } from '../../stores/audit-filter-store';
import { accountName, type AccountsById } from '../../components/account-names';
import { humanize } from '../../components/status-badge';
import { byCount } from '../../../../shared/count-words';
import { railLabel } from '../../../../shared/rail-text';

export interface ExportPlan<I> {
  /** The method's input without `bom` (the screen adds the checkbox's value). */
  readonly input: I;
  /** Filters the file will respect, one sentence each; empty: everything cached. */
  readonly applied: readonly string[];
}

/** An enum value as its label ("payment_out" -> "Payment out"), never the raw value beside it. */
const words = humanize;

/** "1 Jan" style bounds read badly in finance: a day stays a day (UTC midnight), an instant is shown in the person's zone, named. */
export function describeBound(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} (00:00 UTC)` : `${formatDateTime(value)} (${displayTimeZone()})`;
}

function accountsText(ids: readonly string[], accounts: AccountsById, label: readonly [one: string, other: string] = ['Account', 'Accounts']): string {
  const listed = ids.map((id) => {
    const name = accountName(accounts, id);
    return name !== null ? `${name} (${id})` : id;
  });
  return `${byCount(ids.length, ...label)}: ${listed.join(', ')}`;
}

function dateWords(from: string | undefined, to: string | undefined): string[] {
  const out: string[] = [];
  if (from !== undefined) out.push(`Created on or after ${describeBound(from)}`);
  if (to !== undefined) out.push(`Created before ${describeBound(to)}`);
  return out;
}

/** The search as the screen has it, when it searches for something (blank: no search). */
function searchOf(search: string | undefined): { search: string } | Record<string, never> {
  return search !== undefined && search.trim() !== '' ? { search } : {};
}

function searchWords(search: string | undefined, within: string): string[] {
  return search !== undefined && search.trim() !== '' ? [`Search \u201c${search.trim()}\u201d in ${within}`] : [];
}

function listOf(values: readonly string[] | undefined): string[] | undefined {
  return values !== undefined && values.length > 0 ? [...values] : undefined;
}

function dayOrUndefined(value: string | undefined): string | undefined {
  return value !== undefined && value !== '' ? value : undefined;
}

function statusWords(statuses: readonly string[] | undefined): string[] {
  return statuses === undefined ? [] : [`${byCount(statuses.length, 'Status', 'Statuses')}: ${statuses.map(words).join(', ')}`];
}

/** The input common to the activity lists: accounts, statuses, days and search. */
function activityInput(filters: { accountIds?: readonly string[] | undefined; statuses?: readonly string[] | undefined; from?: string | undefined; to?: string | undefined; search?: string | undefined }) {
  const accountIds = listOf(filters.accountIds);
  const statuses = listOf(filters.statuses);
  const from = dayOrUndefined(filters.from);
  const to = dayOrUndefined(filters.to);
  return {
    ...(accountIds !== undefined && { accountIds }),
    ...(statuses !== undefined && { statuses }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...searchOf(filters.search),
  };
}

export function ledgerExportPlan(filters: LedgerScreenFilters, accounts: AccountsById): ExportPlan<Omit<IpcInput<'exports.ledger'>, 'bom'>> {
  const accountIds = listOf(filters.accountIds);
  const types = listOf(filters.types) as IpcInput<'exports.ledger'>['types'];
  const from = dayOrUndefined(filters.from);
  const to = dayOrUndefined(filters.to);
  const input: Omit<IpcInput<'exports.ledger'>, 'bom'> = {
    ...(accountIds !== undefined && { accountIds }),
    ...(types !== undefined && { types }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(filters.direction !== undefined && { direction: filters.direction }),
    ...searchOf(filters.search),
  };
  const applied: string[] = [];
  if (accountIds !== undefined) applied.push(accountsText(accountIds, accounts));
  if (types !== undefined) applied.push(`${byCount(types.length, 'Type', 'Types')}: ${types.map(words).join(', ')}`);
  if (filters.direction !== undefined) applied.push(filters.direction === 'debit' ? 'Debits only' : 'Credits only');
  applied.push(...dateWords(from, to), ...searchWords(filters.search, 'descriptions and references'));
  return { input, applied };
}

export function paymentsExportPlan(filters: PaymentScreenFilters, accounts: AccountsById): ExportPlan<Omit<IpcInput<'exports.payments'>, 'bom'>> {
  const rails = listOf(filters.rails) as IpcInput<'exports.payments'>['rails'];
  const input = { ...activityInput(filters), ...(rails !== undefined && { rails }) } as Omit<IpcInput<'exports.payments'>, 'bom'>;
  const applied: string[] = [];
  if (input.accountIds !== undefined) applied.push(accountsText(input.accountIds, accounts, ['Source account', 'Source accounts']));
  applied.push(...statusWords(input.statuses));
  if (rails !== undefined) applied.push(`${byCount(rails.length, 'Rail', 'Rails')}: ${rails.map(railLabel).join(', ')}`);
  applied.push(...dateWords(input.from, input.to), ...searchWords(filters.search, 'references, counterparty names and ids'));
  return { input, applied };
}

export function collectionsExportPlan(filters: CollectionFilters, accounts: AccountsById): ExportPlan<Omit<IpcInput<'exports.collections'>, 'bom'>> {
  const input = activityInput(filters) as Omit<IpcInput<'exports.collections'>, 'bom'>;
  const applied: string[] = [];
  if (input.accountIds !== undefined) applied.push(accountsText(input.accountIds, accounts, ['Destination account', 'Destination accounts']));
  applied.push(...statusWords(input.statuses), ...dateWords(input.from, input.to), ...searchWords(filters.search, 'references, counterparty names and ids'));
  return { input, applied };
}

export function transfersExportPlan(filters: TransferFilters, accounts: AccountsById): ExportPlan<Omit<IpcInput<'exports.transfers'>, 'bom'>> {
  const input = activityInput(filters) as Omit<IpcInput<'exports.transfers'>, 'bom'>;
  const applied: string[] = [];
  if (input.accountIds !== undefined) applied.push(accountsText(input.accountIds, accounts, ['From or to account', 'From or to accounts']));
  applied.push(...statusWords(input.statuses), ...dateWords(input.from, input.to), ...searchWords(filters.search, 'references and ids'));
  return { input, applied };
}

export function counterpartiesExportPlan(statuses: readonly ('active' | 'archived')[]): ExportPlan<Omit<IpcInput<'exports.counterparties'>, 'bom'>> {
  // Both statuses ticked is the same file as none ticked: every counterparty.
  const input = statuses.length > 0 && statuses.length < 2 ? { statuses: [...statuses] } : {};
  const applied = input.statuses !== undefined ? [`Status: ${input.statuses.map(words).join(', ')}`] : [];
  return { input, applied };
}

const AUDIT_KIND_WORDS: Record<string, string> = { request: 'requests', confirmation: 'confirmations', resolution: 'decisions', key_change: 'key changes' };
const AUDIT_OUTCOME_WORDS: Record<string, string> = { success: 'succeeded', retrying: 'retried', clock_corrected: 'clock corrected', failed: 'failed' };

/** The Audit screen's filters: the file has the entries the screen lists (oldest first). */
export function auditExportPlan(filters: AuditFilters = {}): ExportPlan<Omit<IpcInput<'exports.audit'>, 'bom'>> {
  const kinds = listOf(filters.kinds) as IpcInput<'exports.audit'>['kinds'];
  const outcomes = listOf(filters.outcomes) as IpcInput<'exports.audit'>['outcomes'];
  const input = { ...(kinds !== undefined && { kinds }), ...(outcomes !== undefined && { outcomes }), ...searchOf(filters.search) };
  const applied: string[] = [];
  if (kinds !== undefined) applied.push(`Kinds: ${kinds.map((kind) => AUDIT_KIND_WORDS[kind] ?? kind).join(', ')}`);
  if (outcomes !== undefined) applied.push(`Requests that ${outcomes.map((outcome) => AUDIT_OUTCOME_WORDS[outcome] ?? outcome).join(' or ')}`);
  applied.push(...searchWords(filters.search, 'the entries (ids)'));
  return { input, applied };
}
