// The Counterparties filters: search (name, email, id), status and entity type.
import { COUNTERPARTY_STATUSES, ENTITY_TYPES } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import { useCounterpartyFilters, type CounterpartyScreenFilters } from '../../stores/counterparty-filter-store';
import { FilterBar } from '../../components/lists/filter-bar';
import { FilterChecklist } from '../../components/lists/filter-checklist';
import { SearchField } from '../../components/lists/search-field';

const STATUS_OPTIONS = COUNTERPARTY_STATUSES.map((status) => ({ value: status, label: humanize(status) }));
const TYPE_OPTIONS = ENTITY_TYPES.map((type) => ({ value: type, label: humanize(type) }));

export function CounterpartyFilterBar({ filters }: { filters: CounterpartyScreenFilters }) {
  const { patch, clear } = useCounterpartyFilters();
  return (
    <FilterBar label="Counterparty filters" filters={filters} onClear={clear}>
      <SearchField label="Search" placeholder="Name, email or id" value={filters.search} onChange={(search) => patch({ search })} />
      <FilterChecklist label="Status" options={STATUS_OPTIONS} selected={filters.statuses ?? []} onChange={(statuses) => patch({ statuses: statuses as CounterpartyScreenFilters['statuses'] })} />
      <FilterChecklist label="Type" options={TYPE_OPTIONS} selected={filters.entityTypes ?? []} onChange={(entityTypes) => patch({ entityTypes: entityTypes as CounterpartyScreenFilters['entityTypes'] })} />
    </FilterBar>
  );
}
