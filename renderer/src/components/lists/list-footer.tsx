// Around a list: how many rows are shown and how old the cache is (above), and "Load
// more" while the keyset has a next page, with the reason when a page failed (below).
// While the rows shown are an earlier filter set's (the new answer on its way), the line
// says "Updating…" instead of a count and "Load more" waits.
import { countOf } from '../../../../shared/count-words';
import { formatDateTime } from '../../../lib/format-time';
import { ErrorPanel } from '../screen-states';
import { PAGE_SIZE } from '../../queries/ipc-queries';
import type { KeysetList } from '../../queries/record-queries';

/** What a list shows, in the singular and the plural. */
export interface Noun {
  /** "payment" */
  readonly one: string;
  /** "payments" */
  readonly many: string;
}

type Shown = Pick<KeysetList<unknown>, 'rows' | 'updating' | 'hasMore' | 'lastSyncedAt' | 'loadingMore' | 'moreError'>;

/** What the status line says while the rows shown wait for the new filters' answer. */
const UPDATING_TEXT = 'Updating\u2026';

/** "100 payments, newest first; more to load" */
export function countText(noun: Noun, count: number, more: boolean, order: string): string {
  return `${countOf(count, noun.one, noun.many)}, ${order}${more ? '; more to load' : ''}`;
}

export function ListStatusLine({ noun, state, order }: { noun: Noun; state: Shown; order: string }) {
  return (
    <p className="list-status muted" role="status" aria-live="polite">
      {state.updating ? (
        UPDATING_TEXT
      ) : (
        <>
          {countText(noun, state.rows.length, state.hasMore, order)}
          {state.lastSyncedAt !== null && <> &middot; cached as of {formatDateTime(state.lastSyncedAt)}</>}
        </>
      )}
    </p>
  );
}

export function ListFooter({ noun, state, onLoadMore }: { noun: Noun; state: Shown; onLoadMore: () => void }) {
  return (
    <div className="list-footer">
      {state.moreError !== null && <ErrorPanel error={state.moreError} onRetry={onLoadMore} title={`More ${noun.many} could not be read`} />}
      {state.hasMore ? (
        <button type="button" onClick={onLoadMore} disabled={state.loadingMore || state.updating} aria-busy={state.loadingMore}>
          {state.loadingMore ? `Loading more ${noun.many}\u2026` : `Load ${PAGE_SIZE} more ${noun.many}`}
        </button>
      ) : (
        state.rows.length > 0 && <span className="muted">End of the list.</span>
      )}
    </div>
  );
}
