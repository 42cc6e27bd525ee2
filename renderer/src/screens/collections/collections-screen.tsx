// Collections: money pulled from counterparties (ACH debits), newest first, filtered and
// searched, by keyset pages; the detail with the status timeline. Live like Payments.
// "New collection" (a button and a palette action) opens the form in the side panel.
import { useState } from 'react';
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useKeysetList } from '../../queries/record-queries';
import { useCollectionFilters } from '../../stores/collection-filter-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { NewWriteButton, useWriteStart, writePaletteAction } from '../../components/write-flow/write-start';
import { ListScreen } from '../../components/lists/list-screen';
import { useAccountsById } from '../../components/account-names';
import { collectionColumns } from './collection-columns';
import { CollectionDetailBody, collectionTitle } from './collection-detail';
import { CollectionFilterBar } from './collection-filters';
import { NewCollectionPanel } from './new-collection-panel';
import '../../components/lists/activity.css';

export function CollectionsScreen() {
  const filters = useCollectionFilters((state) => state.filters);
  const list = useKeysetList('collections.list', filters);
  const clear = useCollectionFilters((state) => state.clear);
  const accounts = useAccountsById();
  // How often one was asked for (null: closed); a new request over an outcome starts a fresh form.
  const [creating, setCreating] = useState<number | null>(null);
  const startCreating = () => setCreating((count) => (count ?? 0) + 1);
  const start = useWriteStart();

  usePaletteActions(
    'collections',
    [
      writePaletteAction('collections.new', start, startCreating),
      { id: 'collections.search', label: 'Search collections', keywords: ['find', 'focus'], shortcut: '/', run: () => void focusScreenSearch() },
      { id: 'collections.clear', label: 'Clear the collection filters', keywords: ['reset', 'filter'], run: clear },
      { id: 'collections.more', label: 'Load more collections', keywords: ['next', 'page'], run: list.loadMore },
    ],
    [clear, start.ready, start.setUpWords],
  );

  return (
    <ListScreen
      screen="collections"
      title="Collections"
      noun={{ one: 'collection', many: 'collections' }}
      list={list}
      detailMethod="collections.detail"
      filters={filters}
      clearFilters={clear}
      headerActions={
        <NewWriteButton label="New collection" start={start} onStart={startCreating} open={creating !== null} />
      }
      panel={creating !== null && start.ready ? <NewCollectionPanel accounts={accounts} started={creating} onClose={() => setCreating(null)} /> : undefined}
      filterBar={<CollectionFilterBar filters={filters} accounts={accounts} />}
      columns={collectionColumns(accounts)}
      emptyHint="Collections (ACH debits you pull from a counterparty's account) appear here after the next sync."
      detailTitle={collectionTitle}
      renderDetail={(data) => <CollectionDetailBody data={data} accounts={accounts} />}
    />
  );
}
