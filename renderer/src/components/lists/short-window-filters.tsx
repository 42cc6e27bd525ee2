// A list's filters in a short window (200 % zoom of a laptop screen is 450 CSS px tall):
// the search stays, the other filters fold behind "Filters (N set)", so the list under
// them keeps its rows (Ledger, Audit and Payments showed one to three). A button with
// aria-expanded opens them in place; in a taller window they are shown as always.
import { useId, useState, type ReactNode } from 'react';
import { normalizeFilters } from '../../stores/filter-store';
import { useMediaQuery } from '../use-media-query';
import './activity.css';

/** Windows at most this tall (CSS px) fold their filters. */
export const SHORT_WINDOW_QUERY = '(max-height: 560px)';

/** How many filters narrow the list (a search counts as one). */
export function filtersSet(filters: object): number {
  return Object.keys(normalizeFilters(filters)).length;
}

export function ShortWindowFilters({ filters, children }: { filters: object; children: ReactNode }) {
  const short = useMediaQuery(SHORT_WINDOW_QUERY);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!short) return children;
  return (
    <div className={`short-window-filters${open ? ' short-window-filters-open' : ''}`}>
      <div id={id} className="short-window-filters-body">
        {children}
      </div>
      <button type="button" className="short-window-filters-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Fewer filters' : `Filters (${filtersSet(filters)} set)`}
      </button>
    </div>
  );
}
