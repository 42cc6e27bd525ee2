// The Transfers filters: search, status, an account on either side, creation dates.
import { TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import { useTransferFilters, type TransferFilters } from '../../stores/transfer-filter-store';
import { DateRangeFields } from '../../components/lists/date-range-fields';
import { FilterBar } from '../../components/lists/filter-bar';
import { FilterChecklist } from '../../components/lists/filter-checklist';
import { SearchField } from '../../components/lists/search-field';
import { accountOptions, type AccountsById } from '../../components/account-names';

const STATUS_OPTIONS = TRANSFER_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

export function TransferFilterBar({ filters, accounts }: { filters: TransferFilters; accounts: AccountsById }) {
  const { patch, clear } = useTransferFilters();
  return (
    <FilterBar label="Transfer filters" filters={filters} onClear={clear}>
      <SearchField label="Search" placeholder="Reference or id" value={filters.search} onChange={(search) => patch({ search })} />
      <FilterChecklist label="Status" options={STATUS_OPTIONS} selected={filters.statuses ?? []} onChange={(statuses) => patch({ statuses: statuses as TransferFilters['statuses'] })} />
      <FilterChecklist label="Account (either side)" options={accountOptions(accounts, filters.accountIds)} selected={filters.accountIds ?? []} onChange={(accountIds) => patch({ accountIds })} />
      <DateRangeFields from={filters.from} to={filters.to} onChange={(range) => patch({ from: range.from, to: range.to })} />
    </FilterBar>
  );
}
