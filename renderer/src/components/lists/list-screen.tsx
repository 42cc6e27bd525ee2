// The shape the Payments, Collections, Transfers and Counterparties screens share: a
// header, the filters, the list in its states (loading skeleton, error, empty with what
// to do first, not set up, offline with the cache's age), "Load more" by keyset, and the
// record's detail in a side panel. Each screen gives its columns, filters and detail.
// A new search or filter keeps the rows shown, dimmed and busy, until its answer
// replaces them (focus stays in the search; a row opened meanwhile opens its record and
// its panel stays open whether or not the answer holds it, as on the Ledger); only a
// list with no rows yet shows the skeleton; after an error, the error stays, the line
// above it saying "Updating…", until the answer.
import { useCallback, useState, type ReactNode } from 'react';
import type { IpcOutput } from '../../../lib/ipc-client';
import type { ScreenId } from '../../../lib/screen-list';
import { ScreenHeader } from '../screen-header';
import { EmptyState, ErrorPanel, LoadingRows, NotConfigured, OfflineNotice } from '../screen-states';
import { SidePanel } from '../side-panel';
import { useRecordDetail, type DetailMethod, type KeysetList } from '../../queries/record-queries';
import { hasFilters } from '../../stores/filter-store';
import { isConfigured, useEnvironment } from '../../stores/environment-store';
import { useSync } from '../../stores/sync-store';
import { ListFooter, ListStatusLine, type Noun } from './list-footer';
import { RecordTable, type Column } from './record-table';
import { useOpenRequest } from './use-open-request';

export interface ListScreenProps<Row extends { id: string }, M extends DetailMethod> {
  readonly screen: ScreenId;
  readonly title: string;
  readonly noun: Noun;
  /** The screen's list for its filters (queries/record-queries.ts useKeysetList). */
  readonly list: KeysetList<Row>;
  /** The method that reads one record for the side panel. */
  readonly detailMethod: M;
  readonly filters: object;
  readonly clearFilters: () => void;
  readonly filterBar: ReactNode;
  readonly headerActions?: ReactNode;
  readonly columns: readonly Column<Row>[];
  /** What to do when there is nothing yet (no filter): a sentence. */
  readonly emptyHint: string;
  /** How the rows are ordered, in words (default "newest first"). */
  readonly order?: string;
  readonly detailTitle: (data: IpcOutput<M> | null) => string;
  readonly renderDetail: (data: IpcOutput<M>) => ReactNode;
  /** A panel of the screen's own (a "New ..." form) shown in place of the record's detail while given. */
  readonly panel?: ReactNode;
}

export function ListScreen<Row extends { id: string }, M extends DetailMethod>(props: ListScreenProps<Row, M>) {
  const { screen, title, noun, list, filters, columns } = props;
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = useRecordDetail(props.detailMethod, openId);
  const environment = useEnvironment((s) => s.status);
  const { online, running, start } = useSync();

  const state = list;
  const close = useCallback(() => setOpenId(null), []);
  useOpenRequest(screen, setOpenId);

  const filtered = hasFilters(filters);
  const configured = environment === null || isConfigured(environment);
  const neverSynced = state.lastSyncedAt === null;

  let body: ReactNode;
  // An error kept while the next answer is on its way (updating) offers no retry: that answer is already asked for.
  if (state.phase === 'error' && state.error !== null) body = <ErrorPanel error={state.error} {...(state.updating ? {} : { onRetry: list.retry })} title={`The ${noun.many} could not be read`} />;
  else if (state.phase !== 'ready') body = <LoadingRows label={`Loading ${noun.many}`} />;
  // An earlier empty answer is not kept: its empty state would speak of the earlier filters.
  else if (state.updating && state.rows.length === 0) body = <LoadingRows label={`Loading ${noun.many}`} />;
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
        <RecordTable label={title} columns={columns} rows={state.rows} idOf={(row) => row.id} selectedId={openId} onOpen={setOpenId} busy={state.updating} />
        <ListFooter noun={noun} state={state} onLoadMore={list.loadMore} />
      </>
    );

  return (
    <div className="screen-with-panel activity-screen">
      <main className="screen" aria-label={title}>
        <ScreenHeader title={title}>{props.headerActions}</ScreenHeader>
        {props.filterBar}
        {online === false && <OfflineNotice asOf={state.lastSyncedAt} />}
        {((state.phase === 'ready' && state.rows.length > 0) || (state.phase === 'error' && state.updating)) && <ListStatusLine noun={noun} state={state} order={props.order ?? 'newest first'} />}
        {body}
      </main>
      {props.panel}
      {props.panel === undefined && openId !== null && (
        <SidePanel title={props.detailTitle(shown.data)} onClose={close}>
          {shown.error !== null ? (
            <ErrorPanel error={shown.error} onRetry={shown.retry} title={`This ${noun.one} could not be shown`} />
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
