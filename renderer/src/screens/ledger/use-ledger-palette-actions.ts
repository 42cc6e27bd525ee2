// The ledger's own actions in the command palette. "Export this ledger view" runs the
// export of the filtered view at once and shows its progress on the Exports screen.
import { useAccountsById } from '../../components/account-names';
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { startExport } from '../exports/export-requests';

export function useLedgerPaletteActions(): void {
  const accounts = useAccountsById();
  usePaletteActions(
    'ledger',
    [
      {
        id: 'ledger.focus-search',
        label: 'Focus ledger search',
        shortcut: '/',
        keywords: ['find', 'filter', 'reference'],
        // After the palette's dialog has closed (closing it gives focus back to where it was).
        run: () => requestAnimationFrame(() => setTimeout(focusScreenSearch, 0)),
      },
      { id: 'ledger.clear-filters', label: 'Clear ledger filters', keywords: ['reset', 'all entries'], run: () => useLedgerFilters.getState().clear() },
      {
        id: 'ledger.export',
        label: 'Export this ledger view',
        keywords: ['csv', 'download', 'accounting'],
        run: () => {
          startExport('ledger', accounts);
          useNavigation.getState().go('exports');
        },
      },
    ],
    [accounts],
  );
}
