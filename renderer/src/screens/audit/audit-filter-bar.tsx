// The Audit screen's filters: which kinds of entry (requests, confirmations, decisions, key changes),
// how requests ended, and an id to find (a payment, request, idempotency key or outbox
// entry id anywhere in the entry). Search applies on Enter or when the field is left.
import { useState } from 'react';
import { AUDIT_KIND_NAMES, AUDIT_OUTCOME_NAMES } from '../../../../shared/ipc/journal-methods';
import { hasFilters } from '../../stores/filter-store';
import { useAuditFilters } from '../../stores/audit-filter-store';

type Kind = (typeof AUDIT_KIND_NAMES)[number];
type Outcome = (typeof AUDIT_OUTCOME_NAMES)[number];

export const KIND_LABELS: Record<Kind, string> = { request: 'Requests', confirmation: 'Confirmations', resolution: 'Decisions', key_change: 'Key changes' };
export const OUTCOME_LABELS: Record<Outcome, string> = { success: 'Succeeded', retrying: 'Retried', clock_corrected: 'Clock corrected', failed: 'Failed' };

export function AuditFilterBar() {
  const filters = useAuditFilters((state) => state.filters);
  const patch = useAuditFilters((state) => state.patch);
  const clear = useAuditFilters((state) => state.clear);
  const [search, setSearch] = useState(filters.search ?? '');
  const kinds = filters.kinds ?? [];
  const applySearch = () => patch({ search });
  const toggle = (kind: Kind, on: boolean) => patch({ kinds: AUDIT_KIND_NAMES.filter((item) => (item === kind ? on : kinds.includes(item))) });
  return (
    <form className="filters audit-filters" role="search" aria-label="Audit filters" onSubmit={(event) => event.preventDefault()}>
      <label className="audit-search">
        Find an id
        <input
          type="search"
          data-screen-search
          aria-keyshortcuts="/"
          placeholder="Payment, request, idempotency key or outbox id  ( / )"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={applySearch}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applySearch();
          }}
        />
      </label>
      <fieldset className="audit-kinds">
        <legend>Kinds (none ticked: every kind)</legend>
        {AUDIT_KIND_NAMES.map((kind) => (
          <label key={kind} className="audit-checkbox">
            <input type="checkbox" checked={kinds.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <label>
        Request outcome
        <select value={filters.outcomes?.[0] ?? ''} onChange={(event) => patch({ outcomes: event.target.value === '' ? undefined : [event.target.value as Outcome] })}>
          <option value="">Any outcome</option>
          {AUDIT_OUTCOME_NAMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={!hasFilters(filters)}
        onClick={() => {
          setSearch('');
          clear();
        }}
      >
        Clear filters
      </button>
    </form>
  );
}
