// The shape the Payments, Collections, Transfers and Counterparties screens share: a
// header, the filters, the list in its states (loading skeleton, error, empty with what
// to do first, not set up, offline with the cache's age), "Load more" by keyset, and the
// record's detail in a side panel. Each screen gives its columns, filters and detail.
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ScreenId } from '../../../lib/screen-list';
import { ScreenHeader } from '../screen-header';
import { EmptyState, ErrorPanel, LoadingRows, NotConfigured, OfflineNotice } from '../screen-states';
import { SidePanel } from '../side-panel';
import type { DetailStore } from '../../stores/activity-detail-store';
import { type ListStore } from '../../stores/activity-list-store';
import { hasFilters } from '../../stores/filter-store';
import { isConfigured, useEnvironment } from '../../stores/environment-store';
import { useSync } from '../../stores/sync-store';
import { ListFooter, ListStatusLine, type Noun } from './list-footer';
import { RecordTable, type Column } from './record-table';
import { useActivityEvents } from './use-activity-events';
import { useOpenRequest } from './use-open-request';

export interface ListScreenProps<F extends object, Row extends { id: string }, D> {
  readonly screen: ScreenId;
  readonly title: string;
  readonly noun: Noun;
  readonly list: ListStore<F, Row>;
  readonly detail: DetailStore<D>;
  readonly filters: F;
  readonly clearFilters: () => void;
  readonly filterBar: ReactNode;
  readonly headerActions?: ReactNode;
  readonly columns: readonly Column<Row>[];
  /** What to do when there is nothing yet (no filter): a sentence. */
  readonly emptyHint: string;
  readonly eventKind?: 'payment' | 'collection';
  /** The row of a detail answer (to refresh one row after a status change). */
  readonly rowOfDetail?: (detail: D) => Row;
  readonly fetchDetail?: (id: string) => Promise<{ ok: true; value: D } | { ok: false }>;
  /** True when the list is narrowed by status (a changed row may leave it: re-read the list). */
  readonly filtersByStatus?: boolean;
  /** How the rows are ordered, in words (default "newest first"). */
  readonly order?: string;
  readonly detailTitle: (data: D | null) => string;
  readonly renderDetail: (data: D) => ReactNode;
}

const REFRESH_PAUSE_MS = 300;

export function ListScreen<F extends object, Row extends { id: string }, D>(props: ListScreenProps<F, Row, D>) {
  const { screen, title, noun, list, detail, filters, columns } = props;
  const state = list();
  const shown = detail();
  const environment = useEnvironment((s) => s.status);
  const { online, running, start } = useSync();
  const filterKey = JSON.stringify(filters);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    void list.getState().load(JSON.parse(filterKey) as F);
  }, [list, filterKey]);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const open = useCallback((id: string) => void detail.getState().open(id), [detail]);
  const close = useMemo(() => detail.getState().close, [detail]);
  useOpenRequest(screen, open, close);

  const refreshListSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void list.getState().refresh(), REFRESH_PAUSE_MS);
  }, [list]);

  useActivityEvents({
    ...(props.eventKind !== undefined ? { kind: props.eventKind } : {}),
    onStatusChanged(id) {
      if (detail.getState().id === id) void detail.getState().reload();
      const inList = list.getState().rows.some((row) => row.id === id);
      if (inList && props.filtersByStatus !== true && props.fetchDetail !== undefined && props.rowOfDetail !== undefined) {
        const rowOf = props.rowOfDetail;
        void props.fetchDetail(id).then((answer) => {
          if (answer.ok) list.getState().replaceRow(rowOf(answer.value));
        });
      } else refreshListSoon();
    },
    onSyncFinished() {
      refreshListSoon();
      void detail.getState().reload();
    },
  });

  const filtered = hasFilters(filters);
  const configured = environment === null || isConfigured(environment);
  const neverSynced = state.lastSyncedAt === null;

  let body: ReactNode;
  if (state.phase === 'error' && state.error !== null) body = <ErrorPanel error={state.error} onRetry={() => void list.getState().load(filters)} title={`The ${noun.many} could not be read`} />;
  else if (state.phase !== 'ready') body = <LoadingRows label={`Loading ${noun.many}`} />;
  else if (state.rows.length === 0 && !configured && neverSynced) body = <NotConfigured what={`The ${title} screen`} />;
  else if (state.rows.length === 0 && filtered)
    body = (
      <EmptyState title={`No ${noun.many} match these filters`}>
        <p>Change the filters or the search, or clear them to see every {noun.one}.</p>
        <button type="button" onClick={props.clearFilters}>
          Clear filters
        </button>
      </EmptyState>
    );
  else if (state.rows.length === 0 && neverSynced && running) body = <LoadingRows label={`Syncing: ${noun.many} appear when the first sync finishes`} />;
  else if (state.rows.length === 0 && neverSynced)
    body = (
      <EmptyState title={`No ${noun.many} synced yet`}>
        <p>This app shows {noun.many} from its own copy of the server&apos;s data. Sync to fetch them.</p>
        <button type="button" className="primary" onClick={() => void start()}>
          Sync now
        </button>
      </EmptyState>
    );
  else if (state.rows.length === 0)
    body = (
      <EmptyState title={`No ${noun.many} yet`}>
        <p>{props.emptyHint}</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <RecordTable label={title} columns={columns} rows={state.rows} idOf={(row) => row.id} selectedId={shown.id} onOpen={(id) => void open(id)} />
        <ListFooter noun={noun} state={state} onLoadMore={() => void list.getState().loadMore()} />
      </>
    );

  return (
    <div className="screen-with-panel activity-screen">
      <main className="screen" aria-label={title}>
        <ScreenHeader title={title}>{props.headerActions}</ScreenHeader>
        {props.filterBar}
        {online === false && <OfflineNotice asOf={state.lastSyncedAt} />}
        {state.phase === 'ready' && state.rows.length > 0 && <ListStatusLine noun={noun} state={state} order={props.order ?? 'newest first'} />}
        {body}
      </main>
      {shown.id !== null && (
        <SidePanel title={props.detailTitle(shown.data)} onClose={close}>
          {shown.error !== null ? (
            <ErrorPanel error={shown.error} onRetry={() => void open(shown.id as string)} title={`This ${noun.one} could not be shown`} />
          ) : shown.data === null ? (
            <LoadingRows label={`Loading the ${noun.one}`} rows={6} />
          ) : (
            props.renderDetail(shown.data)
          )}
        </SidePanel>
      )}
    </div>
  );
}
