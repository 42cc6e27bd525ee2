// Counterparties: the payees and payers in this app's copy, by name, filtered by status
// and type and searched; the detail with the address and every payment method, its
// verification up front. A finished sync re-reads the list and the open detail. A
// counterparty the server no longer lists gets a column saying so.
import { useEffect } from 'react';
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useKeysetList } from '../../queries/record-queries';
import { useCounterpartyFilters } from '../../stores/counterparty-filter-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { useWriteStart, writePaletteAction, WriteStartButton } from '../../components/write-flow/write-start';
import { ListScreen } from '../../components/lists/list-screen';
import { COUNTERPARTY_COLUMNS, COUNTERPARTY_COLUMNS_WITH_GONE } from './counterparty-columns';
import { CounterpartyDetailBody, counterpartyTitle } from './counterparty-detail';
import { CounterpartyFilterBar } from './counterparty-filters';
import { CounterpartyWritePanel } from './counterparty-write-panel';
import { useCounterpartyWrite } from '../../stores/counterparty-write-store';
import '../../components/lists/activity.css';
import './directory-forms.css';

export function CounterpartiesScreen() {
  const filters = useCounterpartyFilters((state) => state.filters);
  const list = useKeysetList('counterparties.list', filters);
  const clear = useCounterpartyFilters((state) => state.clear);
  const anyGone = list.rows.some((row) => row.goneAt !== null);
  const { write, open, close } = useCounterpartyWrite();
  const start = useWriteStart();
  const startCreating = () => open({ kind: 'create' });
  // Leaving the screen leaves no write open behind for the next visit.
  useEffect(() => close, [close]);

  usePaletteActions(
    'counterparties',
    [
      writePaletteAction('counterparties.new', start, startCreating),
      { id: 'counterparties.search', label: 'Search counterparties', keywords: ['find', 'focus', 'payee'], shortcut: '/', run: () => void focusScreenSearch() },
      { id: 'counterparties.clear', label: 'Clear the counterparty filters', keywords: ['reset', 'filter'], run: clear },
      { id: 'counterparties.more', label: 'Load more counterparties', keywords: ['next', 'page'], run: list.loadMore },
    ],
    [clear, open, start.ready, start.setUpWords],
  );

  return (
    <ListScreen
      screen="counterparties"
      title="Counterparties"
      noun={{ one: 'counterparty', many: 'counterparties' }}
      list={list}
      detailMethod="counterparties.detail"
      filters={filters}
      clearFilters={clear}
      headerActions={
        <WriteStartButton label="New counterparty" className="primary" start={start} onStart={startCreating} open={write?.kind === 'create'} />
      }
      // No write's form where the environment cannot send (its buttons lead to Settings).
      panel={write === null || !start.ready ? undefined : <CounterpartyWritePanel key={write.kind} write={write} onClose={close} />}
      filterBar={<CounterpartyFilterBar filters={filters} />}
      columns={anyGone ? COUNTERPARTY_COLUMNS_WITH_GONE : COUNTERPARTY_COLUMNS}
      order="by name"
      emptyHint="Counterparties (the payees and payers you work with) appear here after the next sync."
      detailTitle={counterpartyTitle}
      renderDetail={(data) => <CounterpartyDetailBody data={data} />}
    />
  );
}
