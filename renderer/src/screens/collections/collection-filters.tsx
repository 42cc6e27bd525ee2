// The Collections filters: search, status, the account credited and creation dates.
import { COLLECTION_STATUSES } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import { useCollectionFilters, type CollectionFilters } from '../../stores/collection-filter-store';
import { DateRangeFields } from '../../components/lists/date-range-fields';
import { FilterBar } from '../../components/lists/filter-bar';
import { FilterChecklist } from '../../components/lists/filter-checklist';
import { SearchField } from '../../components/lists/search-field';
import { accountOptions, type AccountsById } from '../../components/account-names';

const STATUS_OPTIONS = COLLECTION_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

export function CollectionFilterBar({ filters, accounts }: { filters: CollectionFilters; accounts: AccountsById }) {
  const { patch, clear } = useCollectionFilters();
  return (
    <FilterBar label="Collection filters" filters={filters} onClear={clear}>
      <SearchField label="Search" placeholder="Reference, payer or id" value={filters.search} onChange={(search) => patch({ search })} />
      <FilterChecklist label="Status" options={STATUS_OPTIONS} selected={filters.statuses ?? []} onChange={(statuses) => patch({ statuses: statuses as CollectionFilters['statuses'] })} />
      <FilterChecklist label="Into account" options={accountOptions(accounts, filters.accountIds)} selected={filters.accountIds ?? []} onChange={(accountIds) => patch({ accountIds })} />
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => patch({ from: range.from, to: range.to })} />
    </FilterBar>
  );
}
