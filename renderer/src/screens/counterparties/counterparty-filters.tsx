// The Counterparties filters: search (name, email, id), status and entity type.
import { COUNTERPARTY_STATUSES, ENTITY_TYPES } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import { hasFilters } from '../../stores/filter-store';
import { useCounterpartyFilters, type CounterpartyFilters } from '../../stores/counterparty-filter-store';
import { FilterChecklist } from '../payments/list-parts/filter-checklist';
import { SearchField } from '../payments/list-parts/search-field';

const STATUS_OPTIONS = COUNTERPARTY_STATUSES.map((status) => ({ value: status, label: humanize(status) }));
const TYPE_OPTIONS = ENTITY_TYPES.map((type) => ({ value: type, label: humanize(type) }));

export function CounterpartyFilterBar({ filters }: { filters: CounterpartyFilters }) {
  const { patch, clear } = useCounterpartyFilters();
  return (
    <div className="activity-filters" role="group" aria-label="Counterparty filters">
      <SearchField label="Search" placeholder="Name, email or id" value={filters.search} onChange={(search) => patch({ search })} />
      <FilterChecklist label="Status" options={STATUS_OPTIONS} selected={filters.statuses ?? []} onChange={(statuses) => patch({ statuses: statuses as CounterpartyFilters['statuses'] })} />
      <FilterChecklist label="Type" options={TYPE_OPTIONS} selected={filters.entityTypes ?? []} onChange={(entityTypes) => patch({ entityTypes: entityTypes as CounterpartyFilters['entityTypes'] })} />
      {hasFilters(filters) && (
        <button type="button" className="clear-filters" onClick={clear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
