// The Payments filters: search, status, rail, source account and creation dates. They
// live in payment-filter-store.ts, which the Exports screen reads to export this view.
import { PAYMENT_STATUSES, RAILS } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import { usePaymentFilters, type PaymentScreenFilters } from '../../stores/payment-filter-store';
import { DateRangeFields } from '../../components/lists/date-range-fields';
import { FilterBar } from '../../components/lists/filter-bar';
import { FilterChecklist } from '../../components/lists/filter-checklist';
import { SearchField } from '../../components/lists/search-field';
import { accountOptions, type AccountsById } from '../../components/account-names';
import { railLabel } from './payment-columns';

const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({ value: status, label: humanize(status) }));
const RAIL_OPTIONS = RAILS.map((rail) => ({ value: rail, label: railLabel(rail) }));

export function PaymentFilterBar({ filters, accounts }: { filters: PaymentScreenFilters; accounts: AccountsById }) {
  const { patch, clear } = usePaymentFilters();
  return (
    <FilterBar label="Payment filters" filters={filters} onClear={clear}>
      <SearchField label="Search" placeholder="Reference, counterparty or id" value={filters.search} onChange={(search) => patch({ search })} />
      <FilterChecklist label="Status" options={STATUS_OPTIONS} selected={filters.statuses ?? []} onChange={(statuses) => patch({ statuses: statuses as PaymentScreenFilters['statuses'] })} />
      <FilterChecklist label="Rail" options={RAIL_OPTIONS} selected={filters.rails ?? []} onChange={(rails) => patch({ rails: rails as PaymentScreenFilters['rails'] })} />
      <FilterChecklist label="From account" options={accountOptions(accounts, filters.accountIds)} selected={filters.accountIds ?? []} onChange={(accountIds) => patch({ accountIds })} />
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => patch({ from: range.from, to: range.to })} />
    </FilterBar>
  );
}
