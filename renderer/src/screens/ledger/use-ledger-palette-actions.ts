// The ledger's own actions in the command palette.
import { focusScreenSearch } from '../../components/focus-screen-search';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { usePaletteActions } from '../../stores/palette-actions-store';

export function useLedgerPaletteActions(): void {
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
      { id: 'ledger.export', label: 'Export this ledger view', keywords: ['csv', 'download', 'accounting'], run: () => useNavigation.getState().go('exports') },
    ],
    [],
  );
}
