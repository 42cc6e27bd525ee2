// The Payments filters: search, status, rail, source account and creation dates. They
// live in payment-filter-store.ts, which the Exports screen reads to export this view.
import { PAYMENT_STATUSES, RAILS } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import { hasFilters } from '../../stores/filter-store';
import { usePaymentFilters, type PaymentFilters } from '../../stores/payment-filter-store';
import { DateRangeFields } from './list-parts/date-range-fields';
import { FilterChecklist } from './list-parts/filter-checklist';
import { SearchField } from './list-parts/search-field';
import { accountOptions, type AccountNames } from './list-parts/use-accounts';
import { railLabel } from './payment-columns';

const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({ value: status, label: humanize(status) }));
const RAIL_OPTIONS = RAILS.map((rail) => ({ value: rail, label: railLabel(rail) }));

export function PaymentFilterBar({ filters, accounts }: { filters: PaymentFilters; accounts: AccountNames }) {
  const { patch, clear } = usePaymentFilters();
  return (
    <div className="activity-filters" role="group" aria-label="Payment filters">
      <SearchField label="Search" placeholder="Reference, counterparty or id" value={filters.search} onChange={(search) => patch({ search })} />
      <FilterChecklist label="Status" options={STATUS_OPTIONS} selected={filters.statuses ?? []} onChange={(statuses) => patch({ statuses: statuses as PaymentFilters['statuses'] })} />
      <FilterChecklist label="Rail" options={RAIL_OPTIONS} selected={filters.rails ?? []} onChange={(rails) => patch({ rails: rails as PaymentFilters['rails'] })} />
      <FilterChecklist label="From account" options={accountOptions(accounts, filters.accountIds)} selected={filters.accountIds ?? []} onChange={(accountIds) => patch({ accountIds })} />
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => patch({ from: range.from, to: range.to })} />
      {hasFilters(filters) && (
        <button type="button" className="clear-filters" onClick={clear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
