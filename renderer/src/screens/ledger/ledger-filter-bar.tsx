// The ledger's filters: account, days (in the person's zone, both ends inclusive),
// types, direction and search. Everything lands in the shared filter store (the Exports
// screen exports "the current filters" from there).
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { dayOfExclusiveTo, dayOfFrom, fromForDay, hasLedgerFilters, toForInclusiveDay } from './ledger-filter-values';
import { LedgerTypePicker } from './ledger-type-picker';
import { accountLabel, type AccountsById } from '../../components/account-names';
import { useDebouncedField } from './use-debounced-field';
import { DayField } from '../../components/day-field';

export const SEARCH_DEBOUNCE_MS = 200;
// Typing a year into a date input passes through valid dates (0002, 0020, 0202, 2026).
const DAY_DEBOUNCE_MS = 400;

const validDay = (day: string) => (fromForDay(day) === undefined ? '' : day);

export function LedgerFilterBar({ accounts }: { accounts: AccountsById }) {
  const { filters, patch, clear } = useLedgerFilters();
  const search = useDebouncedField(filters.search ?? '', (text) => patch({ search: text }), { delayMs: SEARCH_DEBOUNCE_MS, storedFor: (text) => text.trim() });
  const from = useDebouncedField(dayOfFrom(filters.from), (day) => patch({ from: fromForDay(day) }), { delayMs: DAY_DEBOUNCE_MS, storedFor: validDay });
  const to = useDebouncedField(dayOfExclusiveTo(filters.to), (day) => patch({ to: toForInclusiveDay(day) }), { delayMs: DAY_DEBOUNCE_MS, storedFor: validDay });
  const accountId = filters.accountIds?.length === 1 ? filters.accountIds[0] : '';
  const rangeInvalid = filters.from !== undefined && filters.to !== undefined && filters.from >= filters.to;

  return (
    <form className="filters ledger-filters" aria-label="Ledger filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="ledger-search">
        Search
        <input
          type="search"
          data-screen-search
          placeholder="Description or reference  ( / )"
          aria-keyshortcuts="/"
          value={search.text}
          onChange={(event) => search.onChange(event.target.value)}
          onBlur={search.flush}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.flush();
          }}
          maxLength={200}
        />
      </label>
      <label>
        Account
        <select value={accountId} onChange={(event) => patch({ accountIds: event.target.value === '' ? undefined : [event.target.value] })}>
          <option value="">All accounts</option>
          {[...accounts.keys()].map((id) => (
            <option key={id} value={id}>
              {accountLabel(accounts, id)}
            </option>
          ))}
          {accountId !== '' && accountId !== undefined && !accounts.has(accountId) && <option value={accountId}>{accountId}</option>}
        </select>
      </label>
      <DayField label="From day" value={from.text} onChange={from.onChange} onBlur={from.flush} invalid={rangeInvalid} />
      <DayField label="To day (inclusive)" value={to.text} onChange={to.onChange} onBlur={to.flush} invalid={rangeInvalid} />
      <LedgerTypePicker value={filters.types ?? []} onChange={(types) => patch({ types })} />
      <label>
        Direction
        <select value={filters.direction ?? ''} onChange={(event) => patch({ direction: event.target.value === '' ? undefined : (event.target.value as 'debit' | 'credit') })}>
          <option value="">Debits and credits</option>
          <option value="debit">Debits only (−)</option>
          <option value="credit">Credits only (+)</option>
        </select>
      </label>
      <button type="button" onClick={clear} disabled={!hasLedgerFilters(filters)}>
        Clear filters
      </button>
      {rangeInvalid && (
        <p className="ledger-filter-problem" role="alert">
          The &ldquo;to&rdquo; day is before the &ldquo;from&rdquo; day: no entry can match.
        </p>
      )}
    </form>
  );
}
