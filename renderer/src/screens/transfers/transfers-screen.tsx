// Transfers between the organisation's own accounts, newest first, filtered and searched,
// by keyset pages; the detail in a side panel. A finished sync re-reads the list. "New
// transfer" (a button and a palette action) opens the form in the side panel instead.
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useKeysetList } from '../../queries/record-queries';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { useNewWrite } from '../../components/write-flow/use-new-write';
import { useTransferFilters } from '../../stores/transfer-filter-store';
import { ListScreen } from '../../components/lists/list-screen';
import { useAccountsById } from '../../components/account-names';
import { transferColumns } from './transfer-columns';
import { TransferDetailBody, transferTitle } from './transfer-detail';
import { TransferFilterBar } from './transfer-filters';
import { NewTransferPanel } from './new-transfer-panel';
import '../../components/lists/activity.css';

export function TransfersScreen() {
  const filters = useTransferFilters((state) => state.filters);
  const list = useKeysetList('transfers.list', filters);
  const clear = useTransferFilters((state) => state.clear);
  const accounts = useAccountsById();
  const newWrite = useNewWrite('transfers.new');

  usePaletteActions(
    'transfers',
    [
      newWrite.paletteAction,
      { id: 'transfers.search', label: 'Search transfers', keywords: ['find', 'focus'], shortcut: '/', run: () => void focusScreenSearch() },
      { id: 'transfers.clear', label: 'Clear the transfer filters', keywords: ['reset', 'filter'], run: clear },
      { id: 'transfers.more', label: 'Load more transfers', keywords: ['next', 'page'], run: list.loadMore },
    ],
    [clear, ...newWrite.paletteDeps],
  );

  return (
    <ListScreen
      screen="transfers"
      title="Transfers"
      noun={{ one: 'transfer', many: 'transfers' }}
      list={list}
      detailMethod="transfers.detail"
      filters={filters}
      clearFilters={clear}
      headerActions={newWrite.button}
      panel={newWrite.started === null ? undefined : <NewTransferPanel accounts={accounts} started={newWrite.started} onClose={newWrite.close} />}
      filterBar={<TransferFilterBar filters={filters} accounts={accounts} />}
      columns={transferColumns(accounts)}
      emptyHint="Transfers between your own accounts appear here after the next sync."
      detailTitle={transferTitle}
      renderDetail={(data) => <TransferDetailBody data={data} accounts={accounts} />}
    />
  );
}
