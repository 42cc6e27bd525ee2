// Around a list: how many rows are shown and how old the cache is (above), and "Load
// more" while the keyset has a next page, with the reason when a page failed (below).
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

type Shown = Pick<KeysetList<unknown>, 'rows' | 'hasMore' | 'lastSyncedAt' | 'loadingMore' | 'moreError'>;

/** "100 payments, newest first; more to load" */
export function countText(noun: Noun, count: number, more: boolean, order: string): string {
  return `${countOf(count, noun.one, noun.many)}, ${order}${more ? '; more to load' : ''}`;
}

export function ListStatusLine({ noun, state, order }: { noun: Noun; state: Shown; order: string }) {
  return (
    <p className="list-status muted" role="status" aria-live="polite">
      {countText(noun, state.rows.length, state.hasMore, order)}
      {state.lastSyncedAt !== null && <> &middot; cached as of {formatDateTime(state.lastSyncedAt)}</>}
    </p>
  );
}

export function ListFooter({ noun, state, onLoadMore }: { noun: Noun; state: Shown; onLoadMore: () => void }) {
  return (
    <div className="list-footer">
      {state.moreError !== null && <ErrorPanel error={state.moreError} onRetry={onLoadMore} title={`More ${noun.many} could not be read`} />}
      {state.hasMore ? (
        <button type="button" onClick={onLoadMore} disabled={state.loadingMore} aria-busy={state.loadingMore}>
          {state.loadingMore ? `Loading more ${noun.many}\u2026` : `Load ${PAGE_SIZE} more ${noun.many}`}
        </button>
      ) : (
        state.rows.length > 0 && <span className="muted">End of the list.</span>
      )}
    </div>
  );
}
