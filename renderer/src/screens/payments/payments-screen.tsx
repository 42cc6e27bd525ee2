// Payments: every payment in this app's copy, newest first, filtered (status, rail,
// account, dates) and searched, loaded by keyset pages; the detail in a side panel with
// the status timeline. Live: a status change re-reads its row and detail, a finished
// sync the list. The filters are the Exports screen's "current view". "New payment" (a
// button and a palette action) opens the payment form in the side panel instead.
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useKeysetList } from '../../queries/record-queries';
import { useNavigation } from '../../stores/navigation-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { useNewWrite } from '../../components/write-flow/use-new-write';
import { usePaymentFilters } from '../../stores/payment-filter-store';
import { ListScreen } from '../../components/lists/list-screen';
import { useAccountsById } from '../../components/account-names';
import { PAYMENT_COLUMNS } from './payment-columns';
import { PaymentDetailBody, paymentTitle } from './payment-detail';
import { PaymentFilterBar } from './payment-filters';
import { NewPaymentPanel } from './new-payment-panel';
import '../../components/lists/activity.css';
import './new-payment.css';

export function PaymentsScreen() {
  const filters = usePaymentFilters((state) => state.filters);
  const list = useKeysetList('payments.list', filters);
  const clear = usePaymentFilters((state) => state.clear);
  const go = useNavigation((state) => state.go);
  const accounts = useAccountsById();
  const newWrite = useNewWrite('payments.new');

  usePaletteActions(
    'payments',
    [
      newWrite.paletteAction,
      { id: 'payments.search', label: 'Search payments', keywords: ['find', 'focus'], shortcut: '/', run: () => void focusScreenSearch() },
      { id: 'payments.clear', label: 'Clear the payment filters', keywords: ['reset', 'filter'], run: clear },
      { id: 'payments.export', label: 'Export payments (this view) as CSV', keywords: ['csv', 'download', 'export'], run: () => go('exports') },
      { id: 'payments.more', label: 'Load more payments', keywords: ['next', 'page'], run: list.loadMore },
    ],
    [clear, go, ...newWrite.paletteDeps],
  );

  return (
    <ListScreen
      screen="payments"
      title="Payments"
      noun={{ one: 'payment', many: 'payments' }}
      list={list}
      detailMethod="payments.detail"
      filters={filters}
      clearFilters={clear}
      filterBar={<PaymentFilterBar filters={filters} accounts={accounts} />}
      headerActions={
        <>
          {newWrite.button}
          <button type="button" onClick={() => go('exports')}>
            Export payments as CSV
          </button>
        </>
      }
      panel={newWrite.started === null ? undefined : <NewPaymentPanel accounts={accounts} started={newWrite.started} onClose={newWrite.close} />}
      columns={PAYMENT_COLUMNS}
      emptyHint="Payments sent from this app or elsewhere appear here after the next sync."
      detailTitle={paymentTitle}
      renderDetail={(data) => <PaymentDetailBody data={data} accounts={accounts} />}
    />
  );
}
