// The frame of a list screen's filters: a named group of its fields, and "Clear filters"
// while any of them narrows the list; in a short window, folded but for the search.
import type { ReactNode } from 'react';
import { hasFilters } from '../../stores/filter-store';
import { ShortWindowFilters } from './short-window-filters';

export function FilterBar({ label, filters, onClear, children }: { label: string; filters: object; onClear(): void; children: ReactNode }) {
  return (
    <ShortWindowFilters filters={filters}>
      <div className="activity-filters" role="group" aria-label={label}>
        {children}
        {hasFilters(filters) && (
          <button type="button" className="clear-filters" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
    </ShortWindowFilters>
  );
}
