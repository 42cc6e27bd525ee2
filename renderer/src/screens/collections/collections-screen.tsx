// Collections: money pulled from counterparties (ACH debits), newest first, filtered and
// searched, by keyset pages; the detail with the status timeline. Live like Payments.
// "New collection" (a button and a palette action) opens the form in the side panel.
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useKeysetList } from '../../queries/record-queries';
import { useCollectionFilters } from '../../stores/collection-filter-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { useNewWrite } from '../../components/write-flow/use-new-write';
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
  const newWrite = useNewWrite('collections.new');

  usePaletteActions(
    'collections',
    [
      newWrite.paletteAction,
      { id: 'collections.search', label: 'Search collections', keywords: ['find', 'focus'], shortcut: '/', run: () => void focusScreenSearch() },
      { id: 'collections.clear', label: 'Clear the collection filters', keywords: ['reset', 'filter'], run: clear },
      { id: 'collections.more', label: 'Load more collections', keywords: ['next', 'page'], run: list.loadMore },
    ],
    [clear, ...newWrite.paletteDeps],
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
      headerActions={newWrite.button}
      panel={newWrite.started === null ? undefined : <NewCollectionPanel accounts={accounts} started={newWrite.started} onClose={newWrite.close} />}
      filterBar={<CollectionFilterBar filters={filters} accounts={accounts} />}
      columns={collectionColumns(accounts)}
      emptyHint="Collections (ACH debits you pull from a counterparty's account) appear here after the next sync."
      detailTitle={collectionTitle}
      renderDetail={(data) => <CollectionDetailBody data={data} accounts={accounts} />}
    />
  );
}
